#include "engine/core/Tables.h"

#include <cctype>

namespace bagh {
namespace {

constexpr int kDirRow[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
constexpr int kDirCol[8] = {-1, 0, 1, -1, 1, -1, 0, 1};

constexpr bool onBoard(int r, int c) { return r >= 0 && r < 5 && c >= 0 && c < 5; }
constexpr bool hasDiagonals(int r, int c) { return (r + c) % 2 == 0; }

constexpr BoardTables buildTables() {
    BoardTables t{};
    for (Square s = 0; s < kSquares; ++s) {
        const int r = rowOf(s), c = colOf(s);
        t.jumps[s].count = 0;
        for (int d = 0; d < 8; ++d) {
            const bool diagonal = kDirRow[d] != 0 && kDirCol[d] != 0;
            if (diagonal && !hasDiagonals(r, c)) continue;
            const int r1 = r + kDirRow[d], c1 = c + kDirCol[d];
            if (!onBoard(r1, c1)) continue;
            t.neighbours[s] |= bit(makeSquare(r1, c1));
            // A straight line continues through the next point: orthogonal lines always do, and
            // a diagonal through an even point reaches another even point.
            const int r2 = r1 + kDirRow[d], c2 = c1 + kDirCol[d];
            if (!onBoard(r2, c2)) continue;
            JumpList& list = t.jumps[s];
            list.jumps[list.count++] = Jump{makeSquare(r1, c1), makeSquare(r2, c2)};
            t.jumpLands[s] |= bit(makeSquare(r2, c2));
        }
    }
    return t;
}

constexpr BoardTables kTables = buildTables();

static_assert(std::popcount(kTables.neighbours[0]) == 3);
static_assert(std::popcount(kTables.neighbours[2]) == 5);
static_assert(std::popcount(kTables.neighbours[6]) == 8);
static_assert(std::popcount(kTables.neighbours[7]) == 4);
static_assert(std::popcount(kTables.neighbours[12]) == 8);

}  // namespace

const BoardTables& tables() { return kTables; }

Square jumpOver(Square from, Square to) {
    if (from < 0 || from >= kSquares || to < 0 || to >= kSquares) return kNoSquare;
    const JumpList& list = kTables.jumps[from];
    for (int i = 0; i < list.count; ++i)
        if (list.jumps[i].land == to) return list.jumps[i].over;
    return kNoSquare;
}

std::string squareName(Square s) {
    if (s < 0 || s >= kSquares) return "??";
    return std::string{static_cast<char>('A' + colOf(s)), static_cast<char>('1' + rowOf(s))};
}

Square parseSquare(std::string_view text) {
    if (text.size() != 2) return kNoSquare;
    const int col = std::toupper(static_cast<unsigned char>(text[0])) - 'A';
    const int row = text[1] - '1';
    if (!onBoard(row, col)) return kNoSquare;
    return makeSquare(row, col);
}

}  // namespace bagh
