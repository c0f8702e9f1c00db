#include "engine/search/Bench.h"

#include <array>
#include <atomic>
#include <chrono>

#include "engine/core/Obx.h"
#include "engine/search/Search.h"

namespace bagh {
namespace {

struct BenchPosition {
    const char* obx;
    int depth;
};

// From the start through placement (taken from the engine's own play, so they look like real
// games) to a capture-rich middle game and a sliding-phase position; depths chosen so that
// each costs a similar share of the run.
constexpr std::array<BenchPosition, 9> kPositions = {{
    {"T3T/5/5/5/T3T g g20 c0", 9},
    {"1GG1T/1T3/5/1T1T1/G4 g g17 c0", 9},
    {"GGG1T/5/T4/1T1T1/G1G1G t g14 c0", 9},
    {"GGG1T/5/1T2G/1T1T1/GGG1G g g12 c0", 10},
    {"GGG1T/TGG1G/4G/1T1T1/GGG1G t g9 c0", 10},
    {"GT1GT/1G1G1/2T2/1G3/T3G t g12 c2", 9},
    {"GGGG1/1GGTG/T2TG/GT2G/GGG1G g g6 c0", 11},
    {"GGGGG/1GG1G/T1TTG/GT1GG/GGGGG g g3 c0", 10},
    {"GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1", 12},
}};

}  // namespace

BenchTotals runBench(BenchAlgorithm algorithm, const EndgameDb* db,
                     const std::function<void(const BenchLine&)>& onLine) {
    BenchTotals totals;
    Tt tt(16);
    std::atomic<bool> stop{false};
    for (std::size_t i = 0; i < kPositions.size(); ++i) {
        const Position root = parseObx(kPositions[i].obx).record.position;
        tt.clear();
        SearchContext ctx;
        ctx.tt = &tt;
        ctx.db = db;
        ctx.stop = &stop;
        Search search(ctx);
        MoveList moves;
        generateMoves(root, moves);
        search.setRoot(root, {}, moves);
        const auto start = std::chrono::steady_clock::now();
        int score = 0, previous = 0;
        for (int d = 1; d <= kPositions[i].depth; ++d) {
            const int guess = previous;  // see Think.cpp: the score two plies shallower
            previous = score;
            score = algorithm == BenchAlgorithm::Mtdf ? search.mtdf(d, d > 2 ? guess : score)
                                                      : search.alphaBeta(d);
        }
        BenchLine line;
        line.index = static_cast<int>(i + 1);
        line.obx = kPositions[i].obx;
        line.depth = kPositions[i].depth;
        line.nodes = search.nodes();
        line.score = score;
        line.best = search.bestMove();
        line.timeUs = std::chrono::duration_cast<std::chrono::microseconds>(
                          std::chrono::steady_clock::now() - start)
                          .count();
        totals.nodes += line.nodes;
        totals.timeUs += line.timeUs;
        if (onLine) onLine(line);
    }
    return totals;
}

}  // namespace bagh
