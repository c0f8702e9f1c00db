// Basic types shared by the whole engine: points, sides, bitboards.
#pragma once

#include <bit>
#include <cstdint>

namespace bagh {

// A point of the 5x5 board, indexed row * 5 + col (A1 = 0, E1 = 4, E5 = 24).
using Square = int;
constexpr Square kNoSquare = 25;
constexpr int kSquares = 25;
constexpr int kGoats = 20;
constexpr int kTigers = 4;
constexpr int kCapturesToWin = 5;

// One bit per point; bit i is point i. The top 7 bits are always zero.
using Bitboard = std::uint32_t;
constexpr Bitboard kFullBoard = (Bitboard{1} << kSquares) - 1;

constexpr Bitboard bit(Square s) { return Bitboard{1} << s; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lsb(Bitboard b) { return std::countr_zero(b); }
// Removes and returns the lowest set point of a non-empty bitboard.
constexpr Square popLsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

constexpr int rowOf(Square s) { return s / 5; }
constexpr int colOf(Square s) { return s % 5; }
constexpr Square makeSquare(int row, int col) { return row * 5 + col; }

enum class Side : std::uint8_t { Goats = 0, Tigers = 1 };
constexpr Side opponent(Side s) { return s == Side::Goats ? Side::Tigers : Side::Goats; }

// The game-theoretic value of a position or a move for the side to move.
enum class GameValue : std::uint8_t { Unknown, Win, Draw, Loss };
// The same outcome seen by the other side: a win is the opponent's loss.
constexpr GameValue opposite(GameValue v) {
    return v == GameValue::Win ? GameValue::Loss : v == GameValue::Loss ? GameValue::Win : v;
}

}  // namespace bagh
