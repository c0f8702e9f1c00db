#include "engine/puzzle/PuzzleRating.h"

#include <algorithm>
#include <climits>

#include "engine/core/Game.h"
#include "engine/search/Analyse.h"

namespace bagh::puzzle {
namespace {

constexpr int kNaturalDepth = 2;
constexpr int kDeepDepth = 4;

// Every move's score at `depth` by the search alone (no database, no tables): how the
// position looks to a player reading that far.
std::vector<MoveValue> shallowScores(const Position& pos, int depth, Tt& tt) {
    tt.clear();
    SearchContext ctx;
    ctx.tt = &tt;
    return analyseMoves(ctx, Game(pos), depth, nullptr).moves;
}

int scoreOf(const std::vector<MoveValue>& moves, Move m) {
    for (const MoveValue& mv : moves)
        if (mv.move == m) return mv.score;
    return INT_MIN / 2;
}

}  // namespace

StepView viewStep(const Position& pos, Move right, Tt& tt) {
    StepView v;
    const std::vector<MoveValue> glance = shallowScores(pos, kNaturalDepth, tt);
    v.legal = static_cast<int>(glance.size());
    if (glance.empty()) return v;
    const int best = glance.front().score;  // sorted best first
    const int rightScore = scoreOf(glance, right);
    int bestOther = INT_MIN / 2;
    for (const MoveValue& mv : glance) {
        const bool natural = mv.score >= best - kNaturalMargin;
        if (mv.move == right) {
            v.rightNatural = natural;
            continue;
        }
        v.naturalWrong += natural;
        v.ahead += mv.score >= rightScore;
        bestOther = std::max(bestOther, mv.score);
    }
    v.lead = v.legal > 1 ? rightScore - bestOther : kObviousMargin;
    const std::vector<MoveValue> deep = shallowScores(pos, kDeepDepth, tt);
    const int deepRight = scoreOf(deep, right);
    v.rightDeep = std::none_of(deep.begin(), deep.end(), [&](const MoveValue& mv) {
        return mv.move != right && mv.score >= deepRight;
    });
    return v;
}

bool trivialPuzzle(const std::vector<StepView>& steps) {
    return std::all_of(steps.begin(), steps.end(),
                       [](const StepView& s) { return s.legal < 2 || s.plain(); });
}

int ratePuzzle(const std::vector<StepView>& steps) {
    if (steps.empty()) return kMinRating;
    // Weights chosen on 1,200 generated puzzles so that ratings spread evenly over the scale
    // (each 200-point band from 600 to 2400 holds 5-15% of them).
    const StepView& key = steps.front();
    int points = 100;
    points += 90 * std::min(key.naturalWrong, 8) + 110 * std::min(key.ahead, 5);
    if (!key.rightNatural) points += 150;
    if (!key.rightDeep) points += 250;
    if (key.obvious()) points -= 200;
    for (std::size_t i = 1; i < steps.size(); ++i) {
        const StepView& s = steps[i];
        if (s.legal < 2) continue;  // a forced move is no further chance to go wrong
        if (s.obvious()) {
            points += 30;
            continue;
        }
        points += 70 + 40 * std::min(s.naturalWrong, 4) + 50 * std::min(s.ahead, 3) +
                  (s.rightDeep ? 0 : 100);
    }
    return std::clamp(kMinRating + points, kMinRating, kMaxRating);
}

}  // namespace bagh::puzzle
