#include "window/KeyboardFocus.h"

#include <QAction>
#include <QEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolBar>
#include <QToolButton>

#include "board/BoardGeometry.h"
#include "board/BoardTheme.h"
#include "board/BoardView.h"

namespace {

// A ring on the wooden board's outer rim, painted over the board while it has the focus;
// it takes no clicks and no focus. Two tones, so one of them stands out on any wood.
class FocusRing : public QWidget {
public:
    explicit FocusRing(QWidget* board) : QWidget(board) {
        setObjectName(QStringLiteral("boardFocusRing"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setFocusPolicy(Qt::NoFocus);
        setGeometry(board->rect());
        setVisible(board->hasFocus());
        board->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        auto* board = static_cast<QWidget*>(watched);
        switch (event->type()) {
            case QEvent::FocusIn:
            case QEvent::FocusOut:
                setVisible(board->hasFocus());
                break;
            case QEvent::Resize:
                setGeometry(board->rect());
                break;
            default:
                break;
        }
        return false;
    }

    void paintEvent(QPaintEvent*) override {
        // The wooden panel of the game on the board (both games' boards are square panels).
        const auto* view = qobject_cast<const BoardView*>(parentWidget());
        const auto kind = view ? view->position().kind() : bagh::games::GameKind::BaghChal;
        const QRectF board = BoardGeometry(kind, QSizeF(size())).boardRect();
        const qreal side = board.width();
        if (side < 20) return;
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const qreal w = std::max<qreal>(2.0, side * 0.005);
        // On the frame's outer rim: the coordinates burnt into the frame stay clear of it.
        const qreal inset = w * 0.8;
        const qreal radius = side * 0.024;
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(BoardTheme::kFocusRingDark, w * 1.6));
        const QRectF outer = board.adjusted(inset, inset, -inset, -inset);
        p.drawRoundedRect(outer, radius, radius);
        p.setPen(QPen(BoardTheme::kFocusRingLight, w));
        const qreal in = w * 1.3;
        p.drawRoundedRect(outer.adjusted(in, in, -in, -in), radius - in, radius - in);
    }
};

}  // namespace

namespace KeyboardFocus {

void install(QToolBar* bar, QWidget* board) {
    for (QAction* a : bar->actions())
        if (auto* button = qobject_cast<QToolButton*>(bar->widgetForAction(a)))
            button->setFocusPolicy(Qt::TabFocus);
    new FocusRing(board);
}

bool ringShown(const QWidget* board) {
    const auto* ring =
        board->findChild<QWidget*>(QStringLiteral("boardFocusRing"), Qt::FindDirectChildrenOnly);
    return ring && ring->isVisible();
}

}  // namespace KeyboardFocus
