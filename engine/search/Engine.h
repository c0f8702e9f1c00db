// The engine facade (after Stockfish's Engine): knows nothing about any front end. The line
// protocol and the Qt worker are both plain clients of it. All callbacks run on the search
// thread; clients must hand results to their own thread themselves.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/Game.h"
#include "engine/core/Move.h"
#include "engine/search/Algorithms.h"

namespace bagh {

struct SearchLimits {
    std::int64_t movetimeMs = 0;  // 0: no time limit
    int depth = 0;                // 0: no depth limit
    std::uint64_t nodes = 0;      // 0: no node limit
    bool infinite = false;        // search until stop()
};

// One report per completed iteration (and at the end).
struct SearchInfo {
    int depth = 0;
    int score = 0;  // centi-goat-ish; win/loss scores carry the distance (see Score.h)
    GameValue value = GameValue::Unknown;
    bool proven = false;  // value is exact (database or search proof)
    int plies = -1;       // plies to the end with best play when proven, else -1
    std::vector<Move> pv;
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    int hashfullPermille = 0;
    std::int64_t timeMs = 0;
};

// The value of one legal move, from the point of view of the side to move before it.
struct MoveValue {
    Move move;
    GameValue value = GameValue::Unknown;
    bool exact = false;
    int plies = -1;  // plies to the end, counted from the position before the move; -1 unknown
    int score = 0;
};

struct Analysis {
    GameValue value = GameValue::Unknown;  // of the position
    bool exact = false;
    int plies = -1;
    int score = 0;
    int depth = 0;
    std::vector<MoveValue> moves;  // every legal move, best first
    bool final = false;            // set on the last report of an analysis
};

// Playing strengths, weakest first. Level names are what the protocol's Level option and the
// app show.
constexpr int kLevels = 6;
const char* levelName(int level);       // e.g. "beginner" ... "perfect"
int levelFromName(const std::string&);  // -1 if unknown; accepts names and numbers 1..kLevels

// What makes the analysis of a position exact: every legal move's value read from the endgame
// database (sliding phase), or from the placement tables (the position's layer and the next one
// are present), or neither (the values are the search's estimates).
enum class ExactCoverage { None, Database, Tables };

class Engine {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;
    using BestMoveCallback = std::function<void(Move best, const SearchInfo& final)>;
    using AnalysisCallback = std::function<void(const Analysis&)>;

    Engine();
    ~Engine();  // stops and joins any search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // The position to search, with its game history (repetition) and house rule.
    void setGame(const Game& game);
    void setLevel(int level);  // 1..kLevels
    void setHashMb(int mb);
    void setThreads(int threads);
    // Seeds the random choices of the weaker levels (a fresh random seed by default), so a match
    // or a test can replay the same games.
    void setSeed(std::uint64_t seed);
    // The search `go` uses: the engine's own (Algorithm::Mtdf, the default, with the database,
    // the tables and the level) or one of the textbook algorithms of Algorithms.h, which search
    // alone, to the requested depth or until the time is up.
    void setAlgorithm(Algorithm algorithm);
    // Opens the endgame database; returns false and fills *error if it cannot be used.
    bool setDatabasePath(const std::string& path, std::string* error = nullptr);
    // Opens the placement tables of `dir` (plus the shipped opening book); returns false and
    // fills *error if none are found. Without a call they are looked for on first use
    // ($BAGHCHAL_TABLES, then the data directories of io/DataFiles.h).
    bool setTablesPath(const std::string& dir, std::string* error = nullptr);

    // Which exact source decides every move of `pos` (opens the database and the tables on first
    // use, like a search). Cheap: no probe. Call it from the thread that owns the engine, like
    // every other member; a running search does not disturb it.
    ExactCoverage coverage(const Position& pos);
    // The exact value of `pos` for its side to move from the endgame database or the placement
    // tables (*plies: to the end, -1 where only the tables decide), else Unknown. Cheap: a
    // probe, no search. Safe to call while a search runs.
    GameValue exactValue(const Position& pos, int* plies = nullptr);
    // A line of best play after `first` from `root` (first included), as far as the placement
    // tables and the endgame database decide it. Safe to call from the analysis callback.
    std::vector<Move> exactLine(const Position& root, Move first, int maxPlies);

    // Starts searching in the background; returns at once. onBestMove is called exactly once.
    void go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBestMove);
    // Starts analysing every legal move in the background; onAnalysis may be called several
    // times with improving results (the last call is final).
    void analyse(const SearchLimits& limits, AnalysisCallback onAnalysis);
    // Asks a running search to finish as soon as possible (it still reports its best move).
    void stop();
    // Blocks until the running search, if any, has finished and reported.
    void wait();
    bool searching() const;

private:
    void startWorker(std::function<void()> job);

    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace bagh
