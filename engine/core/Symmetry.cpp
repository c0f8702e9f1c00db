#include "engine/core/Symmetry.h"

#include <array>

namespace bagh {
namespace {

constexpr Square mapSquare(Square s, int sym) {
    const int r = rowOf(s), c = colOf(s);
    switch (sym) {
        case 0:
            return makeSquare(r, c);
        case 1:
            return makeSquare(c, 4 - r);  // rotate 90 degrees clockwise
        case 2:
            return makeSquare(4 - r, 4 - c);  // rotate 180
        case 3:
            return makeSquare(4 - c, r);  // rotate 270
        case 4:
            return makeSquare(r, 4 - c);  // mirror left-right
        case 5:
            return makeSquare(4 - r, c);  // mirror top-bottom
        case 6:
            return makeSquare(c, r);  // main diagonal
        default:
            return makeSquare(4 - c, 4 - r);  // anti-diagonal
    }
}

// Row-chunk lookup: a bitboard is five 5-bit rows; each row pattern maps to a whole bitboard.
struct SymmetryTables {
    std::array<std::array<Square, kSquares>, kSymmetries> square{};
    std::array<std::array<std::array<Bitboard, 32>, 5>, kSymmetries> rowImage{};
    std::array<int, kSymmetries> inverse{};
};

constexpr SymmetryTables buildTables() {
    SymmetryTables t{};
    for (int sym = 0; sym < kSymmetries; ++sym) {
        for (Square s = 0; s < kSquares; ++s) t.square[sym][s] = mapSquare(s, sym);
        for (int row = 0; row < 5; ++row)
            for (int pattern = 0; pattern < 32; ++pattern)
                for (int col = 0; col < 5; ++col)
                    if (pattern & (1 << col))
                        t.rowImage[sym][row][pattern] |= bit(mapSquare(makeSquare(row, col), sym));
    }
    for (int a = 0; a < kSymmetries; ++a)
        for (int b = 0; b < kSymmetries; ++b)
            if (mapSquare(mapSquare(7, a), b) == 7 && mapSquare(mapSquare(1, a), b) == 1)
                t.inverse[a] = b;
    return t;
}

constexpr SymmetryTables kTables = buildTables();

}  // namespace

Square transformSquare(Square s, int sym) { return kTables.square[sym][s]; }

Bitboard transformBitboard(Bitboard b, int sym) {
    const auto& rows = kTables.rowImage[sym];
    return rows[0][b & 31] | rows[1][(b >> 5) & 31] | rows[2][(b >> 10) & 31] |
           rows[3][(b >> 15) & 31] | rows[4][(b >> 20) & 31];
}

Move transformMove(Move m, int sym) {
    if (m.isNull()) return m;
    const Square to = transformSquare(m.to(), sym);
    if (m.isPlacement()) return Move::placement(to);
    const Square from = transformSquare(m.from(), sym);
    return m.isJump() ? Move::jump(from, to) : Move::slide(from, to);
}

Position transformPosition(const Position& pos, int sym) {
    return Position::fromParts(transformBitboard(pos.tigers(), sym),
                               transformBitboard(pos.goats(), sym), pos.goatsInHand(),
                               pos.goatsCaptured(), pos.sideToMove(), pos.ply());
}

int inverseSymmetry(int sym) { return kTables.inverse[sym]; }

Position canonicalPosition(const Position& pos, int* sym) {
    Position best = pos;
    int bestSym = 0;
    for (int s = 1; s < kSymmetries; ++s) {
        const Position image = transformPosition(pos, s);
        if (image.key() < best.key()) {
            best = image;
            bestSym = s;
        }
    }
    if (sym) *sym = bestSym;
    return best;
}

}  // namespace bagh
