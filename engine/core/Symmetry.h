// The 8 symmetries of the square board (rotations and reflections). The lines of the board are
// invariant under all of them, so they map legal play onto legal play.
#pragma once

#include "engine/core/Move.h"
#include "engine/core/Position.h"
#include "engine/core/Types.h"

namespace bagh {

constexpr int kSymmetries = 8;

// Symmetry 0 is the identity. The inverse of symmetry s is inverseSymmetry(s).
Square transformSquare(Square s, int sym);
Bitboard transformBitboard(Bitboard b, int sym);
Move transformMove(Move m, int sym);
Position transformPosition(const Position& pos, int sym);
int inverseSymmetry(int sym);

// The canonical image of a position: the one of its 8 images with the smallest key. Writes the
// symmetry that produced it to *sym when given. Equal for all 8 images of a position.
Position canonicalPosition(const Position& pos, int* sym = nullptr);

}  // namespace bagh
