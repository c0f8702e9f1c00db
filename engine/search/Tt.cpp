#include "Tt.h"

#include <cstring>

namespace bagh {
namespace {

// data word: bits 0-15 lower, 16-31 upper (as int16), 32-47 move, 48-55 depth, 56-63 generation
struct Unpacked {
    int lower, upper;
    std::uint16_t move;
    int depth;
    std::uint8_t generation;
};

std::uint64_t pack(const Unpacked& u) {
    return std::uint64_t(std::uint16_t(std::int16_t(u.lower))) |
           std::uint64_t(std::uint16_t(std::int16_t(u.upper))) << 16 | std::uint64_t(u.move) << 32 |
           std::uint64_t(std::uint8_t(u.depth)) << 48 | std::uint64_t(u.generation) << 56;
}

Unpacked unpack(std::uint64_t d) {
    return {std::int16_t(std::uint16_t(d)), std::int16_t(std::uint16_t(d >> 16)),
            std::uint16_t(d >> 32), int(std::uint8_t(d >> 48)), std::uint8_t(d >> 56)};
}

}  // namespace

Tt::Tt(int megabytes) { resize(megabytes); }

void Tt::resize(int megabytes) {
    if (megabytes < 1) megabytes = 1;
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= std::size_t(megabytes) << 20) buckets *= 2;
    buckets_ = std::make_unique<Bucket[]>(buckets);
    bucketMask_ = buckets - 1;
    megabytes_ = megabytes;
    clear();
}

void Tt::clear() {
    std::memset(static_cast<void*>(buckets_.get()), 0, (bucketMask_ + 1) * sizeof(Bucket));
    generation_ = 0;
}

bool Tt::probe(std::uint64_t key, TtHit* hit) const {
    // Key 0 would match an empty slot, but no position has key 0 (there are always 4 tigers).
    for (const Entry& e : bucketOf(key).entries) {
        const std::uint64_t data = e.data;
        if ((e.keyXorData ^ data) != key) continue;
        const Unpacked u = unpack(data);
        *hit = {u.lower, u.upper, u.depth, Move::fromRaw(u.move)};
        return true;
    }
    return false;
}

void Tt::store(std::uint64_t key, int depth, int lower, int upper, Move move) {
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

int Tt::hashfullPermille() const {
    int used = 0, seen = 0;
    for (std::size_t b = 0; b <= bucketMask_ && seen < 1000; ++b)
        for (const Entry& e : buckets_[b].entries) {
            ++seen;
            if ((e.keyXorData | e.data) != 0 && unpack(e.data).generation == generation_) ++used;
        }
    return seen ? used * 1000 / seen : 0;
}

}  // namespace bagh
