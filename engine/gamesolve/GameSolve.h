// One game's solve as the game's solve dialog drives it, whichever game: Bagh-Chal's placement
// phase (SolvePlan.h, Solver.h) or Lambs and Tigers under one captures-to-win rule
// (lambs/solve/LambsSolvePlan.h, SolveDir.h). Both solve layers from a top layer down, write each
// finished layer to its own file, resume after the layers already in the directory and stop
// between rows when cancelled; this is the little the dialog needs to know of either.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/solve/Solver.h"  // SolveResult

namespace bagh {
class EndgameDb;
namespace lambs {
class Board;
}
}  // namespace bagh

namespace bagh::solve {

// Which game's tables.
struct SolveTarget {
    enum class Game { BaghChal, Lambs };
    Game game = Game::BaghChal;
    int lambsCaptures = 0;  // captures to win, 1..15, or 0 (lambs::kAllGoats) for every goat
    // Tests: a board of their own for Lambs (null: the Lambs board), kept alive by the caller,
    // and a solve of the late capture blocks only (lambs::SolveSpace::minCaptured).
    const lambs::Board* board = nullptr;
    int minCaptured = 0;

    bool isLambs() const { return game == Game::Lambs; }
    bool operator==(const SolveTarget&) const = default;
};

// Where a solve into a directory begins.
struct SolveStart {
    int first = -1;                    // the first layer to solve; -1: every layer is there
    double doneInFirst = 0;            // work of `first` already saved (a Lambs checkpoint)
    std::vector<std::string> refused;  // files not used (damaged or foreign)
    std::vector<std::string> redone;   // files found damaged by the full check: solved again
};

struct GameSolveRun {
    std::string dir;
    int threads = 0;  // 0: every core
    int fromLayer = 0;
    int toLayer = 0;
    bool fresh = false;             // partial work in the directory (a checkpoint) is not used
    const EndgameDb* db = nullptr;  // when needsDatabase(fromLayer)
    const std::atomic<bool>* cancel = nullptr;
    // All on the solving thread; each may be empty.
    std::function<void(const std::string&)> progress;
    std::function<void(int layer)> layerDone;  // the layer is usable (its file written)
    // The work done so far inside the layers being solved (a Lambs sliding phase reports its
    // capture blocks), in workOf's units.
    std::function<void(double work)> partDone;
};

class GameSolve {
public:
    virtual ~GameSolve() = default;

    // Layers run from topLayer() down to bottomLayer().
    virtual int topLayer() const = 0;
    virtual int bottomLayer() const { return 0; }
    // Where a start would begin, from the files' headers alone (fast: for the dialog's look).
    virtual SolveStart look(const std::string& dir, int bottom) const = 0;
    // The same, checking completely the files the solve will read (the runner's start).
    virtual SolveStart findStart(const std::string& dir, int bottom) const = 0;
    // The relative work of layers from..to (from >= to): the progress bar and time estimates.
    virtual double workOf(int from, int to) const = 0;
    // The disk space the files of layers from..to take (measured on full solves).
    virtual std::uint64_t expectedBytes(int from, int to) const = 0;
    // A generous bound for the free-space check: a tenth more, and room for the temporary file
    // of the layer being written.
    std::uint64_t bytesNeeded(int from, int to) const;
    // Whether a solve starting at `first` reads the endgame database (Bagh-Chal's top layer).
    virtual bool needsDatabase(int /*first*/) const { return false; }
    // Blocks for the whole solve.
    virtual SolveResult run(const GameSolveRun& options) const = 0;
};

// The solve of `target`'s tables.
std::unique_ptr<GameSolve> makeGameSolve(const SolveTarget& target);

}  // namespace bagh::solve
