#include "engine/puzzle/PuzzleProver.h"

#include <algorithm>
#include <filesystem>

#include "engine/core/MoveGen.h"
#include "engine/search/Score.h"

namespace bagh::puzzle {
namespace {

GameValue goalValue(Goal g) { return g == Goal::Win ? GameValue::Win : GameValue::Draw; }

ProofResult refuted(std::string reason) { return {ProofStatus::Refuted, std::move(reason), -1}; }

std::string moveWhat(int index, Move m) {
    return "move " + std::to_string(index + 1) + " " + m.toString();
}

// The status for a position whose moves the sources do not all decide.
ProofResult undecided(const Position& pos, const std::string& where) {
    if (pos.placementPhase())
        return {ProofStatus::NeedsTables, where + ": a placement position needs the tables", -1};
    return refuted(where + ": the endgame database does not decide it");
}

}  // namespace

std::unique_ptr<PuzzleSources> PuzzleSources::open(const Options& options, std::string* error) {
    std::unique_ptr<PuzzleSources> s(new PuzzleSources());
    const std::string dbPath = findEndgameDb(options.dbPath);
    if (dbPath.empty()) {
        if (error)
            *error = options.dbPath.empty()
                         ? "no endgame database found (try --db PATH, $BAGHCHAL_DB or dbgen)"
                         : "no endgame database at " + options.dbPath;
        return nullptr;
    }
    std::string problem;
    s->db_ = EndgameDb::open(dbPath, &problem);
    if (!s->db_) {
        if (error) *error = "endgame database refused: " + problem;
        return nullptr;
    }
    std::vector<std::string> dirs = solve::tableSearchPath(options.tablesDir);
    if (options.bookOnly)
        std::erase_if(dirs, [](const std::string& d) {
            return std::filesystem::path(d).filename() != "book";
        });
    s->tables_ = solve::PlacementTables::open(dirs, nullptr);
    return s;
}

ProofResult provePuzzle(const Puzzle& p, const ExactSources& src) {
    const GameValue goal = goalValue(p.goal);
    ProofResult result{ProofStatus::Proved, {}, -1};
    Position pos = p.position;
    for (std::size_t i = 0; i < p.line.size(); ++i) {
        const Move m = p.line[i];
        const std::string what = moveWhat(static_cast<int>(i), m);
        if (i % 2 == 0) {
            // The solver's move: the only one that keeps the goal.
            const Judgement j = judge(pos, src);
            if (!j.decided) return undecided(pos, what);
            if (j.value != goal)
                return refuted(what + ": the position is a " + valueName(j.value) + ", not a " +
                               valueName(goal));
            if (j.keeping != 1)
                return refuted(what + ": " + std::to_string(j.keeping) + " moves keep the " +
                               valueName(goal));
            if (j.only != m)
                return refuted(what + ": the only move that keeps the " + valueName(goal) + " is " +
                               j.only.toString());
            if (i == 0) result.plies = goal == GameValue::Win ? j.plies : -1;
        } else {
            // The opponent's reply: one of its most resisting.
            const std::vector<Move> best = resistingReplies(pos, goal, src);
            if (best.empty()) {
                // Either undecided, or no legal reply (impossible for a legal line).
                return undecided(pos, what);
            }
            if (std::find(best.begin(), best.end(), m) == best.end())
                return refuted(what + ": not one of the opponent's most resisting replies (" +
                               best.front().toString() + " is)");
        }
        pos.makeMove(m);
    }
    return result;
}

}  // namespace bagh::puzzle
