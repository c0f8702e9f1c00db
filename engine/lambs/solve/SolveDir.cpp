#include "engine/lambs/solve/SolveDir.h"

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "engine/lambs/solve/LambsSolvePlan.h"
#include "engine/lambs/solve/TableFile.h"
#include "engine/util/Parallel.h"

namespace bagh::lambs {
namespace {

using Clock = std::chrono::steady_clock;

// The words of a whole layer from capture block `captured` on: a checkpoint's layer (blocks
// start on whole words, since rows are padded to 32 slots).
template <class L>
auto* tailOf(L& layer, int captured) {
    return layer.words.data() + layer.shape.offset[captured] / 32;
}

// "captured 3..4" (the blocks a checkpoint holds), "captured 4" for one.
std::string solvedBlocks(const SolveSpace& space, int captured) {
    std::string text = "captured " + std::to_string(captured);
    if (captured < space.toWin - 1) text += ".." + std::to_string(space.toWin - 1);
    return text;
}

}  // namespace

LambsSolveResult solveIntoDir(const SolveSpace& space, const SolveDirOptions& o) {
    namespace fs = std::filesystem;
    const int threads = resolveThreads(o.threads);
    const int top = space.topLayer();
    auto say = [&](const std::string& line) {
        if (o.progress) o.progress(line);
    };
    std::error_code ec;
    fs::create_directories(o.dir, ec);

    LambsSolveOptions so;
    so.threads = threads;
    so.progress = o.progress;
    so.fromLayer = o.fromLayer;
    so.toLayer = o.toLayer;
    so.cancel = o.cancel;
    so.readLayer = [&](int layer, Layer* out) {
        return readTableFile(tablePath(space, o.dir, layer), space, layer, out, threads);
    };
    so.onLayer = [&](const Layer& layer) {
        const int l = layer.shape.layer;
        if (std::string e = writeTableFile(tablePath(space, o.dir, l), space, layer, threads);
            !e.empty())
            return e;
        if (l == top - 1) removeCheckpoints(space, o.dir);  // both sliding layers are written
        if (o.layerDone) o.layerDone(l);
        return std::string();
    };
    so.resumeSliding = [&](SlidingResult& r) {
        const int c = o.useCheckpoint ? findCheckpoint(space, o.dir) : -1;
        if (c < 0) return space.toWin;
        SolveSpace part = space;
        part.minCaptured = c;
        std::string e = readTableFile(checkpointPath(space, o.dir, top, c), part, top,
                                      tailOf(r.goats, c), threads);
        if (e.empty())
            e = readTableFile(checkpointPath(space, o.dir, top - 1, c), part, top - 1,
                              tailOf(r.tigers, c), threads);
        if (!e.empty()) {
            say("warning: " + e + " (the sliding phase is solved again)");
            std::fill(r.goats.words.begin(), r.goats.words.end(), 0);
            std::fill(r.tigers.words.begin(), r.tigers.words.end(), 0);
            return space.toWin;
        }
        say("sliding: " + solvedBlocks(space, c) + " read from the checkpoint");
        if (o.slidingDone) o.slidingDone(slidingWorkDone(space, c));
        return c;
    };
    auto lastSave = Clock::now();
    so.onSlidingBlock = [&](int c, const SlidingResult& r) {
        if (o.slidingDone) o.slidingDone(slidingWorkDone(space, c));
        // The last block is followed at once by the layers themselves.
        if (c == space.minCaptured ||
            std::chrono::duration<double>(Clock::now() - lastSave).count() < o.checkpointSeconds)
            return std::string();
        SolveSpace part = space;
        part.minCaptured = c;
        for (const Layer* layer : {&r.goats, &r.tigers}) {
            const int n = layer->shape.layer;
            if (std::string e = writeTableFile(checkpointPath(space, o.dir, n, c), part,
                                               layerShape(part, n), tailOf(*layer, c), threads);
                !e.empty())
                return e;
        }
        removeCheckpoints(space, o.dir, c);
        say("sliding: " + solvedBlocks(space, c) + " saved as a checkpoint");
        lastSave = Clock::now();
        return std::string();
    };
    return solveLambs(space, so);
}

}  // namespace bagh::lambs
