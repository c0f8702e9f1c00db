// The whole solve of a Lambs-and-Tigers-like game under one captures-to-win rule: the sliding
// phase by retrograde analysis (SlidingSolver.h), then the placement layers backwards
// (PlacementPasses.h), two layers in memory at a time. Each finished layer is handed to the
// caller (to be written to a file, or kept by a test) before the next is solved.
//
// A solve may cover a range of layers and may stop early: it can begin at a placement layer
// whose child layer the caller supplies (a stopped solve resuming from its files), resume the
// sliding phase from the capture blocks a stopped one finished, and be cancelled, dropping the
// layer it is on. The values never depend on where it started or stopped. Reading and writing
// files is the caller's (SolveDir.h does it for a table directory).
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "engine/core/Types.h"
#include "engine/lambs/solve/LambsLayer.h"
#include "engine/lambs/solve/SlidingSolver.h"

namespace bagh::lambs {

struct LambsSolveOptions {
    int threads = 0;                                   // 0: every core
    std::function<void(const std::string&)> progress;  // a line per step, may be empty
    // Each finished layer: 2N and 2N - 1 (the sliding phase) first, then 2N - 2 down to
    // toLayer. A non-empty return is an error that stops the solve.
    std::function<std::string(const Layer&)> onLayer;

    // The first layer to solve: the top (2N, or -1 for it) solves the sliding phase, which gives
    // 2N and 2N - 1 together (so 2N - 1 starts there too); a placement layer L <= 2N - 2 starts
    // from layer L + 1, which readLayer supplies.
    int fromLayer = -1;
    int toLayer = 0;  // the last layer to solve (raised to 2 * minCaptured)
    // Fills *out with layer `layer` (the child of fromLayer). A non-empty return is the reason
    // it cannot, and stops the solve before any work.
    std::function<std::string(int layer, Layer* out)> readLayer;
    // The sliding phase's hooks (SlidingOptions): resume from a checkpoint, and after each
    // capture block (to save one). May be empty.
    std::function<int(SlidingResult&)> resumeSliding;
    std::function<std::string(int captured, const SlidingResult&)> onSlidingBlock;
    // Checked between rows (and inside the sliding phase's rounds): the solve stops within
    // about a second, drops the layer it is on and reports cancelled; the layers already handed
    // to onLayer stay valid.
    const std::atomic<bool>* cancel = nullptr;
};

struct LambsSolveResult {
    bool ok = false;
    bool cancelled = false;
    std::string error;
    double seconds = 0;
    std::uint64_t positions = 0;  // slots of the layers solved (twins of symmetric classes counted)
    int lastLayer = -1;           // the lowest layer handed to onLayer, -1 for none
    GameValue start = GameValue::Unknown;  // the start position, goats to move (a solve to 0)
};

LambsSolveResult solveLambs(const SolveSpace& space, const LambsSolveOptions& options);

}  // namespace bagh::lambs
