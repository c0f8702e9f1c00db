// The Lambs and Tigers engine facade, shaped like bagh::Engine (search/Engine.h): it knows
// nothing about any front end; the line protocol and the app's worker are plain clients. Its
// thread plumbing is Bagh-Chal's, SearchFacade (search/SearchFacade.h): one search at a time on
// a std::thread of the facade's own, every callback on that search thread, every member called
// from one owning thread but stop(), which any thread may call.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/lambs/LambsGame.h"
#include "engine/lambs/Position.h"
#include "engine/lambs/Tt.h"
#include "engine/search/Engine.h"  // SearchLimits, GameValue, kLevels, levelName, levelFromName
#include "engine/search/SearchFacade.h"

namespace bagh::lambs {

using bagh::SearchLimits;  // the same limits as Bagh-Chal: movetime, depth, nodes, infinite

class LambsTables;

// The trap bonus of the drawing move `m` at `root` (search/TrapBonus.h with this game's moves,
// evaluation and `tables`): what the full level adds to the search's score of each drawing move
// where the tables prove the root drawn. Exposed for tests.
int trapBonus(const Variant& variant, const LambsTables& tables, const Position& root, Move m);

// The reports of a search (search/SearchFacade.h), with Lambs moves. A proven value is a win or
// loss the search reached, or a move's value from the solved tables (no distance then).
using SearchInfo = BasicSearchInfo<Move>;
using MoveValue = BasicMoveValue<Move>;
using Analysis = BasicAnalysis<Move>;

// go(), analyse(), stop(), wait(), searching() and the settings every search reads are
// SearchFacade's. go: onBestMove with a
// null move only when the game is over; without limits a level uses its own thinking time.
// analyse: depth in plies from the root (without limits 3 s); an empty move list when the game
// is over.
class LambsEngine : public SearchFacade<LambsGame, Move> {
public:
    LambsEngine();
    ~LambsEngine();  // stops and joins any search

    // setGame (the game carries its variant: the captures to win), setLevel (advanced 5
    // plies, expert 8 plies, perfect as deep as its time allows: 3 s by default), setHashMb
    // and setSeed are SearchFacade's.
    // Where the solved tables are looked for (lambs/solve/Tables.h): `dir` first when not
    // empty, then $BAGHCHAL_TABLES or the data directories. With the tables of the game's
    // captures-to-win rule present, analysis gives every move its exact value (win, draw or
    // loss, no distance) and play at the full level keeps the exact value. Stops and joins a
    // running search first.
    void setTablesPath(const std::string& dir);
    // The exact value of `pos` under `variant` for its side to move: the rules' verdict where
    // the game is over, else the solved tables' (Unknown where they do not hold it). A probe,
    // no search; safe to call from the owning thread while a search runs.
    GameValue exactValue(const Variant& variant, const Position& pos);
    // A line of best play under `variant` from `root`, starting with `first`: then, while the
    // solved tables decide the position and the game goes on, a move that keeps its exact value
    // (of those, one that brings back no position of the line where there is one, and of them
    // the one the evaluation likes best for the mover, so the line looks like play), at most
    // maxPlies moves in all. Only `first` where the tables do not hold its position. The
    // tables give no distance, so a win's line shows how it is kept, not the quickest end.
    // A probe, no search; safe from the owning thread while a search runs.
    std::vector<Move> exactLine(const Variant& variant, const Position& root, Move first,
                                int maxPlies);
    // Whether the tables are used at all (default true): tests of the search itself turn them
    // off, since the shipped book covers the first plies.
    void setExactTables(bool use);

private:
    // SearchFacade's hooks: the search itself, on the search thread.
    void runGo(const SearchLimits& limits, const InfoCallback& onInfo,
               const BestMoveCallback& onBestMove) override;
    void runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis) override;

    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace bagh::lambs
