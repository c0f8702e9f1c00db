// Precomputed board geometry: which points are joined by a line, and the jumps along lines.
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "engine/core/Types.h"

namespace bagh {

// A jump: from a point over `over` to `land`, in a straight line.
struct Jump {
    Square over;
    Square land;
};

struct JumpList {
    std::array<Jump, 8> jumps;
    int count;
};

struct BoardTables {
    std::array<Bitboard, kSquares> neighbours;  // points one step along a line
    std::array<JumpList, kSquares> jumps;       // jumps that stay on lines and on the board
    std::array<Bitboard, kSquares> jumpLands;   // union of the landing points of `jumps`
};

// The tables, computed at compile time from the rules: orthogonal lines everywhere, diagonal
// lines only through points whose row + col is even.
const BoardTables& tables();

inline Bitboard neighbours(Square s) { return tables().neighbours[s]; }

// True if the two points are joined by a line of the board.
inline bool adjacent(Square a, Square b) { return (neighbours(a) & bit(b)) != 0; }

// The point jumped over when moving from `from` to `to`, or kNoSquare if that is no jump.
Square jumpOver(Square from, Square to);

// "A1".."E5"; "??" for anything else.
std::string squareName(Square s);
// Parses "A1".."E5" (either case); returns kNoSquare when the text is not a point.
Square parseSquare(std::string_view text);

}  // namespace bagh
