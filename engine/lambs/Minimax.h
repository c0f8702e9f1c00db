// Plain minimax by iterative deepening on a data-described board: the reference search of the
// published Lambs and Tigers figures, and a yardstick for the shared search to come.
//
// Counting rule of the published "nodes expanded" (3,769,060 from the Lambs start, depths
// 1..6): every position *generated as a child* counts once, in every iteration; the root does
// not count. An iteration to depth d therefore counts perft(1) + … + perft(d) where no game
// ends earlier, and the sum over d = 1..6 is
//     6·20 + 5·120 + 4·2,286 + 3·19,406 + 2·351,590 + 1·2,997,798 = 3,769,060.
// (Our own `bench --algorithms` counts the other way, positions whose moves are generated, root
// included: 397,846 for the same search; `internal` below.)
// Leaves are positions scored without children (horizon or game over), counted in the last
// iteration only: perft(6) = 2,997,798 from the start.
#pragma once

#include <cstdint>

#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

struct MinimaxResult {
    int depth = 0;               // iterations 1..depth were searched
    int score = 0;               // for the side to move at the root, last iteration
    Move move;                   // its best move (null when the root has none)
    std::uint64_t expanded = 0;  // children generated, summed over the iterations
    std::uint64_t internal = 0;  // positions whose moves were generated (root included), summed
    std::uint64_t leaves = 0;    // last iteration only
};

// A simple evaluation for the side to move: goats captured (for the tigers) against tiger
// mobility; enough to make minimax choose, nothing tuned.
int evaluate(const Variant& v, const Position& pos);

// Minimax (negamax form, no pruning) to every depth 1..maxDepth from `root`.
MinimaxResult iterativeMinimax(const Variant& v, const Position& root, int maxDepth);

}  // namespace bagh::lambs
