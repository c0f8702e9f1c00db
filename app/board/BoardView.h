// The board widget of either game (cutechess's one board view for every variant): paints the
// carved board of the shown position's game (BoardGeometry, BoardTheme), the pieces and the
// marks (last move, selection, legal targets, hint, analysis values), and turns clicks into
// moves. It holds no rules: the owner passes the position together with its legal moves (from
// games::Game::legalMoves), and the view only matches clicks against that list
// (ClickInterpreter).
#pragma once

#include <QPixmap>
#include <QVariantAnimation>
#include <QWidget>

#include "base/MetaTypes.h"
#include "board/BoardGeometry.h"
#include "board/BoardTheme.h"
#include "board/MoveMarks.h"
#include "board/PieceRenderer.h"
#include "engine/games/GameTypes.h"

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    // Shows `pos`, whose legal moves are `legal`, with `lastMove` marked (may be null). With
    // `animate` and animations on, `lastMove` is played out from the previous picture. Clears
    // the selection and the hint. The board drawn is pos.kind()'s: a position of the other game
    // lays the board out afresh (and plays out no move).
    void setPosition(const bagh::games::Position& pos, const bagh::games::MoveList& legal,
                     bagh::games::Move lastMove, bool animate);
    const bagh::games::Position& position() const { return pos_; }
    bagh::games::GameKind kind() const { return pos_.kind(); }
    bagh::games::Move lastMove() const { return lastMove_; }
    // The legal moves of the shown position, as given; none once the game is over.
    const bagh::games::MoveList& legalMoves() const { return legal_; }

    // While `reason` is non-empty, clicks play nothing and are answered with `reason`
    // (e.g. "The computer is thinking").
    void setInputBlocked(const QString& reason);
    QString inputBlockedReason() const { return blocked_; }

    // Marks a suggested move with an arrow (a ring for a placement); null clears it.
    void setHint(bagh::games::Move move);
    bagh::games::Move hint() const { return hint_; }

    // Analysis mode: a value tag per legal move of the shown position (MoveMarks); empty hides
    // them. setPosition() clears them, since they belong to one position.
    void setMoveMarks(const QVector<MoveMark>& marks);
    const QVector<MoveMark>& moveMarks() const { return marks_; }
    // Where those tags are drawn now (size, flip and selection as shown), for tests.
    QVector<MoveMarks::PlacedTag> moveMarkLayout() const;

    // Turns the board half a turn (Bagh-Chal's A1 bottom-right instead of top-left, Lambs' apex
    // at the bottom), so either side's home rows can face the player. Drawing, labels, marks,
    // animations and clicks all follow.
    void setFlipped(bool flipped);
    // The high-contrast board (AppStyle's high-contrast scheme) instead of the wood.
    void setHighContrast(bool on);
    bool isHighContrast() const { return highContrast_; }
    // How many times the wood, lines and labels were drawn (not taken from the two kept), for
    // tests.
    int boardPicturesDrawn() const { return boardPicturesDrawn_; }
    bool isFlipped() const { return flipped_; }

    void setAnimationsEnabled(bool on);
    bool animationsEnabled() const { return animationsEnabled_; }
    bool isAnimating() const;
    // Jumps to the end of a running animation.
    void finishAnimation();

    // The selected point, or kNoPoint.
    bagh::games::Point selectedPoint() const { return selected_; }
    // Where the board is drawn now: the shown game, the widget's size and the flip.
    BoardGeometry boardGeometry() const;
    // Widget coordinates of the centre of point `p`, and the point under `pos` (or kNoPoint):
    // the same arithmetic the painting uses (flipped or not), public so tests can click exact
    // points.
    QPointF pointCenter(bagh::games::Point p) const;
    bagh::games::Point pointAt(const QPointF& pos) const;

    // The keyboard cursor: the point the arrow keys stand on while the board has the focus
    // (Space or Enter there does what a click does), in the shown game's numbering; -1 until
    // the board first had the keyboard. setCursorPoint() moves it to `point` (a point of the
    // shown board; anything else is ignored) and emits cursorMoved() when it changes.
    // Keys: while the board has the focus it takes the arrows (BoardCursor::step), Space,
    // Enter and Return from the window's shortcuts, and Escape while a piece is picked (it
    // drops the pick); the arrows with Alt, and every other key, stay the window's. The cursor
    // is drawn while the board has the focus and the keyboard was used last: it shows when the
    // board gets the focus by Tab (starting at BoardCursor::home) or a board key is pressed,
    // and hides, keeping its point, when the mouse presses on the board. Another game's board
    // puts it at that board's home.
    int cursorPoint() const;
    void setCursorPoint(int point);
    // True while the cursor is drawn.
    bool cursorShown() const;
    // Point `point` named as the shown game writes it: "C3" on Bagh-Chal's board, "12" on
    // Lambs' (games::pointName); empty for a point the board does not have.
    QString pointName(int point) const;

    QSize sizeHint() const override { return {640, 640}; }
    // Small enough that the main window fits a 640×360 screen (1280×720 at scale 2).
    QSize minimumSizeHint() const override { return {200, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    // The player completed a legal move by clicks.
    void moveChosen(bagh::games::Move move);
    // A click, or an arrow at the board's edge, did nothing; `reason` says why, for the status
    // bar.
    void clickRejected(const QString& reason);
    // The selected point changed (kNoPoint: none).
    void selectionChanged(bagh::games::Point point);
    // The keyboard cursor stands on `point` now (cursorPoint()).
    void cursorMoved(int point);
    void animationFinished();
    // What the board shows changed: a position (setPosition) or whether and why it takes no
    // move (setInputBlocked). BoardAccessible tells a screen reader what changed with it.
    void shownChanged();

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void select(bagh::games::Point p);
    // What a click on `p` does (ClickInterpreter), from the mouse or the keyboard.
    void activate(bagh::games::Point p);
    // True for a key the board takes from the window's shortcuts now.
    bool isBoardKey(const QKeyEvent* event) const;
    void showCursor(bool shown);
    void paintPieces(QPainter& p, const BoardGeometry& geo);
    void paintTargets(QPainter& p, const BoardGeometry& geo);
    void updateCursor();

    bagh::games::Position pos_;
    bagh::games::MoveList legal_;
    bagh::games::Move lastMove_;
    bagh::games::Move hint_;
    QVector<MoveMark> marks_;
    bagh::games::Point selected_ = bagh::games::kNoPoint;
    bagh::games::Point hover_ = bagh::games::kNoPoint;
    int cursor_ = -1;
    bool cursorShown_ = false;  // drawn while the board has the focus too
    QString blocked_;
    bool flipped_ = false;
    bool highContrast_ = BoardTheme::highContrastApplied();

    bool animationsEnabled_ = true;
    QVariantAnimation anim_;
    bagh::games::Move animMove_;  // the move being played out; null when idle
    bagh::Side animSide_ = bagh::Side::Goats;
    qreal animT_ = 1.0;

    PieceRenderer pieces_;
    // The wood, lines and labels of one size and scale, the dearest part of a paint: the last
    // two sizes kept, since a window that shows and hides a bar (as on every resume of a network
    // guest with questions) goes back and forth between two; both forgotten on a flip,
    // a new game or another scheme.
    struct BoardPicture {
        QPixmap pixmap;
        QSize size;
        qreal dpr = 0;
    };
    void forgetBoardPictures() { boardCache_ = spareBoard_ = BoardPicture(); }
    BoardPicture boardCache_;
    BoardPicture spareBoard_;
    int boardPicturesDrawn_ = 0;
};
