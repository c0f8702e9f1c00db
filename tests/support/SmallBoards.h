// Small boards of the Lambs and Tigers kind for the solve's tests: cut from the Lambs board,
// with its mirror, small enough to solve completely in a fraction of a second.
#pragma once

#include "engine/lambs/Board.h"

namespace smallboards {

// 9 points: apex 0, rows 1-4 and 5-8; two apex lines, two sides. Two tigers, four goats.
bagh::lambs::BoardSpec tiny9();

// The top 13 points of the Lambs board: apex, first and second rows, the apex lines cut after
// the second row, the sides. Three tigers on 0, 3, 4.
bagh::lambs::BoardSpec tiny13(int goats);

}  // namespace smallboards
