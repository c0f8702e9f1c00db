#include "board/BoardView.h"

#include <QCursor>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <algorithm>
#include <cmath>
#include <utility>

#include "board/BoardAccessible.h"
#include "board/BoardCursor.h"
#include "board/BoardPaint.h"
#include "board/BoardTheme.h"
#include "board/ClickInterpreter.h"
#include "engine/core/Position.h"
#include "engine/games/BoardShape.h"
#include "engine/games/GameAdapters.h"

using bagh::Side;
using namespace bagh::games;

namespace {
constexpr int kSlideMs = 260;
constexpr int kJumpMs = 420;
constexpr int kDropMs = 220;

QPointF lerp(QPointF a, QPointF b, qreal t) { return a + (b - a) * t; }
}  // namespace

BoardView::BoardView(QWidget* parent)
    : QWidget(parent), pos_(fromBaghChal(bagh::Position::start())) {
    setMouseTracking(true);
    // The board takes the focus when clicked, so the window's keys reach the game.
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    anim_.setStartValue(0.0);
    anim_.setEndValue(1.0);
    anim_.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&anim_, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        animT_ = v.toReal();
        update();
    });
    connect(&anim_, &QVariantAnimation::finished, this, [this] {
        animMove_ = Move();
        animT_ = 1.0;
        update();
        emit animationFinished();
    });
    BoardAccessible::install(this);  // the board and its points on the accessibility bus
}

void BoardView::setPosition(const Position& pos, const MoveList& legal, Move lastMove,
                            bool animate) {
    finishAnimation();
    const bool newBoard = pos.kind() != pos_.kind();
    pos_ = pos;
    legal_ = legal;
    lastMove_ = lastMove;
    hint_ = Move();
    marks_.clear();
    if (selected_ != kNoPoint) {
        selected_ = kNoPoint;
        emit selectionChanged(selected_);
    }
    if (newBoard) {
        // Another game's board: its wood, lines and labels, and another point under the mouse.
        forgetBoardPictures();
        hover_ = underMouse() ? pointAt(mapFromGlobal(QCursor::pos())) : kNoPoint;
        // The other board's points: the cursor starts again at its home.
        if (cursor_ >= 0) {
            cursor_ = -1;
            setCursorPoint(BoardCursor::home(boardGeometry()));
        }
    }
    // A move is played out only on the board it was made on.
    if (animate && animationsEnabled_ && !newBoard && !lastMove.isNull() && isVisible()) {
        animMove_ = lastMove;
        // The mover is the side that is not to move now.
        animSide_ = opponent(pos.sideToMove());
        animT_ = 0.0;
        anim_.setDuration(lastMove.isPlacement() ? kDropMs
                          : lastMove.isJump()    ? kJumpMs
                                                 : kSlideMs);
        anim_.start();
    }
    updateCursor();
    update();
    emit shownChanged();
}

void BoardView::setInputBlocked(const QString& reason) {
    blocked_ = reason;
    if (!reason.isEmpty()) select(kNoPoint);
    updateCursor();
    update();
    emit shownChanged();
}

void BoardView::setHint(Move move) {
    hint_ = move;
    update();
}

void BoardView::setMoveMarks(const QVector<MoveMark>& marks) {
    marks_ = marks;
    update();
}

QVector<MoveMarks::PlacedTag> BoardView::moveMarkLayout() const {
    return MoveMarks::layout(boardGeometry(), marks_, selected_, font());
}

void BoardView::setFlipped(bool flipped) {
    if (flipped == flipped_) return;
    flipped_ = flipped;
    // The coordinates are part of the cached board picture; the point under the mouse is
    // another one now.
    forgetBoardPictures();
    hover_ = underMouse() ? pointAt(mapFromGlobal(QCursor::pos())) : kNoPoint;
    updateCursor();
    update();
}

void BoardView::setAnimationsEnabled(bool on) {
    animationsEnabled_ = on;
    if (!on) finishAnimation();
}

bool BoardView::isAnimating() const { return anim_.state() == QAbstractAnimation::Running; }

void BoardView::finishAnimation() {
    if (isAnimating()) anim_.setCurrentTime(anim_.duration());  // emits finished
}

BoardGeometry BoardView::boardGeometry() const {
    return BoardGeometry(pos_.kind(), QSizeF(size()), flipped_);
}

QPointF BoardView::pointCenter(Point p) const { return boardGeometry().pointCenter(p); }

Point BoardView::pointAt(const QPointF& pos) const { return boardGeometry().pointAt(pos); }

int BoardView::cursorPoint() const { return cursor_; }

void BoardView::setCursorPoint(int point) {
    if (point < 0 || point >= boardShape(pos_.kind()).points || point == cursor_) return;
    cursor_ = point;
    update();
    emit cursorMoved(point);
}

bool BoardView::cursorShown() const { return cursorShown_ && cursor_ >= 0 && hasFocus(); }

void BoardView::showCursor(bool shown) {
    if (shown && cursor_ < 0) setCursorPoint(BoardCursor::home(boardGeometry()));
    if (shown == cursorShown_) return;
    cursorShown_ = shown;
    update();
}

QString BoardView::pointName(int point) const {
    if (point < 0 || point >= boardShape(pos_.kind()).points) return {};
    return QString::fromStdString(bagh::games::pointName(pos_.kind(), point));
}

void BoardView::select(Point p) {
    if (p == selected_) return;
    selected_ = p;
    emit selectionChanged(p);
    update();
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    showCursor(false);
    if (event->button() == Qt::RightButton) {
        select(kNoPoint);
        return;
    }
    if (event->button() != Qt::LeftButton) return;
    const Point p = pointAt(event->position());
    if (p == kNoPoint) {
        select(kNoPoint);
        return;
    }
    activate(p);
}

void BoardView::activate(Point p) {
    if (!blocked_.isEmpty()) {
        emit clickRejected(blocked_);
        return;
    }
    finishAnimation();
    const ClickOutcome out = ClickInterpreter::interpret(pos_, legal_, selected_, p);
    switch (out.kind) {
        case ClickOutcome::Kind::Select:
            select(out.point);
            break;
        case ClickOutcome::Kind::Deselect:
            select(kNoPoint);
            break;
        case ClickOutcome::Kind::Play:
            select(kNoPoint);
            emit moveChosen(out.move);
            break;
        case ClickOutcome::Kind::Reject:
            emit clickRejected(out.reason);
            break;
    }
}

bool BoardView::isBoardKey(const QKeyEvent* event) const {
    // The keypad's arrows and Enter carry KeypadModifier; any other modifier leaves the key
    // to the window (Alt+Left and Alt+Right step through the game).
    if ((event->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    const int key = event->key();
    if (BoardCursor::isArrow(key)) return true;
    if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter) return true;
    return key == Qt::Key_Escape && selected_ != kNoPoint;
}

bool BoardView::event(QEvent* event) {
    // The window's Back and Forward actions have the arrows as shortcuts: accepting the
    // override hands the key to keyPressEvent instead, so no shortcut fires and none is
    // ambiguous.
    if (event->type() == QEvent::ShortcutOverride && isBoardKey(static_cast<QKeyEvent*>(event))) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (!isBoardKey(event)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int key = event->key();
    if (key == Qt::Key_Escape) {
        select(kNoPoint);
    } else if (BoardCursor::isArrow(key)) {
        if (cursor_ >= 0) {
            const Point next = BoardCursor::step(boardGeometry(), cursor_, key);
            // At the board's edge the key would do nothing: say so, as a refused click is.
            if (next == cursor_) emit clickRejected(tr("No point further that way."));
            setCursorPoint(next);
        }
        showCursor(true);
    } else if (cursorShown()) {
        activate(cursor_);
    } else {
        // Space or Enter with the cursor hidden first shows where it stands.
        showCursor(true);
    }
    event->accept();
}

void BoardView::focusInEvent(QFocusEvent* event) {
    const Qt::FocusReason why = event->reason();
    if (why == Qt::TabFocusReason || why == Qt::BacktabFocusReason ||
        why == Qt::ShortcutFocusReason)
        showCursor(true);
    update();
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    const Point p = pointAt(event->position());
    if (p != hover_) {
        hover_ = p;
        updateCursor();
        update();
    }
}

void BoardView::leaveEvent(QEvent*) {
    hover_ = kNoPoint;
    update();
}

void BoardView::setHighContrast(bool on) {
    if (on == highContrast_) return;
    highContrast_ = on;
    forgetBoardPictures();
    update();
}

// A pointing hand only where a click would do something.
void BoardView::updateCursor() {
    bool active = false;
    if (blocked_.isEmpty() && hover_ != kNoPoint) {
        const Mask own = pos_.sideToMove() == Side::Tigers ? pos_.tigers() : pos_.goats();
        if (selected_ != kNoPoint && (ClickInterpreter::targets(legal_, selected_) & bit(hover_)))
            active = true;
        else if (own & bit(hover_))
            active = ClickInterpreter::targets(legal_, hover_) != 0;
        else if (pos_.sideToMove() == Side::Goats && pos_.placementPhase())
            active = (ClickInterpreter::targets(legal_, kNoPoint) & bit(hover_)) != 0;
    }
    setCursor(active ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    const BoardGeometry geo = boardGeometry();
    const qreal dpr = devicePixelRatioF();
    auto fits = [&](const BoardPicture& b) {
        return !b.pixmap.isNull() && b.size == size() && b.dpr == dpr;
    };
    if (!fits(boardCache_)) {
        std::swap(boardCache_, spareBoard_);  // the size before, most likely
        if (!fits(boardCache_)) {
            boardCache_ = {BoardTheme::renderBoard(geo, size(), dpr, highContrast_), size(), dpr};
            ++boardPicturesDrawn_;
        }
    }
    p.drawPixmap(0, 0, boardCache_.pixmap);
    BoardPaint::marks(p, geo, lastMove_, !animMove_.isNull(), selected_, hint_);
    paintPieces(p, geo);
    paintTargets(p, geo);
    if (cursorShown()) BoardPaint::cursor(p, geo, static_cast<Point>(cursor_));
}

void BoardView::paintPieces(QPainter& p, const BoardGeometry& geo) {
    const qreal size = geo.pieceSize();
    const bool animating = !animMove_.isNull();
    for (Point s = 0; s < geo.points(); ++s) {
        if (animating && s == animMove_.to()) continue;  // drawn in flight below
        if (pos_.goats() & bit(s))
            pieces_.paint(p, Side::Goats, geo.pointCenter(s), size);
        else if (pos_.tigers() & bit(s))
            pieces_.paint(p, Side::Tigers, geo.pointCenter(s), size);
    }
    // Ghost goat where a placement would go, so the player sees the drop before clicking.
    if (!animating && blocked_.isEmpty() && hover_ != kNoPoint &&
        pos_.sideToMove() == Side::Goats && pos_.placementPhase() &&
        (ClickInterpreter::targets(legal_, kNoPoint) & bit(hover_)))
        pieces_.paint(p, Side::Goats, geo.pointCenter(hover_), size, 0.45);
    if (!animating) return;

    const qreal t = animT_;
    if (animMove_.isJump()) {
        // The captured goat fades as the tiger passes over it: from a little before the jumped
        // point (half way on Bagh-Chal's grid, not always on Lambs') until well after it.
        const qreal start = std::clamp<qreal>(geo.jumpedShare(animMove_) - 0.1, 0.0, 0.6);
        const qreal fade = t < start ? 1.0 : std::max<qreal>(0.0, 1.0 - (t - start) / 0.4);
        pieces_.paint(p, Side::Goats, geo.pointCenter(animMove_.over()), size * (0.8 + 0.2 * fade),
                      fade);
    }
    if (animMove_.isPlacement()) {
        pieces_.paint(p, animSide_, geo.pointCenter(animMove_.to()), size * (1.35 - 0.35 * t), t);
        return;
    }
    const QPointF at = lerp(geo.pointCenter(animMove_.from()), geo.pointCenter(animMove_.to()), t);
    // A jump lifts the tiger: larger at mid-flight.
    const qreal lift = animMove_.isJump() ? 1.0 + 0.22 * std::sin(M_PI * t) : 1.0;
    pieces_.paint(p, animSide_, at, size * lift);
}

// Over the pieces: where the selected piece may go, and the hint's arrow.
void BoardView::paintTargets(QPainter& p, const BoardGeometry& geo) {
    if (!hint_.isNull() && !hint_.isPlacement())
        BoardPaint::arrow(p, geo.pointCenter(hint_.from()), geo.pointCenter(hint_.to()),
                          BoardTheme::kHint, geo.cell() * 0.09);
    if (!animMove_.isNull()) return;
    if (!marks_.isEmpty()) {
        MoveMarks::paint(p, geo, marks_, selected_);
        return;
    }
    if (selected_ == kNoPoint) return;
    for (Move m : legal_) {
        if (m.isPlacement() || m.from() != selected_) continue;
        const QPointF c = geo.pointCenter(m.to());
        QColor col = m.isJump() ? BoardTheme::kCaptureTarget : BoardTheme::kTarget;
        const bool hot = m.to() == hover_;
        const qreal r = geo.cell() * (hot ? 0.2 : 0.15);
        QRadialGradient g(c, r * 1.8);
        col.setAlpha(hot ? 230 : 190);
        g.setColorAt(0.0, col);
        g.setColorAt(0.5, col);
        col.setAlpha(0);
        g.setColorAt(1.0, col);
        p.setPen(Qt::NoPen);
        p.setBrush(g);
        p.drawEllipse(c, r * 1.8, r * 1.8);
        p.setPen(QPen(QColor(255, 255, 255, 200), std::max<qreal>(1.0, geo.cell() * 0.02)));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(c, r, r);
    }
}
