// The placement-phase solve: backward induction from layer 39 down to layer 0, each
// tigers-to-move layer written to its own file as soon as it is done (the goats-to-move layers
// are derived from them, LayerFile.h), so a stopped solve can resume after the last
// layer written (SolvePlan.h finds where; SolveOptions::fromLayer starts there).
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "engine/db/EndgameDb.h"
#include "engine/solve/BlockCodec.h"
#include "engine/solve/Layer.h"

namespace bagh::solve {

struct SolveOptions {
    std::string dir;                // where the layer files go (created if missing)
    int threads = 0;                // 0: all cores
    int fromLayer = 39;             // first layer to solve; reads layer fromLayer + 1 from `dir`
    int toLayer = 0;                // last layer to solve
    const EndgameDb* db = nullptr;  // needed when fromLayer is 39
    int level = kSolveLevel;        // zstd level of the files (BlockCodec.h)
    std::function<void(const std::string&)> progress;  // one line per step, may be empty
    // After each layer is done and usable: a tigers layer once its file is written, a goats
    // layer (derived from the file above, nothing written) once solved. May be empty.
    std::function<void(int layer)> layerDone;
    // Checked between rows: a cancelled solve stops within a second or so and drops the layer
    // it was working on; the layers already written stay.
    const std::atomic<bool>* cancel = nullptr;
};

struct SolveResult {
    bool ok = false;
    std::string error;
    double seconds = 0;
    std::uint64_t positions = 0;
    int lastLayer = -1;  // the lowest layer written
};

SolveResult solvePlacement(const SolveOptions& options);

// The values of goats-to-move `layer` (even, below 39) from `dir`, derived from the tigers
// layer above's file by the solver's pass, as format 3 stores them. Returns "" on success, else
// the reason (the file above missing or damaged).
std::string deriveGoatsLayer(const std::string& dir, int layer, int threads, Layer* out);

// The default table directory, where `solve` writes: the user's data directory (io/DataFiles.h).
std::string defaultTablesDir();
// The table directory per ENGINE-CLI.md: explicit (non-empty), else $BAGHCHAL_TABLES, else
// defaultTablesDir().
std::string findTablesDir(const std::string& explicitDir);

}  // namespace bagh::solve
