// The sliding phase of a Lambs solve (every goat placed), solved by retrograde analysis: the
// tables' layers 2N (goats to move) and 2N - 1 (tigers to move), LambsLayer.h.
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "engine/lambs/solve/LambsLayer.h"

namespace bagh::lambs {

struct SlidingResult {
    Layer goats;                  // layer 2N
    Layer tigers;                 // layer 2N - 1
    std::uint64_t positions = 0;  // canonical positions solved (both sides)
    int generations = 0;          // the most propagation rounds a capture block needed
    bool cancelled = false;       // stopped by SlidingOptions::cancel: the layers are incomplete
    std::string error;            // from onBlock: the layers are incomplete
};

struct SlidingOptions {
    int threads = 0;
    std::function<void(const std::string&)> progress;  // a line per block, may be empty
    // Checked between rows and between pieces of a round: a set flag stops the solve within
    // about a second, the block it was on unfinished.
    const std::atomic<bool>* cancel = nullptr;
    // Called once, with both layers allocated and empty, before the first block: may fill the
    // blocks a stopped solve had finished (a checkpoint) and returns the lowest capture count
    // filled, those blocks and all above it then being taken as solved; or W for none.
    std::function<int(SlidingResult&)> resume;
    // After each block c is solved: the layers hold blocks c..W - 1 (a caller may save them, to
    // resume from). A non-empty return is an error that stops the solve.
    std::function<std::string(int captured, const SlidingResult&)> onBlock;
};

// Solves capture blocks W - 1 down to minCaptured (fewest goats first: a capture leads into the
// block above, already solved; the W-th capture wins). Deterministic: the values depend only on
// the rules, never on threads, timing or where a stopped solve resumed.
SlidingResult solveSliding(const SolveSpace& space, const SlidingOptions& options);
SlidingResult solveSliding(const SolveSpace& space, int threads,
                           const std::function<void(const std::string&)>& progress = {});

}  // namespace bagh::lambs
