// The facade: owns the table, the database and the one background thread a search runs on,
// and turns a level plus caller limits into the search's parameters.
#include "engine/search/Engine.h"

#include <iostream>
#include <mutex>

#include "engine/db/EndgameDb.h"
#include "engine/search/Analyse.h"
#include "engine/search/Exact.h"
#include "engine/search/Levels.h"
#include "engine/search/RootPlan.h"
#include "engine/search/Score.h"
#include "engine/search/StopSignal.h"
#include "engine/search/Think.h"

namespace bagh {

struct Engine::Impl {
    int threads = 1;
    Algorithm algorithm = Algorithm::Mtdf;
    std::unique_ptr<EndgameDb> db;
    bool dbResolved = false;  // a path was set, or the default search ran
    // The placement tables (engine/solve): the full solve, or just the shipped opening book.
    // Absent tables change nothing.
    std::unique_ptr<solve::PlacementTables> tables;
    bool tablesResolved = false;
    // The facade's settings and stop signal (search/SearchFacade.h).
    Game& game;
    int& level;
    Tt& tt;
    std::mt19937_64& rng;
    StopSignal& stop;

    explicit Impl(Shared s) : game(s.game), level(s.level), tt(s.table), rng(s.rng), stop(s.stop) {}

    // Without an explicit path the database is looked for on first use (ENGINE-CLI.md's order).
    void resolveDb() {
        if (dbResolved) return;
        dbResolved = true;
        const std::string path = findEndgameDb("");
        std::string error;
        if (!path.empty()) db = EndgameDb::open(path, &error);
        if (!db) {
            static std::once_flag once;
            std::call_once(once, [&] {
                std::cerr << "info: no usable endgame database"
                          << (error.empty() ? std::string() : " (" + error + ")")
                          << "; playing by search alone\n";
            });
        }
    }

    void resolveTables() {
        if (tablesResolved) return;
        tablesResolved = true;
        tables = solve::PlacementTables::open(solve::tableSearchPath(""), nullptr);
    }

    ExactSources exactSources() const { return {db.get(), tables.get()}; }

    SearchContext context(const SearchLimits& limits, std::int64_t ms, bool useDb,
                          std::chrono::steady_clock::time_point start) {
        SearchContext ctx;
        static_cast<SearchControl&>(ctx) =
            searchControl(stop, limits, game.rule() == RepetitionRule::NoRecurrence, ms, start);
        ctx.tt = &tt;
        ctx.db = useDb ? db.get() : nullptr;
        return ctx;
    }

    void runGo(SearchLimits limits, const InfoCallback& onInfo, const BestMoveCallback& onBest);
    // runGo's three ways to a move.
    void playFallible(const SearchContext& ctx, const SearchLimits& limits, const LevelSpec& spec,
                      const InfoCallback& onInfo, const BestMoveCallback& onBest);
    void playOnly(const RootPlan& plan, const ExactSources& src, const SearchLimits& limits,
                  const InfoCallback& onInfo, const BestMoveCallback& onBest);
    void searchAmong(const RootPlan& plan, const MoveList& repeating, const SearchContext& ctx,
                     const SearchLimits& limits, const LevelSpec& spec,
                     std::chrono::steady_clock::time_point start, const InfoCallback& onInfo,
                     const BestMoveCallback& onBest);
    void playByAlgorithm(const SearchContext& ctx, const SearchLimits& limits,
                         const InfoCallback& onInfo, const BestMoveCallback& onBest);
    void runAnalyse(SearchLimits limits, const AnalysisCallback& onAnalysis);
};

// How much a player dislikes a draw by repetition, in centi-goats (Search.h): enough that a
// side the evaluation rates about even keeps playing for more, little enough that a side
// clearly worse still takes the draw.
constexpr int kPlayContempt = 40;
// Thinking time from which a full-strength goat move affords the deep risk look (RootPlan.h).
constexpr std::int64_t kDeepRiskMs = 400;

static int depthCap(const SearchLimits& limits, const LevelSpec& spec) {
    if (limits.depth > 0 && spec.maxDepth > 0) return std::min(limits.depth, spec.maxDepth);
    return limits.depth > 0 ? limits.depth : spec.maxDepth;
}

void Engine::Impl::runGo(SearchLimits limits, const InfoCallback& onInfo,
                         const BestMoveCallback& onBest) {
    const auto start = std::chrono::steady_clock::now();
    const LevelSpec& spec = levelSpec(level);
    MoveList rootMoves;
    game.legalMoves(rootMoves);  // not empty: SearchFacade::go answers a finished game
    SearchContext ctx = context(limits, thinkingMs(limits, spec), spec.useDatabase, start);
    // Playing, not analysing: the player dislikes a draw by repetition, and at full strength
    // the search knows what the placement tables prove.
    ctx.contempt = kPlayContempt;
    ctx.keepGoats = true;
    if (level == kLevels) ctx.tables = tables.get();
    tt.newSearch();
    if (algorithm != Algorithm::Mtdf) return playByAlgorithm(ctx, limits, onInfo, onBest);
    if (spec.noise > 0) return playFallible(ctx, limits, spec, onInfo, onBest);
    // Exact knowledge: the database for every level that uses it, the tables at full strength.
    const ExactSources src = level == kLevels ? exactSources() : ExactSources{ctx.db, nullptr};
    // The deep risk look (GoatRisk.h) costs up to 0.15 s: only where the move has time for it.
    const std::int64_t ms = thinkingMs(limits, spec);
    const int riskRounds = ms == 0 || ms >= kDeepRiskMs ? kDeepRiskRounds : kQuickRiskRounds;
    // Full strength knows the game's history: in a proven draw it does not end the game by
    // repetition where another drawing move goes on (RootPlan.h); where nothing is proven it
    // searches the other moves and repeats only where they all look lost (SearchFacade.h).
    RootPlan plan = level == kLevels
                        ? planRoot(game, rootMoves, src, true, riskRounds, stop.flag())
                        : planRoot(game.current(), rootMoves, src, false, riskRounds, stop.flag());
    const MoveList repeating = level == kLevels && plan.value == GameValue::Unknown
                                   ? setAsideRepeating(game, plan.candidates)
                                   : MoveList();
    if (plan.candidates.size() == 1 && repeating.empty())
        return playOnly(plan, src, limits, onInfo, onBest);
    searchAmong(plan, repeating, ctx, limits, spec, start, onInfo, onBest);
}

void Engine::Impl::playByAlgorithm(const SearchContext& ctx, const SearchLimits& limits,
                                   const InfoCallback& onInfo, const BestMoveCallback& onBest) {
    AlgorithmLimits al;
    al.depth = limits.depth > 0 ? limits.depth : kMaxPly - 1;
    al.stop = stop.flag();
    al.hasDeadline = ctx.hasDeadline;
    al.deadline = ctx.deadline;
    const AlgorithmResult r = runAlgorithm(algorithm, game.current(), al);
    SearchInfo info;
    info.depth = r.depth;
    info.score = r.score;
    info.value = valueOfScore(r.score);
    info.proven = isResultScore(r.score);
    info.plies = info.proven ? resultPlies(r.score) : -1;
    info.nodes = r.nodes;
    info.timeMs = r.timeUs / 1000;
    info.nps =
        r.nodes * 1'000'000 / static_cast<std::uint64_t>(std::max<std::int64_t>(1, r.timeUs));
    MoveList legal;
    game.legalMoves(legal);
    // Iteration 1 always completes unless stopped at once; then any legal move will do.
    const Move move = legal.contains(r.move) ? r.move : legal[0];
    info.pv = {move};
    if (onInfo) onInfo(info);
    waitForStopIfInfinite(limits, stop);
    onBest(move, info);
}

void Engine::Impl::playFallible(const SearchContext& ctx, const SearchLimits& limits,
                                const LevelSpec& spec, const InfoCallback& onInfo,
                                const BestMoveCallback& onBest) {
    // A weaker level: rate every move, then choose like a player of that strength.
    const Analysis a = analyseMoves(ctx, game, depthCap(limits, spec), nullptr);
    const SearchInfo info = levelMoveInfo(a, spec, rng);
    if (onInfo) onInfo(info);
    waitForStopIfInfinite(limits, stop);
    onBest(info.pv[0], info);
}

void Engine::Impl::playOnly(const RootPlan& plan, const ExactSources& src,
                            const SearchLimits& limits, const InfoCallback& onInfo,
                            const BestMoveCallback& onBest) {
    // One move keeps the proven value (or only one is legal): no search to do.
    SearchInfo info;
    const Move move = plan.candidates[0];
    info.value = plan.value;
    info.proven = plan.value != GameValue::Unknown;
    info.plies = plan.plies;
    if (info.proven)
        info.score = plan.value == GameValue::Win    ? (plan.plies >= 0 ? winIn(plan.plies) : 0)
                     : plan.value == GameValue::Loss ? (plan.plies >= 0 ? lossIn(plan.plies) : 0)
                                                     : kDraw;
    info.pv = bagh::exactLine(game.current(), move, src, 40);
    if (onInfo) onInfo(info);
    waitForStopIfInfinite(limits, stop);
    onBest(move, info);
}

void Engine::Impl::searchAmong(const RootPlan& plan, const MoveList& repeating,
                               const SearchContext& ctx, const SearchLimits& limits,
                               const LevelSpec& spec, std::chrono::steady_clock::time_point start,
                               const InfoCallback& onInfo, const BestMoveCallback& onBest) {
    ThinkParams params;
    params.context = ctx;
    params.maxDepth = depthCap(limits, spec);
    params.threads = threads;
    params.infinite = limits.infinite;
    params.stop = &stop;
    params.start = start;
    params.rootBonus = plan.bonus;
    params.rootRisk = plan.risk;
    // A level's own thinking time is a budget: no new iteration after half of it. An explicit
    // movetime is the time to use: iterations run until the deadline aborts the last one.
    const std::int64_t ms = thinkingMs(limits, spec);
    params.softMs = limits.movetimeMs == 0 && ms > 0 && limits.depth == 0 ? ms : 0;
    // With a proven root value the reports carry it: the search only chose among equals.
    // A distance the search itself proved for the same value stays: the tables give none.
    auto proven = [&plan](SearchInfo& i) {
        if (plan.value == GameValue::Unknown) return;
        const bool searchDistance = i.proven && i.value == plan.value && i.plies >= 0;
        i.plies = plan.plies >= 0 || !searchDistance ? plan.plies : i.plies;
        i.value = plan.value;
        i.proven = true;
    };
    InfoCallback report = onInfo;
    if (onInfo && plan.value != GameValue::Unknown)
        report = [&onInfo, &proven](const SearchInfo& i) {
            SearchInfo copy = i;
            proven(copy);
            onInfo(copy);
        };
    ThinkResult r = think(params, game.current(), game.keys(), plan.candidates, report);
    proven(r.info);
    // The moves set aside end the game by repetition: the search scores them -contempt.
    if (!repeating.empty() && repetitionBetter(r.info.score, ctx.contempt)) {
        r.best = repeating[0];
        r.info.score = -ctx.contempt;
        describeScore(r.info, game.current(), ctx.db != nullptr);
        r.info.pv = {r.best};
    }
    onBest(r.best, r.info);
}

void Engine::Impl::runAnalyse(SearchLimits limits, const AnalysisCallback& onAnalysis) {
    const auto start = std::chrono::steady_clock::now();
    const LevelSpec& spec = levelSpec(kLevels);  // analysis is always the full engine
    const std::int64_t ms = thinkingMs(limits, spec);
    SearchContext ctx = context(limits, ms, true, start);
    tt.newSearch();
    // The child searches count one ply less than the caller's depth from the root.
    int depth = limits.depth > 0 ? std::max(1, limits.depth - 1) : 0;
    // Placement-phase values come from the tables where they reach; the search still orders
    // moves of equal value and fills in what the tables leave open. When the tables decide
    // every move, ordering is all that is left, and a shallow search does it: the analysis
    // then ends (and says so) instead of deepening forever.
    const Position root = game.current();
    const ExactSources src = exactSources();
    constexpr int kTieBreakDepth = 6;
    if (tablesDecideEveryMove(root, src))
        depth = depth > 0 ? std::min(depth, kTieBreakDepth) : kTieBreakDepth;
    Analysis a = analyseMoves(ctx, game, depth, [&](const Analysis& update) {
        Analysis exact = update;
        applyTables(exact, root, src);
        onAnalysis(exact);
    });
    applyTables(a, root, src);
    a.final = true;
    onAnalysis(a);
}

Engine::Engine() : impl_(std::make_unique<Impl>(shared())) {}

Engine::~Engine() { halt(); }

void Engine::setThreads(int threads) { impl_->threads = std::clamp(threads, 1, 64); }

void Engine::setAlgorithm(Algorithm algorithm) {
    wait();
    impl_->algorithm = algorithm;
}

bool Engine::setDatabasePath(const std::string& path, std::string* error) {
    wait();
    impl_->dbResolved = true;
    impl_->db.reset();
    const std::string found = findEndgameDb(path);
    if (found.empty()) {
        if (error) *error = "no database file at '" + path + "'";
        return false;
    }
    impl_->db = EndgameDb::open(found, error);
    return impl_->db != nullptr;
}

bool Engine::setTablesPath(const std::string& dir, std::string* error) {
    wait();
    impl_->tablesResolved = true;
    impl_->tables = solve::PlacementTables::open(solve::tableSearchPath(dir), error);
    return impl_->tables != nullptr;
}

ExactCoverage Engine::coverage(const Position& pos) {
    // Resolving here cannot race a search: one that started has resolved both already.
    impl_->resolveDb();
    impl_->resolveTables();
    if (impl_->db && EndgameDb::covers(pos)) return ExactCoverage::Database;
    const solve::PlacementTables* t = impl_->tables.get();
    const solve::PlacementSlot s = solve::placementSlotOf(pos);
    if (!t || s.layer < 0 || !t->hasLayer(s.layer)) return ExactCoverage::None;
    // The moves' values are their children's, one layer on (the last layer's children are the
    // database's).
    const int next = s.layer + 1;
    const bool children = next < solve::kLayers ? t->hasLayer(next) : impl_->db != nullptr;
    return children ? ExactCoverage::Tables : ExactCoverage::None;
}

GameValue Engine::exactValue(const Position& pos, int* plies) {
    impl_->resolveDb();
    impl_->resolveTables();
    const DbProbe e = bagh::exactValue(pos, impl_->exactSources());
    if (plies) *plies = e.plies;
    return e.value;
}

std::vector<Move> Engine::exactLine(const Position& root, Move first, int maxPlies) {
    impl_->resolveDb();
    impl_->resolveTables();
    return bagh::exactLine(root, first, impl_->exactSources(), maxPlies);
}

// The database and the tables are opened before the search starts, on the owning thread, so
// coverage() and exactValue() never race the search to open them.
void Engine::prepareSearch() {
    impl_->resolveDb();
    impl_->resolveTables();
}

void Engine::runGo(const SearchLimits& limits, const InfoCallback& onInfo,
                   const BestMoveCallback& onBestMove) {
    impl_->runGo(limits, onInfo, onBestMove);
}

void Engine::runAnalyse(const SearchLimits& limits, const AnalysisCallback& onAnalysis) {
    impl_->runAnalyse(limits, onAnalysis);
}

}  // namespace bagh
