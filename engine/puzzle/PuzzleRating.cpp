#include "engine/puzzle/PuzzleRating.h"

#include <algorithm>
#include <climits>

#include "engine/core/Game.h"
#include "engine/core/MoveGen.h"
#include "engine/search/Analyse.h"

namespace bagh::puzzle {
namespace {

// Every move's score at `depth` by the search alone (no database, no tables): how the
// position looks to a player reading that far.
std::vector<MoveValue> shallowScores(const Position& pos, int depth, Tt& tt) {
    tt.clear();
    SearchContext ctx;
    ctx.tt = &tt;
    return analyseMoves(ctx, Game(pos), depth, nullptr).moves;
}

}  // namespace

StepView viewScores(const std::vector<int>& glance, const std::vector<int>& deep, int right) {
    StepView v;
    v.legal = static_cast<int>(glance.size());
    if (glance.empty() || right < 0 || right >= v.legal) return v;
    const int best = *std::max_element(glance.begin(), glance.end());
    const int rightScore = glance[static_cast<std::size_t>(right)];
    int bestOther = INT_MIN / 2;
    for (int i = 0; i < v.legal; ++i) {
        const int score = glance[static_cast<std::size_t>(i)];
        const bool natural = score >= best - kNaturalMargin;
        if (i == right) {
            v.rightNatural = natural;
            continue;
        }
        v.naturalWrong += natural;
        v.ahead += score >= rightScore;
        bestOther = std::max(bestOther, score);
    }
    v.lead = v.legal > 1 ? rightScore - bestOther : kObviousMargin;
    const int deepRight = deep[static_cast<std::size_t>(right)];
    for (int i = 0; i < static_cast<int>(deep.size()); ++i)
        if (i != right && deep[static_cast<std::size_t>(i)] >= deepRight) return v;
    v.rightDeep = true;
    return v;
}

StepView viewStep(const Position& pos, Move right, Tt& tt) {
    // Both searches' scores in the generation order of the moves.
    MoveList legal;
    generateMoves(pos, legal);
    const std::vector<MoveValue> glance = shallowScores(pos, kNaturalDepth, tt);
    const std::vector<MoveValue> deep = shallowScores(pos, kDeepDepth, tt);
    auto inOrder = [&legal](const std::vector<MoveValue>& values) {
        std::vector<int> out;
        for (Move m : legal)
            for (const MoveValue& mv : values)
                if (mv.move == m) out.push_back(mv.score);
        return out;
    };
    int index = -1;
    for (int i = 0; i < legal.size(); ++i)
        if (legal[i] == right) index = i;
    return viewScores(inOrder(glance), inOrder(deep), index);
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
