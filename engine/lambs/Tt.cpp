#include "Tt.h"

#include <algorithm>
#include <bit>

namespace bagh::lambs {

Tt::Tt(int megabytes) { resize(megabytes); }

void Tt::resize(int megabytes) {
    const std::uint64_t bytes = std::uint64_t(std::max(1, megabytes)) << 20;
    const std::uint64_t count = std::bit_floor(bytes / sizeof(Entry));
    entries_.assign(count, Entry());
    mask_ = count - 1;
}

void Tt::clear() { std::fill(entries_.begin(), entries_.end(), Entry()); }

bool Tt::probe(std::uint64_t key, TtHit* hit) const {
    const Entry& e = slot(key);
    if (e.key != key) return false;
    hit->lower = e.lower;
    hit->upper = e.upper;
    hit->depth = e.depth;
    hit->move = e.move;
    return true;
}

void Tt::store(std::uint64_t key, int depth, int lower, int upper, Move move) {
    Entry& e = slot(key);
    if (e.key == key) {
        if (e.depth > depth) {
            if (!move.isNull()) e.move = move;
            e.generation = generation_;
            return;
        }
        if (e.depth == depth) {  // the same search depth: both bounds hold, keep the tighter
            e.lower = std::max<int>(e.lower, lower);
            e.upper = std::min<int>(e.upper, upper);
            if (e.lower > e.upper) e.lower = lower, e.upper = upper;  // inconsistent: newest
            if (!move.isNull()) e.move = move;
            e.generation = generation_;
            return;
        }
    } else if (e.generation == generation_ && e.depth > depth) {
        return;  // a deeper entry of this search is worth more
    }
    if (move.isNull() && e.key == key) move = e.move;
    e.key = key;
    e.lower = lower;
    e.upper = upper;
    e.depth = static_cast<std::int16_t>(depth);
    e.move = move;
    e.generation = generation_;
}

int Tt::hashfullPermille() const {
    const std::size_t n = std::min<std::size_t>(1000, entries_.size());
    int used = 0;
    for (std::size_t i = 0; i < n; ++i)
        used += entries_[i].key != ~std::uint64_t{0} && entries_[i].generation == generation_;
    return static_cast<int>(used * 1000 / std::max<std::size_t>(1, n));
}

}  // namespace bagh::lambs
