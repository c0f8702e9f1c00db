// The backward passes over the placement layers of a Lambs solve (LambsLayer.h). Each fills one
// layer from the layer after it; no iteration is needed, since placement never repeats a
// position (the goats in hand only go down). A set `cancel` stops a pass between rows; the
// layer is then incomplete and must be dropped.
#pragma once

#include <atomic>
#include <cstdint>

#include "engine/lambs/solve/LambsLayer.h"

namespace bagh::lambs {

// Fills `out` (goats to move, layer 2p) from `child` (layer 2p + 1): a drop keeps the tigers,
// so every child lies in the same row with one goat more. Rows of at least `cubeMinSets` goat
// sets go through the bit cube (PlacementPasses.cpp), smaller ones the direct way; the tests
// force either way to compare them.
constexpr std::uint32_t kCubeMinSets = 4096;
void solveGoatLayer(const SolveSpace& space, Layer& out, const Layer& child, int threads,
                    std::uint32_t cubeMinSets = kCubeMinSets,
                    const std::atomic<bool>* cancel = nullptr);

// Fills `out` (tigers to move, layer 2p - 1) from `child` (layer 2p): slides stay in the same
// capture block, jumps go one block up, the W-th capture wins outright; tigers without a move
// have lost.
void solveTigerLayer(const SolveSpace& space, Layer& out, const Layer& child, int threads,
                     const std::atomic<bool>* cancel = nullptr);

}  // namespace bagh::lambs
