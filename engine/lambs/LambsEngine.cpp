// The facade: owns the table and the one background thread a search runs on, and turns a level
// plus the caller's limits into depth, time and noise (the ladder of search/Levels.cpp).
#include "engine/lambs/LambsEngine.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <mutex>
#include <random>

#include "engine/lambs/Evaluate.h"
#include "engine/lambs/Search.h"
#include "engine/lambs/WinDistance.h"
#include "engine/lambs/solve/Tables.h"
#include "engine/search/Levels.h"
#include "engine/search/Score.h"
#include "engine/search/StopSignal.h"
#include "engine/search/TrapBonus.h"

namespace bagh::lambs {
namespace {

using Clock = std::chrono::steady_clock;

// How much a player dislikes a draw by repetition: a tenth of a goat, less than Bagh-Chal's 40
// (search/Engine.cpp). The evaluation misjudges the tigers' cramped positions, and a tiger
// that shuns a repetition at a cost it cannot see walks into a block: at 40 `expert` lost 11 of
// its 20 tiger games to `advanced` (the ladder's step 56% over 120 games), at 10 it keeps the
// step over 65% (docs/FIGURES.md, "The Lambs ladder, mended").
constexpr int kPlayContempt = 10;
// Positions the win reading (WinDistance.h) may read per millisecond of the move's time: it
// reads about 400 a millisecond where the tables are probed at every node (measured on won
// sliding positions of games against `expert`), so about a third of the time.
constexpr std::uint64_t kWinReadNodesPerMs = 150;

int depthCap(const SearchLimits& limits, const LevelSpec& spec) {
    int cap = limits.depth > 0 ? limits.depth : kMaxPly - 1;
    if (spec.maxDepth > 0) cap = std::min(cap, spec.maxDepth);
    return cap;
}

// A result found within the depth searched is final: deeper search cannot change it.
bool settled(int score, int depth) { return isResultScore(score) && resultPlies(score) <= depth; }

MoveValue moveValue(Move m, int score) {
    MoveValue mv;
    mv.move = m;
    mv.score = score;
    mv.exact = isResultScore(score);
    mv.value = valueOfScore(score);
    mv.plies = mv.exact ? resultPlies(score) : -1;
    return mv;
}

// The exact value of `pos` for its side to move: the rules' verdict where the game is over,
// else the tables' (Unknown where they do not hold it; no tables: Unknown).
GameValue exactPositionValue(const Variant& v, const LambsTables* tables, const Position& pos) {
    if (const GameResult r = result(v, pos); r.over()) return finishedValue(r, pos.sideToMove());
    return tables ? tables->probe(pos) : GameValue::Unknown;
}

// The exact value of a move from the tables, for the side making it: a move that ends the
// game by the rules wins (or loses) outright, else the child's value turned round. Unknown when
// the tables do not hold the child.
GameValue exactMoveValue(const LambsTables& tables, const Variant& v, Position child) {
    return opposite(exactPositionValue(v, &tables, child));
}

int valueRank(GameValue v) { return v == GameValue::Win ? 2 : v == GameValue::Draw ? 1 : 0; }

// A table value into a move's report: exact, no distance unless the search found one that
// agrees; the score above every estimate for a win, below for a loss, in the draw band else.
void applyExact(MoveValue& mv, GameValue exact) {
    if (exact == GameValue::Unknown) return;
    const bool searchAgrees = mv.exact && mv.value == exact;
    mv.value = exact;
    mv.exact = true;
    if (searchAgrees) return;
    mv.plies = -1;
    mv.score = exact == GameValue::Win    ? kTableWin
               : exact == GameValue::Loss ? -kTableWin
                                          : clampToDrawBand(mv.score);
}

// Lambs and Tigers' hooks for the trap look (search/TrapBonus.h): its moves, its evaluation,
// its solved tables.
struct LambsTrapHooks {
    using Position = lambs::Position;
    using Move = lambs::Move;
    using MoveList = lambs::MoveList;
    const Variant& variant;
    const LambsTables& tables;
    void moves(const Position& pos, MoveList& list) const { generateMoves(variant, pos, list); }
    GameResult result(const Position& pos) const { return lambs::result(variant, pos); }
    int evaluate(const Position& pos) const { return evaluatePosition(variant, pos); }
    bool provenWin(const Position& pos) const {
        return exactPositionValue(variant, &tables, pos) == GameValue::Win;
    }
    bool givesGoat(const Position& root, const Position& child) const {
        return root.sideToMove() == Side::Goats &&
               evalFeatures(variant.board(), child).attacked > 0;
    }
};

}  // namespace

int trapBonus(const Variant& variant, const LambsTables& tables, const Position& root, Move m) {
    return trapBonusOf(LambsTrapHooks{variant, tables}, root, m);
}

struct LambsEngine::Impl {
    // The facade's settings and stop signal (search/SearchFacade.h).
    LambsGame& game;
    int& level;
    Tt& tt;
    std::mt19937_64& rng;
    StopSignal& stop;
    // Solved tables by captures-to-win, opened on first use (null: none found). The search
    // thread and the owner's exactValue may both open them: the map is under tablesMutex; the
    // tables themselves are thread-safe and live until the next setTablesPath, which halts
    // the search first.
    std::string tablesDir;
    bool useTables = true;
    std::mutex tablesMutex;
    std::map<int, std::shared_ptr<const LambsTables>> tables;

    explicit Impl(Shared s) : game(s.game), level(s.level), tt(s.table), rng(s.rng), stop(s.stop) {}

    const LambsTables* tablesFor(const Variant& v) {
        if (!useTables) return nullptr;
        const std::lock_guard<std::mutex> lock(tablesMutex);
        auto it = tables.find(v.capturesToWin());
        if (it == tables.end()) {
            std::string error;
            std::shared_ptr<const LambsTables> t;
            if (&v.board() == &lambsBoard())
                t = LambsTables::open(v, lambsTableSearchPath(tablesDir), &error);
            it = tables.emplace(v.capturesToWin(), std::move(t)).first;
        }
        return it->second.get();
    }

    // The exact value of every legal move (Unknown where the tables do not tell); empty when
    // no tables for this rule are present.
    std::vector<GameValue> exactValues(const MoveList& moves) {
        const LambsTables* t = tablesFor(game.variant());
        if (!t) return {};
        std::vector<GameValue> values;
        for (Move m : moves) {
            Position child = game.current();
            child.makeMove(m);
            values.push_back(exactMoveValue(*t, game.variant(), child));
        }
        return values;
    }

    SearchContext context(const SearchLimits& limits, std::int64_t ms, Clock::time_point start) {
        SearchContext ctx;
        static_cast<SearchControl&>(ctx) =
            searchControl(stop, limits, game.rule() == RepetitionRule::NoRecurrence, ms, start);
        ctx.variant = &game.variant();
        ctx.tt = &tt;
        ctx.tables = tablesFor(game.variant());
        return ctx;
    }

    void runGo(const SearchLimits& limits, const InfoCallback& onInfo,
               const BestMoveCallback& onBest);
    Analysis analyseMoves(const SearchContext& ctx, int maxDepth, const AnalysisCallback& each);
    void runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis);
};

void LambsEngine::Impl::runGo(const SearchLimits& limits, const InfoCallback& onInfo,
                              const BestMoveCallback& onBest) {
    const Clock::time_point start = Clock::now();
    const LevelSpec& spec = lambsLevelSpec(level);
    MoveList rootMoves;
    game.legalMoves(rootMoves);  // not empty: SearchFacade::go answers a finished game
    const std::int64_t ms = thinkingMs(limits, spec);
    SearchContext ctx = context(limits, ms, start);
    ctx.contempt = kPlayContempt;
    // Only the full level knows the solved tables, as in Bagh-Chal (search/Levels.cpp): the
    // others read the whole game, as people do, and go wrong as people do.
    const bool full = level == kLevels;
    if (!full) ctx.tables = nullptr;
    tt.newSearch();

    if (spec.noise > 0) {  // a weaker level: rate every move, then choose like that player
        const Analysis a = analyseMoves(ctx, depthCap(limits, spec), nullptr);
        const SearchInfo info = levelMoveInfo(a, spec, rng);
        if (onInfo) onInfo(info);
        waitForStopIfInfinite(limits, stop);
        return onBest(info.pv[0], info);
    }

    // With the tables at hand the full level plays only moves that keep the exact value, and
    // lets the search choose among them; in a draw, those that do not end the game by
    // repetition where there are any. Where nothing is proven, full strength searches those
    // and repeats only where they all look lost (search/SearchFacade.h).
    MoveList repeating;
    std::vector<int> trapBonus;
    bool provenWin = false;  // by the tables: the report says so, whatever the reading found
    const LambsTables* winTables = nullptr;  // the tables that prove it
    int winPlies = -1;                       // the plies to its end, where a reading found them
    bool provenDraw = false;  // the same for a draw (the tables, or a repetition that ends it)
    std::vector<GameValue> exact = full ? exactValues(rootMoves) : std::vector<GameValue>{};
    // A move that ends the game by repetition ends it drawn, whatever the tables say of the
    // position it leaves: a won game's only winning move can be such a move, and a drawing move
    // that goes on is then worth more (the opponent may still go wrong). The same in Bagh-Chal's
    // root plan (search/RootPlan.cpp).
    for (std::size_t i = 0; i < exact.size(); ++i)
        if (exact[i] != GameValue::Unknown && game.endsByRepetition(rootMoves[static_cast<int>(i)]))
            exact[i] = GameValue::Draw;
    if (!exact.empty() &&
        std::find(exact.begin(), exact.end(), GameValue::Unknown) == exact.end()) {
        int best = 0;
        for (GameValue v : exact) best = std::max(best, valueRank(v));
        MoveList keep;
        for (int i = 0; i < rootMoves.size(); ++i)
            if (valueRank(exact[i]) == best) keep.push(rootMoves[i]);
        rootMoves = keep;
        // A proven win: the tables give no distance, so inside the tree every winning line
        // would end at a table win and the moves would tie; the win would never be played out
        // (measured: won games drawn after the quiet stretch). The root keeps only winning
        // moves, so the search chooses among them by reading and the evaluation, as without
        // tables, and reaches the real end.
        if (best == valueRank(GameValue::Win)) {
            winTables = ctx.tables;
            ctx.tables = nullptr;
            provenWin = true;
        }
        if (full && best != valueRank(GameValue::Loss)) {
            // A won or drawn game is not ended by repetition while it can go on: not by us,
            // and not by the opponent where a move keeping the value leaves it no such reply.
            // A win goes on to new positions where it can: without a distance to the end the
            // search shuffles among winning moves, and a shuffle is a repetition to come.
            // (Measured against `expert` at 500 ms: with none of these, 6 of the full level's
            // 20 goat games drawn by repetition in positions the tables prove won; with the
            // first two, 3.)
            setAsideRepeating(game, rootMoves);
            if (provenWin) {
                MoveList fresh;
                for (Move m : rootMoves)
                    if (!game.recreates(m)) fresh.push(m);
                if (fresh.size() > 0) rootMoves = fresh;
            }
            MoveList open;
            for (Move m : rootMoves)
                if (!opponentCanRepeat<MoveList>(game, m)) open.push(m);
            if (open.size() > 0) rootMoves = open;
            if (provenWin && winTables) {
                // The quickest win a reading finds (WinDistance.h), within about a third of the
                // time: played straight, the win is played out, not shuffled until the loser
                // repeats. Where none is found in time, the search chooses as above. A search
                // without a clock (a depth, infinite) reads as much as a second would allow.
                WinDistanceLimits reach;
                reach.maxNodes =
                    static_cast<std::uint64_t>(ms > 0 ? ms : 1000) * kWinReadNodesPerMs;
                const QuickestWin win =
                    quickestWin(game.variant(), *winTables, game.current(), game.keys(), reach);
                if (win.plies > 0 && rootMoves.contains(win.move)) {
                    rootMoves = MoveList();
                    rootMoves.push(win.move);
                    winPlies = win.plies;
                }
            }
        }
        provenDraw = best == valueRank(GameValue::Draw);
        if (full && best == valueRank(GameValue::Draw)) {
            // Among the drawing moves, those that give the opponent chances to go wrong.
            if (rootMoves.size() > 1 && ctx.tables) {
                for (Move m : rootMoves)
                    trapBonus.push_back(
                        lambs::trapBonus(game.variant(), *ctx.tables, game.current(), m));
            }
        }
    } else if (full) {
        repeating = setAsideRepeating(game, rootMoves);
    }

    // A level's own time is a budget: no new iteration after half of it. An explicit movetime
    // is the time to use: iterations run until the deadline aborts one.
    const std::int64_t softMs = limits.movetimeMs == 0 && limits.depth == 0 ? ms / 2 : 0;
    Search search(ctx);
    search.setRoot(game.current(), game.keys(), rootMoves);
    search.setRootBonus(trapBonus);
    // What the tables prove of the root, over whatever the reading's score says.
    const auto sayProven = [&](SearchInfo& report) {
        if (provenDraw) {
            report.value = GameValue::Draw;
            report.proven = true;
            report.plies = -1;
            report.score = clampToDrawBand(report.score);
        }
        if (provenWin && !(report.proven && report.value == GameValue::Win)) {
            report.value = GameValue::Win;
            report.proven = true;
            report.plies = winPlies;
            report.score = winPlies > 0 ? winIn(winPlies) : kTableWin;
        }
    };
    SearchInfo info;
    info.pv = {rootMoves[0]};
    const int cap = depthCap(limits, spec);
    int guess = 0;
    for (int depth = 1; depth <= cap; ++depth) {
        const int score = search.mtdf(depth, guess);
        if (search.aborted()) break;
        const auto us =
            std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count();
        info.depth = depth;
        info.score = score;
        info.value = valueOfScore(score);
        info.proven = isResultScore(score);
        info.plies = info.proven ? resultPlies(score) : -1;
        guess = score;
        info.pv = search.pv();
        info.nodes = search.nodes();
        info.timeMs = us / 1000;
        info.nps = info.nodes * 1'000'000 / static_cast<std::uint64_t>(std::max<long>(1, us));
        info.hashfullPermille = tt.hashfullPermille();
        if (onInfo) {
            // Each report says what the tables prove, as the last one does: a search of a
            // proven draw is not a "loss estimate" on the way.
            SearchInfo shown = info;
            sayProven(shown);
            onInfo(shown);
        }
        if (settled(score, depth) || stop.requested()) break;
        if (softMs > 0 && us / 1000 >= softMs) break;
    }
    info.nodes = search.nodes();
    Move best = search.bestMove();
    // The moves set aside end the game by repetition: the search scores them -contempt.
    if (!repeating.empty() && repetitionBetter(info.score, ctx.contempt)) {
        best = repeating[0];
        info.score = -ctx.contempt;
        info.value = valueOfScore(info.score);
        info.proven = false;
        info.plies = -1;
        info.pv = {best};
    }
    sayProven(info);
    waitForStopIfInfinite(limits, stop);
    onBest(best, info);
}

Analysis LambsEngine::Impl::analyseMoves(const SearchContext& ctx, int maxDepth,
                                         const AnalysisCallback& each) {
    MoveList rootMoves;
    game.legalMoves(rootMoves);
    // A finished game (by the rules, by repetition or by the players) is its result, exact.
    if (rootMoves.empty())
        return finishedAnalysis<Move>(game.result(), game.current().sideToMove());
    Analysis done;
    for (Move m : rootMoves) done.moves.push_back(moveValue(m, 0));
    // The tables where the context has them (analysis, the full level), not the weaker levels.
    const std::vector<GameValue> exact =
        ctx.tables ? exactValues(rootMoves) : std::vector<GameValue>{};
    Search search(ctx);
    search.setRoot(game.current(), game.keys(), rootMoves);
    for (int depth = 1; depth <= maxDepth; ++depth) {
        Analysis a;
        a.depth = depth;
        bool allSettled = true;
        for (int i = 0; i < rootMoves.size(); ++i) {
            const int score = search.searchMove(rootMoves[i], depth);
            if (search.aborted()) break;
            MoveValue mv = moveValue(rootMoves[i], score);
            const bool known = !exact.empty() && exact[i] != GameValue::Unknown;
            if (known) applyExact(mv, exact[i]);
            a.moves.push_back(mv);
            allSettled = allSettled && (known || settled(score, depth));
        }
        if (search.aborted()) break;
        // Best first (an exact value before any estimate of a lower class); equal scores keep
        // the generation order, so results are reproducible.
        std::stable_sort(a.moves.begin(), a.moves.end(),
                         [](const MoveValue& x, const MoveValue& y) {
                             if (x.exact && y.exact && x.value != y.value)
                                 return valueRank(x.value) > valueRank(y.value);
                             return x.score > y.score;
                         });
        const MoveValue& best = a.moves.front();
        a.value = best.value;
        a.exact = best.exact;
        a.plies = best.plies;
        a.score = best.score;
        done = a;
        if (each) each(done);
        if (allSettled || stop.requested()) break;
    }
    return done;
}

void LambsEngine::Impl::runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis) {
    const Clock::time_point start = Clock::now();
    const LevelSpec& spec = lambsLevelSpec(kLevels);  // analysis is always the full engine
    const SearchContext ctx = context(limits, thinkingMs(limits, spec), start);
    tt.newSearch();
    const int depth = limits.depth > 0 ? limits.depth : kMaxPly - 1;
    Analysis a = analyseMoves(ctx, depth, onAnalysis);
    a.final = true;
    onAnalysis(a);
}

LambsEngine::LambsEngine() : impl_(std::make_unique<Impl>(shared())) {}

LambsEngine::~LambsEngine() { halt(); }

void LambsEngine::setTablesPath(const std::string& dir) {
    halt();
    impl_->tablesDir = dir;
    const std::lock_guard<std::mutex> lock(impl_->tablesMutex);
    impl_->tables.clear();
}

GameValue LambsEngine::exactValue(const Variant& variant, const Position& pos) {
    return exactPositionValue(variant, impl_->tablesFor(variant), pos);
}

std::vector<Move> LambsEngine::exactLine(const Variant& variant, const Position& root, Move first,
                                         int maxPlies) {
    std::vector<Move> line{first};
    const LambsTables* tables = impl_->tablesFor(variant);
    if (!tables) return line;
    Position pos = root;
    pos.makeMove(first);
    std::vector<std::uint64_t> seen{root.key(), pos.key()};
    while (static_cast<int>(line.size()) < maxPlies && !result(variant, pos).over()) {
        const GameValue value = tables->probe(pos);
        if (value == GameValue::Unknown) break;
        MoveList moves;
        generateMoves(variant, pos, moves);
        Move next;
        bool nextFresh = false;
        int nextEval = 0;
        for (Move m : moves) {
            Position child = pos;
            child.makeMove(m);
            if (exactMoveValue(*tables, variant, child) != value) continue;
            const bool fresh = std::find(seen.begin(), seen.end(), child.key()) == seen.end();
            const int eval = -evaluatePosition(variant, child);
            if (next.isNull() || (fresh && !nextFresh) || (fresh == nextFresh && eval > nextEval))
                next = m, nextFresh = fresh, nextEval = eval;
        }
        if (next.isNull()) break;
        line.push_back(next);
        pos.makeMove(next);
        seen.push_back(pos.key());
    }
    return line;
}

void LambsEngine::setExactTables(bool use) {
    halt();
    impl_->useTables = use;
}

void LambsEngine::runGo(const SearchLimits& limits, const InfoCallback& onInfo,
                        const BestMoveCallback& onBestMove) {
    impl_->runGo(limits, onInfo, onBestMove);
}

void LambsEngine::runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis) {
    impl_->runAnalyse(limits, onAnalysis);
}

}  // namespace bagh::lambs
