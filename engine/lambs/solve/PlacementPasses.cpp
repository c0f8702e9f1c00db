#include "engine/lambs/solve/PlacementPasses.h"

#include <array>
#include <bit>
#include <vector>

#include "engine/solve/CubeBits.h"
#include "engine/util/Parallel.h"

// Both passes walk a layer row by row (capture count, tiger class); one thread fills a row's
// words, and every slot is a pure function of the child layer, so the result does not depend
// on the threads. A row's goat sets are walked in rank order with Gosper's hack.

namespace bagh::lambs {
namespace {

inline std::uint32_t nextSet(std::uint32_t m) {
    const std::uint32_t low = m & (0u - m), ripple = m + low;
    return ripple | (((m ^ ripple) >> 2) >> std::countr_zero(m));
}

// Calls f(mask) for every goat set of row (c, cls) in rank order and packs the 2-bit results.
template <class F>
void fillRow(Layer& out, int c, int cls, F&& f) {
    const LayerShape& s = out.shape;
    const int goats = s.goats[c];
    const std::uint32_t sets = s.sets[c];
    std::uint64_t* w = out.words.data() + s.slotOf(c, cls, 0) / 32;
    std::uint64_t acc = 0;
    std::uint32_t m = goats ? (1u << goats) - 1 : 0;
    for (std::uint32_t r = 0; r < sets; ++r) {
        acc |= std::uint64_t(f(m)) << ((r & 31) * 2);
        if ((r & 31) == 31) *w++ = acc, acc = 0;
        if (goats && r + 1 < sets) m = nextSet(m);
    }
    if (sets & 31) *w = acc;
}

// A tiger move of a class representative, as a map of free masks onto the child's class.
struct TigerMove {
    std::uint32_t toBit = 0;    // free bit that must be empty
    std::uint32_t overBit = 0;  // free bit that must hold a goat (a jump), else 0
    int cls = 0;                // the child's class
    std::uint64_t base = 0;     // the child row's first slot, per row
    std::array<std::array<std::uint32_t, 1024>, 3> image{};  // by 10-bit chunks
};

void buildMoves(const SolveIndex& ix, int cls, std::vector<TigerMove>& moves) {
    const Board& b = ix.board();
    const Mask tigers = ix.classTigers(cls);
    const int chunks = (ix.freePoints() + 9) / 10;
    moves.clear();
    auto add = [&](Point from, Point to, Point over) {
        TigerMove m;
        m.toBit = ix.freeBit(cls, to);
        m.overBit = over >= 0 ? ix.freeBit(cls, over) : 0;
        const Mask child = tigers ^ bit(from) ^ bit(to);
        const SolveIndex::Frame f = ix.frameOf(child);
        m.cls = f.cls;
        std::array<std::uint32_t, 32> bitImage{};
        for (Point p = 0, i = 0; p < b.points(); ++p) {
            if (tigers & bit(p)) continue;
            if (p != to && p != over)
                bitImage[i] = ix.freeBit(f.cls, ix.board().imagePoint(f.sym, p));
            ++i;
        }
        for (int k = 0; k < chunks; ++k)
            for (std::uint32_t x = 1; x < 1024; ++x)
                m.image[k][x] = m.image[k][x & (x - 1)] | bitImage[10 * k + std::countr_zero(x)];
        moves.push_back(m);
    };
    for (Mask t = tigers; t; t &= t - 1) {
        const Point from = std::countr_zero(t);
        for (const Jump& j : b.jumps(from))
            if (!(tigers & (bit(j.over) | bit(j.land)))) add(from, j.land, j.over);
    }
    for (Mask t = tigers; t; t &= t - 1) {
        const Point from = std::countr_zero(t);
        for (Mask to = b.neighbours(from) & ~tigers; to; to &= to - 1)
            add(from, std::countr_zero(to), -1);
    }
}

}  // namespace

namespace {

// The goats' pass on the cube of all free masks. A drop keeps the tigers, so the parent's value
// is an OR over "one goat more" of the child row:
//   win(S) = OR over empty p of tigersLose(S + p),   draw(S) = OR over empty p of draw(S + p).
// Indexed by the mask itself that is a bit transform of the cube of 2^free sets: for p >= 6 the
// set S + p lies 2^(p-6) words further on, for p < 6 in the same word 2^p bits higher. A row is
// scattered into two bit cubes (losses and draws of the child), transformed a word (64 sets) at
// a time, and gathered back in rank order (the idea of Bagh-Chal's solve/GoatLayerPass.cpp).
// Small rows, where the transform's fixed cost would dominate, take the direct way.
constexpr int kCubeMaxFree = 22;

using solve::addLowPoint;

struct Cube {
    std::vector<std::uint64_t> loss, draw, upLoss, upDraw;
    void resize(std::size_t words) {
        if (loss.size() == words) return;
        loss.assign(words, 0), draw.assign(words, 0), upLoss.assign(words, 0);
        upDraw.assign(words, 0);
    }
};

void cubeRow(Layer& out, const Layer& child, int c, int cls, int freePoints,
             const std::vector<std::vector<std::uint32_t>>& masks, Cube& cube) {
    const int goats = out.shape.goats[c];
    const std::vector<std::uint32_t>& childMasks = masks[goats + 1];
    const std::size_t cubeWords = std::size_t{1} << (freePoints - 6);
    cube.resize(cubeWords);
    // Scatter the child's tiger losses and draws, by goat mask.
    const std::uint64_t* cw = child.words.data() + child.shape.slotOf(c, cls, 0) / 32;
    for (std::size_t j = 0; j < (childMasks.size() + 31) / 32; ++j) {
        const std::uint64_t w = cw[j];
        const std::uint64_t lo = w & 0x5555555555555555ull, hi = (w >> 1) & 0x5555555555555555ull;
        const std::uint32_t* m = childMasks.data() + 32 * j;
        for (std::uint64_t x = lo & hi; x; x &= x - 1) {
            const std::uint32_t s = m[std::countr_zero(x) / 2];
            cube.loss[s >> 6] |= std::uint64_t{1} << (s & 63);
        }
        for (std::uint64_t x = hi & ~lo; x; x &= x - 1) {
            const std::uint32_t s = m[std::countr_zero(x) / 2];
            cube.draw[s >> 6] |= std::uint64_t{1} << (s & 63);
        }
    }
    // Transform the words that can hold a parent set (popcount of the high part <= goats).
    const int high = freePoints - 6;
    for (std::uint32_t w = 0; w < cubeWords; ++w) {
        const int n = std::popcount(w);
        if (n > goats || n + 6 < goats) continue;
        std::uint64_t l = addLowPoint(cube.loss[w]), d = addLowPoint(cube.draw[w]);
        for (std::uint32_t free = ~w & ((1u << high) - 1); free; free &= free - 1) {
            const std::uint32_t next = w | (free & (0u - free));
            l |= cube.loss[next];
            d |= cube.draw[next];
        }
        cube.upLoss[w] = l;
        cube.upDraw[w] = d;
    }
    // Gather in rank order.
    const std::vector<std::uint32_t>& parentMasks = masks[goats];
    std::uint64_t* dst = out.words.data() + out.shape.slotOf(c, cls, 0) / 32;
    std::uint64_t acc = 0;
    for (std::uint32_t r = 0; r < parentMasks.size(); ++r) {
        const std::uint32_t s = parentMasks[r];
        const unsigned v = (cube.upLoss[s >> 6] >> (s & 63) & 1)   ? kWin
                           : (cube.upDraw[s >> 6] >> (s & 63) & 1) ? kDraw
                                                                   : kLoss;
        acc |= std::uint64_t{v} << ((r & 31) * 2);
        if ((r & 31) == 31) *dst++ = acc, acc = 0;
    }
    if (parentMasks.size() & 31) *dst = acc;
    std::fill(cube.loss.begin(), cube.loss.end(), 0);
    std::fill(cube.draw.begin(), cube.draw.end(), 0);
}

}  // namespace

void solveGoatLayer(const SolveSpace& space, Layer& out, const Layer& child, int threads,
                    std::uint32_t cubeMinSets, const std::atomic<bool>* cancel) {
    const SolveIndex& ix = *space.index;
    const LayerShape& s = out.shape;
    const std::uint32_t all = (1u << ix.freePoints()) - 1;
    const bool cube = ix.freePoints() <= kCubeMaxFree && ix.freePoints() >= 6;
    std::vector<std::vector<std::uint32_t>> masks;
    if (cube)
        for (int g = 0; g <= ix.freePoints(); ++g) masks.push_back(ix.masksOf(g));
    const int low = space.minCaptured;
    const auto row = [&](int item) {
        const int c = low + item / ix.classes(), cls = item % ix.classes();
        if (cube && s.sets[c] >= cubeMinSets) {
            thread_local Cube scratch;
            return cubeRow(out, child, c, cls, ix.freePoints(), masks, scratch);
        }
        const std::uint64_t base = child.shape.slotOf(c, cls, 0);
        fillRow(out, c, cls, [&](std::uint32_t m) {
            bool draw = false;
            for (std::uint32_t e = all & ~m; e; e &= e - 1) {
                const unsigned v = child.get(base + ix.rank(m | (e & (0u - e))));
                if (v == kLoss) return kWin;
                draw = draw || v == kDraw;
            }
            return draw ? kDraw : kLoss;
        });
    };
    forEachItem((s.maxCaptured + 1 - low) * ix.classes(), threads, row, cancel);
}

namespace {

// The colex rank split at bit 10, for boards of at most 20 free points: the low part's
// contribution does not depend on the rest, the high part's only on the number of goats below
// it, which the set's size fixes. Two independent loads instead of a chain of chunk lookups.
struct SplitRank {
    explicit SplitRank(const SolveIndex& ix) : high(ix.freePoints() + 1) {
        for (std::uint32_t x = 0; x < 1024; ++x) {
            int i = 0;
            for (std::uint32_t m = x; m; m &= m - 1) low[x] += ix.binom(std::countr_zero(m), ++i);
        }
        for (int g = 0; g <= ix.freePoints(); ++g) {
            high[g].assign(1024, 0);
            for (std::uint32_t y = 0; y < 1024; ++y) {
                int i = g - std::popcount(y);
                if (i < 0) continue;
                for (std::uint32_t m = y; m; m &= m - 1)
                    high[g][y] += ix.binom(10 + std::countr_zero(m), ++i);
            }
        }
    }
    std::uint32_t rank(std::uint32_t set, int goats) const {
        return low[set & 1023] + high[goats][set >> 10];
    }
    std::array<std::uint32_t, 1024> low{};
    std::vector<std::vector<std::uint32_t>> high;
};

}  // namespace

void solveTigerLayer(const SolveSpace& space, Layer& out, const Layer& child, int threads,
                     const std::atomic<bool>* cancel) {
    const SolveIndex& ix = *space.index;
    const LayerShape& s = out.shape;
    const bool threeChunks = ix.freePoints() > 20;  // the split rank needs <= 20
    const SplitRank split(ix);
    const auto row = [&](int cls) {
        thread_local std::vector<TigerMove> moves;
        buildMoves(ix, cls, moves);
        for (int c = space.minCaptured; c <= s.maxCaptured; ++c) {
            const bool lastCapture = c + 1 >= space.toWin;
            for (TigerMove& mv : moves)
                if (!(mv.overBit && lastCapture))
                    mv.base = child.shape.slotOf(mv.overBit ? c + 1 : c, mv.cls, 0);
            const int goats = s.goats[c];
            fillRow(out, c, cls, [&](std::uint32_t m) {
                bool draw = false;
                for (const TigerMove& mv : moves) {
                    if (m & mv.toBit) continue;
                    if (mv.overBit) {
                        if (!(m & mv.overBit)) continue;
                        if (lastCapture) return kWin;
                    }
                    std::uint32_t img = mv.image[0][m & 1023] | mv.image[1][(m >> 10) & 1023];
                    std::uint32_t rank;
                    if (threeChunks) {
                        img |= mv.image[2][m >> 20];
                        rank = ix.rank(img);
                    } else {
                        rank = split.rank(img, mv.overBit ? goats - 1 : goats);
                    }
                    const unsigned v = child.get(mv.base + rank);
                    if (v == kLoss) return kWin;
                    draw = draw || v == kDraw;
                }
                return draw ? kDraw : kLoss;
            });
        }
    };
    forEachItem(ix.classes(), threads, row, cancel);
}

}  // namespace bagh::lambs
