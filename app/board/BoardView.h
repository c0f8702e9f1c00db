// The board widget: paints the carved board, the pieces and the marks (last move, selection,
// legal targets, hint), and turns clicks into moves. It holds no rules: the owner passes the
// position together with its legal moves (from Game::legalMoves), and the view only matches
// clicks against that list (ClickInterpreter).
#pragma once

#include <QPixmap>
#include <QVariantAnimation>
#include <QWidget>

#include "board/BoardGeometry.h"
#include "board/MoveMarks.h"
#include "board/PieceRenderer.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Position.h"
#include "session/MetaTypes.h"

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(QWidget* parent = nullptr);

    // Shows `pos`, whose legal moves are `legal`, with `lastMove` marked (may be null). With
    // `animate` and animations on, `lastMove` is played out from the previous picture. Clears
    // the selection and the hint.
    void setPosition(const bagh::Position& pos, const bagh::MoveList& legal, bagh::Move lastMove,
                     bool animate);
    const bagh::Position& position() const { return pos_; }
    bagh::Move lastMove() const { return lastMove_; }

    // While `reason` is non-empty, clicks play nothing and are answered with `reason`
    // (e.g. "The computer is thinking").
    void setInputBlocked(const QString& reason);
    QString inputBlockedReason() const { return blocked_; }

    // Marks a suggested move with an arrow (a ring for a placement); null clears it.
    void setHint(bagh::Move move);
    bagh::Move hint() const { return hint_; }

    // Analysis mode: a value tag per legal move of the shown position (MoveMarks); empty hides
    // them. setPosition() clears them, since they belong to one position.
    void setMoveMarks(const QVector<MoveMark>& marks);
    const QVector<MoveMark>& moveMarks() const { return marks_; }
    // Where those tags are drawn now (size, flip and selection as shown), for tests.
    QVector<MoveMarks::PlacedTag> moveMarkLayout() const;

    // Turns the board half a turn (A1 bottom-right instead of top-left), so either side's home
    // rows can face the player. Drawing, coordinates, marks, animations and clicks all follow.
    void setFlipped(bool flipped);
    bool isFlipped() const { return flipped_; }

    void setAnimationsEnabled(bool on);
    bool animationsEnabled() const { return animationsEnabled_; }
    bool isAnimating() const;
    // Jumps to the end of a running animation.
    void finishAnimation();

    bagh::Square selectedPoint() const { return selected_; }
    // Widget coordinates of the centre of point `sq`, and the point under `pos` (or -1): the
    // same arithmetic the painting uses (flipped or not), public so tests can click exact points.
    QPointF pointCenter(bagh::Square sq) const;
    bagh::Square pointAt(const QPointF& pos) const;

    QSize sizeHint() const override { return {640, 640}; }
    // Small enough that the main window fits a 640×360 screen (1280×720 at scale 2).
    QSize minimumSizeHint() const override { return {200, 200}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    // The player completed a legal move by clicks.
    void moveChosen(bagh::Move move);
    // A click did nothing; `reason` says why, for the status bar.
    void clickRejected(const QString& reason);
    void selectionChanged(bagh::Square square);
    void animationFinished();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    BoardGeometry geometry() const { return BoardGeometry(QSizeF(size()), flipped_); }
    void select(bagh::Square sq);
    void paintMarks(QPainter& p, const BoardGeometry& geo);
    void paintPieces(QPainter& p, const BoardGeometry& geo);
    void paintTargets(QPainter& p, const BoardGeometry& geo);
    void paintArrow(QPainter& p, QPointF from, QPointF to, const QColor& color, qreal width);
    void updateCursor();

    bagh::Position pos_;
    bagh::MoveList legal_;
    bagh::Move lastMove_;
    bagh::Move hint_;
    QVector<MoveMark> marks_;
    bagh::Square selected_ = bagh::kNoSquare;
    bagh::Square hover_ = bagh::kNoSquare;
    QString blocked_;
    bool flipped_ = false;

    bool animationsEnabled_ = true;
    QVariantAnimation anim_;
    bagh::Move animMove_;  // the move being played out; null when idle
    bagh::Side animSide_ = bagh::Side::Goats;
    qreal animT_ = 1.0;

    PieceRenderer pieces_;
    QPixmap boardCache_;
    qreal boardCacheDpr_ = 0;
};
