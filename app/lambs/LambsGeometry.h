// Where the 23 points of the Lambs and Tigers board lie: the apex, the four lines from it down
// to the base row crossed by three rows, and the side rectangle that carries the rows' end
// points outside the triangle (docs/RULES.md). The one Lambs-only part of the board: the
// board widget (board/BoardGeometry.h) maps these board units into a widget, as it maps
// Bagh-Chal's grid, and draws, flips and hit-tests both the same way.
#pragma once

#include <QPointF>

#include "engine/games/GameTypes.h"

namespace LambsGeometry {

// The place of point `p` (0..22) in board units: x 0..1 left to right, y 0..1 top to bottom
// (the apex at the top centre, the base row at the bottom).
QPointF unitPosition(bagh::games::Point p);

}  // namespace LambsGeometry
