// Bagh-Chal's search thread: the one search of both games (GameSearch.h: MTD(f) over
// alpha-beta with memory, and a plain full-window alpha-beta for `bench --compare`) with this
// game's rules, evaluation, endgame database, solved placement tables and the root's own
// preferences (keep the goats, the opponent's chances to go wrong).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/MoveGen.h"
#include "engine/core/Position.h"
#include "engine/search/Evaluate.h"
#include "engine/search/GameSearch.h"
#include "engine/search/Tt.h"

namespace bagh {

class EndgameDb;
namespace solve {
class PlacementTables;
}

// What all threads of one search share. Read-only while searching, except the table.
struct SearchContext : SearchControl {
    Tt* tt = nullptr;
    const EndgameDb* db = nullptr;  // null: play by search alone
    // The solved placement layers (the opening book, or the whole solve): inside the tree a
    // position they prove won or lost ends its line like a database result, one they prove
    // drawn is searched within the draw band. Probed only with depth left (interior nodes),
    // where the proof saves a subtree. Null: none.
    const solve::PlacementTables* tables = nullptr;
    // The goats' root preference when playing (Search.cpp): keep every goat when winning. Off for
    // analysis, bench and tests of the algorithms, which want the plain minimax value.
    bool keepGoats = false;
};

// A placement comes from kNoSquare, one slot past the board.
using BaghSearchTraits = SearchTraits<Position, Move, MoveList, kMaxMoves, kSquares + 1, kSquares>;

class Search : public GameSearch<Search, BaghSearchTraits> {
public:
    explicit Search(const SearchContext& context);

    // See GameSearch::setRoot; also works out which goat moves leave a goat en prise.
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

    // Exact score of a position for its side to move (ply 0) without searching: game over by
    // the rules, or answered by the database. Returns false when neither applies.
    static bool exactScore(const Position& pos, const EndgameDb* db, int* score);
    // The best move by exact child values (rules or database), or a null move if some child
    // is not exact. Ties go to the first in generation order, so the choice is reproducible.
    static Move exactBestMove(const Position& pos, const EndgameDb* db, int* score = nullptr);
    // Plies until every line of play is in the database (all goats placed, tigers to move).
    static int pliesToDatabase(const Position& pos);

private:
    friend class GameSearch<Search, BaghSearchTraits>;
    // The game's part of the search (GameSearch.h).
    static void generate(const Position& pos, MoveList& list) { generateMoves(pos, list); }
    static bool gameOverByCaptures(const Position& pos) {
        return pos.goatsCaptured() >= kCapturesToWin;
    }
    static bool slidingPhase(const Position& pos) { return pos.goatsInHand() == 0; }
    bool prove(int ply, int depth, int* score, bool* draw) const;
    bool rootProvenDraw() const;
    int evaluate(int ply) const;
    // The root move's score as the root compares it: the caller's bonus on estimates; for a
    // goat move that leaves a goat en prise a slower win.
    int rootAdjusted(Move m, int score) const;
    Move pvAfter(const Position& pos) const;
    // Root move `m`'s index in rootMoves(), -1 if it is not one; how many plies slower a win
    // through root move i counts (a goat left en prise, or the risk of losing one).
    int rootIndex(Move m) const;
    int slowerPlies(int i) const;

    // Step 1's table probe: true and *score when the tables prove a win or loss; *draw when
    // they prove a draw.
    bool probeTables(int ply, int* score, bool* draw) const;

    const EndgameDb* db_;
    const solve::PlacementTables* tables_;
    bool keepGoats_;
    EvalWeights weights_;
    std::vector<int> rootBonus_;   // by index in rootMoves()
    std::vector<int> rootRisk_;    // by index in rootMoves()
    std::vector<bool> rootHangs_;  // by index in rootMoves(): a goat move leaving a goat en prise
};

}  // namespace bagh
