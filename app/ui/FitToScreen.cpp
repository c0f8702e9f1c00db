#include "ui/FitToScreen.h"

#include <QEvent>
#include <QGuiApplication>
#include <QLayout>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>
#include <QWidget>
#include <QWindow>
#include <algorithm>

namespace FitToScreen {
namespace {

// A scroll area that asks for all its content needs (QScrollArea's own size hint stops at
// 24 lines) and can shrink to a few lines: the screen, not the area, decides when it scrolls.
class BodyArea : public QScrollArea {
public:
    QSize sizeHint() const override {
        const int frame = 2 * frameWidth();
        QSize size = widget() ? widget()->sizeHint() : QSize();
        if (widget() && widget()->hasHeightForWidth())
            size.setHeight(widget()->heightForWidth(size.width()));
        // Room for the vertical scroll bar a short screen brings, so the content never
        // scrolls sideways for the want of its width.
        const int bar = verticalScrollBar()->sizeHint().width();
        return size + QSize(frame + bar, frame);
    }
    QSize minimumSizeHint() const override {
        // The content's width (plus a scroll bar), so the body scrolls down, not sideways,
        // wherever the screen is wide enough; a few lines of height.
        const int frame = 2 * frameWidth();
        const int bar = verticalScrollBar()->sizeHint().width();
        const int width = widget() ? widget()->minimumSizeHint().width() : 0;
        return {width + bar + frame, 4 * fontMetrics().lineSpacing() + frame};
    }
};

QScreen* screenOf(QWidget* window);
void limitSize(QWidget* window);

// The window's layout worked out again from its body's content as it is now.
void relayout(QWidget* w) {
    for (QScrollArea* area : w->findChildren<QScrollArea*>(QStringLiteral("dialogBody"))) {
        if (QWidget* content = area->widget()) {
            content->ensurePolished();
            if (QLayout* inner = content->layout()) inner->invalidate();
        }
        area->updateGeometry();
    }
    if (QLayout* layout = w->layout()) {
        layout->invalidate();
        layout->activate();
    }
}

class ScreenKeeper : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        auto* w = static_cast<QWidget*>(watched);
        if (event->type() == QEvent::Show) {
            // Before the window's own showEvent, where a dialog centres itself over its parent
            // (QDialog::adjustPosition, within the screen, if it fits): here the size only,
            // then the place once it has one. The style sheet applies only now (polish): the
            // size chosen before may be too small for the styled content, which would scroll
            // sideways.
            w->ensurePolished();
            relayout(w);
            // A window shown the first time takes the size its content asks for (QDialog's own
            // adjustSize would, were it not resized here); one shown again keeps its size.
            const QSize wanted = w->testAttribute(Qt::WA_Resized) ? w->size() : w->sizeHint();
            w->resize(wanted.expandedTo(w->minimumSizeHint()));
            limitSize(w);
            QTimer::singleShot(0, w, [w] { fit(w); });
            if (QWindow* handle = w->windowHandle(); handle && !hooked_) {
                hooked_ = true;
                connect(handle, &QWindow::screenChanged, w, [w] { fit(w); });
            }
        }
        return false;
    }

private:
    bool hooked_ = false;
};

// The screen a window shows on: where it is once placed; before, a dialog goes over its parent.
QScreen* screenOf(QWidget* window) {
    if (window->isVisible()) {
        if (QScreen* s = QGuiApplication::screenAt(window->geometry().center())) return s;
    } else if (window->parentWidget()) {
        return window->parentWidget()->window()->screen();
    }
    return window->screen();
}

void limitSize(QWidget* window) {
    QScreen* screen = screenOf(window);
    if (!screen) return;
    const QRect available = screen->availableGeometry();
    // The frame the window system adds (known once shown; none before).
    const QSize frame = window->frameGeometry().size() - window->geometry().size();
    const QSize room = (available.size() - frame).expandedTo(QSize(1, 1));
    window->setMaximumSize(window->maximumSize().boundedTo(room));
    window->setMinimumSize(window->minimumSize().boundedTo(room));
    window->resize(window->size().boundedTo(room));
}

}  // namespace

QScrollArea* setBody(QWidget* dialog, QLayout* body, QWidget* buttons) {
    auto* content = new QWidget;
    content->setLayout(body);
    body->setContentsMargins(0, 0, 0, 0);
    auto* area = new BodyArea;
    area->setObjectName(QStringLiteral("dialogBody"));
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    // The area itself is no Tab stop: it showed no focus and took the dialog's first focus, so
    // the first field was a Tab away. A field that gets the focus is scrolled into view.
    area->setFocusPolicy(Qt::NoFocus);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    // The dialog's colours, not the viewport's base colour.
    area->viewport()->setAutoFillBackground(false);
    content->setAutoFillBackground(false);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(area, 1);
    if (buttons) layout->addWidget(buttons);
    keepOnScreen(dialog);
    return area;
}

void keepOnScreen(QWidget* window) { window->installEventFilter(new ScreenKeeper(window)); }

void grow(QWidget* window) {
    relayout(window);
    window->resize(window->sizeHint().expandedTo(window->size()));
    // The hint only guesses the height of wrapped lines (scaled fonts round otherwise): what
    // the body still cannot show at the size it has now is added.
    for (int pass = 0; pass < 2; ++pass) {
        if (QLayout* layout = window->layout()) layout->activate();
        QSize more;
        for (QScrollArea* area : window->findChildren<QScrollArea*>(QStringLiteral("dialogBody"))) {
            const QWidget* content = area->widget();
            if (!content) continue;
            const int width = area->viewport()->width();
            const int height = content->hasHeightForWidth() ? content->heightForWidth(width)
                                                            : content->sizeHint().height();
            more = more.expandedTo(
                {content->minimumSizeHint().width() - width, height - area->viewport()->height()});
        }
        if (more.width() <= 0 && more.height() <= 0) break;
        window->resize(window->size() + more.expandedTo({0, 0}));
    }
    limitSize(window);
    fit(window);
}

void fit(QWidget* window) {
    QScreen* screen = screenOf(window);
    if (!screen) return;
    limitSize(window);
    const QRect available = screen->availableGeometry();
    const QSize frame = window->frameGeometry().size() - window->geometry().size();
    // Inside the available area, as near as can be to where it was put.
    const QSize outer = window->size() + frame;
    QPoint at = window->frameGeometry().topLeft();
    at.setX(std::clamp(at.x(), available.left(), available.right() + 1 - outer.width()));
    at.setY(std::clamp(at.y(), available.top(), available.bottom() + 1 - outer.height()));
    window->move(at);
}

}  // namespace FitToScreen
