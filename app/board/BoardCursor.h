// How the keyboard cursor walks the board of either game: an arrow key moves it to the
// neighbouring point (one joined to it by a line, BoardShape::edges) whose direction on the
// screen is closest to the arrow's, so it follows Bagh-Chal's grid up, down, left and right and
// Lambs and Tigers' slanted lines and rows; where no line leads that way it stays (the edge of
// the board). Directions come from BoardGeometry, so a flipped board walks as it is drawn.
// Pure arithmetic, shared by BoardView and the tests.
#pragma once

#include <Qt>

#include "board/BoardGeometry.h"
#include "engine/games/GameTypes.h"

namespace BoardCursor {

// True for the four arrow keys.
bool isArrow(int key);

// The point the arrow `key` (Qt::Key_Left, _Right, _Up, _Down) moves the cursor to from `from`
// on the board `geo` draws: the neighbour within 67.5° of the arrow's direction that lies
// closest to it (ties: the nearer point, then the lower number), or `from` itself when there
// is none, or when `from` or `key` is not one of the board's points or arrows.
bagh::games::Point step(const BoardGeometry& geo, bagh::games::Point from, int key);

// Where the cursor starts on a board: the point nearest the middle of the points' square
// (Bagh-Chal's C3).
bagh::games::Point home(const BoardGeometry& geo);

}  // namespace BoardCursor
