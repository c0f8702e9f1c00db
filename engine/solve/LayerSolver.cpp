#include "engine/solve/LayerSolver.h"

#include <algorithm>
#include <bit>

#include "engine/core/Tables.h"
#include "engine/db/Index.h"
#include "engine/util/Parallel.h"

// Every pass walks a layer row by row (capture count, tiger class); a row's values are written as
// whole 64-bit words by one thread. Results do not depend on the order or on the number of
// threads: every slot is a pure function of the child layer. The two minimax passes are in
// GoatLayerPass.cpp and TigerLayerPass.cpp.

namespace bagh::solve {
namespace {

// Calls f(rank, mask) for every goat set of `goats` points, in rank order, and packs the 2-bit
// results into the row starting at word `firstWord` of `out`.
template <class F>
void fillRow(Layer& out, std::uint64_t firstSlot, std::uint32_t sets, int goats, F&& f) {
    std::uint64_t* w = out.words.data() + firstSlot / 32;
    std::uint64_t acc = 0;
    std::uint32_t mask = goats ? (1u << goats) - 1 : 0;
    for (std::uint32_t r = 0; r < sets; ++r) {
        acc |= std::uint64_t(f(mask)) << ((r & 31) * 2);
        if ((r & 31) == 31) *w++ = acc, acc = 0;
        if (goats) mask = nextGoatSet(mask);
    }
    if (sets & 31) *w = acc;
}

}  // namespace

LayerCounts countPackedValues(const std::uint64_t* words, std::size_t count) {
    LayerCounts n;
    constexpr std::uint64_t kLow = 0x5555555555555555ull;
    for (std::size_t i = 0; i < count; ++i) {
        const std::uint64_t w = words[i];
        const std::uint64_t lo = w & kLow, hi = (w >> 1) & kLow;
        n.win += std::popcount(lo & ~hi);
        n.draw += std::popcount(hi & ~lo);
        n.loss += std::popcount(lo & hi);
    }
    return n;
}

Layer loadDbLayer(const EndgameDb& db, int threads) {
    Layer out(kDbLayer);
    const LayerShape& s = out.shape;
    const db::IndexTables& t = db::indexTables();
    forEachItem((s.maxCaptured + 1) * db::kTigerClasses, threads, [&](int item) {
        const int c = item / db::kTigerClasses, cls = item % db::kTigerClasses;
        const auto& fs = t.freeSquare[cls];
        fillRow(out, s.slotOf(c, cls, 0), s.sets[c], s.goats[c], [&](std::uint32_t mask) {
            Bitboard goats = 0;
            while (mask) goats |= bit(fs[popLsb(mask)]);
            const Position p = Position::fromParts(t.classTigers[cls], goats, 0, c, Side::Goats);
            return static_cast<unsigned>(db.probe(p).value);  // GameValue 1..3 = kWin..kLoss
        });
    });
    return out;
}

}  // namespace bagh::solve
