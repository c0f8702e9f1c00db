// A Lambs solve into a table directory (Solve.h with the files of TableFile.h): each layer
// written as soon as it is done, so a stopped solve resumes after the layers written
// (LambsSolvePlan.h finds where), and the sliding phase, the longest step (a third to 40% of a
// solve), saved now and then as a checkpoint of its finished capture blocks, so that stopping there
// does not lose minutes either. Shared by `solve --game lambs` and the game's solve dialog.
#pragma once

#include <atomic>
#include <functional>
#include <string>

#include "engine/lambs/solve/Solve.h"

namespace bagh::lambs {

struct SolveDirOptions {
    std::string dir;  // where the files go (created if missing)
    int threads = 0;  // 0: every core
    // The range (LambsSolveOptions): from the top, or from a placement layer whose child layer
    // is read from `dir`.
    int fromLayer = -1;
    int toLayer = 0;
    // Pick the sliding phase up from the checkpoint in `dir` (LambsSolvePlan.h); false solves it
    // anew (an old checkpoint stays until this run saves one of its own or writes the layers:
    // its values are as good, should this run stop first).
    bool useCheckpoint = true;
    // The sliding phase's finished blocks are saved once this much solving time has passed
    // since the last save (a save writes both layers: a second or two); 0 saves after every
    // block (the tests).
    double checkpointSeconds = 20;
    const std::atomic<bool>* cancel = nullptr;         // LambsSolveOptions::cancel
    std::function<void(const std::string&)> progress;  // a line per step, may be empty
    // After each layer's file is written. May be empty.
    std::function<void(int layer)> layerDone;
    // After each capture block of the sliding phase, with the part of the sliding phase's work
    // done (LambsSolvePlan.h, slidingWorkDone). May be empty.
    std::function<void(double work)> slidingDone;
};

// Solves into options.dir; every file is written through a temporary one renamed into place,
// so a solve killed at any moment leaves whole files (and perhaps a stray temporary one).
LambsSolveResult solveIntoDir(const SolveSpace& space, const SolveDirOptions& options);

}  // namespace bagh::lambs
