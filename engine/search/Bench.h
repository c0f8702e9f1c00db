// The bench: a fixed set of positions searched to fixed depths, one thread, a fresh 16 MB table
// for each. Its total node count is the search's signature: any change to the search or the
// evaluation that changes the tree changes it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "engine/core/Move.h"

namespace bagh {

class EndgameDb;

struct BenchLine {
    int index = 0;
    std::string obx;
    int depth = 0;
    std::uint64_t nodes = 0;
    int score = 0;
    Move best;
    std::int64_t timeUs = 0;
};

struct BenchTotals {
    std::uint64_t nodes = 0;
    std::int64_t timeUs = 0;
};

enum class BenchAlgorithm { Mtdf, AlphaBeta };

// Runs the bench with iterative deepening by the given algorithm; `onLine` sees each position.
BenchTotals runBench(BenchAlgorithm algorithm, const EndgameDb* db,
                     const std::function<void(const BenchLine&)>& onLine);

}  // namespace bagh
