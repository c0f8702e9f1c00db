#include "engine/db/Generator.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>

#include "engine/core/Tables.h"
#include "engine/db/Index.h"
#include "engine/util/Parallel.h"

// The algorithm: level-synchronous retrograde analysis with counters, one subspace at a time
// from 4 captured down to 0.
//
// Inside a subspace every move is a slide (a jump captures and leaves it), and a slide is its
// own reverse, so the predecessors of a board are the slides of the other side on that board:
// no separate unmove generator. Captures lead into the next subspace, already solved, and are
// looked up; the fifth capture ends the game (a win one ply away).
//
// Level L decides every position whose distance to the end is L. Wins have odd distances and
// losses even ones, so odd levels only add wins and even levels only add losses:
//  - level 0: blocked positions (no move for the side to move);
//  - odd L: a position with a child lost at L - 1, found by walking the predecessors of the
//    positions of level L - 1; or a capture into a goats-to-move loss at L - 1 (a "bucket"
//    filled when the position was first looked at);
//  - even L: a position all of whose children are won, the last of them at L - 1. Each
//    position counts its distinct child positions (orbits, so symmetric twins count once); a
//    win at L - 1 decrements the counters of its distinct predecessors, and the one that drops
//    a counter to zero decides the position, unless a capture leads to a draw or to a loss (then
//    it never loses) or to a win farther away (then it waits in the bucket of that level).
// Whatever is undecided when no level has work left is a draw. Because a level is complete
// before the next starts, the result does not depend on the order within a level, hence not on
// threads: the bytes are the same on every run.

namespace bagh::db {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::uint32_t kTigerBit = 1u << 31;  // list items: slot | side bit
constexpr int kLevels = kMaxDistance + 2;
constexpr std::uint8_t kNeverLoses = 255;

// Calls f(tigers, empties) for every board reached by sliding one mover to an adjacent empty
// point. `movers` is the tiger or the goat bitboard.
template <class F>
inline void forEachSlide(Bitboard tigers, Bitboard empties, Bitboard movers, bool tigersMove,
                         F&& f) {
    const BoardTables& t = tables();
    Bitboard e = empties;
    while (e) {
        const Square to = popLsb(e);
        Bitboard from = t.neighbours[to] & movers;
        while (from) {
            const Bitboard change = bit(popLsb(from)) | bit(to);
            f(tigersMove ? tigers ^ change : tigers, empties ^ change);
        }
    }
}

// Sorts a handful of slots and returns how many distinct ones lead the array.
inline int uniqueSlots(std::uint32_t* s, int n) {
    for (int i = 1; i < n; ++i)  // insertion sort: a few dozen entries at most
        for (int j = i; j > 0 && s[j - 1] > s[j]; --j) std::swap(s[j - 1], s[j]);
    return static_cast<int>(std::unique(s, s + n) - s);
}

// Distinct canonical slots reached by one slide of the movers; written to out. Goat slides
// keep the tigers, so their part of the encoding is worked out once.
inline int slideSlots(Bitboard tigers, Bitboard empties, bool tigersMove, std::uint32_t* out) {
    const IndexTables& t = indexTables();
    const int captured = popcount(empties) - 1;
    int n = 0;
    if (tigersMove) {
        forEachSlide(tigers, empties, tigers, true, [&](Bitboard tg, Bitboard e) {
            out[n++] = TigerFrame(t, tg, captured).canonicalSlot(t, e);
        });
    } else {
        const TigerFrame frame(t, tigers, captured);
        forEachSlide(tigers, empties, kFullBoard & ~tigers & ~empties, false,
                     [&](Bitboard, Bitboard e) { out[n++] = frame.canonicalSlot(t, e); });
    }
    return uniqueSlots(out, n);
}

class SubspaceSolver {
public:
    SubspaceSolver(int captured, std::vector<std::uint8_t>& payload, int threads)
        : c_(captured), n_(sideSlotsOf(captured)), threads_(threads) {
        val_[0] = payload.data() + payloadOffset(c_, Side::Goats);
        val_[1] = payload.data() + payloadOffset(c_, Side::Tigers);
        if (c_ + 1 < kSubspaces) nextGtm_ = payload.data() + payloadOffset(c_ + 1, Side::Goats);
        count_[0].assign(n_, 0);
        count_[1].assign(n_, 0);
        extLoss_.assign(n_, 0);
        buckets_.resize(kLevels);
    }

    // Returns the largest level reached, or -1 if a distance does not fit the byte.
    int solve() {
        initialise();
        int maxLevel = 0;
        std::vector<std::uint32_t> level = std::move(buckets_[0]);
        for (int L = 0;; ++L) {
            if (L >= kLevels) return -1;
            claimBucket(L, level);
            if (!level.empty()) maxLevel = L;
            std::vector<std::vector<std::uint32_t>> next(threads_);
            parallelFor(level.size(), threads_, [&](std::uint64_t b, std::uint64_t e, int w) {
                for (std::uint64_t i = b; i < e; ++i) propagate(L, level[i], next[w]);
            });
            level.clear();
            for (auto& v : next) level.insert(level.end(), v.begin(), v.end());
            if (level.empty() && !bucketsAfter(L)) break;
        }
        fillDuplicates();
        return maxLevel;
    }

private:
    // First look at every canonical position: blocked positions, capture values, counters.
    void initialise() {
        std::vector<std::vector<std::vector<std::uint32_t>>> local(
            threads_, std::vector<std::vector<std::uint32_t>>(kLevels));
        parallelFor(n_, threads_, [&](std::uint64_t b, std::uint64_t e, int w) {
            std::uint64_t canonical = 0;
            for (std::uint64_t s = b; s < e; ++s)
                canonical += initSlot(static_cast<std::uint32_t>(s), local[w]);
            canonical_ += canonical;
        });
        for (auto& perThread : local)
            for (int L = 0; L < kLevels; ++L)
                buckets_[L].insert(buckets_[L].end(), perThread[L].begin(), perThread[L].end());
    }

    // Returns false for a non-canonical slot, which it leaves alone.
    bool initSlot(std::uint32_t slot, std::vector<std::vector<std::uint32_t>>& bucket) {
        if (!isCanonicalSlot(c_, slot)) return false;
        const Board board = boardOf(c_, slot);
        const Bitboard empties = kFullBoard & ~board.tigers & ~board.goats;
        std::uint32_t kids[kMaxKids];
        // Goats to move: only slides, all inside the subspace.
        const int goatKids = slideSlots(board.tigers, empties, false, kids);
        if (goatKids == 0) {
            val_[0][slot] = 1;  // blocked goats: a loss at distance 0
            bucket[0].push_back(slot);
        }
        count_[0][slot] = static_cast<std::uint8_t>(goatKids);
        // Tigers to move: slides inside, captures into the next subspace or the game's end.
        int minWin = kLevels, maxWin = 0, jumps = 0;
        bool neverLoses = false;
        const BoardTables& t = tables();
        for (Bitboard tg = board.tigers; tg;) {
            const Square from = popLsb(tg);
            const JumpList& list = t.jumps[from];
            for (int i = 0; i < list.count; ++i) {
                const Jump& j = list.jumps[i];
                if (!(board.goats & bit(j.over)) || !(empties & bit(j.land))) continue;
                ++jumps;
                if (!nextGtm_) {  // the fifth capture
                    minWin = 1;
                    neverLoses = true;
                    continue;
                }
                const std::uint8_t v =
                    nextGtm_[slotOf(board.tigers ^ bit(from) ^ bit(j.land),
                                    empties ^ bit(j.land) ^ bit(from) ^ bit(j.over))];
                if (v == kDrawByte) {
                    neverLoses = true;
                } else if ((v - 1) % 2 == 0) {  // goats lose: tigers win one ply later
                    minWin = std::min(minWin, int(v));
                    neverLoses = true;
                } else {
                    maxWin = std::max(maxWin, int(v));
                }
            }
        }
        const int tigerKids = slideSlots(board.tigers, empties, true, kids);
        count_[1][slot] = static_cast<std::uint8_t>(tigerKids);
        extLoss_[slot] = neverLoses ? kNeverLoses : static_cast<std::uint8_t>(maxWin);
        if (tigerKids == 0 && jumps == 0) {
            val_[1][slot] = 1;  // blocked tigers: a loss at distance 0
            bucket[0].push_back(slot | kTigerBit);
        } else {
            if (minWin < kLevels) bucket[minWin].push_back(slot | kTigerBit);
            if (tigerKids == 0 && !neverLoses) bucket[maxWin].push_back(slot | kTigerBit);
        }
        return true;
    }

    // Adds the bucket items of level L still undecided to `level` and decides them.
    void claimBucket(int L, std::vector<std::uint32_t>& level) {
        if (L == 0) return;  // level 0 was decided in initialise()
        for (std::uint32_t item : buckets_[L]) {
            std::uint8_t& v = val_[item >> 31][item & ~kTigerBit];
            if (v != kDrawByte) continue;
            v = static_cast<std::uint8_t>(L + 1);
            level.push_back(item);
        }
        std::vector<std::uint32_t>().swap(buckets_[L]);
    }

    bool bucketsAfter(int L) const {
        for (int i = L + 1; i < kLevels; ++i)
            if (!buckets_[i].empty()) return true;
        return false;
    }

    // Position `item` was decided at level L: update its predecessors for level L + 1.
    void propagate(int L, std::uint32_t item, std::vector<std::uint32_t>& out) {
        const int side = item >> 31;  // side to move in the decided position
        const Board board = boardOf(c_, item & ~kTigerBit);
        const Bitboard empties = kFullBoard & ~board.tigers & ~board.goats;
        const int pside = 1 - side;  // the predecessor's mover slid back
        std::uint32_t preds[kMaxKids];
        const int n = slideSlots(board.tigers, empties, pside == 1, preds);
        const std::uint32_t tag = pside == 1 ? kTigerBit : 0;
        const auto next = static_cast<std::uint8_t>(L + 2);
        for (int i = 0; i < n; ++i) {
            std::atomic_ref<std::uint8_t> v(val_[pside][preds[i]]);
            if (v.load(std::memory_order_relaxed) != kDrawByte) continue;
            if (L % 2 == 0) {  // a loss: every predecessor wins at L + 1
                std::uint8_t expected = kDrawByte;
                if (v.compare_exchange_strong(expected, next, std::memory_order_relaxed))
                    out.push_back(preds[i] | tag);
                continue;
            }
            // A win: one more child of the predecessor is known to be won.
            std::atomic_ref<std::uint8_t> cnt(count_[pside][preds[i]]);
            if (cnt.fetch_sub(1, std::memory_order_relaxed) != 1) continue;
            const std::uint8_t ext = pside == 1 ? extLoss_[preds[i]] : 0;
            if (ext == kNeverLoses) continue;
            if (ext <= L + 1) {
                v.store(next, std::memory_order_relaxed);
                out.push_back(preds[i] | tag);
            } else {
                std::lock_guard lock(bucketMutex_);
                buckets_[ext].push_back(preds[i] | tag);
            }
        }
    }

    // Non-canonical slots get their canonical twin's byte, so a probe can use any slot.
    void fillDuplicates() {
        parallelFor(n_, threads_, [&](std::uint64_t b, std::uint64_t e, int) {
            for (std::uint64_t s = b; s < e; ++s) {
                const auto slot = static_cast<std::uint32_t>(s);
                if (isCanonicalSlot(c_, slot)) continue;
                const Board board = boardOf(c_, slot);
                const std::uint32_t canon =
                    canonicalSlotOf(board.tigers, kFullBoard & ~board.tigers & ~board.goats);
                val_[0][slot] = val_[0][canon];
                val_[1][slot] = val_[1][canon];
            }
        });
    }

public:
    std::atomic<std::uint64_t> canonical_{0};  // canonical slots per side

private:
    static constexpr int kMaxKids = 48;
    int c_;
    std::uint32_t n_;
    int threads_;
    std::uint8_t* val_[2]{};
    const std::uint8_t* nextGtm_ = nullptr;
    std::vector<std::uint8_t> count_[2];
    std::vector<std::uint8_t> extLoss_;  // tigers to move: capture limit, see above
    std::vector<std::vector<std::uint32_t>> buckets_;
    std::mutex bucketMutex_;
};

}  // namespace

GenResult generate(const GenOptions& options) {
    GenResult r;
    const int threads = resolveThreads(options.threads);
    const auto start = Clock::now();
    r.payload.assign(payloadSize(), kDrawByte);
    for (int c = kSubspaces - 1; c >= 0; --c) {
        const auto t0 = Clock::now();
        SubspaceSolver solver(c, r.payload, threads);
        const int maxLevel = solver.solve();
        if (maxLevel < 0) {
            r.error = "a distance exceeds " + std::to_string(kMaxDistance) + " plies";
            return r;
        }
        r.maxDistance = std::max(r.maxDistance, maxLevel);
        r.positions += 2 * solver.canonical_;
        if (options.progress) {
            char line[160];
            std::snprintf(line, sizeof line, "dbgen: captured %d solved, %d levels, %.1f s", c,
                          maxLevel + 1, std::chrono::duration<double>(Clock::now() - t0).count());
            options.progress(line);
        }
    }
    r.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    r.ok = true;
    return r;
}

}  // namespace bagh::db
