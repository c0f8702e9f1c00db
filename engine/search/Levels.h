// Playing strengths. A weaker level searches less deep, may ignore the database and picks
// among the moves its own search rates close to its best, with noise on the scores: it errs
// the way a human of that strength does (a plausible move that is slightly worse), never by
// playing a move its search sees losing outright.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "engine/search/Engine.h"
#include "engine/search/Score.h"

namespace bagh {

struct LevelSpec {
    int maxDepth;            // search depth cap (0: none)
    std::int64_t defaultMs;  // thinking time when the caller sets no limit
    bool useDatabase;        // play the endgame from the database
    int noise;               // standard deviation of the score noise, centi-goats (0: none)
    int margin;              // only moves within this of the best score are candidates
};

const LevelSpec& levelSpec(int level);  // level 1..kLevels (clamped)
// Lambs and Tigers' ladder (Levels.cpp): the same six levels, with less noise where that
// game's ladder needs it.
const LevelSpec& lambsLevelSpec(int level);  // level 1..kLevels (clamped)

// A search's thinking time in ms (0: none), for either game: the caller's movetime, else none
// for explicit depth, node or infinite limits, else the level's default.
std::int64_t thinkingMs(const SearchLimits& limits, const LevelSpec& spec);

// Chooses the move a level plays from the root moves and their search scores (best first):
// noise only among moves within the level's margin of the best, never on proven results (a
// weak player still takes a win it can see and avoids a loss it can see). For either game:
// `moves` holds values with .move, .value, .exact and .score (MoveValue, lambs::MoveValue).
template <class MoveValues>
auto pickLevelMove(const MoveValues& moves, const LevelSpec& spec, std::mt19937_64& rng) {
    using MoveType = decltype(moves.front().move);
    if (moves.empty()) return MoveType();
    if (spec.noise <= 0) return moves.front().move;
    const int best = moves.front().score;
    std::normal_distribution<double> noise(0.0, spec.noise);
    MoveType choice = moves.front().move;
    double chosen = -1e18;
    for (const auto& mv : moves) {
        if (mv.score < best - spec.margin) break;  // sorted best first
        if (mv.exact && mv.value != moves.front().value) continue;
        const double blurred = mv.exact ? mv.score : mv.score + noise(rng);
        if (blurred > chosen) {
            chosen = blurred;
            choice = mv.move;
        }
    }
    return choice;
}

// The report of the move a level plays, for either game: chosen by pickLevelMove from the
// analysis `a` of every root move, its score and value that move's, the depth the analysis's,
// and the move itself (pv[0]) as the line.
template <class MoveT>
BasicSearchInfo<MoveT> levelMoveInfo(const BasicAnalysis<MoveT>& a, const LevelSpec& spec,
                                     std::mt19937_64& rng) {
    BasicSearchInfo<MoveT> info;
    const MoveT choice = pickLevelMove(a.moves, spec, rng);
    for (const auto& mv : a.moves)
        if (mv.move == choice) info.score = mv.score;
    info.depth = a.depth;
    info.value = valueOfScore(info.score);
    info.pv = {choice};
    return info;
}

}  // namespace bagh
