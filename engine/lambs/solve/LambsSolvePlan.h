// What a Lambs solve into a table directory (SolveDir.h) still has to do there: which layer
// files are present and sound, where a stopped solve picks up (after the unbroken run of layers
// at the top, or inside the sliding phase from its checkpoint), and how much work and disk the
// rest takes. The Lambs counterpart of solve/SolvePlan.h (whose directory check both share);
// plain functions for the command line and the game's solve dialog.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/lambs/solve/LambsLayer.h"

namespace bagh::lambs {

struct TableState {
    // Per layer 0..2N: the file has a sound header and block table for this space (the cheap
    // check LambsTables makes when it opens them; the payload is checked by verifyTableFile).
    std::vector<bool> present;
    std::vector<std::string> problems;  // one line per damaged or foreign file
    // The sliding phase's checkpoint: both layers' capture blocks from here up are saved; -1
    // for none. Counts only while the sliding layers themselves are missing.
    int checkpoint = -1;

    // The first layer a solve down to `bottom` must compute: the highest one missing from the
    // unbroken run of present layers that starts at the top, the top itself (2N) when either
    // sliding layer is missing (one solve gives both); -1 when 2N..bottom are all present.
    // Files below a gap are not trusted: they may come from an older solve.
    int resumeLayer(int bottom) const;
};

// Looks at the layer files and checkpoints of `dir` (headers and block tables only: fast).
TableState scanTables(const SolveSpace& space, const std::string& dir);

// Where a solve of 2N..bottom into `dir` begins.
struct ResumePoint {
    int first = 0;                     // the first layer to solve; -1: all of them are there
    int checkpoint = -1;               // first == 2N: the sliding blocks from here up are saved
    std::vector<std::string> refused;  // files the scan refused: not used
    std::vector<std::string> redone;   // files the full check found damaged: solved again
};
// After the unbroken run of present layers at the top (TableState::resumeLayer). The files the
// solve will read are checked completely (verifyTableFile): the layer above the first one, or
// the two checkpoint files; the start moves up past a damaged layer, and a damaged checkpoint
// is dropped.
ResumePoint findResumePoint(const SolveSpace& space, const std::string& dir, int bottom);

// The sliding phase's checkpoint in `dir` with both files sound by their headers: the lowest
// capture count saved, or -1.
int findCheckpoint(const SolveSpace& space, const std::string& dir);
// Removes every checkpoint file of the space from `dir` but the one of `keep` (-1: all).
void removeCheckpoints(const SolveSpace& space, const std::string& dir, int keep = -1);

// The relative work of solving layers from..to (from >= to), for progress and time estimates:
// positions weighted by the time a position takes (measured on the 23-point board: the sliding
// phase's retrograde rounds about 2.5 times a tigers' placement layer, 20 times a goats' one).
double solveWork(const SolveSpace& space, int from, int to);
// The part of the sliding phase's work (solveWork(space, 2N, 2N - 1)) done once capture blocks
// `captured` and up are solved.
double slidingWorkDone(const SolveSpace& space, int captured);

// The disk space the files of layers from..to take: measured for the 23-point board under 5, 6
// and all 15 captures to win, estimated from the positions otherwise.
std::uint64_t expectedBytes(const SolveSpace& space, int from, int to);

// The path of a layer's file and of a checkpoint file in `dir`.
std::string tablePath(const SolveSpace& space, const std::string& dir, int layer);
std::string checkpointPath(const SolveSpace& space, const std::string& dir, int layer,
                           int captured);

}  // namespace bagh::lambs
