#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "engine/core/Tables.h"
#include "engine/db/Index.h"
#include "engine/solve/LayerSolver.h"
#include "engine/solve/RowBits.h"
#include "engine/util/Parallel.h"

// The tigers-to-move pass. A tiger move changes the tiger set, hence the class: the child row is
// another class's, reached by one symmetry map of the goats and a re-rank. The pass runs move by
// move over a row rather than set by set, so one move's map tables and one child row are hot
// at a time, and it keeps the row as bit vectors: a word operation picks the sets where the move
// is legal and the tigers have not yet been shown to win, and only those are probed. Jumps come
// first, as they win most often; a set once won is never probed again.

namespace bagh::solve {
namespace {

// A tiger move of a class representative, as a map of goat masks onto the child's class.
struct TigerMove {
    int to = 0;              // free point that must be empty (the destination)
    int over = -1;           // free point that must hold a goat (the jumped one), -1 for a slide
    int cls = 0;             // the child's tiger class
    std::uint64_t base = 0;  // slot of the child's row in the child layer
    // The goat mask's image in the child class, by the low 10 and the high 11 bits: two loads.
    std::array<std::uint32_t, 1024> imageLow{};
    std::array<std::uint32_t, 2048> imageHigh{};
};

// Every tiger move of class `cls` that some goat placement allows, jumps first.
void buildMoves(int cls, std::vector<TigerMove>& moves) {
    const db::IndexTables& t = db::indexTables();
    const BoardTables& bt = tables();
    const Bitboard tigers = t.classTigers[cls];
    const auto& fi = t.freeIndex[cls];
    const auto& fs = t.freeSquare[cls];
    moves.clear();
    auto add = [&](Square from, Square to, Square over) {
        TigerMove m;
        m.to = fi[to];
        m.over = over != kNoSquare ? fi[over] : -1;
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
        for (std::uint32_t x = 1; x < 1024; ++x)
            m.imageLow[x] = m.imageLow[x & (x - 1)] | bitImage[std::countr_zero(x)];
        for (std::uint32_t x = 1; x < 2048; ++x)
            m.imageHigh[x] = m.imageHigh[x & (x - 1)] | bitImage[10 + std::countr_zero(x)];
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

// Rank words per batch: the sets to probe are listed first and probed in one flat loop, so the
// probes of many words overlap in the pipeline instead of each word's loop ending in a
// mispredicted branch that waits for its loads.
constexpr std::size_t kBatchWords = 64;

struct Batch {
    std::array<std::uint32_t, kBatchWords * 64> ranks;
    std::array<std::uint8_t, kBatchWords * 64> values;
};

void solveRow(Layer& out, const Layer& child, int c, std::vector<TigerMove>& moves, Batch& batch,
              std::vector<std::uint64_t>& win, std::vector<std::uint64_t>& draw, int cls) {
    const int goats = out.shape.goats[c];
    const GoatSets& sets = goatSets(goats);
    const SplitRankTables& rt = splitRankTables();
    const bool lastCapture = c + 1 == kCapturesToWin;
    win.assign(sets.words, 0);
    draw.assign(sets.words, 0);
    for (TigerMove& m : moves) {
        const bool jump = m.over >= 0;
        const std::uint64_t* occupied = sets.has[m.to].data();
        const std::uint64_t* jumped = jump ? sets.has[m.over].data() : nullptr;
        if (jump && lastCapture) {  // the fifth capture wins outright
            for (std::size_t w = 0; w < sets.words; ++w) win[w] |= jumped[w] & ~occupied[w];
            continue;
        }
        m.base = child.shape.slotOf(jump ? c + 1 : c, m.cls, 0);
        const std::uint32_t* rankHigh = rt.high[jump ? goats - 1 : goats].data();
        const std::uint32_t* rankLow = rt.low.data();
        const std::uint64_t* words = child.words.data();
        for (std::size_t first = 0; first < sets.words; first += kBatchWords) {
            const std::size_t last = std::min(first + kBatchWords, sets.words);
            std::size_t n = 0;
            for (std::size_t w = first; w < last; ++w) {
                std::uint64_t todo = ~occupied[w] & ~win[w];
                if (jump) todo &= jumped[w];
                if (w + 1 == sets.words) todo &= sets.lastWordMask;
                for (; todo; todo &= todo - 1)
                    batch.ranks[n++] = static_cast<std::uint32_t>(64 * w) + std::countr_zero(todo);
            }
            for (std::size_t k = 0; k < n; ++k) {
                const std::uint32_t set = sets.masks[batch.ranks[k]];
                const std::uint32_t img = m.imageLow[set & 1023] | m.imageHigh[set >> 10];
                const std::uint64_t slot = m.base + rankLow[img & 1023] + rankHigh[img >> 10];
                batch.values[k] = static_cast<std::uint8_t>(words[slot >> 5] >> ((slot & 31) * 2));
            }
            for (std::size_t k = 0; k < n; ++k) {
                const std::uint32_t r = batch.ranks[k];
                const unsigned v = batch.values[k] & 3u;
                win[r >> 6] |= std::uint64_t{v == kLoss} << (r & 63);
                draw[r >> 6] |= std::uint64_t{v == kDraw} << (r & 63);
            }
        }
    }
    writeRow(out, out.shape.slotOf(c, cls, 0), sets, win.data(), draw.data());
}

}  // namespace

void solveTigersLayer(Layer& out, const Layer& child, int threads,
                      const std::atomic<bool>* cancel) {
    const LayerShape& s = out.shape;
    // One item per class: its move tables (12 KB a move) serve the rows of every capture count.
    forEachItem(
        db::kTigerClasses, threads,
        [&](int cls) {
            thread_local std::vector<TigerMove> moves;
            thread_local std::vector<std::uint64_t> win, draw;
            thread_local Batch batch;
            buildMoves(cls, moves);
            for (int c = 0; c <= s.maxCaptured; ++c)
                solveRow(out, child, c, moves, batch, win, draw, cls);
        },
        cancel);
}

}  // namespace bagh::solve
