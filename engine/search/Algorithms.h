// The classic adversarial-search algorithms side by side, for students of game search: the
// same rules, the same evaluation and the same leaves as the engine's search, so their node
// counts compare like for like (`bench --algorithms`, `setoption name Algorithm`).
//
// Counting rules (also in docs/ENGINE.md):
//   - a node is *expanded* when the algorithm generates its moves to search them (the root
//     included); nodes are summed over all iterations of iterative deepening 1..D;
//   - a *leaf* is a node scored without expanding it: at the horizon (the evaluation), a game
//     over by the rules (five captures, a blocked side), or a repetition on the line searched;
//     leaves are counted in the last iteration only, so a full-width search visits exactly
//     perft(D) leaves where no game ends within D plies;
//   - a transposition-table cutoff is neither: that node was not searched.
// No endgame database: the algorithms are compared on the search alone.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <string>

#include "engine/core/Move.h"
#include "engine/core/Position.h"

namespace bagh {

enum class Algorithm {
    Minimax,
    Expectimax,  // the opponent of the root's side is modelled as choosing uniformly at random
    AlphaBeta,
    AlphaBetaTt,
    Scout,  // NegaScout / principal variation search with zero-window tests
    ScoutTt,
    Mtdf,  // the engine's own search: MTD(f) with table, killers and history
};
constexpr int kAlgorithms = 7;

const char* algorithmName(Algorithm a);  // "minimax", "alphabeta+tt", …
// The algorithm of that name; false if there is none.
bool algorithmFromName(const std::string& name, Algorithm* out);

struct AlgorithmLimits {
    int depth = 1;  // iterate 1..depth
    const std::atomic<bool>* stop = nullptr;
    bool hasDeadline = false;
    std::chrono::steady_clock::time_point deadline;
};

struct AlgorithmResult {
    int depth = 0;  // the deepest completed iteration
    std::uint64_t nodes = 0;
    std::uint64_t leaves = 0;
    int score = 0;  // for the side to move at the root (Score.h); expectimax: its expectation
    Move move;
    std::int64_t timeUs = 0;
};

// Iterative deepening from `root` with algorithm `a`. Stops early (keeping the last completed
// iteration) when `limits` says so. The root must have a legal move.
AlgorithmResult runAlgorithm(Algorithm a, const Position& root, const AlgorithmLimits& limits);

}  // namespace bagh
