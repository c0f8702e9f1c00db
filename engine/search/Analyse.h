// Values for every legal move of a position: exact from the rules or the database where they
// reach, otherwise from an MTD(f) search of each child, deepened round by round until time runs
// out or every value is proven.
#pragma once

#include <functional>
#include <vector>

#include "engine/search/Engine.h"
#include "engine/search/Search.h"

namespace bagh {

// Analyses the root moves of `game` (the moves its house rule allows). `maxDepth` caps the
// child search depth (0: none). `onUpdate` (may be empty) receives each completed round.
Analysis analyseMoves(const SearchContext& context, const Game& game, int maxDepth,
                      const std::function<void(const Analysis&)>& onUpdate);

// The move with the best exact value if the rules or the database decide every child, else a
// null move. Fills *value with the root's move list, best first.
Move exactBestMove(const Position& root, const MoveList& moves, const EndgameDb* db,
                   std::vector<MoveValue>* values);

}  // namespace bagh
