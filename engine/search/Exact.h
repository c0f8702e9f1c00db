// Exact values in the placement phase from the solved tables (engine/solve), joined with the
// endgame database for the sliding phase, and optionally, at the end of the placement, from a
// full-width search down to the database (ProveToDb.h). Used by the facade when tables are
// present; without them nothing here is called and the search works as before.
#pragma once

#include <vector>

#include "engine/core/MoveGen.h"
#include "engine/db/EndgameDb.h"
#include "engine/search/Engine.h"
#include "engine/solve/PlacementTables.h"

namespace bagh {

struct ExactSources {
    const EndgameDb* db = nullptr;
    const solve::PlacementTables* tables = nullptr;
    // Placement positions with at most this many goats in hand that the tables do not decide
    // are proven by a full-width search down to the database (proveToDatabase; needs `db`). 0:
    // never. The cost grows steeply with the goats in hand: puzzles use 4, play none.
    int searchInHand = 0;
};

// The exact value of a position for its side to move: five captures (lost, 0 plies), the
// database (with plies), the placement tables (plies -1), the search to the database where
// `searchInHand` allows it (plies -1), else Unknown.
DbProbe exactValue(const Position& pos, const ExactSources& src);

// The exact value of playing `m` from `root` for the side to move at the root (plies counted
// from the root), else Unknown.
DbProbe moveValue(const Position& root, Move m, const ExactSources& src);

// Replaces the values of root moves whose child the tables decide (root in the placement phase
// only): exact win/draw/loss, plies only where the database gives them; then sorts best first
// (value, then distance, then the search's score) and sets the position's value.
void applyTables(Analysis& a, const Position& root, const ExactSources& src);

// True when the tables decide the value of every legal move of `root` (a placement position).
bool tablesDecideEveryMove(const Position& root, const ExactSources& src);

// A line of best play: `first`, then for each position a move that keeps its exact value (the
// database's fastest win / longest loss once the goats are all placed), as long as the tables
// and the database decide it, at most maxPlies moves in all.
std::vector<Move> exactLine(Position pos, Move first, const ExactSources& src, int maxPlies);

}  // namespace bagh
