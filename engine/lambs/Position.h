// A position and a move on a board described by data (Board.h). The masks are one bit per
// point; the position does not know its board, the functions that need one take a Variant.
#pragma once

#include <bit>
#include <cstdint>
#include <string>

#include "engine/core/MoveList.h"
#include "engine/core/PieceState.h"
#include "engine/core/Types.h"
#include "engine/lambs/Board.h"

namespace bagh::lambs {

using bagh::Side;

// Layout: bits 0-4 destination, bits 5-9 origin (kNoPoint for a placement), bits 10-14 the
// jumped goat (kNoPoint unless a jump). The jumped point is stored because on these boards it
// is not the midpoint of the numbers. Raw 0 (point 0 to point 0 over 0) is never legal: "none".
class Move {
public:
    constexpr Move() = default;
    static constexpr Move placement(Point to) { return Move(encode(kNoPoint, to, kNoPoint)); }
    static constexpr Move slide(Point from, Point to) { return Move(encode(from, to, kNoPoint)); }
    static constexpr Move jump(Point from, Point over, Point to) {
        return Move(encode(from, to, over));
    }

    constexpr Point to() const { return raw_ & 31; }
    constexpr Point from() const { return (raw_ >> 5) & 31; }
    constexpr Point over() const { return (raw_ >> 10) & 31; }
    constexpr bool isPlacement() const { return from() == kNoPoint; }
    constexpr bool isJump() const { return over() != kNoPoint; }
    constexpr bool isNull() const { return raw_ == 0; }
    constexpr std::uint16_t raw() const { return raw_; }
    // The move with this raw() (the search's table stores moves raw).
    static constexpr Move fromRaw(std::uint16_t raw) { return Move(raw); }
    constexpr bool operator==(const Move&) const = default;

    // "12" for a placement, "3-9" for a slide, "3x15" for a jump (Record.h).
    std::string toString() const;

private:
    static constexpr std::uint16_t encode(Point from, Point to, Point over) {
        return static_cast<std::uint16_t>(to | (from << 5) | (over << 10));
    }
    constexpr explicit Move(std::uint16_t raw) : raw_(raw) {}
    std::uint16_t raw_ = 0;
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
