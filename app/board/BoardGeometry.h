// Where the board, its 25 points and its pieces go inside a widget of a given size. Pure
// arithmetic, shared by painting, hit-testing and the tests, so they never disagree.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include "engine/core/Types.h"

class BoardGeometry {
public:
    BoardGeometry() = default;
    // Fits the largest square board into `area`, centred. Row 1 is at the top and column A on
    // the left (A1 top-left); `flipped` turns the board half a turn (A1 bottom-right).
    explicit BoardGeometry(const QSizeF& area, bool flipped = false);

    // The wooden board, frame included.
    QRectF boardRect() const { return board_; }
    // The square spanned by the outer lines (A1 to E5).
    QRectF gridRect() const;
    // Distance between two neighbouring points.
    qreal cell() const { return cell_; }
    // Diameter of a piece: big enough to read, small enough to show the lines between pieces.
    qreal pieceSize() const { return cell_ * 0.74; }

    bool isFlipped() const { return flipped_; }

    // Centre of point `sq` (0..24, row * 5 + col).
    QPointF pointCenter(bagh::Square sq) const;
    // The point whose catch circle holds `pos`, or -1. The catch radius is generous (0.45 cell)
    // so a slightly-off click still hits, but never two points at once.
    bagh::Square pointAt(const QPointF& pos) const;

private:
    QRectF board_;
    QPointF origin_;  // centre of the top-left point (A1 unless flipped)
    qreal cell_ = 0;
    bool flipped_ = false;
};
