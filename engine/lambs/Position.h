// A position and a move on a board described by data (Board.h). The masks are one bit per
// point; the position does not know its board, the functions that need one take a Variant.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

#include "engine/core/MoveList.h"
#include "engine/core/PieceState.h"
#include "engine/core/PointMove.h"
#include "engine/core/Types.h"
#include "engine/lambs/Board.h"

namespace bagh::lambs {

using bagh::Side;

// A placement, a slide or a jump: core/PointMove.h's 16 bits (the jumped point stored, since on
// these boards it is not the midpoint of the numbers), with this game's text.
class Move : public PointMove<Move> {
public:
    // "12" for a placement, "3-9" for a slide, "3x15" for a jump (Record.h); "-" for none.
    std::string toString() const;
};

// The position on a board given as data: the shared piece state (core/PieceState.h:
// accessors, makeMove, unmakeMove) with the board's start and its key.
class Position : public PieceState<Mask, Move> {
public:
    Position() = default;
    // The board's start: its tigers placed, every goat in hand, goats to move.
    static Position start(const Board& board);
    // Raw parts, no validation (Record.h reads checked input).
    static Position fromParts(Mask tigers, Mask goats, int inHand, int captured, Side side,
                              int ply = 0);

    // Everything that decides the future (board, side, goats in hand): a perfect key on
    // boards of up to 26 points (Lambs has 23); larger boards would need a hash.
    std::uint64_t key() const {
        return std::uint64_t{tigers_} | (std::uint64_t{goats_} << 26) |
               (std::uint64_t(side_) << 52) | (std::uint64_t{inHand_} << 53);
    }

    bool operator==(const Position&) const = default;

private:
    using PieceState::PieceState;
};

// All legal moves fit: placements <= 31 points, goat slides <= 2 x edges, tiger moves <=
// tigers x (neighbours + jumps); Board checks its bound against this.
constexpr int kMaxMoves = 128;

using MoveList = BasicMoveList<Move, kMaxMoves>;

}  // namespace bagh::lambs
