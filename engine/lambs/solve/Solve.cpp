#include "engine/lambs/solve/Solve.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <new>

#include "engine/lambs/solve/PlacementPasses.h"
#include "engine/lambs/solve/SlidingSolver.h"
#include "engine/util/Parallel.h"

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

    const int top = space.topLayer();
    const int from = o.fromLayer < 0 || o.fromLayer >= top - 1 ? top : o.fromLayer;
    const int to = std::max(o.toLayer, 2 * space.minCaptured);
    if (to > from || to < 0) {
        r.error = "layers must satisfy " + std::to_string(2 * space.minCaptured) +
                  " <= to <= from <= " + std::to_string(top);
        return r;
    }
    auto cancelled = [&] {
        r.cancelled = o.cancel && o.cancel->load();
        if (r.cancelled) r.error = "cancelled";
        return r.cancelled;
    };
    Layer child;  // true values of the layer after the one being solved
    if (from == top) {
        const auto t = Clock::now();
        SlidingOptions so;
        so.threads = threads;
        so.progress = o.progress;
        so.cancel = o.cancel;
        so.resume = o.resumeSliding;
        so.onBlock = o.onSlidingBlock;
        SlidingResult sliding = solveSliding(space, so);
        if (sliding.cancelled || !sliding.error.empty()) {
            r.cancelled = sliding.cancelled;
            r.error = sliding.cancelled ? "cancelled" : sliding.error;
            return r;
        }
        const double slidingSeconds = since(t);
        r.error = report(sliding.goats, slidingSeconds);
        if (r.error.empty()) r.error = report(sliding.tigers, 0);
        if (!r.error.empty()) return r;
        r.lastLayer = top - 1;
        sliding.goats = Layer();  // the placement reads only the tigers' sliding layer
        child = std::move(sliding.tigers);
    } else {
        if (!o.readLayer) {
            r.error = "layer " + std::to_string(from + 1) + " is needed to begin at " +
                      std::to_string(from);
            return r;
        }
        if (std::string e = o.readLayer(from + 1, &child); !e.empty()) {
            r.error = "cannot resume at layer " + std::to_string(from) + ": " + e;
            return r;
        }
    }
    // A partial solve (minCaptured > 0) ends with the last layer that holds its blocks.
    for (int layer = std::min(from, top - 2); layer >= to; --layer) {
        if (cancelled()) return r;
        const auto t = Clock::now();
        Layer out(layerShape(space, layer));
        if (sideOf(layer) == Side::Goats)
            solveGoatLayer(space, out, child, threads, kCubeMinSets, o.cancel);
        else
            solveTigerLayer(space, out, child, threads, o.cancel);
        if (cancelled()) return r;
        child = Layer();  // two layers at most in memory
        r.error = report(out, since(t));
        if (!r.error.empty()) return r;
        r.lastLayer = layer;
        child = std::move(out);
    }
    if (space.minCaptured == 0 && r.lastLayer == 0) {
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
