// What a placement solve (engine/solve/Solver.h) still has to do in a table directory, and
// whether it can: which layer files are there and sound, where a stopped solve picks up, how
// many positions and bytes the rest takes, and whether the directory can hold them. Plain
// functions for SolveRunner (its thread) and SolveDialog (a cheap look when it opens).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "solve/PlacementIndex.h"

namespace SolvePlan {

constexpr int kTopLayer = bagh::solve::kLayers - 1;  // the solve runs from here down

struct TableState {
    // Layers whose file has a sound header and block table (the cheap check the engine makes
    // when it opens the tables; the payload is checked by verifyLayer).
    std::array<bool, bagh::solve::kLayers> present{};
    std::vector<std::string> problems;  // one line per damaged or foreign file

    // The first layer a solve down to `bottom` must compute: the highest one missing from the
    // unbroken run of present layers that starts at the top. -1 when kTopLayer..bottom are all
    // present. Files below a gap are not trusted: they may come from an older solve.
    int resumeLayer(int bottom) const;
};

// Looks at the layer files of `dir` (headers and block tables only: fast).
TableState scanTables(const std::string& dir);

// Checks one layer file completely (every block's checksum, as the solver's reader does).
// Returns "" when it is sound, else what is wrong.
std::string verifyLayer(const std::string& dir, int layer);

// Positions in layers from..to (from >= to), the work a solve of them does.
std::uint64_t positionsOf(int from, int to);
// A generous estimate of the disk space the files of layers from..to take.
std::uint64_t bytesNeeded(int from, int to);

// Whether the layer files can go into a directory; the caller words the answer.
struct DirectoryCheck {
    enum class Problem { None, CannotCreate, NotWritable, NoSpace } problem = Problem::None;
    std::string detail;           // the system's reason, for CannotCreate
    std::uint64_t available = 0;  // free bytes, for NoSpace
};
// Creates `dir` if needed and checks that a file can be written there and that `bytes` fit.
DirectoryCheck checkDirectory(const std::string& dir, std::uint64_t bytes);

}  // namespace SolvePlan
