// What both games' engine facades (bagh::Engine, lambs::LambsEngine) share, written once: the
// limits a search is given, the plain reports it hands out (over the game's move type), and
// the thread plumbing: one search at a time on a std::thread of the facade's own, the stop
// signal the search reads, and the callbacks that carry its reports. A facade supplies only
// what its game's search does (SearchFacade::runGo, runAnalyse); starting, stopping and
// joining are here.
//
// Thread rules: every member is called from one owning thread (the app's worker thread, the
// protocol's input loop), except stop(), which any thread may call. A new go()/analyse() stops
// and joins the previous search first, so its callbacks have all run by then. Every callback
// runs on the search thread: clients hand results to their own thread themselves.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <random>
#include <thread>
#include <vector>

#include "engine/core/Position.h"  // GameResult
#include "engine/core/Types.h"     // GameValue, Side
#include "engine/search/Score.h"
#include "engine/search/StopSignal.h"
#include "engine/search/Tt.h"

namespace bagh {

// Playing strengths, weakest first, the same ladder in both games (Levels.h).
constexpr int kLevels = 6;

// What the caller allows a search, the same in both games.
struct SearchLimits {
    std::int64_t movetimeMs = 0;  // 0: no time limit
    int depth = 0;                // 0: no depth limit
    std::uint64_t nodes = 0;      // 0: no node limit
    bool infinite = false;        // search until stop()
};

struct SearchControl;  // GameSearch.h

// The part of a search's context that both facades fill alike from the caller's limits: the
// stop flag, the node limit, the house rule (`noRecurrence`) and, for `ms` > 0, the deadline
// `ms` after `start`. The contempt stays 0 (analysis); playing sets its own.
SearchControl searchControl(const StopSignal& stop, const SearchLimits& limits, bool noRecurrence,
                            std::int64_t ms, std::chrono::steady_clock::time_point start);

// A value as the analysis reports give it, of a move or of a position.
struct ValueFigures {
    GameValue value = GameValue::Unknown;
    bool exact = false;
    int plies = -1;  // plies to the end, counted from the position before the move; -1 unknown
    int score = 0;
};

// The figures of a search's report, whatever the game's move type: written once, so that a
// report over one move type becomes a report over another by copying them whole
// (convertMoves).
struct SearchFigures {
    int depth = 0;
    int score = 0;  // centi-goats for the side to move; results carry the distance (Score.h)
    GameValue value = GameValue::Unknown;
    bool proven = false;  // value is exact (a database, the tables or a search proof)
    int plies = -1;       // plies to the end with best play when proven, else -1
    std::uint64_t nodes = 0;
    std::uint64_t nps = 0;
    int hashfullPermille = 0;
    std::int64_t timeMs = 0;
    // The value, its exactness, its plies and its score from an analysis' figures.
    void setValue(const ValueFigures& v) {
        value = v.value;
        proven = v.exact;
        plies = v.plies;
        score = v.score;
    }
};

// One report per completed iteration (and at the end): the figures and the principal
// variation.
template <class MoveT>
struct BasicSearchInfo : SearchFigures {
    std::vector<MoveT> pv;
};

// The value of one legal move, from the point of view of the side to move before it.
template <class MoveT>
struct BasicMoveValue : ValueFigures {
    MoveT move;
};

// The values of every legal move of a position; its own value (ValueFigures) is its best
// move's.
template <class MoveT>
struct BasicAnalysis : ValueFigures {
    int depth = 0;                             // plies searched from the root
    std::vector<BasicMoveValue<MoveT>> moves;  // every legal move, best first
    bool final = false;                        // set on the last report of an analysis
};

// A report over another move type: the same figures, each move through `convert` (a move of
// one game's engine to the neutral move of games/GameTypes.h). Call as convertMoves<ToMove>.
template <class ToMove, class FromMove, class Convert>
BasicSearchInfo<ToMove> convertMoves(const BasicSearchInfo<FromMove>& in, Convert convert) {
    BasicSearchInfo<ToMove> out;
    static_cast<SearchFigures&>(out) = in;
    for (const FromMove& m : in.pv) out.pv.push_back(convert(m));
    return out;
}
template <class ToMove, class FromMove, class Convert>
BasicAnalysis<ToMove> convertMoves(const BasicAnalysis<FromMove>& in, Convert convert) {
    BasicAnalysis<ToMove> out;
    static_cast<ValueFigures&>(out) = in;
    out.depth = in.depth;
    out.final = in.final;
    for (const BasicMoveValue<FromMove>& mv : in.moves) {
        BasicMoveValue<ToMove> to;
        static_cast<ValueFigures&>(to) = mv;
        to.move = convert(mv.move);
        out.moves.push_back(to);
    }
    return out;
}

// A finished game's value for its side to move: Win for the winner, Loss for the other side,
// Draw for a draw; Unknown for a game not over.
GameValue finishedValue(const GameResult& r, Side toMove);
// The score of that value 0 plies from its end: winIn(0), lossIn(0) or kDraw (Score.h).
int finishedScore(GameValue v);
// A finished game's value as a report gives it: finishedValue, exact, 0 plies to the end,
// finishedScore (Unknown, not exact, -1 plies and a draw's score for a game not over).
ValueFigures finishedFigures(const GameResult& r, Side toMove);

// What every report of a finished game says (a game over by the rules, by repetition or by the
// players' word: it has no legal move), the same in both games and in every command: its result
// for the side to move, exact, 0 plies to the end, at depth 0, with no moves.
template <class MoveT>
BasicAnalysis<MoveT> finishedAnalysis(const GameResult& r, Side toMove) {
    BasicAnalysis<MoveT> a;
    static_cast<ValueFigures&>(a) = finishedFigures(r, toMove);
    return a;
}
template <class MoveT>
BasicSearchInfo<MoveT> finishedInfo(const GameResult& r, Side toMove) {
    BasicSearchInfo<MoveT> info;
    info.setValue(finishedFigures(r, toMove));
    return info;
}

// Where the root's value is not proven, the full-strength level of both games searches the
// moves that do not end the game by repetition (the record's `endsByRepetition`) and keeps
// those that do aside: `moves` keeps the others and the rest are returned; nothing moves when
// every move (or none) ends the game so.
template <class GameT, class MoveListT>
MoveListT setAsideRepeating(const GameT& game, MoveListT& moves) {
    MoveListT goOn, repeating;
    for (auto m : moves) (game.endsByRepetition(m) ? repeating : goOn).push(m);
    if (goOn.empty() || repeating.empty()) return {};
    moves = goOn;
    return repeating;
}
// Whether the opponent, after `m` in `game`, could end the game by repetition: one of its
// replies brings a position back a third time. In a proven draw the full level of both games
// prefers moves after which it cannot (RootPlan.cpp, LambsEngine.cpp): a draw by repetition is
// the opponent's to take only when every drawing move allows it, so a fallible opponent keeps
// having to find good moves (docs/MATCHES.md#a-game-that-stays-drawn).
// `MoveListT` is the game's move list.
template <class MoveListT, class GameT, class MoveT>
bool opponentCanRepeat(const GameT& game, MoveT m) {
    GameT after = game;
    if (!after.play(m)) return false;
    MoveListT replies;
    after.legalMoves(replies);
    for (auto r : replies)
        if (after.endsByRepetition(r)) return true;
    return false;
}
// And plays one set aside only when the best other move scores `freshScore`, an estimated loss
// worse than the repetition the search scores at -`contempt`: a search draw score is kept
// without ending the game.
inline bool repetitionBetter(int freshScore, int contempt) {
    return valueOfScore(freshScore) == GameValue::Loss && freshScore < -contempt;
}

// A long quiet stretch: this many plies in a row without a capture or a placement (the game
// record's quietPlies()). After it the computer of either game offers and accepts a draw
// (acceptsDraw, offersDraw), and the match runner calls the game drawn (`match --quiet`).
// 300: longer than every quiet stretch that ended in a capture or a win in 80 games of the top
// level against `expert` and `minimax:4` in both games (at most 246 plies before a capture and
// 278 before a win: a fallible side still goes wrong that late, and the game is then not
// drawn), and more than twice the longest forced win of Bagh-Chal's endgame database (137
// plies); docs/FIGURES.md#repetition-and-quiet-draws.
constexpr int kQuietDrawPlies = 300;

// Whether the computer takes a draw its opponent offers in `game`, given the current
// position's exact value for the computer (Unknown where nothing proves it): in a proven draw
// or loss, and after the quiet stretch unless it has a proven win. Both games' records
// (bagh::Game, lambs::LambsGame, games::Game) have quietPlies().
template <class GameT>
bool acceptsDraw(const GameT& game, GameValue forComputer) {
    if (forComputer == GameValue::Draw || forComputer == GameValue::Loss) return true;
    return forComputer != GameValue::Win && game.quietPlies() >= kQuietDrawPlies;
}
// Whether the computer offers a draw itself in `game`: once the quiet stretch is reached,
// unless it has a proven win.
template <class GameT>
bool offersDraw(const GameT& game, GameValue forComputer) {
    return forComputer != GameValue::Win && game.quietPlies() >= kQuietDrawPlies;
}

// What every way to a move does before it answers: an infinite search sends its move only
// after stop(), as UCI asks.
inline void waitForStopIfInfinite(const SearchLimits& limits, const StopSignal& stop) {
    if (limits.infinite) stop.wait();
}

// One background thread for one job at a time, and the stop signal of that job.
class SearchThread {
public:
    SearchThread() = default;
    ~SearchThread();  // stops and joins any job
    SearchThread(const SearchThread&) = delete;
    SearchThread& operator=(const SearchThread&) = delete;

    // Stops and joins the running job, if any, clears the stop signal and runs `job` on a new
    // thread; returns at once. running() is true from here until the job has returned.
    void start(std::function<void()> job);
    // Asks the running job to finish as soon as possible. Any thread.
    void stop() { signal_.request(); }
    // Blocks until the running job, if any, has returned.
    void wait();
    bool running() const { return running_.load(); }
    // The signal the job reads (its flag goes into the search contexts; an infinite search
    // waits on it before it answers).
    StopSignal& signal() { return signal_; }

private:
    std::thread thread_;
    StopSignal signal_;
    std::atomic<bool> running_{false};
};

// The public face both facades share, over a game's record (Game, lambs::LambsGame: the
// position, its history for repetition, the house rule) and its move type.
template <class GameT, class MoveT>
class SearchFacade {
public:
    using InfoCallback = std::function<void(const BasicSearchInfo<MoveT>&)>;
    using BestMoveCallback = std::function<void(MoveT best, const BasicSearchInfo<MoveT>& final)>;
    using AnalysisCallback = std::function<void(const BasicAnalysis<MoveT>&)>;

    SearchFacade(const SearchFacade&) = delete;
    SearchFacade& operator=(const SearchFacade&) = delete;

    // Starts searching in the background; returns at once. onInfo (may be empty) after each
    // completed iteration; onBestMove exactly once. An infinite search reports its move only
    // after stop(). In a finished game there is no search: onInfo once with finishedInfo (the
    // exact result at depth 0), then onBestMove with a null move and the same report.
    void go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBestMove) {
        start([this, limits, onInfo = std::move(onInfo), onBest = std::move(onBestMove)] {
            if (!reportFinished(onInfo, onBest)) runGo(limits, onInfo, onBest);
        });
    }
    // Starts valuing every legal move in the background; onAnalysis may be called several times
    // with improving results (the last call has `final` set). A finished game gets
    // finishedAnalysis: its exact result, no moves.
    void analyse(const SearchLimits& limits, AnalysisCallback onAnalysis) {
        start(
            [this, limits, onAnalysis = std::move(onAnalysis)] { runAnalyse(limits, onAnalysis); });
    }
    // The game to search. A new position makes a running search moot: it is stopped (not waited
    // for, which an infinite one would make endless) and joined first.
    void setGame(const GameT& game) {
        halt();
        game_ = game;
    }
    // 1..kLevels (clamped), the ladder of levelSpec (Levels.cpp): beginner 2 plies with noise
    // ... perfect as deep as its time allows. Read by the next search.
    void setLevel(int level) { level_ = std::clamp(level, 1, kLevels); }
    // The transposition table's size in MiB (1..4096; it is cleared). Joins a running search
    // first.
    void setHashMb(int mb) {
        wait();
        table_.resize(std::clamp(mb, 1, 4096));
    }
    // Seeds the weaker levels' random choices (a fresh random seed by default), so a match or a
    // test can replay the same games. Joins a running search first.
    void setSeed(std::uint64_t seed) {
        wait();
        rng_.seed(seed);
    }

    // Asks a running search to finish as soon as possible (it still reports). Any thread.
    void stop() { thread_.stop(); }
    // Blocks until the running search, if any, has finished and reported.
    void wait() { thread_.wait(); }
    bool searching() const { return thread_.running(); }

protected:
    SearchFacade() = default;
    // A facade stops and joins in its own destructor (halt()), before the state its search
    // reads goes.
    ~SearchFacade() = default;

    // Stops a running search and joins it: what the destructor and every setting that changes
    // what a search reads do first.
    void halt() {
        stop();
        wait();
    }

    // On the owning thread after the previous search has been joined, before the next starts:
    // what the search needs opened first (Bagh-Chal's database and tables).
    virtual void prepareSearch() {}
    // The game's own search, on the search thread; runGo only for a game with a legal move
    // (go() answers a finished game itself).
    virtual void runGo(const SearchLimits& limits, const InfoCallback& onInfo,
                       const BestMoveCallback& onBestMove) = 0;
    virtual void runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis) = 0;

    // What the game's search reads of the facade: the settings above and the stop signal.
    struct Shared {
        GameT& game;
        int& level;
        BasicTt<MoveT>& table;
        std::mt19937_64& rng;
        StopSignal& stop;
    };
    Shared shared() { return {game_, level_, table_, rng_, thread_.signal()}; }

private:
    // In a finished game there is no search: its result is the report, exact, and the move
    // null. Returns false, reporting nothing, while the game has a legal move.
    bool reportFinished(const InfoCallback& onInfo, const BestMoveCallback& onBest) {
        typename GameT::MoveList moves;
        game_.legalMoves(moves);
        if (!moves.empty()) return false;
        const BasicSearchInfo<MoveT> info =
            finishedInfo<MoveT>(game_.result(), game_.current().sideToMove());
        if (onInfo) onInfo(info);
        onBest(MoveT(), info);
        return true;
    }

    void start(std::function<void()> job) {
        halt();
        prepareSearch();
        thread_.start(std::move(job));
    }

    GameT game_;
    int level_ = kLevels;
    BasicTt<MoveT> table_{16};
    std::mt19937_64 rng_{std::random_device{}()};
    SearchThread thread_;
};

}  // namespace bagh
