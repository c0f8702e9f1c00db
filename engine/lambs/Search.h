// The Lambs and Tigers search: the one search of both games (search/GameSearch.h: MTD(f) over
// alpha-beta with memory, the transposition table, captures first, killers, history,
// repetition) with this board's rules, its evaluation (Evaluate.h; it already counts goats en
// prise, so there is no quiescence) and, where present, its solved tables (solve/Tables.h),
// probed inside the tree as Bagh-Chal's placement tables are. Iterative deepening is the
// caller's (LambsEngine.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/lambs/Board.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Position.h"
#include "engine/lambs/Tt.h"
#include "engine/search/GameSearch.h"

namespace bagh::lambs {

class LambsTables;

using bagh::kMaxPly;

struct SearchContext : SearchControl {
    const Variant* variant = nullptr;
    Tt* tt = nullptr;
    // The solved layers of this variant's rule: a position they prove won or lost ends its
    // line, one they prove drawn is searched within the draw band. Null: none.
    const LambsTables* tables = nullptr;
};

// Points are 5-bit, kNoPoint (a placement's origin) included.
using LambsSearchTraits = SearchTraits<Position, Move, MoveList, kMaxMoves, 32, 32>;

class Search : public GameSearch<Search, LambsSearchTraits> {
public:
    explicit Search(const SearchContext& context);
    // Adds `bonus[i]` (centi-goats, small) to the score of root move i of the root moves given
    // to setRoot where it is not a proven win or loss: the opponent's chances to go wrong after
    // that move (search/TrapBonus.h). Empty: none.
    void setRootBonus(const std::vector<int>& bonus) { rootBonus_ = bonus; }

private:
    friend class GameSearch<Search, LambsSearchTraits>;
    // The game's part of the search (GameSearch.h).
    void generate(const Position& pos, MoveList& list) const { generateMoves(variant_, pos, list); }
    bool gameOverByCaptures(const Position& pos) const {
        return pos.goatsCaptured() >= variant_.capturesToWin();
    }
    static bool slidingPhase(const Position& pos) { return !pos.placementPhase(); }
    bool prove(int ply, int depth, int* score, bool* draw) const;
    static bool rootProvenDraw() { return false; }
    int evaluate(int ply) const;
    int rootAdjusted(Move m, int score) const;
    static Move pvAfter(const Position&) { return Move(); }

    const Variant& variant_;
    const LambsTables* tables_;
    std::vector<int> rootBonus_;
};

}  // namespace bagh::lambs
