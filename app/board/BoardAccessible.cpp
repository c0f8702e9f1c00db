#include "board/BoardAccessible.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QEvent>
#include <QKeyEvent>
#include <QPointer>
#include <QTimer>
#include <QWindow>
#include <array>

#include "board/BoardNote.h"
#include "board/BoardView.h"
#include "board/ClickInterpreter.h"
#include "engine/games/AnyGame.h"
#include "engine/games/PositionParts.h"

using bagh::Side;
using namespace bagh::games;

namespace {

int pointCount(const BoardView& board) { return board.boardGeometry().points(); }

// Where a tiger could jump now, whoever is to move: the goats it could take and the points it
// would land on. The tigers' moves of the same pieces, from the game's own rules.
struct Threats {
    Mask goats = 0;
    Mask landings = 0;
};

Threats threatsOf(const Position& pos) {
    Threats t;
    PositionParts parts = partsOf(pos);
    parts.side = Side::Tigers;
    parts.ply.reset();
    const PositionBuild built = positionFromParts(pos.kind(), pos.capturesToWin(), parts);
    if (!built.ok) return t;
    for (Move m :
         Game::from(built.position, bagh::RepetitionRule::ThirdOccurrenceDraws).legalMoves()) {
        if (!m.isJump()) continue;
        t.goats |= bit(m.over());
        t.landings |= bit(m.to());
    }
    return t;
}

QString pointNameWith(const BoardView& board, Point p, const Threats& threats) {
    const Position& pos = board.position();
    const QString where = board.pointName(p);
    QStringList words;
    if (pos.goats() & bit(p))
        words << BoardAccessible::tr("%1, goat").arg(where);
    else if (pos.tigers() & bit(p))
        words << BoardAccessible::tr("%1, tiger").arg(where);
    else
        words << BoardAccessible::tr("%1, empty").arg(where);
    const Point selected = board.selectedPoint();
    if (selected == p) words << BoardAccessible::tr("selected");
    if (selected != kNoPoint) {
        for (Move m : board.legalMoves()) {
            if (m.isPlacement() || m.from() != selected || m.to() != p) continue;
            words << (m.isJump() ? BoardAccessible::tr("capture here")
                                 : BoardAccessible::tr("move here"));
            break;
        }
    }
    if (threats.goats & bit(p)) words << BoardAccessible::tr("a tiger can jump over it");
    if (threats.landings & bit(p)) words << BoardAccessible::tr("a tiger can jump here");
    return words.join(QStringLiteral(", "));
}

// One point of the board: a child of the board's interface, without a QObject of its own.
class PointInterface : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    PointInterface(BoardView* board, Point point) : board_(board), point_(point) {}

    bool isValid() const override { return board_ && point_ < pointCount(*board_); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return board_ ? board_->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override {
        return board_ ? QAccessible::queryAccessibleInterface(board_.data()) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    QString text(QAccessible::Text t) const override {
        if (!isValid() || t != QAccessible::Name) return {};
        return pointNameWith(*board_, point_, threatsOf(board_->position()));
    }
    void setText(QAccessible::Text, const QString&) override {}

    QRect rect() const override {
        if (!isValid()) return {};
        const qreal r = board_->boardGeometry().pieceSize() / 2;
        const QPointF c = board_->pointCenter(point_);
        const QRect local = QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r).toAlignedRect();
        return QRect(board_->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return QAccessible::Button; }
    QAccessible::State state() const override {
        QAccessible::State s;
        if (!isValid()) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.focused = board_->hasFocus() && board_->cursorPoint() == point_;
        s.selectable = true;
        s.selected = board_->selectedPoint() == point_;
        s.invisible = !board_->isVisible();
        return s;
    }
    void* interface_cast(QAccessible::InterfaceType t) override {
        if (t == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
    void doAction(const QString& name) override {
        if (!isValid()) return;
        if (name == setFocusAction() || name == pressAction()) {
            board_->setFocus(Qt::OtherFocusReason);
            board_->setCursorPoint(point_);
        }
        if (name == pressAction()) {
            // What the board's own key does on its cursor's point; where the cursor is hidden,
            // the first Space only shows it, and nothing is played unseen.
            if (!board_->cursorShown()) pressSpace();
            if (board_->cursorShown()) pressSpace();
        }
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    void pressSpace() {
        for (QEvent::Type type : {QEvent::KeyPress, QEvent::KeyRelease}) {
            QKeyEvent key(type, Qt::Key_Space, Qt::NoModifier, QStringLiteral(" "));
            QCoreApplication::sendEvent(board_.data(), &key);
        }
    }

    QPointer<BoardView> board_;
    Point point_;
};

// The board widget: its points first (index = point), then its child widgets (the result
// banner, the tutor's bar), but not the note: its words are the status bar's, which the
// narrator says; a reader taking the focus to the board read the note too, said twice.
class BoardInterface : public QAccessibleWidget {
public:
    explicit BoardInterface(BoardView* board) : QAccessibleWidget(board, QAccessible::Grouping) {}
    ~BoardInterface() override {
        for (QAccessible::Id id : ids_)
            if (id) QAccessible::deleteAccessibleInterface(id);
    }

    BoardView* board() const { return static_cast<BoardView*>(widget()); }

    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name && board()->accessibleName().isEmpty())
            return BoardAccessible::boardName(*board());
        if (t == QAccessible::Description && board()->accessibleDescription().isEmpty())
            return BoardAccessible::boardDescription(*board());
        return QAccessibleWidget::text(t);
    }

    int childCount() const override {
        return pointCount(*board()) + static_cast<int>(widgetChildren().size());
    }
    QAccessibleInterface* child(int index) const override {
        const int points = pointCount(*board());
        if (index < 0) return nullptr;
        if (index >= points) {
            const QList<int> widgets = widgetChildren();
            return index - points < widgets.size()
                       ? QAccessibleWidget::child(widgets[index - points])
                       : nullptr;
        }
        if (!ids_[index])
            ids_[index] =
                QAccessible::registerAccessibleInterface(new PointInterface(board(), index));
        return QAccessible::accessibleInterface(ids_[index]);
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        if (!child) return -1;
        const int points = pointCount(*board());
        for (int p = 0; p < points; ++p)
            if (ids_[p] && QAccessible::accessibleInterface(ids_[p]) == child) return p;
        const int widgetIndex = widgetChildren().indexOf(QAccessibleWidget::indexOfChild(child));
        return widgetIndex < 0 ? -1 : points + widgetIndex;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        if (QAccessibleInterface* w = QAccessibleWidget::childAt(x, y);
            w && !qobject_cast<BoardNote*>(w->object()))
            return w;
        const Point p = board()->pointAt(QPointF(board()->mapFromGlobal(QPoint(x, y))));
        return p == kNoPoint ? nullptr : child(p);
    }
    // Point `p`'s interface if one was made, whether or not the shown board has that point.
    QAccessibleInterface* pointInterface(int p) const {
        return p >= 0 && p < kMaxPoints && ids_[p] ? QAccessible::accessibleInterface(ids_[p])
                                                   : nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const int cursor = board()->cursorPoint();
        if (board()->hasFocus() && cursor >= 0 && cursor < pointCount(*board()))
            return child(cursor);
        return QAccessibleWidget::focusChild();
    }

private:
    // The indexes among QAccessibleWidget's children of those on the bus (all but the note).
    QList<int> widgetChildren() const {
        QList<int> shown;
        for (int i = 0; i < QAccessibleWidget::childCount(); ++i) {
            QAccessibleInterface* c = QAccessibleWidget::child(i);
            if (!c || !qobject_cast<BoardNote*>(c->object())) shown << i;
        }
        return shown;
    }

    mutable std::array<QAccessible::Id, kMaxPoints> ids_{};
};

QAccessibleInterface* boardFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("BoardView") && object && object->isWidgetType())
        return new BoardInterface(static_cast<BoardView*>(object));
    return nullptr;
}

// Sends the events: compares the names with those last told and reports the differences.
class BoardAccessibility : public QObject {
public:
    explicit BoardAccessibility(BoardView* board) : QObject(board), board_(board) {
        connect(board, &BoardView::shownChanged, this, &BoardAccessibility::refresh);
        connect(board, &BoardView::selectionChanged, this, &BoardAccessibility::refresh);
        connect(board, &BoardView::cursorMoved, this, [this] {
            refresh();
            focusCursorLater();
        });
        board->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == board_) {
            if (event->type() == QEvent::FocusIn) focusCursorLater();
            if (event->type() == QEvent::LanguageChange) refresh();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void send(QAccessible::Event type, int child = -1) {
        QAccessibleEvent event(board_, type);
        if (child >= 0) event.setChild(child);
        QAccessible::updateAccessibility(&event);
    }

    void refresh() {
        if (!QAccessible::isActive()) {
            told_.clear();  // nothing told: all is news once a reader listens
            return;
        }
        const QStringList names = BoardAccessible::pointNames(*board_);
        const QString boardName = BoardAccessible::boardName(*board_);
        const QString description = BoardAccessible::boardDescription(*board_);
        if (!told_.isEmpty()) {
            // Another game's board: its extra points appear, or the last game's go.
            for (int p = told_.size(); p < names.size(); ++p) send(QAccessible::ObjectCreated, p);
            auto* iface =
                dynamic_cast<BoardInterface*>(QAccessible::queryAccessibleInterface(board_));
            for (int p = names.size(); p < told_.size() && iface; ++p) {
                if (QAccessibleInterface* gone = iface->pointInterface(p)) {
                    QAccessibleEvent event(gone, QAccessible::ObjectDestroyed);
                    QAccessible::updateAccessibility(&event);
                }
            }
        }
        for (int p = 0; p < names.size(); ++p)
            if (p >= told_.size() || told_[p] != names[p]) send(QAccessible::NameChanged, p);
        if (boardName != toldBoard_) send(QAccessible::NameChanged);
        if (description != toldDescription_) send(QAccessible::DescriptionChanged);
        told_ = names;
        toldBoard_ = boardName;
        toldDescription_ = description;
    }

    // After the board's own Focus event (Qt sends it once the focus has moved), so the
    // cursor's point is what a reader has last.
    void focusCursorLater() {
        if (focusQueued_) return;
        focusQueued_ = true;
        QTimer::singleShot(0, this, [this] {
            focusQueued_ = false;
            const int cursor = board_->cursorPoint();
            if (!QAccessible::isActive() || !board_->hasFocus() || cursor < 0 ||
                cursor >= pointCount(*board_))
                return;
            send(QAccessible::Focus, cursor);
        });
    }

    BoardView* board_;
    QStringList told_;
    QString toldBoard_;
    QString toldDescription_;
    bool focusQueued_ = false;
};

}  // namespace

void BoardAccessible::install(BoardView* board) {
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
    new BoardAccessibility(board);
}

QString BoardAccessible::boardName(const BoardView& board) {
    if (board.legalMoves().empty()) return tr("Board, game over");
    return board.position().sideToMove() == Side::Goats ? tr("Board, goats to move")
                                                        : tr("Board, tigers to move");
}

QString BoardAccessible::boardDescription(const BoardView& board) {
    if (!board.inputBlockedReason().isEmpty()) return board.inputBlockedReason();
    return tr("Arrow keys move between the points; Space or Enter plays there, Escape lets go.");
}

QStringList BoardAccessible::pointNames(const BoardView& board) {
    const Threats threats = threatsOf(board.position());
    QStringList names;
    for (Point p = 0; p < pointCount(board); ++p) names << pointNameWith(board, p, threats);
    return names;
}
