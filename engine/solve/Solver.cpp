#include "Solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <new>

#include "LayerFile.h"
#include "LayerSolver.h"
#include "io/DataFiles.h"
#include "util/Parallel.h"

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
    Layer child;
    if (o.fromLayer == kLayers - 1) {
        if (!o.db) {
            r.error = "the endgame database is needed to solve layer 39";
            return r;
        }
        const auto t = Clock::now();
        child = loadDbLayer(*o.db, threads);
        say("layer 40 (sliding phase) read from the endgame database in " +
            std::to_string(since(t)).substr(0, 5) + " s");
    } else {
        const std::string path = (fs::path(o.dir) / layerFileName(o.fromLayer + 1)).string();
        if (std::string e = readLayerFile(path, o.fromLayer + 1, &child, threads); !e.empty()) {
            r.error = "cannot resume at layer " + std::to_string(o.fromLayer) + ": " + e;
            return r;
        }
    }
    for (int layer = o.fromLayer; layer >= o.toLayer; --layer) {
        if (o.cancel && o.cancel->load()) {
            r.error = "cancelled; resume with --from-layer " + std::to_string(layer);
            return r;
        }
        const auto t = Clock::now();
        Layer out(layer);
        if (sideOf(layer) == Side::Goats)
            solveGoatsLayer(out, child, threads, o.cancel);
        else
            solveTigersLayer(out, child, threads, o.cancel);
        if (o.cancel && o.cancel->load()) {
            r.error = "cancelled; resume with --from-layer " + std::to_string(layer);
            return r;
        }
        const double solveSeconds = since(t);
        child = Layer();  // free it before compressing: two layers at most in memory
        const auto tw = Clock::now();
        const std::string path = (fs::path(o.dir) / layerFileName(layer)).string();
        if (std::string e = writeLayerFile(path, out, threads); !e.empty()) {
            r.error = e;
            return r;
        }
        const LayerCounts n = countValues(out);
        const std::uint64_t positions = out.shape.positions;
        char line[256];
        std::snprintf(line, sizeof line,
                      "%s: %llu positions in %.1f s (%.1f M/s), written in %.1f s; "
                      "win %llu draw %llu loss %llu; %.0f s so far",
                      describe(layer).c_str(), static_cast<unsigned long long>(positions),
                      solveSeconds, positions / std::max(solveSeconds, 1e-9) / 1e6, since(tw),
                      static_cast<unsigned long long>(n.win),
                      static_cast<unsigned long long>(n.draw),
                      static_cast<unsigned long long>(n.loss), since(start));
        say(line);
        if (o.layerWritten) o.layerWritten(layer);
        r.positions += positions;
        r.lastLayer = layer;
        child = std::move(out);
    }
    r.ok = true;
    r.seconds = since(start);
    return r;
}

}  // namespace

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
