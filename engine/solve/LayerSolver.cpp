#include "LayerSolver.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <thread>
#include <vector>

#include "core/Tables.h"
#include "db/Index.h"

// Both passes walk a layer row by row (capture count, tiger class), and inside a row the goat
// sets in colex order with Gosper's hack, so the rank is just the loop counter and each row's
// values are written as whole 64-bit words by one thread. Results do not depend on the order
// or on the number of threads: every slot is a pure function of the child layer.

namespace bagh::solve {
namespace {

constexpr std::uint32_t kAllFree = (1u << kFreePoints) - 1;

// Gosper's hack: the next set of the same size in colex order (increasing as integers).
inline std::uint32_t nextSet(std::uint32_t m) {
    const std::uint32_t low = m & (0u - m), ripple = m + low;
    return ripple | (((m ^ ripple) >> 2) / low);
}

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
        if (goats) mask = nextSet(mask);
    }
    if (sets & 31) *w = acc;
}

// A tiger move of a class representative, as a map of goat masks onto the child's class.
struct TigerMove {
    std::uint32_t needGoat = 0;   // free-point bit that must hold a goat (the jumped one)
    std::uint32_t needEmpty = 0;  // free-point bit that must be empty (the destination)
    bool capture = false;
    int cls = 0;                  // the child's tiger class
    std::uint64_t base = 0;       // slot of the child's row in the child layer
    std::array<std::array<std::uint32_t, 128>, 3> image{};  // goat mask by 7-bit chunks
};

// Every tiger move of class `cls` that some goat placement allows, jumps first (they win most
// often, and the first win ends the scan).
void buildMoves(int cls, std::vector<TigerMove>& moves) {
    const db::IndexTables& t = db::indexTables();
    const BoardTables& bt = tables();
    const Bitboard tigers = t.classTigers[cls];
    const auto& fi = t.freeIndex[cls];
    const auto& fs = t.freeSquare[cls];
    moves.clear();
    auto add = [&](Square from, Square to, Square over) {
        TigerMove m;
        m.capture = over != kNoSquare;
        m.needGoat = m.capture ? 1u << fi[over] : 0;
        m.needEmpty = 1u << fi[to];
        const Bitboard child = tigers ^ bit(from) ^ bit(to);
        const db::TigerInfo info = t.tiger[db::tigerRank(t, child)];
        m.cls = info.cls;
        std::array<std::uint32_t, kFreePoints> bitImage{};
        for (int i = 0; i < kFreePoints; ++i) {
            const Square s = fs[i];
            if (s == to || s == over) continue;  // empty, or captured
            const Bitboard img = db::transformFast(t, bit(s), info.sym);
            bitImage[i] = 1u << t.freeIndex[info.cls][lsb(img)];
        }
        for (int chunk = 0; chunk < 3; ++chunk)
            for (std::uint32_t x = 1; x < 128; ++x) {
                const int b = std::countr_zero(x);
                const int i = chunk * 7 + b;
                m.image[chunk][x] =
                    m.image[chunk][x & (x - 1)] | (i < kFreePoints ? bitImage[i] : 0);
            }
        moves.push_back(m);
    };
    for (Bitboard tg = tigers; tg;) {
        const Square from = popLsb(tg);
        const JumpList& jl = bt.jumps[from];
        for (int j = 0; j < jl.count; ++j)
            if (!(tigers & (bit(jl.jumps[j].over) | bit(jl.jumps[j].land))))
                add(from, jl.jumps[j].land, jl.jumps[j].over);
    }
    for (Bitboard tg = tigers; tg;) {
        const Square from = popLsb(tg);
        for (Bitboard to = bt.neighbours[from] & ~tigers; to;) add(from, popLsb(to), kNoSquare);
    }
}

}  // namespace

void forEachItem(int n, int threads, const std::function<void(int)>& fn) {
    std::atomic<int> next{0};
    auto worker = [&] {
        for (int i; (i = next.fetch_add(1)) < n;) fn(i);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
    for (auto& th : pool) th.join();
}

LayerCounts countValues(const Layer& layer) {
    LayerCounts n;
    constexpr std::uint64_t kLow = 0x5555555555555555ull;
    for (std::uint64_t w : layer.words) {
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

void solveGoatsLayer(Layer& out, const Layer& child, int threads) {
    const LayerShape& s = out.shape;
    const RankTables& rt = rankTables();
    forEachItem((s.maxCaptured + 1) * db::kTigerClasses, threads, [&](int item) {
        const int c = item / db::kTigerClasses, cls = item % db::kTigerClasses;
        const std::uint64_t base = child.shape.slotOf(c, cls, 0);
        const std::uint64_t* words = child.words.data();
        fillRow(out, s.slotOf(c, cls, 0), s.sets[c], s.goats[c], [&](std::uint32_t set) {
            // Each drop is ranked from scratch by the chunk tables: three loads and no
            // data-dependent branch, which beats an incremental walk over all 21 points whose
            // "goat or empty" branch mispredicts half the time. A child lost for the tigers
            // (3) is a win for the goats (1): the parent is min(4 - child) over the drops.
            unsigned result = kLoss;
            for (std::uint32_t empty = kAllFree & ~set; empty; empty &= empty - 1) {
                const std::uint64_t slot = base + rankOf(rt, set | (empty & (0u - empty)));
                const unsigned v = static_cast<unsigned>(words[slot >> 5] >> ((slot & 31) * 2)) & 3u;
                result = std::min(result, 4 - v);
                if (result == kWin) break;
            }
            return result;
        });
    });
}

void solveTigersLayer(Layer& out, const Layer& child, int threads) {
    const LayerShape& s = out.shape;
    const RankTables& rt = rankTables();
    const int rows = (s.maxCaptured + 1) * db::kTigerClasses;
    forEachItem(rows, threads, [&](int item) {
        // Class-major within a capture block would rebuild moves per block; the tables are
        // cheap next to a row of up to 352,716 positions, so they are rebuilt per row.
        thread_local std::vector<TigerMove> moves;
        const int c = item / db::kTigerClasses, cls = item % db::kTigerClasses;
        buildMoves(cls, moves);
        for (TigerMove& m : moves)
            if (!m.capture || c + 1 < kCapturesToWin)
                m.base = child.shape.slotOf(m.capture ? c + 1 : c, m.cls, 0);
        const bool lastCapture = c + 1 == kCapturesToWin;
        fillRow(out, s.slotOf(c, cls, 0), s.sets[c], s.goats[c], [&](std::uint32_t set) {
            const std::uint32_t empty = kAllFree & ~set;
            unsigned result = kLoss;  // also the value when no tiger can move
            for (const TigerMove& m : moves) {
                if (!(empty & m.needEmpty) || (set & m.needGoat) != m.needGoat) continue;
                if (m.capture && lastCapture) return unsigned{kWin};
                const std::uint32_t img = m.image[0][set & 127] | m.image[1][(set >> 7) & 127] |
                                          m.image[2][set >> 14];
                const unsigned v = child.get(m.base + rankOf(rt, img));
                result = std::min(result, 4 - v);
                if (result == kWin) break;
            }
            return result;
        });
    });
}

}  // namespace bagh::solve
