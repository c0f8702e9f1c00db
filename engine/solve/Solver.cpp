#include "engine/solve/Solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <new>

#include "engine/io/DataFiles.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/LayerSolver.h"
#include "engine/util/Parallel.h"

namespace bagh::solve {
namespace {

using Clock = std::chrono::steady_clock;

double since(Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
}

std::string describe(int layer) {
    char text[64];
    std::snprintf(text, sizeof text, "layer %2d (placed %2d, %s to move)", layer, placedOf(layer),
                  sideOf(layer) == Side::Goats ? "goats" : "tigers");
    return text;
}

}  // namespace

std::string defaultTablesDir() { return userDataDir(); }

std::string findTablesDir(const std::string& explicitDir) {
    if (!explicitDir.empty()) return explicitDir;
    if (const char* env = std::getenv("BAGHCHAL_TABLES"); env && *env) return env;
    return defaultTablesDir();
}

namespace {

std::string pathOf(const std::string& dir, int layer) {
    return (std::filesystem::path(dir) / layerFileName(layer)).string();
}

}  // namespace

namespace {

// The true values of layer first + 1, where a solve starting at `first` begins, from `dir`: a
// tigers layer's file, or a goats layer derived from the tigers layer above.
std::string readChildLayer(const std::string& dir, int first, int threads, Layer* child) {
    if (storedLayer(first + 1))
        return readLayerFile(pathOf(dir, first + 1), first + 1, child, threads);
    return deriveGoatsLayer(dir, first + 1, threads, child);
}

SolveResult solveLayers(const SolveOptions& o) {
    namespace fs = std::filesystem;
    SolveResult r;
    const auto start = Clock::now();
    const int threads = resolveThreads(o.threads);
    auto say = [&](const std::string& line) {
        if (o.progress) o.progress(line);
    };
    if (o.fromLayer < o.toLayer || o.fromLayer >= kLayers || o.toLayer < 0) {
        r.error = "layers must satisfy 0 <= to <= from <= 39";
        return r;
    }
    std::error_code ec;
    fs::create_directories(o.dir, ec);
    Layer child;  // true values of the layer after the one being solved
    if (o.fromLayer == kLayers - 1) {
        if (!o.db) {
            r.error = "the endgame database is needed to solve layer 39";
            return r;
        }
        const auto t = Clock::now();
        child = loadDbLayer(*o.db, threads);
        say("layer 40 (sliding phase) read from the endgame database in " +
            std::to_string(since(t)).substr(0, 5) + " s");
    } else if (std::string e = readChildLayer(o.dir, o.fromLayer, threads, &child); !e.empty()) {
        r.error = "cannot resume at layer " + std::to_string(o.fromLayer) + ": " + e;
        return r;
    }
    auto cancelled = [&](int layer) {
        if (!(o.cancel && o.cancel->load())) return false;
        r.error = "cancelled; resume with --from-layer " + std::to_string(layer);
        return true;
    };
    auto counts = [](const Layer& l) {
        const LayerCounts n = countValues(l);
        char text[96];
        std::snprintf(text, sizeof text, "win %llu draw %llu loss %llu",
                      static_cast<unsigned long long>(n.win),
                      static_cast<unsigned long long>(n.draw),
                      static_cast<unsigned long long>(n.loss));
        return std::string(text);
    };
    for (int layer = o.fromLayer; layer >= o.toLayer; --layer) {
        if (cancelled(layer)) return r;
        const auto t = Clock::now();
        Layer out(layer);
        if (sideOf(layer) == Side::Goats)
            solveGoatsLayer(out, child, threads, o.cancel);
        else
            solveTigersLayer(out, child, threads, o.cancel);
        if (cancelled(layer)) return r;
        const double seconds = since(t);
        child = Layer();  // free it before compressing: two layers at most in memory
        std::string stored =
            "not stored (one placement from layer " + std::to_string(layer + 1) + ")";
        if (storedLayer(layer)) {
            const auto tw = Clock::now();
            if (std::string e = writeLayerFile(pathOf(o.dir, layer), out, threads, o.level);
                !e.empty()) {
                r.error = e;
                return r;
            }
            // The goats layer below is derived from this one from now on: a file of it from a
            // solve before format 3 only takes space.
            if (fs::remove(pathOf(o.dir, layer - 1), ec))
                say("removed " + layerFileName(layer - 1) + " (an old format; derived from " +
                    layerFileName(layer) + " now)");
            char text[96];
            std::snprintf(text, sizeof text, "stored in %.1f s (%llu bytes)", since(tw),
                          static_cast<unsigned long long>(fs::file_size(pathOf(o.dir, layer), ec)));
            stored = text;
        }
        char line[320];
        std::snprintf(line, sizeof line,
                      "%s: %llu positions in %.1f s (%.1f M/s), %s; %s; %.0f s so far",
                      describe(layer).c_str(), static_cast<unsigned long long>(out.shape.positions),
                      seconds, out.shape.positions / std::max(seconds, 1e-9) / 1e6, stored.c_str(),
                      counts(out).c_str(), since(start));
        say(line);
        if (o.layerDone) o.layerDone(layer);
        r.positions += out.shape.positions;
        r.lastLayer = layer;
        child = std::move(out);
    }
    r.ok = true;
    r.seconds = since(start);
    return r;
}

}  // namespace

std::string deriveGoatsLayer(const std::string& dir, int layer, int threads, Layer* out) {
    Layer tigers;
    if (std::string e = readLayerFile(pathOf(dir, layer + 1), layer + 1, &tigers, threads);
        !e.empty())
        return e;
    *out = Layer(layer);
    solveGoatsLayer(*out, tigers, threads);
    return "";
}

SolveResult solvePlacement(const SolveOptions& o) {
    // Two layers of up to 620 MB each live in memory at once: a machine short of memory gets
    // an answer, not a crash. The layers already written stay, so the solve can resume.
    try {
        return solveLayers(o);
    } catch (const std::bad_alloc&) {
        SolveResult r;
        r.error = "not enough memory: the solve needs about 1.4 GB";
        return r;
    }
}

}  // namespace bagh::solve
