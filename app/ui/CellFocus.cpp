#include "ui/CellFocus.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QItemSelectionModel>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QTimer>

namespace {

const char* const kParkerName = "cellFocusParker";

class Parker : public QObject {
public:
    explicit Parker(QAbstractItemView* view) : QObject(view), view_(view) {
        setObjectName(QLatin1String(kParkerName));
        view->installEventFilter(this);
        watch();
        park();
    }

    void landOn(const QModelIndex& index) {
        watch();
        if (!view_ || !watched_) return;
        if (view_->hasFocus()) {
            watched_->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
            return;
        }
        // Kept for the focus: a current cell set now would be told focused (Qt 6.4 tells a
        // table's new current cell whether or not the table has the focus) and a reader would
        // leave the board for it.
        if (watched_->currentIndex().isValid()) park();
        parked_ = index;
    }

protected:
    bool eventFilter(QObject*, QEvent* event) override {
        switch (event->type()) {
            case QEvent::FocusIn:
                restore();
                break;
            case QEvent::FocusOut:
                park();
                break;
            default:
                break;
        }
        return false;
    }

private:
    // A new model brings a new selection model: watch that one.
    void watch() {
        QItemSelectionModel* model = view_->selectionModel();
        if (!model || model == watched_) return;
        watched_ = model;
        connect(model, &QItemSelectionModel::currentChanged, this,
                [this](const QModelIndex& current) {
                    // Set while the view has not the focus (the shown move followed): parked
                    // once the caller is done with it.
                    if (!busy_ && current.isValid() && !view_->hasFocus())
                        QTimer::singleShot(0, this, &Parker::park);
                });
    }

    void park() {
        watch();
        if (!view_ || view_->hasFocus() || !watched_) return;
        const QModelIndex current = watched_->currentIndex();
        if (!current.isValid()) return;
        parked_ = current;
        busy_ = true;
        watched_->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
        busy_ = false;
    }

    void restore() {
        watch();
        if (!watched_ || watched_->currentIndex().isValid() || !parked_.isValid()) return;
        busy_ = true;
        watched_->setCurrentIndex(parked_, QItemSelectionModel::NoUpdate);
        busy_ = false;
        // The view's own focus is told after this (Qt sends it once the FocusIn is handled), and a
        // reader then says the table alone ("table with 14 rows"): the cell is told again after
        // it, so the reader says where in the list the focus came.
        QTimer::singleShot(0, this, &Parker::tellCell);
    }

    void tellCell() {
        if (!view_ || !view_->hasFocus() || !watched_) return;
        const QModelIndex current = watched_->currentIndex();
        if (!current.isValid()) return;
        busy_ = true;
        watched_->setCurrentIndex(QModelIndex(), QItemSelectionModel::NoUpdate);
        watched_->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
        busy_ = false;
    }

    QPointer<QAbstractItemView> view_;
    QPointer<QItemSelectionModel> watched_;
    QPersistentModelIndex parked_;
    bool busy_ = false;
};

}  // namespace

void CellFocus::install(QAbstractItemView* view) { new Parker(view); }

void CellFocus::landOn(QAbstractItemView* view, const QModelIndex& index) {
    if (auto* parker =
            view->findChild<QObject*>(QLatin1String(kParkerName), Qt::FindDirectChildrenOnly))
        static_cast<Parker*>(parker)->landOn(index);
}
