// The sliding phase of a Lambs solve (every goat placed), solved by retrograde analysis: the
// tables' layers 2N (goats to move) and 2N - 1 (tigers to move), Layer.h.
#pragma once

#include <functional>
#include <string>

#include "Layer.h"

namespace bagh::lambs {

struct SlidingResult {
    Layer goats;                  // layer 2N
    Layer tigers;                 // layer 2N - 1
    std::uint64_t positions = 0;  // canonical positions solved (both sides)
    int generations = 0;          // the most propagation rounds a capture block needed
};

// Solves capture blocks W - 1 down to 0 (fewest goats first: a capture leads into the block
// above, already solved; the W-th capture wins). Deterministic: the values depend only on the
// rules, never on threads or timing. `progress` (may be empty) gets a line per block.
SlidingResult solveSliding(const SolveSpace& space, int threads,
                           const std::function<void(const std::string&)>& progress = {});

}  // namespace bagh::lambs
