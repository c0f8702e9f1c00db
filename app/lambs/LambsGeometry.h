// Where the 23 points of the Lambs and Tigers board are drawn: the apex, the four lines from it
// down to the base row crossed by three rows, and the side rectangle that carries the rows'
// end points outside the triangle (docs/RULES.md). Positions are in board units (0..1 across
// the field, 0..1 down) and mapped into a widget's square.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include "engine/lambs/Board.h"

class LambsGeometry {
public:
    // The field inside a board square that fills `widget`, with a margin for the frame.
    explicit LambsGeometry(QSizeF widget = QSizeF());

    QRectF boardRect() const { return board_; }  // the wooden panel
    QRectF fieldRect() const { return field_; }  // where the points lie
    qreal unit() const { return field_.width(); }
    // Centre of point `p` in widget coordinates.
    QPointF pointCenter(bagh::lambs::Point p) const;
    // The point whose centre is within a click's reach of `pos`, else kNoPoint.
    bagh::lambs::Point pointAt(QPointF pos) const;
    // Diameter of a piece.
    qreal pieceSize() const { return unit() * 0.085; }

    // The point's place in board units (x 0..1 left to right, y 0..1 top to bottom).
    static QPointF unitPosition(bagh::lambs::Point p);

private:
    QRectF board_;
    QRectF field_;
};
