// The transposition table: the search's memory, shared by all search threads.
//
// MTD(f) re-searches the same tree many times with different zero windows, so an entry keeps
// both a lower and an upper bound on the value (Plaat's MT "memory"), plus the depth they hold
// for and the move that last caused a cutoff.
//
// Layout: buckets of four 16-byte entries, one cache line per bucket. Position::key() is a
// perfect 56-bit key, so an entry stores it in full and a hit is never a collision. Threads
// read and write without locks; a torn write is caught because the key word is stored XORed
// with the data word (Hyatt's lockless hashing): a mixed entry no longer matches its key and
// reads as a miss. Losing an entry to a race costs a little work, never a wrong score.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/Move.h"

namespace bagh {

struct TtHit {
    int lower = 0;
    int upper = 0;
    int depth = 0;
    Move move;
};

class Tt {
public:
    explicit Tt(int megabytes = 16);

    // Resizes (and clears) the table; the size is rounded down to a power of two of buckets.
    void resize(int megabytes);
    void clear();
    // Starts a new search: entries from older searches become preferred victims.
    void newSearch() { generation_ = static_cast<std::uint8_t>(generation_ + 1); }

    // Returns true and fills *hit if the table holds this key. Scores are as stored (node-
    // relative result scores, see Score.h).
    bool probe(std::uint64_t key, TtHit* hit) const;

    // Records that the value at `depth` is >= lower and <= upper. An existing entry for the
    // same key and depth is tightened (MTD(f) meets a node with many windows at one depth); a
    // deeper entry for the key keeps its bounds and only takes a new move.
    void store(std::uint64_t key, int depth, int lower, int upper, Move move);

    // Starts loading the bucket of `key` into the cache; the search calls it right after a
    // move so the memory latency overlaps with the work before the child's probe.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&bucketOf(key)); }

    // Permille of a sample of entries written during the current search.
    int hashfullPermille() const;
    int megabytes() const { return megabytes_; }

private:
    struct Entry {
        std::uint64_t keyXorData;
        std::uint64_t data;
    };
    static constexpr int kBucketSize = 4;
    struct alignas(64) Bucket {
        Entry entries[kBucketSize];
    };

    Bucket& bucketOf(std::uint64_t key) const {
        // The key is perfect but highly structured (raw bitboards); mix it before indexing.
        std::uint64_t h = key * 0x9E3779B97F4A7C15ull;
        h ^= h >> 29;
        return buckets_[h & bucketMask_];
    }

    std::unique_ptr<Bucket[]> buckets_;
    std::size_t bucketMask_ = 0;
    int megabytes_ = 0;
    std::uint8_t generation_ = 0;
};

}  // namespace bagh
