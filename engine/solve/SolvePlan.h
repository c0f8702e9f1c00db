// What a placement solve (Solver.h) still has to do in a table directory, and whether it can:
// which layer files are there and sound, where a stopped solve picks up, how many positions and
// bytes the rest takes, and whether the directory can hold them. Plain functions shared by the
// command line (`solve` resumes by itself) and the game's solve dialog.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/solve/PlacementIndex.h"

namespace bagh::solve {

constexpr int kTopLayer = kLayers - 1;  // the solve runs from here down

struct TableState {
    // Layers whose file has a sound header and block table (the cheap check the engine makes
    // when it opens the tables; the payload is checked by verifyLayer).
    std::array<bool, kLayers> present{};
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

// Where a solve of kTopLayer..bottom into `dir` begins.
struct ResumePoint {
    int first = kTopLayer;             // the first layer to solve; -1: all of them are there
    std::vector<std::string> refused;  // files the scan refused: not used
    std::vector<std::string> redone;   // files the full check found damaged: solved again
};
// After the unbroken run of present layers at the top (TableState::resumeLayer). The solver
// reads the layer above its first one whole, so that one is checked completely (verifyLayer),
// and the start moves up past damaged files. A full check of every present layer would read
// the whole directory (840 MB for a full solve); the others are read only when probed.
ResumePoint findResumePoint(const std::string& dir, int bottom);

// Positions in layers from..to (from >= to), the work a solve of them does.
std::uint64_t positionsOf(int from, int to);
// The disk space the files of layers from..to take (as measured on a full solve);
// gamesolve/GameSolve.h adds the margin for checking free space before a solve.
std::uint64_t expectedBytes(int from, int to);

// Whether the layer files can go into a directory; the caller words the answer.
struct DirectoryCheck {
    enum class Problem { None, CannotCreate, NotWritable, NoSpace } problem = Problem::None;
    std::string detail;           // the system's reason, for CannotCreate
    std::uint64_t available = 0;  // free bytes, for NoSpace
};
// Creates `dir` if needed and checks that a file can be written there and that `bytes` fit.
DirectoryCheck checkDirectory(const std::string& dir, std::uint64_t bytes);

}  // namespace bagh::solve
