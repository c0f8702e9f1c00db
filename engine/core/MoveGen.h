// Legal move generation: goat placements, goat slides, tiger slides and jumps.
#pragma once

#include <array>
#include <utility>

#include "engine/core/Move.h"
#include "engine/core/Position.h"

namespace bagh {

// Upper bound on legal moves: 4 tigers x 8 directions = 32; sliding goats reach at most 5 empty
// points x 8 lines = 40; placements at most 21.
constexpr int kMaxMoves = 48;

class MoveList {
public:
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }
    Move* begin() { return moves_.data(); }
    Move* end() { return moves_.data() + size_; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Move operator[](int i) const { return moves_[i]; }
    Move& operator[](int i) { return moves_[i]; }
    void push(Move m) { moves_[size_++] = m; }
    void clear() { size_ = 0; }
    void swap(int i, int j) { std::swap(moves_[i], moves_[j]); }
    bool contains(Move m) const;

private:
    std::array<Move, kMaxMoves> moves_{};
    int size_ = 0;
};

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
