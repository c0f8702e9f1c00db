// Exact values at the end of the placement phase without the placement tables: every line of
// play from a position with few goats in hand reaches the endgame database within
// Search::pliesToDatabase plies (2h - 1 with the goats to move, 2h with the tigers), and near the
// end of the placement the board is nearly full (1 + h + captured empty points), so a full-width
// search over exact leaves proves the value. Win/draw/loss only: distances need a full window,
// which costs far more than the three-valued window, and the tables give none either.
#pragma once

#include <cstdint>

#include "engine/core/Position.h"
#include "engine/core/Types.h"

namespace bagh {

class EndgameDb;

// Node budget of one proof by default: with up to 4 goats in hand a proof takes milliseconds at
// most; the budget only guards against a position far from the database.
constexpr std::uint64_t kProveToDbNodes = 2'000'000;

// The exact value of `pos` for its side to move: the rules for a finished game, the database for
// a covered position, else a three-valued alpha-beta search down to the database (memoised per
// call). Unknown when more than `maxNodes` nodes would be needed. Deterministic; thread-safe
// (the database is read-only).
GameValue proveToDatabase(const Position& pos, const EndgameDb& db,
                          std::uint64_t maxNodes = kProveToDbNodes);

}  // namespace bagh
