// The passes of backward induction over the placement layers. Each pass fills one layer from
// the layer after it; no iteration is needed because placement never repeats a position (the
// goats in hand only go down).
#pragma once

#include <atomic>

#include "engine/db/EndgameDb.h"
#include "engine/solve/Layer.h"

namespace bagh::solve {

// Layer 40 (goats to move, all placed) copied out of the endgame database into this index, so
// that layer 39 is solved like any other.
Layer loadDbLayer(const EndgameDb& db, int threads);

// Fills `out` (a goats-to-move layer 2p) from `child` (layer 2p + 1): a goat drop keeps the
// tigers, so every child is in the same class row, re-ranked with one more goat.
// A set `cancel` stops a pass between rows; the layer is then incomplete and must be dropped.
void solveGoatsLayer(Layer& out, const Layer& child, int threads,
                     const std::atomic<bool>* cancel = nullptr);

// Fills `out` (a tigers-to-move layer 2p - 1) from `child` (layer 2p): slides stay in the same
// capture block, jumps go one block up, the fifth capture wins outright.
void solveTigersLayer(Layer& out, const Layer& child, int threads,
                      const std::atomic<bool>* cancel = nullptr);

}  // namespace bagh::solve
