// The whole solve of a Lambs-and-Tigers-like game under one captures-to-win rule: the sliding
// phase by retrograde analysis (SlidingSolver.h), then the placement layers backwards
// (PlacementPasses.h), two layers in memory at a time. Each finished layer is handed to the
// caller (to be written to a file, or kept by a test) before the next is solved.
#pragma once

#include <functional>
#include <string>

#include "Layer.h"
#include "core/Types.h"

namespace bagh::lambs {

struct LambsSolveOptions {
    int threads = 0;                                   // 0: every core
    std::function<void(const std::string&)> progress;  // a line per step, may be empty
    // Each finished layer: 2N and 2N - 1 (the sliding phase) first, then 2N - 2 down to 0.
    // A non-empty return is an error that stops the solve.
    std::function<std::string(const Layer&)> onLayer;
};

struct LambsSolveResult {
    bool ok = false;
    std::string error;
    double seconds = 0;
    std::uint64_t positions = 0;  // slots of all layers (twins of symmetric classes counted)
    GameValue start = GameValue::Unknown;  // the start position, goats to move
};

LambsSolveResult solveLambs(const SolveSpace& space, const LambsSolveOptions& options);

}  // namespace bagh::lambs
