#include "engine/puzzle/LambsPuzzleValues.h"

#include <algorithm>
#include <climits>
#include <filesystem>

#include "engine/lambs/MoveGen.h"
#include "engine/search/SearchFacade.h"  // finishedValue

namespace bagh::puzzle {
namespace {

std::string valueWord(GameValue v) {
    return v == GameValue::Win ? "win" : v == GameValue::Draw ? "draw" : "loss";
}

ProofResult refuted(std::string reason) { return {ProofStatus::Refuted, std::move(reason), -1}; }

// The moves of `pos` that keep `value` for its side to move, or -1 when one is undecided.
int keepingMoves(const lambs::Position& pos, GameValue value, const LambsPuzzleSources& src) {
    lambs::MoveList legal;
    lambs::generateMoves(src.variant(), pos, legal);
    int keeping = 0;
    for (lambs::Move m : legal) {
        const GameValue v = src.moveValue(pos, m);
        if (v == GameValue::Unknown) return -1;
        keeping += v == value;
    }
    return keeping;
}

}  // namespace

std::unique_ptr<LambsPuzzleSources> LambsPuzzleSources::open(int captures,
                                                             const std::string& tablesDir,
                                                             bool bookOnly, std::string* error) {
    std::vector<std::string> dirs = lambs::lambsTableSearchPath(tablesDir);
    if (bookOnly)
        std::erase_if(dirs, [&](const std::string& d) {
            return d != tablesDir && std::filesystem::path(d).filename() != "book";
        });
    std::string problem;
    auto tables = lambs::LambsTables::open(lambs::Variant::lambs(captures), dirs, &problem);
    if (!tables) {
        if (error) *error = "no Lambs tables of the rule found: " + problem;
        return nullptr;
    }
    return std::make_unique<LambsPuzzleSources>(captures, std::move(tables));
}

bool LambsPuzzleSources::over(const lambs::Position& pos) const {
    return lambs::result(variant(), pos).over();
}

GameValue LambsPuzzleSources::value(const lambs::Position& pos) const {
    if (const GameResult r = lambs::result(variant(), pos); r.over())
        return finishedValue(r, pos.sideToMove());
    return tables_->probe(pos);
}

GameValue LambsPuzzleSources::moveValue(const lambs::Position& pos, lambs::Move m) const {
    lambs::Position child = pos;
    child.makeMove(m);
    return opposite(value(child));
}

LambsJudgement judgeLambs(const lambs::Position& pos, const LambsPuzzleSources& src) {
    LambsJudgement j;
    lambs::MoveList legal;
    lambs::generateMoves(src.variant(), pos, legal);
    std::vector<GameValue> values;
    for (lambs::Move m : legal) {
        values.push_back(src.moveValue(pos, m));
        if (values.back() == GameValue::Unknown) return j;  // undecided
    }
    j.decided = true;
    const bool win = std::count(values.begin(), values.end(), GameValue::Win) > 0;
    const bool draw = std::count(values.begin(), values.end(), GameValue::Draw) > 0;
    j.value = win ? GameValue::Win : draw ? GameValue::Draw : GameValue::Loss;
    for (int i = 0; i < legal.size(); ++i) {
        if (values[static_cast<std::size_t>(i)] != j.value) continue;
        ++j.keeping;
        j.only = legal[i];
    }
    if (j.keeping != 1) j.only = lambs::Move();
    return j;
}

std::vector<lambs::Move> resistingLambsReplies(const lambs::Position& pos, GameValue solverValue,
                                               const LambsPuzzleSources& src) {
    lambs::MoveList legal;
    lambs::generateMoves(src.variant(), pos, legal);
    const GameValue own = opposite(solverValue);
    std::vector<std::pair<lambs::Move, int>> keeping;
    int fewest = INT_MAX;
    for (lambs::Move r : legal) {
        const GameValue v = src.moveValue(pos, r);
        if (v == GameValue::Unknown) return {};
        if (v != own) continue;
        lambs::Position child = pos;
        child.makeMove(r);
        // A reply that ends the game leaves the solver nothing to find: the least of all.
        const int left = src.over(child) ? 0 : keepingMoves(child, solverValue, src);
        if (left < 0) return {};
        keeping.push_back({r, left});
        fewest = std::min(fewest, left);
    }
    std::vector<lambs::Move> out;
    for (const auto& [r, left] : keeping)
        if (left == fewest) out.push_back(r);
    return out;
}

ProofResult proveLambsPuzzle(const LambsPuzzle& p, const LambsPuzzleSources& src) {
    const GameValue goal = p.goal == Goal::Win ? GameValue::Win : GameValue::Draw;
    lambs::Position pos = p.position;
    for (std::size_t i = 0; i < p.line.size(); ++i) {
        const lambs::Move m = p.line[i];
        const std::string what = "move " + std::to_string(i + 1) + " " + m.toString();
        if (i % 2 == 0) {
            const LambsJudgement j = judgeLambs(pos, src);
            if (!j.decided)
                return {ProofStatus::NeedsTables, what + ": the tables at hand do not hold it", -1};
            if (j.value != goal)
                return refuted(what + ": the position is a " + valueWord(j.value) + ", not a " +
                               valueWord(goal));
            if (j.keeping != 1)
                return refuted(what + ": " + std::to_string(j.keeping) + " moves keep the " +
                               valueWord(goal));
            if (j.only != m)
                return refuted(what + ": the only move that keeps the " + valueWord(goal) + " is " +
                               j.only.toString());
        } else {
            const std::vector<lambs::Move> best = resistingLambsReplies(pos, goal, src);
            if (best.empty())
                return {ProofStatus::NeedsTables, what + ": the tables at hand do not hold it", -1};
            if (std::find(best.begin(), best.end(), m) == best.end())
                return refuted(what + ": not one of the opponent's most resisting replies (" +
                               best.front().toString() + " is)");
        }
        pos.makeMove(m);
    }
    return {ProofStatus::Proved, {}, -1};
}

}  // namespace bagh::puzzle
