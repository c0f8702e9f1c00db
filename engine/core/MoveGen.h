// Legal move generation: goat placements, goat slides, tiger slides and jumps.
#pragma once

#include "engine/core/Move.h"
#include "engine/core/MoveList.h"
#include "engine/core/Position.h"

namespace bagh {

// Upper bound on legal moves: 4 tigers x 8 directions = 32; sliding goats reach at most 5 empty
// points x 8 lines = 40; placements at most 21.
constexpr int kMaxMoves = 48;

using MoveList = BasicMoveList<Move, kMaxMoves>;

// All legal moves for the side to move; none once five goats are captured. Jumps come first
// for tigers, so simple orderings get captures early for free.
void generateMoves(const Position& pos, MoveList& list);

// The number of legal moves, without building them (perft's last ply).
int countMoves(const Position& pos);

// True if some tiger can slide or jump / some goat can slide (ignores goats in hand).
bool tigersCanMove(const Position& pos);
bool goatsCanMove(const Position& pos);

// Goats that a tiger could capture right now, as a bitboard (whoever is to move).
Bitboard attackedGoats(const Position& pos);
// Tigers with no slide and no jump.
Bitboard blockedTigers(const Position& pos);

// The legal move matching the squares of a parsed move text, or a null move.
Move findLegalMove(const Position& pos, const MoveText& text);

}  // namespace bagh
