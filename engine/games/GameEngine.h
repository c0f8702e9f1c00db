// One engine seat for both games (the app's worker drives it): a Bagh-Chal facade and a Lambs
// one behind one interface in the neutral types, the facade of the game last set doing the
// work. Threading is SearchFacade's (search/SearchFacade.h): every member from one owning
// thread except stop(); every callback on the search thread.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/lambs/LambsEngine.h"
#include "engine/search/Engine.h"

namespace bagh::games {

using SearchInfo = BasicSearchInfo<Move>;
using MoveValue = BasicMoveValue<Move>;
using Analysis = BasicAnalysis<Move>;

class GameEngine {
public:
    using InfoCallback = std::function<void(const SearchInfo&)>;
    using BestMoveCallback = std::function<void(Move best, const SearchInfo& final)>;
    using AnalysisCallback = std::function<void(const Analysis&)>;

    GameEngine();
    ~GameEngine();  // stops and joins any search
    GameEngine(const GameEngine&) = delete;
    GameEngine& operator=(const GameEngine&) = delete;

    // The game to search; a search of the other game is stopped and joined first.
    void setGame(const Game& game);
    void setLevel(int level);  // 1..kLevels, for both games
    // As SearchFacade::go and ::analyse, on the facade of the game last set.
    void go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBestMove);
    void analyse(const SearchLimits& limits, AnalysisCallback onAnalysis);
    void stop();  // any thread
    void wait();
    bool searching() const;

    // Which exact source decides every move of `pos`: Bagh-Chal's database or placement tables;
    // for Lambs the solved tables of its rule when they hold the position. Cheap.
    ExactCoverage coverage(const Position& pos);
    // The exact value of `pos` for its side to move, or Unknown (*plies: to the end where known,
    // else -1). A probe, no search; safe while a search runs.
    GameValue exactValue(const Position& pos, int* plies = nullptr);
    // A line of best play from `root` starting with `first`, as far as exact sources decide it
    // (Bagh-Chal: search/Exact.h; Lambs and Tigers: its solved tables, LambsEngine::exactLine).
    std::vector<Move> exactLine(const Position& root, Move first, int maxPlies);
    // Reopens Bagh-Chal's placement tables and Lambs' tables from `dir` (after a solve);
    // returns false with *error when Bagh-Chal's cannot be opened (Lambs' are looked for on
    // their next use).
    bool setTablesPath(const std::string& dir, std::string* error = nullptr);

    // The facades themselves, for settings only one game has.
    bagh::Engine& baghChal() { return baghChal_; }
    lambs::LambsEngine& lambs() { return lambs_; }

private:
    bagh::Engine baghChal_;
    lambs::LambsEngine lambs_;
    GameKind kind_ = GameKind::BaghChal;
};

}  // namespace bagh::games
