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
#include "engine/search/SearchFacade.h"  // SearchLimits, SearchFacade

namespace bagh {

// The reports of a search (SearchFacade.h), with Bagh-Chal's moves. A proven value comes from
// the endgame database, the placement tables or the search's own proof.
using SearchInfo = BasicSearchInfo<Move>;
using MoveValue = BasicMoveValue<Move>;
using Analysis = BasicAnalysis<Move>;

// Level names (kLevels of them, SearchFacade.h) are what the protocol's Level option and the
// app show.
const char* levelName(int level);       // e.g. "beginner" ... "perfect"
int levelFromName(const std::string&);  // -1 if unknown; accepts names and numbers 1..kLevels

// What makes the analysis of a position exact: every legal move's value read from the endgame
// database (sliding phase), or from the placement tables (the position's layer and the next one
// are present), or neither (the values are the search's estimates).
enum class ExactCoverage { None, Database, Tables };

// go(), analyse(), stop(), wait(), searching() and the settings every search reads (the game,
// level, table size, seed) are SearchFacade's (SearchFacade.h): one
// search at a time on the facade's own thread. onBestMove is called exactly once; the analysis
// is always the full engine's.
class Engine : public SearchFacade<Game, Move> {
public:
    Engine();
    ~Engine();  // stops and joins any search

    // setLevel, setHashMb and setSeed are SearchFacade's.
    void setThreads(int threads);
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

private:
    // SearchFacade's hooks: open the database and the tables, then search on the thread.
    void prepareSearch() override;
    void runGo(const SearchLimits& limits, const InfoCallback& onInfo,
               const BestMoveCallback& onBestMove) override;
    void runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis) override;

    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace bagh
