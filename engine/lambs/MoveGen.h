// Legal moves and the end of the game on a data-described board, for a Variant (its board
// and its captures-to-win). The rules are Bagh-Chal's (docs/RULES.md): goats place, then
// slide; tigers slide or jump one goat; a side with no move on its turn loses.
#pragma once

#include <cstdint>

#include "engine/core/Position.h"  // GameResult, Outcome, EndReason
#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

// All legal moves; none once the tigers have taken the goats that win. Tigers' jumps first.
void generateMoves(const Variant& v, const Position& pos, MoveList& list);
// The number of legal moves, without building them (perft's last ply).
int countMoves(const Variant& v, const Position& pos);

bool tigersCanMove(const Board& b, const Position& pos);
// Some goat on the board can slide (goats in hand are not counted).
bool goatsCanMove(const Board& b, const Position& pos);

// The result by the rules of one position: enough captures (EndReason::FiveCaptured, spoken
// "captures"), tigers blocked, goats blocked in the sliding phase. Repetition belongs to the
// game record. No grand wins on this board.
GameResult result(const Variant& v, const Position& pos);

// The legal move from `from` (kNoPoint: a placement) to `to`, or a null move.
Move findLegalMove(const Variant& v, const Position& pos, Point from, Point to);

// Leaf nodes of the legal move tree to `depth`; finished games are leaves with nothing below.
std::uint64_t perft(const Variant& v, Position& pos, int depth);

}  // namespace bagh::lambs
