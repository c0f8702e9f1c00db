#include "analysis/AnalysisColumns.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>
#include <QTimer>
#include <algorithm>

#include "analysis/AnalysisModel.h"

AnalysisColumns::AnalysisColumns(QTableView* view) : QStyledItemDelegate(view), view_(view) {}

void AnalysisColumns::install(QTableView* view) {
    auto* columns = new AnalysisColumns(view);
    view->setItemDelegateForColumn(AnalysisModel::ValueColumn, columns);
    QHeaderView* header = view->horizontalHeader();
    header->setSectionResizeMode(AnalysisModel::MoveColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(AnalysisModel::ValueColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(AnalysisModel::LineColumn, QHeaderView::Stretch);
    view->viewport()->installEventFilter(columns);
    view->installEventFilter(columns);
    QAbstractItemModel* model = view->model();
    // After the view has taken in the change (its rows, their texts).
    const auto refit = [columns] { QTimer::singleShot(0, columns, [columns] { columns->fit(); }); };
    connect(model, &QAbstractItemModel::modelReset, columns, refit);
    connect(model, &QAbstractItemModel::dataChanged, columns, refit);
    connect(model, &QAbstractItemModel::headerDataChanged, columns, refit);
    columns->fit();
}

bool AnalysisColumns::eventFilter(QObject* watched, QEvent* event) {
    const bool resized = watched == view_->viewport() && event->type() == QEvent::Resize;
    const bool restyled = watched == view_ && (event->type() == QEvent::FontChange ||
                                               event->type() == QEvent::StyleChange ||
                                               event->type() == QEvent::LanguageChange);
    if (resized || restyled) fit();
    // The view and its viewport are watched, not edited: the base class would take their Tab
    // as an editor's (commit and move on), and Tab would never leave the list.
    if (watched == view_ || watched == view_->viewport()) return false;
    return QStyledItemDelegate::eventFilter(watched, event);
}

void AnalysisColumns::fit() {
    QHeaderView* header = view_->horizontalHeader();
    // The base class's hint is the widest cell on one line (this delegate's width included).
    const QAbstractItemView* cells = view_;
    const auto wanted = [&](int column) {
        return std::max(header->sectionSizeHint(column), cells->sizeHintForColumn(column));
    };
    const int room = view_->viewport()->width();
    const int move = wanted(AnalysisModel::MoveColumn);
    const int valueHeader = header->sectionSizeHint(AnalysisModel::ValueColumn);
    const int lineHeader = header->sectionSizeHint(AnalysisModel::LineColumn);
    const int value = std::max(
        valueHeader, std::min(wanted(AnalysisModel::ValueColumn), room - move - lineHeader));
    header->resizeSection(AnalysisModel::MoveColumn, move);
    header->resizeSection(AnalysisModel::ValueColumn, value);
    view_->resizeRowsToContents();
}

QSize AnalysisColumns::sizeHint(const QStyleOptionViewItem& option,
                                const QModelIndex& index) const {
    const QSize oneLine = QStyledItemDelegate::sizeHint(option, index);
    QStyleOptionViewItem wrapped = option;
    wrapped.features |= QStyleOptionViewItem::WrapText;
    wrapped.rect = QRect(0, 0, view_->columnWidth(index.column()), 1);
    return {oneLine.width(), QStyledItemDelegate::sizeHint(wrapped, index).height()};
}

void AnalysisColumns::paint(QPainter* painter, const QStyleOptionViewItem& option,
                            const QModelIndex& index) const {
    QStyleOptionViewItem wrapped = option;
    wrapped.features |= QStyleOptionViewItem::WrapText;
    QStyledItemDelegate::paint(painter, wrapped, index);
}
