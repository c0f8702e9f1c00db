#include "PlacementPasses.h"

#include <array>
#include <bit>
#include <vector>

#include "util/Parallel.h"

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

void solveGoatLayer(const SolveSpace& space, Layer& out, const Layer& child, int threads) {
    const SolveIndex& ix = *space.index;
    const LayerShape& s = out.shape;
    const std::uint32_t all = (1u << ix.freePoints()) - 1;
    const int low = space.minCaptured;
    forEachItem((s.maxCaptured + 1 - low) * ix.classes(), threads, [&](int item) {
        const int c = low + item / ix.classes(), cls = item % ix.classes();
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
    });
}

void solveTigerLayer(const SolveSpace& space, Layer& out, const Layer& child, int threads) {
    const SolveIndex& ix = *space.index;
    const LayerShape& s = out.shape;
    const bool threeChunks = ix.freePoints() > 20;
    forEachItem(ix.classes(), threads, [&](int cls) {
        thread_local std::vector<TigerMove> moves;
        buildMoves(ix, cls, moves);
        for (int c = space.minCaptured; c <= s.maxCaptured; ++c) {
            const bool lastCapture = c + 1 >= space.toWin;
            for (TigerMove& mv : moves)
                if (!(mv.overBit && lastCapture))
                    mv.base = child.shape.slotOf(mv.overBit ? c + 1 : c, mv.cls, 0);
            fillRow(out, c, cls, [&](std::uint32_t m) {
                bool draw = false;
                for (const TigerMove& mv : moves) {
                    if (m & mv.toBit) continue;
                    if (mv.overBit) {
                        if (!(m & mv.overBit)) continue;
                        if (lastCapture) return kWin;
                    }
                    std::uint32_t img = mv.image[0][m & 1023] | mv.image[1][(m >> 10) & 1023];
                    if (threeChunks) img |= mv.image[2][m >> 20];
                    const unsigned v = child.get(mv.base + ix.rank(img));
                    if (v == kLoss) return kWin;
                    draw = draw || v == kDraw;
                }
                return draw ? kDraw : kLoss;
            });
        }
    });
}

}  // namespace bagh::lambs
