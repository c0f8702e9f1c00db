// One search thread: iterative-deepening MTD(f) (Plaat et al., 1996) over zero-window
// alpha-beta with memory, plus a plain full-window alpha-beta for `bench --compare`. Both use
// the same evaluation, move ordering and table, so their node counts compare like for like.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

#include "Evaluate.h"
#include "Tt.h"
#include "core/MoveGen.h"
#include "core/Position.h"

namespace bagh {

class EndgameDb;
namespace solve {
class PlacementTables;
}

constexpr int kMaxPly = 128;

// What all threads of one search share. Read-only while searching, except the table.
struct SearchContext {
    Tt* tt = nullptr;
    const EndgameDb* db = nullptr;  // null: play by search alone
    const std::atomic<bool>* stop = nullptr;
    bool hasDeadline = false;
    std::chrono::steady_clock::time_point deadline;
    std::uint64_t nodeLimit = 0;  // 0: none
    // Under the traditional rule a move that recreates an earlier position (of the game or of
    // the line searched) is not a move at all; a side left without moves loses.
    bool noRecurrence = false;
    // The solved placement layers (the opening book, or the whole solve): inside the tree a
    // position they prove won or lost ends its line like a database result, one they prove
    // drawn is searched within the draw band. Probed only with depth left (interior nodes),
    // where the proof saves a subtree. Null: none.
    const solve::PlacementTables* tables = nullptr;
    // How much the root's side dislikes a draw by repetition (centi-goats): it walks into one
    // only when every other move looks worse by more than this. 0 for analysis.
    int contempt = 0;
    // The goats' root preference when playing (Search.cpp): keep every goat when winning. Off for
    // analysis, bench and tests of the algorithms, which want the plain minimax value.
    bool keepGoats = false;
};

class Search {
public:
    explicit Search(const SearchContext& context);

    // The root, the keys of the game's earlier positions (repetition draws) and the moves the
    // game allows at the root (the house rule already applied).
    void setRoot(const Position& root, const std::vector<std::uint64_t>& history,
                 const MoveList& rootMoves);
    void setWeights(const EvalWeights& w) { weights_ = w; }
    // Adds `bonus[i]` (centi-goats, small) to the score of root move i of the root moves given
    // to setRoot, for moves whose score is not a proven win or loss: how the caller rates the
    // opponent's chances to go wrong after that move. Empty: none.
    void setRootBonus(const std::vector<int>& bonus) { rootBonus_ = bonus; }
    // Per root move, the goats' chance (per mille) that a fallible tiger wins a goat soon after
    // it (GoatRisk.h): a proven goat win through such a move counts as a slower win, as one
    // that leaves a goat en prise does. Empty: none.
    void setRootRisk(const std::vector<int>& risk) { rootRisk_ = risk; }
    // The root score of the last search without the root's preferences (a proven win that
    // leaves a goat en prise is searched as a slower win, see Search.cpp): what to report.
    int reportedScore(int rootScore) const;

    // One MTD(f) search to `depth`, starting from `firstGuess`. Returns the root score; check
    // aborted() afterwards (an aborted search returns 0 and must be ignored).
    int mtdf(int depth, int firstGuess);
    // The same depth with one full-window alpha-beta search (the comparison baseline).
    int alphaBeta(int depth);

    // The best root move of the last completed mtdf()/alphaBeta() call.
    Move bestMove() const { return bestMove_; }
    // The principal variation read from the table, starting with bestMove().
    std::vector<Move> pv(int maxLength = 32) const;
    std::uint64_t nodes() const { return nodes_; }
    // Of those nodes, the ones whose moves were generated and searched, and the ones scored
    // without (horizon, game over, database, repetition); the rest were table cutoffs.
    std::uint64_t expanded() const { return expanded_; }
    std::uint64_t leaves() const { return leaves_; }
    bool aborted() const { return aborted_; }

    // Exact score of a position for its side to move (ply 0) without searching: game over by
    // the rules, or answered by the database. Returns false when neither applies.
    static bool exactScore(const Position& pos, const EndgameDb* db, int* score);
    // The best move by exact child values (rules or database), or a null move if some child
    // is not exact. Ties go to the first in generation order, so the choice is reproducible.
    static Move exactBestMove(const Position& pos, const EndgameDb* db, int* score = nullptr);
    // Plies until every line of play is in the database (all goats placed, tigers to move).
    static int pliesToDatabase(const Position& pos);

private:
    int search(int alpha, int beta, int depth, int ply);
    int leaf(int ply);
    bool repetition(int ply) const;
    int repetitionScore(int ply) const;
    // Step 1's table probe: true and *score when the tables prove a win or loss; *draw when
    // they prove a draw.
    bool probeTables(int ply, int* score, bool* draw) const;
    // The root move's score as the root compares it: the caller's bonus on estimates; for a
    // goat move that leaves a goat en prise a slower win.
    int rootAdjusted(Move m, int score) const;
    void orderMoves(MoveList& moves, int* scores, Move ttMove, int ply) const;
    void rewardCutoff(Move m, int depth, int ply);
    bool timeUp() const;

    SearchContext ctx_;
    EvalWeights weights_;
    Position pos_;
    Position root_;
    MoveList rootMoves_;
    std::vector<int> rootBonus_;   // by index in rootMoves_
    std::vector<int> rootRisk_;    // by index in rootMoves_
    std::vector<bool> rootHangs_;  // by index in rootMoves_: a goat move leaving a goat en prise
    std::vector<std::uint64_t> history_;  // sorted
    std::uint64_t keys_[kMaxPly + 1] = {};
    Move killers_[kMaxPly][2] = {};
    int historyScore_[2][26][kSquares] = {};
    Move rootPassBest_;
    Move bestMove_;
    std::uint64_t nodes_ = 0;
    std::uint64_t expanded_ = 0;
    std::uint64_t leaves_ = 0;
    bool aborted_ = false;
};

}  // namespace bagh
