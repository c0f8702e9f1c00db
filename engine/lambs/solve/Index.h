// The index of Lambs-and-Tigers-like positions for the solve: which slot of a table holds a
// board. Generic over a Board (any point count up to 31, any number of tigers and goats), so the
// tests can solve a tiny board through the same code. The prose of the encoding is in Index.cpp.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "engine/lambs/Board.h"

namespace bagh::lambs {

class SolveIndex {
public:
    // Builds the tables for `board` (its symmetries included). Cheap for Lambs (1,771 tiger
    // sets); throws std::invalid_argument for a board the index cannot hold.
    explicit SolveIndex(const Board& board);

    const Board& board() const { return *board_; }
    int classes() const { return static_cast<int>(classTigers_.size()); }
    int freePoints() const { return free_; }
    std::uint32_t binom(int n, int k) const { return n < 0 || k < 0 || k > n ? 0 : binom_[n][k]; }
    // Goat sets of `goats` goats over the free points of a class: C(free, goats).
    std::uint32_t goatSets(int goats) const { return binom(free_, goats); }

    // The tiger class of a tiger set and the symmetry that maps the set onto the class's
    // representative (the smallest mask of the orbit).
    struct Frame {
        std::uint16_t cls;
        std::uint8_t sym;
    };
    Frame frameOf(Mask tigers) const {
        std::uint32_t r = 0;
        int i = 1;
        for (Mask t = tigers; t; t &= t - 1) r += binom_[std::countr_zero(t)][i++];
        return frame_[r];
    }
    Mask classTigers(int cls) const { return classTigers_[cls]; }
    // True when a symmetry other than the identity maps the class's tigers onto themselves:
    // only then do two goat sets of the row stand for one position.
    bool symmetricClass(int cls) const { return !stabiliser_[cls].empty(); }

    // A point mask under a symmetry (byte tables: four loads).
    Mask image(int sym, Mask m) const {
        const auto& t = image_[sym];
        return t[0][m & 255] | t[1][(m >> 8) & 255] | t[2][(m >> 16) & 255] | t[3][m >> 24];
    }

    // Goats of a board whose tigers are class `cls`'s representative, as a mask over the free
    // points (bit i: the i-th point without a tiger, in point order), and back.
    std::uint32_t squeeze(int cls, Mask goats) const {
        for (std::uint8_t p : tigersDown_[cls]) {
            const Mask low = (Mask{1} << p) - 1;
            goats = (goats & low) | ((goats >> 1) & ~low);
        }
        return goats;
    }
    Mask expand(int cls, std::uint32_t free) const {
        for (auto it = tigersDown_[cls].rbegin(); it != tigersDown_[cls].rend(); ++it) {
            const Mask low = (Mask{1} << *it) - 1;
            free = (free & low) | ((free & ~low) << 1);
        }
        return free;
    }
    // The free-mask bit of point p in class cls (0 for a tiger's point).
    std::uint32_t freeBit(int cls, Point p) const { return freeBit_[cls * kMaxPoints + p]; }

    // Colex rank of a free mask among the masks of as many bits: sum of C(s_i, i + 1) over its
    // points s_0 < s_1 < ..., by 7-bit chunks (one load and a popcount each).
    std::uint32_t rank(std::uint32_t free) const {
        std::uint32_t r = 0;
        int below = 0;
        for (int k = 0; k < chunks_; ++k) {
            const std::uint32_t part = (free >> (7 * k)) & 127;
            r += rankChunk_[(k * 128 + part) * kRankBelow + below];
            below += std::popcount(part);
        }
        return r;
    }
    // Every free mask of `goats` bits, in rank order (the inverse of rank()).
    std::vector<std::uint32_t> masksOf(int goats) const;

    // The rank of the position among its symmetric twins' ranks that the solver keeps: the
    // smallest over the class's stabiliser (the rank itself for most classes).
    std::uint32_t canonicalRank(int cls, std::uint32_t free) const {
        std::uint32_t r = rank(free);
        for (std::uint8_t s : stabiliser_[cls])
            r = std::min(r, rank(squeeze(cls, image(s, expand(cls, free)))));
        return r;
    }

    // Where a board lives: (class, rank of its goats turned with its tigers). keyOf gives some
    // slot of the position's orbit (every slot of a twin pair holds the same value once a
    // table is complete); canonicalKeyOf the one the solver works on.
    struct Key {
        std::uint32_t cls;
        std::uint32_t rank;
    };
    Key keyOf(Mask tigers, Mask goats) const {
        const Frame f = frameOf(tigers);
        return {f.cls, rank(squeeze(f.cls, f.sym ? image(f.sym, goats) : goats))};
    }
    Key canonicalKeyOf(Mask tigers, Mask goats) const {
        const Frame f = frameOf(tigers);
        return {f.cls, canonicalRank(f.cls, squeeze(f.cls, f.sym ? image(f.sym, goats) : goats))};
    }

private:
    static constexpr int kRankBelow = kMaxPoints + 1;
    const Board* board_;
    int free_ = 0;
    int chunks_ = 0;
    std::array<std::array<std::uint32_t, kMaxPoints + 1>, kMaxPoints + 1> binom_{};
    std::vector<Frame> frame_;                           // by colex rank of the tiger set
    std::vector<Mask> classTigers_;                      // representative per class
    std::vector<std::vector<std::uint8_t>> tigersDown_;  // its points, largest first
    std::vector<std::vector<std::uint8_t>> stabiliser_;  // non-identity symmetries fixing it
    std::vector<std::uint32_t> freeBit_;                 // [cls * kMaxPoints + point]
    std::vector<std::array<std::array<Mask, 256>, 4>> image_;
    std::vector<std::uint32_t> rankChunk_;  // [(chunk * 128 + bits) * kRankBelow + below]
};

}  // namespace bagh::lambs
