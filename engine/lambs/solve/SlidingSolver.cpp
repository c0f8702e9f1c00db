#include "engine/lambs/solve/SlidingSolver.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdio>

#include "engine/util/Parallel.h"

// The algorithm: retrograde analysis with counters, one capture block at a time.
//
// Inside block c every move is a slide (a jump captures and leaves the block), and a slide is
// its own reverse, so the predecessors of a board are the other side's slides on that board: no
// separate unmove generator. Captures lead into block c + 1, already solved, and are looked up
// (the W-th capture wins outright).
//
// Each canonical position has a state byte: a counter of its distinct child positions not yet
// known to be won for the opponent, or decided (win, loss). First every position is looked at
// once: a side without a move has lost; tigers with a capture into a goats' loss (or the W-th
// capture) have won; tigers whose capture leads to a draw can never lose, which an offset of
// kNeverLoses on their counter records. Then decided positions propagate, round by round: a
// loss makes every predecessor a win; a win decrements every predecessor's counter, and the one
// that reaches zero makes it a loss. Whatever is undecided when nothing moves is a draw (every
// line from it avoids a loss forever, or cycles).
//
// The values do not depend on the order of propagation, only the rounds' contents do, so the
// threads share a round freely (atomic compare-and-swap on the state bytes, atomic OR on the
// next round's bit vector). Counting distinct children and distinct predecessors through the
// canonical slot (Index.h) keeps the counts exact when a move reaches a position and its mirror
// image: the child set of P contains C exactly when P is among C's predecessors.

namespace bagh::lambs {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::uint8_t kStateWin = 0xFD, kStateLoss = 0xFE, kStateTwin = 0xFF;
constexpr std::uint8_t kNeverLoses = 100;  // counter offset: the counter never reaches zero

inline int uniqueSorted(std::uint64_t* s, int n) {
    for (int i = 1; i < n; ++i)  // insertion sort: a few dozen entries at most
        for (int j = i; j > 0 && s[j - 1] > s[j]; --j) std::swap(s[j - 1], s[j]);
    return static_cast<int>(std::unique(s, s + n) - s);
}

class BlockSolver {
public:
    BlockSolver(const SolveSpace& space, int c, SlidingResult& out, int threads,
                const std::atomic<bool>* cancel)
        : ix_(*space.index),
          b_(ix_.board()),
          c_(c),
          toWin_(space.toWin),
          goats_(space.goats - c),
          sets_(ix_.goatSets(goats_)),
          n_(std::uint64_t(sets_) * ix_.classes()),
          masks_(ix_.masksOf(goats_)),
          out_(out),
          threads_(threads),
          cancel_(cancel) {
        for (int s = 0; s < 2; ++s) {
            state_[s].assign(n_, 0);
            cur_[s].assign((n_ + 63) / 64, 0);
            next_[s].assign((n_ + 63) / 64, 0);
        }
    }

    // Returns the number of propagation rounds, or -1 when cancelled (the block unfinished).
    int solve() {
        forEachItem(
            ix_.classes(), threads_, [&](int cls) { initRow(cls); }, cancel_);
        int rounds = 0;
        while (!cancelled()) {
            std::atomic<std::uint64_t> found{0};
            for (int side = 0; side < 2; ++side) {
                const std::vector<std::uint64_t>& bits = cur_[side];
                parallelFor(bits.size(), threads_, [&](std::uint64_t b, std::uint64_t e, int) {
                    if (cancelled()) return;  // a round of a big block takes seconds
                    std::uint64_t local = 0;
                    for (std::uint64_t w = b; w < e; ++w)
                        for (std::uint64_t x = bits[w]; x; x &= x - 1)
                            local += propagate(side, 64 * w + std::countr_zero(x));
                    found += local;
                });
            }
            ++rounds;
            for (int side = 0; side < 2; ++side) {
                std::swap(cur_[side], next_[side]);
                std::fill(next_[side].begin(), next_[side].end(), 0);
            }
            if (found == 0) break;
        }
        forEachItem(
            ix_.classes(), threads_, [&](int cls) { writeRow(cls); }, cancel_);
        return cancelled() ? -1 : rounds;
    }

    std::atomic<std::uint64_t> canonical{0};

private:
    bool cancelled() const { return cancel_ && cancel_->load(std::memory_order_relaxed); }

    void mark(std::vector<std::uint64_t>& bits, std::uint64_t i) {
        std::atomic_ref<std::uint64_t>(bits[i >> 6])
            .fetch_or(std::uint64_t{1} << (i & 63), std::memory_order_relaxed);
    }

    // Distinct canonical goat-to-move positions one goat slide from `goats` (free mask m of
    // class cls), into out; returns their number.
    int goatSlides(int cls, std::uint32_t m, Mask goats, Mask empty, std::uint64_t* out) const {
        int n = 0;
        const bool sym = ix_.symmetricClass(cls);
        const std::uint64_t base = std::uint64_t(cls) * sets_;
        for (Mask e = empty; e; e &= e - 1) {
            const Point to = std::countr_zero(e);
            const std::uint32_t toBit = ix_.freeBit(cls, to);
            for (Mask f = b_.neighbours(to) & goats; f; f &= f - 1) {
                const std::uint32_t child = m ^ toBit ^ ix_.freeBit(cls, std::countr_zero(f));
                out[n++] = base + (sym ? ix_.canonicalRank(cls, child) : ix_.rank(child));
            }
        }
        return sym ? uniqueSorted(out, n) : n;  // distinct goat sets: distinct slots
    }

    // The same for tiger slides (tigers-to-move positions after a slide back, or children).
    int tigerSlides(Mask tigers, Mask goats, Mask empty, std::uint64_t* out) const {
        int n = 0;
        for (Mask t = tigers; t; t &= t - 1) {
            const Point from = std::countr_zero(t);
            for (Mask q = b_.neighbours(from) & empty; q; q &= q - 1) {
                const SolveIndex::Key k =
                    ix_.canonicalKeyOf(tigers ^ bit(from) ^ (q & (0u - q)), goats);
                out[n++] = std::uint64_t(k.cls) * sets_ + k.rank;
            }
        }
        return uniqueSorted(out, n);
    }

    void initRow(int cls) {
        const Mask tigers = ix_.classTigers(cls);
        const LayerShape& up = out_.goats.shape;  // block c + 1 of the goats' layer: captures
        std::uint64_t kids[kMaxMoves];
        std::uint64_t count = 0;
        for (std::uint32_t r = 0; r < sets_; ++r) {
            const std::uint64_t i = std::uint64_t(cls) * sets_ + r;
            const std::uint32_t m = masks_[r];
            if (ix_.symmetricClass(cls) && ix_.canonicalRank(cls, m) != r) {
                state_[0][i] = state_[1][i] = kStateTwin;
                continue;
            }
            ++count;
            const Mask goats = ix_.expand(cls, m);
            const Mask empty = b_.full() & ~tigers & ~goats;
            // Goats to move: slides only. Without a symmetry in the row every slide reaches
            // another position, so counting them is enough.
            int goatKids = 0;
            if (ix_.symmetricClass(cls)) {
                goatKids = goatSlides(cls, m, goats, empty, kids);
            } else {
                for (Mask e = empty; e; e &= e - 1)
                    goatKids += std::popcount(b_.neighbours(std::countr_zero(e)) & goats);
            }
            if (goatKids == 0) {
                state_[0][i] = kStateLoss;
                mark(cur_[0], i);
            } else {
                state_[0][i] = static_cast<std::uint8_t>(goatKids);
            }
            // Tigers to move: captures are looked up, slides counted.
            bool win = false, neverLoses = false;
            for (Mask t = tigers; t && !win; t &= t - 1) {
                const Point from = std::countr_zero(t);
                if (!(b_.jumpLands(from) & empty)) continue;
                for (const Jump& j : b_.jumps(from)) {
                    if (!(goats & bit(j.over)) || !(empty & bit(j.land))) continue;
                    if (c_ + 1 >= toWin_) {
                        win = true;
                        break;
                    }
                    const SolveIndex::Key k =
                        ix_.keyOf(tigers ^ bit(from) ^ bit(j.land), goats ^ bit(j.over));
                    const unsigned v = out_.goats.get(up.slotOf(c_ + 1, k.cls, k.rank));
                    win = win || v == kLoss;
                    neverLoses = neverLoses || v == kDraw;
                }
            }
            const int tigerKids = win ? 0 : tigerSlides(tigers, goats, empty, kids);
            if (win || (tigerKids == 0 && !neverLoses)) {
                state_[1][i] = win ? kStateWin : kStateLoss;
                mark(cur_[1], i);
            } else {
                state_[1][i] =
                    static_cast<std::uint8_t>(tigerKids + (neverLoses ? kNeverLoses : 0));
            }
        }
        canonical += count;
    }

    // Position i of `side` is decided: tell its predecessors. Returns how many it decided.
    int propagate(int side, std::uint64_t i) {
        const int cls = static_cast<int>(i / sets_);
        const std::uint32_t m = masks_[i % sets_];
        const Mask tigers = ix_.classTigers(cls);
        const Mask goats = ix_.expand(cls, m);
        const Mask empty = b_.full() & ~tigers & ~goats;
        const bool lost = state_[side][i] == kStateLoss;
        std::uint64_t preds[kMaxMoves];
        const int pside = 1 - side;
        const int n = pside == 1 ? tigerSlides(tigers, goats, empty, preds)
                                 : goatSlides(cls, m, goats, empty, preds);
        int decided = 0;
        for (int k = 0; k < n; ++k) {
            std::atomic_ref<std::uint8_t> s(state_[pside][preds[k]]);
            std::uint8_t x = s.load(std::memory_order_relaxed);
            while (x < kStateWin) {
                const std::uint8_t to = lost ? kStateWin : x == 1 ? kStateLoss : x - 1;
                if (!s.compare_exchange_weak(x, to, std::memory_order_relaxed)) continue;
                if (to >= kStateWin) {
                    mark(next_[pside], preds[k]);
                    ++decided;
                }
                break;
            }
        }
        return decided;
    }

    static unsigned valueOf(std::uint8_t s) {
        return s == kStateWin ? kWin : s == kStateLoss ? kLoss : kDraw;
    }

    void writeRow(int cls) {
        const std::uint64_t row = std::uint64_t(cls) * sets_;
        const LayerShape& shape = out_.goats.shape;  // same blocks as the tigers' layer
        for (std::uint32_t r = 0; r < sets_; ++r) {
            std::uint64_t i = row + r;
            if (state_[0][i] == kStateTwin) i = row + ix_.canonicalRank(cls, masks_[r]);
            const std::uint64_t slot = shape.slotOf(c_, cls, r);
            out_.goats.set(slot, valueOf(state_[0][i]));
            out_.tigers.set(slot, valueOf(state_[1][i]));
        }
    }

    static constexpr int kMaxMoves = 160;
    const SolveIndex& ix_;
    const Board& b_;
    int c_, toWin_, goats_;
    std::uint32_t sets_;
    std::uint64_t n_;
    std::vector<std::uint32_t> masks_;
    SlidingResult& out_;
    int threads_;
    const std::atomic<bool>* cancel_;
    std::vector<std::uint8_t> state_[2];
    std::vector<std::uint64_t> cur_[2], next_[2];
};

}  // namespace

SlidingResult solveSliding(const SolveSpace& space, const SlidingOptions& o) {
    SlidingResult r;
    const int threads = resolveThreads(o.threads);
    r.goats = Layer(layerShape(space, space.topLayer()));
    r.tigers = Layer(layerShape(space, space.topLayer() - 1));
    const int solved = o.resume ? std::max(o.resume(r), space.minCaptured) : space.toWin;
    for (int c = std::min(solved, space.toWin) - 1; c >= space.minCaptured; --c) {
        const auto t0 = Clock::now();
        int rounds = 0;
        std::uint64_t canonical = 0;
        {
            // Its state (a byte per position and side, up to 330 MB) goes before onBlock
            // writes a checkpoint, whose compressed blocks then fit under the solve's peak.
            BlockSolver solver(space, c, r, threads, o.cancel);
            rounds = solver.solve();
            canonical = solver.canonical;
        }
        if (rounds < 0) {
            r.cancelled = true;
            return r;
        }
        r.generations = std::max(r.generations, rounds);
        r.positions += 2 * canonical;
        if (o.progress) {
            char line[160];
            std::snprintf(line, sizeof line,
                          "sliding: captured %d (%d goats) solved, %llu positions, %d rounds, "
                          "%.1f s",
                          c, space.goats - c, static_cast<unsigned long long>(2 * canonical),
                          rounds, std::chrono::duration<double>(Clock::now() - t0).count());
            o.progress(line);
        }
        if (o.onBlock) r.error = o.onBlock(c, r);
        if (!r.error.empty()) return r;
    }
    return r;
}

SlidingResult solveSliding(const SolveSpace& space, int threads,
                           const std::function<void(const std::string&)>& progress) {
    SlidingOptions o;
    o.threads = threads;
    o.progress = progress;
    return solveSliding(space, o);
}

}  // namespace bagh::lambs
