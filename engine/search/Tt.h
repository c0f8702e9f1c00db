// The transposition table: the search's memory, shared by all search threads. One template
// serves both games (BasicTt<bagh::Move> here, BasicTt<lambs::Move> in lambs/Tt.h); a game's
// move needs a 16-bit raw() and fromRaw(), and its Position::key() must be perfect, below 2^64,
// and never 0 (both games always have tigers on the board).
//
// MTD(f) re-searches the same tree many times with different zero windows, so an entry keeps
// both a lower and an upper bound on the value (Plaat's MT "memory"), plus the depth they hold
// for and the move that last caused a cutoff.
//
// Layout: buckets of four 16-byte entries, one cache line per bucket. The key is perfect, so an
// entry stores it in full and a hit is never a collision. Threads read and write without locks;
// a torn write is caught because the key word is stored XORed with the data word (Hyatt's
// lockless hashing): a mixed entry no longer matches its key and reads as a miss. Losing an
// entry to a race costs a little work, never a wrong score.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>

#include "engine/core/Move.h"

namespace bagh {

template <class MoveT>
struct BasicTtHit {
    int lower = 0;
    int upper = 0;
    int depth = 0;
    MoveT move;
};

template <class MoveT>
class BasicTt {
public:
    using Hit = BasicTtHit<MoveT>;

    explicit BasicTt(int megabytes = 16) { resize(megabytes); }

    // Resizes (and clears) the table; the size is rounded down to a power of two of buckets.
    void resize(int megabytes);
    void clear();
    // Starts a new search: entries from older searches become preferred victims.
    void newSearch() { generation_ = static_cast<std::uint8_t>(generation_ + 1); }
    // Returns true and fills *hit if the table holds this key. Scores are as stored (node-
    // relative result scores, see Score.h).
    bool probe(std::uint64_t key, Hit* hit) const;
    // Records that the value at `depth` is >= lower and <= upper. An existing entry for the
    // same key and depth is tightened (MTD(f) meets a node with many windows at one depth); a
    // deeper entry for the key keeps its bounds and only takes a new move.
    void store(std::uint64_t key, int depth, int lower, int upper, MoveT move);
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
    // data word: bits 0-15 lower, 16-31 upper (as int16), 32-47 move, 48-55 depth, 56-63
    // generation
    struct Unpacked {
        int lower, upper;
        std::uint16_t move;
        int depth;
        std::uint8_t generation;
    };
    static std::uint64_t pack(const Unpacked& u) {
        return std::uint64_t(std::uint16_t(std::int16_t(u.lower))) |
               std::uint64_t(std::uint16_t(std::int16_t(u.upper))) << 16 |
               std::uint64_t(u.move) << 32 | std::uint64_t(std::uint8_t(u.depth)) << 48 |
               std::uint64_t(u.generation) << 56;
    }
    static Unpacked unpack(std::uint64_t d) {
        return {std::int16_t(std::uint16_t(d)), std::int16_t(std::uint16_t(d >> 16)),
                std::uint16_t(d >> 32), int(std::uint8_t(d >> 48)), std::uint8_t(d >> 56)};
    }

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

template <class MoveT>
void BasicTt<MoveT>::resize(int megabytes) {
    if (megabytes < 1) megabytes = 1;
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= std::size_t(megabytes) << 20) buckets *= 2;
    buckets_ = std::make_unique<Bucket[]>(buckets);
    bucketMask_ = buckets - 1;
    megabytes_ = megabytes;
    clear();
}

template <class MoveT>
void BasicTt<MoveT>::clear() {
    std::memset(static_cast<void*>(buckets_.get()), 0, (bucketMask_ + 1) * sizeof(Bucket));
    generation_ = 0;
}

template <class MoveT>
bool BasicTt<MoveT>::probe(std::uint64_t key, Hit* hit) const {
    // Key 0 would match an empty slot, but no position has key 0 (there are always tigers).
    for (const Entry& e : bucketOf(key).entries) {
        const std::uint64_t data = e.data;
        if ((e.keyXorData ^ data) != key) continue;
        const Unpacked u = unpack(data);
        *hit = {u.lower, u.upper, u.depth, MoveT::fromRaw(u.move)};
        return true;
    }
    return false;
}

template <class MoveT>
void BasicTt<MoveT>::store(std::uint64_t key, int depth, int lower, int upper, MoveT move) {
    Bucket& bucket = bucketOf(key);
    Entry* victim = nullptr;
    int victimWorth = 1 << 30;
    for (Entry& e : bucket.entries) {
        const std::uint64_t data = e.data;
        if ((e.keyXorData ^ data) == key) {
            Unpacked u = unpack(data);
            if (u.depth > depth) {
                // Deeper knowledge is worth more than a shallower re-search: keep the bounds.
                if (!move.isNull()) u.move = move.raw();
            } else {
                if (u.depth < depth) u = {-32000, 32000, u.move, depth, 0};
                if (lower > u.lower) u.lower = lower;
                if (upper < u.upper) u.upper = upper;
                if (!move.isNull()) u.move = move.raw();
            }
            u.generation = generation_;
            e.data = pack(u);
            e.keyXorData = key ^ e.data;
            return;
        }
        // Replacement: prefer empty slots, then entries of old searches, then the shallowest.
        // Depth measures the work an entry saves (subtrees grow exponentially with it), and an
        // entry from an earlier search is far less likely to be met again, so each generation
        // of age costs it as much as 8 plies of depth.
        const Unpacked u = unpack(data);
        const int age = std::uint8_t(generation_ - u.generation);
        const int worth = e.keyXorData == 0 && data == 0 ? -1000 : u.depth - 8 * age;
        if (worth < victimWorth) {
            victimWorth = worth;
            victim = &e;
        }
    }
    victim->data = pack({lower, upper, move.raw(), depth, generation_});
    victim->keyXorData = key ^ victim->data;
}

template <class MoveT>
int BasicTt<MoveT>::hashfullPermille() const {
    int used = 0, seen = 0;
    for (std::size_t b = 0; b <= bucketMask_ && seen < 1000; ++b)
        for (const Entry& e : buckets_[b].entries) {
            ++seen;
            if ((e.keyXorData | e.data) != 0 && unpack(e.data).generation == generation_) ++used;
        }
    return seen ? used * 1000 / seen : 0;
}

// Bagh-Chal's table; compiled once, in Tt.cpp.
extern template class BasicTt<Move>;
using Tt = BasicTt<Move>;
using TtHit = BasicTtHit<Move>;

}  // namespace bagh
