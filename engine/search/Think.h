// Playing a move: iterative deepening MTD(f) from the root, with optional Lazy SMP helpers.
#pragma once

#include <chrono>
#include <functional>
#include <vector>

#include "engine/search/Engine.h"
#include "engine/search/Search.h"
#include "engine/search/StopSignal.h"

namespace bagh {

struct ThinkParams {
    SearchContext context;  // the main thread's: stop flag, hard deadline, node limit
    int maxDepth = 0;       // 0: no cap
    int threads = 1;
    bool infinite = false;             // keep going (and then idle) until stopped
    const StopSignal* stop = nullptr;  // waited on when `infinite` (its flag is context.stop)
    std::chrono::steady_clock::time_point start;
    // Soft limit: no new iteration starts after this many ms (0: none). An iteration costs a
    // few times the previous one, so one started late would rarely finish before the deadline.
    std::int64_t softMs = 0;
    std::uint64_t seedGuess = 0;
    std::vector<int> rootBonus;  // per root move (Search::setRootBonus); empty: none
    std::vector<int> rootRisk;   // per root move (Search::setRootRisk); empty: none
};

struct ThinkResult {
    Move best;
    SearchInfo info;
};

// Searches the root (which must have at least one move) and reports each finished iteration.
ThinkResult think(const ThinkParams& params, const Position& root,
                  const std::vector<std::uint64_t>& history, const MoveList& rootMoves,
                  const std::function<void(const SearchInfo&)>& onInfo);

// Fills value, proven and plies of `info` from its score and how deep the search went.
void describeScore(SearchInfo& info, const Position& root, bool haveDb);

}  // namespace bagh
