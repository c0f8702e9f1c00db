// The legal moves of one position, without allocation: a fixed array and a count, written once
// for both games (bagh::MoveList over the grid's moves, lambs::MoveList over a data board's).
// `Capacity` must hold every legal move a position of the game can have; push() does not check.
#pragma once

#include <array>
#include <utility>

namespace bagh {

template <class MoveT, int Capacity>
class BasicMoveList {
public:
    const MoveT* begin() const { return moves_.data(); }
    const MoveT* end() const { return moves_.data() + size_; }
    MoveT* begin() { return moves_.data(); }
    MoveT* end() { return moves_.data() + size_; }
    int size() const { return size_; }
    bool empty() const { return size_ == 0; }
    MoveT operator[](int i) const { return moves_[i]; }
    MoveT& operator[](int i) { return moves_[i]; }
    void push(MoveT m) { moves_[size_++] = m; }
    void clear() { size_ = 0; }
    void swap(int i, int j) { std::swap(moves_[i], moves_[j]); }
    // True if `m` is one of the moves.
    bool contains(MoveT m) const {
        for (const MoveT& x : *this)
            if (x == m) return true;
        return false;
    }

private:
    std::array<MoveT, Capacity> moves_{};
    int size_ = 0;
};

}  // namespace bagh
