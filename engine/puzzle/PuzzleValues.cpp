#include "engine/puzzle/PuzzleValues.h"

#include <algorithm>
#include <climits>

#include "engine/search/RootPlan.h"

namespace bagh::puzzle {

Judgement judge(const Position& pos, const ExactSources& src) {
    Judgement j;
    MoveList legal;
    generateMoves(pos, legal);
    j.decided = true;
    bool win = false, draw = false;
    for (Move m : legal) {
        const DbProbe v = moveValue(pos, m, src);
        j.moves.push_back({m, v});
        if (v.value == GameValue::Unknown) {
            j.decided = false;
            return j;  // undecided: the other moves' values would not help
        }
        win |= v.value == GameValue::Win;
        draw |= v.value == GameValue::Draw;
    }
    if (!j.decided) return j;
    j.value = win ? GameValue::Win : draw ? GameValue::Draw : GameValue::Loss;
    for (const MoveJudgement& mj : j.moves) {
        if (mj.value.value != j.value) continue;
        ++j.keeping;
        j.only = mj.move;
        j.plies = mj.value.plies;
    }
    if (j.keeping != 1) j.only = Move(), j.plies = -1;
    return j;
}

std::vector<Move> resistingReplies(const Position& pos, GameValue solverValue,
                                   const ExactSources& src) {
    MoveList legal;
    generateMoves(pos, legal);
    std::vector<Move> out;
    if (legal.empty()) return out;
    if (solverValue == GameValue::Win) {
        // The opponent loses: RootPlan's losing choice, the longest loss and the fewest winning
        // replies left to the solver.
        const RootPlan plan = planRoot(pos, legal, src, false);
        if (plan.value != GameValue::Loss) return out;
        out.assign(plan.candidates.begin(), plan.candidates.end());
        return out;
    }
    // The opponent draws: of its drawing replies, those that leave the solver the fewest moves
    // that do not lose.
    std::vector<std::pair<Move, int>> drawing;
    int fewest = INT_MAX;
    for (Move r : legal) {
        const GameValue v = moveValue(pos, r, src).value;
        if (v == GameValue::Unknown) return out;
        if (v != GameValue::Draw) continue;
        Position child = pos;
        child.makeMove(r);
        const Judgement j = judge(child, src);
        if (!j.decided) return out;
        int saving = 0;
        for (const MoveJudgement& mj : j.moves) saving += mj.value.value != GameValue::Loss;
        drawing.push_back({r, saving});
        fewest = std::min(fewest, saving);
    }
    for (const auto& [r, saving] : drawing)
        if (saving == fewest) out.push_back(r);
    return out;
}

}  // namespace bagh::puzzle
