// The Lambs and Tigers board: the carved triangle with its three rows and the side rectangle,
// the pieces, and the player's clicks. Click an empty point to place a goat; click a piece,
// then where it goes, to move it. Only moves the engine's rules allow (the legal list given
// with the position) are ever emitted; any other click says why not.
#pragma once

#include <QPixmap>
#include <QWidget>

#include "engine/lambs/Position.h"
#include "lambs/LambsGeometry.h"

class PieceRenderer;

class LambsBoardView : public QWidget {
    Q_OBJECT

public:
    explicit LambsBoardView(QWidget* parent = nullptr);
    ~LambsBoardView() override;

    // Shows `pos`; the player may make any of `legal` (none: the board takes no moves).
    void setPosition(const bagh::lambs::Position& pos, const bagh::lambs::MoveList& legal,
                     bagh::lambs::Move lastMove);
    const bagh::lambs::Position& position() const { return pos_; }
    // A reason shown for clicks while the board takes no moves (empty: clicks are moves).
    void setInputBlocked(const QString& reason) { blocked_ = reason; }
    // Marks a suggested move (null: none).
    void setHint(bagh::lambs::Move move);
    // Where point `p` is drawn (tests click there).
    QPointF pointCenter(bagh::lambs::Point p) const;
    bagh::lambs::Point selected() const { return selected_; }

    QSize sizeHint() const override { return {520, 520}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return w; }

signals:
    void moveChosen(bagh::lambs::Move move);
    void clickRejected(const QString& reason);

protected:
    void paintEvent(QPaintEvent*) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent*) override;

private:
    void click(bagh::lambs::Point p);
    const QPixmap& background();

    bagh::lambs::Position pos_;
    bagh::lambs::MoveList legal_;
    bagh::lambs::Move last_;
    bagh::lambs::Move hint_;
    bagh::lambs::Point selected_ = bagh::lambs::kNoPoint;
    QString blocked_;
    QPixmap background_;
    PieceRenderer* pieces_;
};
