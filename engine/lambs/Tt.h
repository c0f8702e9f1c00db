// The Lambs and Tigers search's memory: one entry per slot, keyed by Position::key() (perfect on
// this board, stored in full, so a hit is never a collision). An entry holds a lower and an
// upper bound at a depth, and the move that last caused a cutoff, as Bagh-Chal's table does
// (search/Tt.h). Single-threaded: the Lambs search runs on one thread, so no lockless tricks.
#pragma once

#include <cstdint>
#include <vector>

#include "Position.h"

namespace bagh::lambs {

struct TtHit {
    int lower = 0;
    int upper = 0;
    int depth = 0;
    Move move;
};

class Tt {
public:
    explicit Tt(int megabytes = 16);

    // Resizes and clears; the slot count is rounded down to a power of two.
    void resize(int megabytes);
    void clear();
    // Entries from older searches become preferred victims.
    void newSearch() { ++generation_; }

    // True and *hit if the table holds `key`. Scores are node-relative (search/Score.h).
    bool probe(std::uint64_t key, TtHit* hit) const;
    // Records lower <= value <= upper at `depth`. The same key at the same depth is tightened;
    // a shallower or older entry of another key is replaced; a deeper one of the same key keeps
    // its bounds and takes the move.
    void store(std::uint64_t key, int depth, int lower, int upper, Move move);
    // Permille of the first thousand slots written in this search.
    int hashfullPermille() const;

private:
    struct Entry {
        std::uint64_t key = ~std::uint64_t{0};  // no position has this key
        std::int32_t lower = 0;
        std::int32_t upper = 0;
        std::int16_t depth = 0;
        Move move;
        std::uint16_t generation = 0;
    };
    Entry& slot(std::uint64_t key) {
        std::uint64_t h = key * 0x9E3779B97F4A7C15ull;
        return entries_[(h ^ (h >> 29)) & mask_];
    }
    const Entry& slot(std::uint64_t key) const { return const_cast<Tt*>(this)->slot(key); }

    std::vector<Entry> entries_;
    std::uint64_t mask_ = 0;
    std::uint16_t generation_ = 0;
};

}  // namespace bagh::lambs
