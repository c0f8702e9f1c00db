#include "Solve.h"

#include <chrono>
#include <cstdio>
#include <new>

#include "PlacementPasses.h"
#include "SlidingSolver.h"
#include "util/Parallel.h"

namespace bagh::lambs {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

LambsSolveResult run(const SolveSpace& space, const LambsSolveOptions& o) {
    LambsSolveResult r;
    const auto start = Clock::now();
    const int threads = resolveThreads(o.threads);
    auto say = [&](const std::string& line) {
        if (o.progress) o.progress(line);
    };
    auto report = [&](const Layer& layer, double seconds) {
        const LayerCounts n = countValues(layer);
        char line[200];
        std::snprintf(line, sizeof line,
                      "layer %2d (placed %2d, %s to move): %llu positions in %.1f s; win %llu "
                      "draw %llu loss %llu; %.0f s so far",
                      layer.shape.layer, layer.shape.placed,
                      layer.shape.side == Side::Goats ? "goats" : "tigers",
                      static_cast<unsigned long long>(layer.shape.positions), seconds,
                      static_cast<unsigned long long>(n.win),
                      static_cast<unsigned long long>(n.draw),
                      static_cast<unsigned long long>(n.loss), since(start));
        say(line);
        r.positions += layer.shape.positions;
        return o.onLayer ? o.onLayer(layer) : std::string();
    };

    auto t = Clock::now();
    SlidingResult sliding = solveSliding(space, threads, o.progress);
    const double slidingSeconds = since(t);
    r.error = report(sliding.goats, slidingSeconds);
    if (r.error.empty()) r.error = report(sliding.tigers, 0);
    if (!r.error.empty()) return r;
    sliding.goats = Layer();  // the placement reads only the tigers' sliding layer
    Layer child = std::move(sliding.tigers);
    // A partial solve (minCaptured > 0) ends with the last layer that holds its blocks.
    const int lowest = 2 * space.minCaptured;
    for (int layer = space.topLayer() - 2; layer >= lowest; --layer) {
        t = Clock::now();
        Layer out(layerShape(space, layer));
        if (sideOf(layer) == Side::Goats)
            solveGoatLayer(space, out, child, threads);
        else
            solveTigerLayer(space, out, child, threads);
        child = Layer();  // two layers at most in memory
        r.error = report(out, since(t));
        if (!r.error.empty()) return r;
        child = std::move(out);
    }
    if (space.minCaptured == 0) {
        const Board& b = space.index->board();
        const SolveSlot s = solveSlotOf(space, b.startTigers(), 0, space.goats, 0, Side::Goats);
        r.start = static_cast<GameValue>(child.get(s.slot));
    }
    r.seconds = since(start);
    r.ok = true;
    return r;
}

}  // namespace

LambsSolveResult solveLambs(const SolveSpace& space, const LambsSolveOptions& o) {
    try {
        return run(space, o);
    } catch (const std::bad_alloc&) {
        LambsSolveResult r;
        r.error = "not enough memory";
        return r;
    }
}

}  // namespace bagh::lambs
