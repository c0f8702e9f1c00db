// The Lambs and Tigers engine facade, shaped like bagh::Engine (search/Engine.h): it knows
// nothing about any front end; the line protocol and (later) the app's worker are plain
// clients. One search at a time runs on a std::thread of the facade's own, and every callback
// runs on that search thread: clients hand results to their own thread themselves.
//
// Thread rules: every member is called from one owning thread (the app's worker thread, the
// protocol's input loop). stop() may also be called from any thread. A new go()/analyse()
// stops and joins the previous search first, so its callbacks have all run by then.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/lambs/LambsGame.h"
#include "engine/lambs/Position.h"
#include "engine/search/Engine.h"  // SearchLimits, GameValue, kLevels, levelName, levelFromName

namespace bagh::lambs {

using bagh::SearchLimits;  // the same limits as Bagh-Chal: movetime, depth, nodes, infinite

// One report per completed iteration (bagh::SearchInfo with Lambs moves).
struct SearchInfo {
    int depth = 0;
    int score = 0;  // centi-goats for the side to move; results carry the distance (Score.h)
    GameValue value = GameValue::Unknown;
    bool proven = false;  // the search reached a proven win or loss
    int plies = -1;       // plies to the end with best play when proven, else -1
    std::vector<Move> pv;
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    int hashfullPermille = 0;
    std::int64_t timeMs = 0;
};

// The value of one legal move, for the side to move before it (bagh::MoveValue).
struct MoveValue {
    Move move;
    GameValue value = GameValue::Unknown;
    bool exact = false;  // a proven win or loss
    int plies = -1;      // plies to the end from the position before the move; -1 unknown
    int score = 0;
};

struct Analysis {
    GameValue value = GameValue::Unknown;  // of the position: its best move's
    bool exact = false;
    int plies = -1;
    int score = 0;
    int depth = 0;                 // plies searched from the root (each move's tree: depth - 1)
    std::vector<MoveValue> moves;  // every legal move, best first
    bool final = false;            // set on the last report of an analysis
};

class LambsEngine {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;
    using BestMoveCallback = std::function<void(Move best, const SearchInfo& final)>;
    using AnalysisCallback = std::function<void(const Analysis&)>;

    LambsEngine();
    ~LambsEngine();  // stops and joins any search
    LambsEngine(const LambsEngine&) = delete;
    LambsEngine& operator=(const LambsEngine&) = delete;

    // The game to search: its variant (captures to win), its positions (repetition against the
    // history) and its house rule. Stops and joins a running search first.
    void setGame(const LambsGame& game);
    // 1..kLevels, the ladder of bagh::levelSpec (Levels.cpp): beginner 2 plies with noise ...
    // advanced 5 plies, expert 8 plies, perfect as deep as its time allows (3 s by default).
    void setLevel(int level);
    void setHashMb(int mb);
    // Where the solved tables are looked for (lambs/solve/Tables.h): `dir` first when not
    // empty, then $BAGHCHAL_TABLES or the data directories. With the tables of the game's
    // captures-to-win rule present, analysis gives every move its exact value (win, draw or
    // loss, no distance) and play at the full level keeps the exact value. Stops and joins a
    // running search first.
    void setTablesPath(const std::string& dir);
    // Whether the tables are used at all (default true): tests of the search itself turn them
    // off, since the shipped book covers the first plies.
    void setExactTables(bool use);
    // Seeds the weaker levels' random choices (a fresh random seed by default).
    void setSeed(std::uint64_t seed);

    // Starts searching in the background; returns at once. onInfo (may be empty) after each
    // completed iteration; onBestMove exactly once, with a null move only when the game is
    // over. Without limits a level uses its own thinking time; an infinite search reports its
    // move only after stop().
    void go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBestMove);
    // Starts valuing every legal move in the background (depth: plies from the root; without
    // limits 3 s). onAnalysis after each completed depth, the last call with final set; an
    // empty move list when the game is over.
    void analyse(const SearchLimits& limits, AnalysisCallback onAnalysis);
    // Asks a running search to finish as soon as possible (it still reports). Any thread.
    void stop();
    // Blocks until the running search, if any, has finished and reported.
    void wait();
    bool searching() const;

private:
    void startWorker(std::function<void()> job);

    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace bagh::lambs
