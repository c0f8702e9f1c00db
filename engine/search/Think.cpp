// Lazy SMP. Helper threads run the same iterative deepening on the shared table, odd helpers
// one ply ahead, so they fill the table with entries the main thread then finds; only the main
// thread's result is used. Measured on this machine (2 cores shared with other jobs, load ~4.5)
// for one second from the start and five middle-game positions, `Threads 2` reached the same
// depth as `Threads 1` in five of six positions and one ply less in one: no gain here, so the
// default stays 1 thread. The code stays for machines with idle cores (setoption Threads).
#include "engine/search/Think.h"

#include <memory>
#include <thread>

#include "engine/core/Types.h"
#include "engine/search/Score.h"
#include "engine/util/Parallel.h"

namespace bagh {
namespace {

std::int64_t elapsedMs(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start)
        .count();
}

// A result inside the horizon cannot get shorter: deeper search changes nothing. A proven draw
// is not settled: deeper search still improves the choice among drawing moves.
bool settled(const SearchInfo& info) {
    return isResultScore(info.score) && resultPlies(info.score) <= info.depth;
}

// A Lazy SMP helper: the same deepening, odd ids a ply ahead, stopped by `stop` alone; its
// node count goes to `nodes` after every iteration.
void helperSearch(const ThinkParams& params, int id, int maxDepth, const Position& root,
                  const std::vector<std::uint64_t>& history, const MoveList& rootMoves,
                  const std::atomic<bool>* stop, std::atomic<std::uint64_t>& nodes) {
    SearchContext ctx = params.context;
    ctx.stop = stop;
    ctx.nodeLimit = 0;
    Search search(ctx);
    search.setRoot(root, history, rootMoves);
    search.setRootBonus(params.rootBonus);
    search.setRootRisk(params.rootRisk);
    int guess = 0;
    for (int depth = 1 + id % 2; depth <= maxDepth; ++depth) {
        guess = search.mtdf(depth, guess);
        if (search.aborted()) break;
        nodes.store(search.nodes(), std::memory_order_relaxed);
    }
    nodes.store(search.nodes(), std::memory_order_relaxed);
}

}  // namespace

void describeScore(SearchInfo& info, const Position& root, bool haveDb) {
    const bool fullDepth = haveDb && info.depth >= Search::pliesToDatabase(root);
    info.proven = isResultScore(info.score) || fullDepth;
    info.value = valueOfScore(info.score);
    if (fullDepth && !isResultScore(info.score)) info.value = GameValue::Draw;
    info.plies = isResultScore(info.score) ? resultPlies(info.score) : -1;
}

ThinkResult think(const ThinkParams& params, const Position& root,
                  const std::vector<std::uint64_t>& history, const MoveList& rootMoves,
                  const std::function<void(const SearchInfo&)>& onInfo) {
    const int maxDepth = params.maxDepth > 0 ? std::min(params.maxDepth, kMaxPly - 1) : kMaxPly - 1;
    const bool haveDb = params.context.db != nullptr;

    // Helpers stop when the main thread is done (or stopped); they have no limits of their own.
    std::atomic<bool> helpersStop{false};
    std::vector<std::unique_ptr<std::atomic<std::uint64_t>>> helperNodes;
    for (int id = 1; id < params.threads; ++id)
        helperNodes.push_back(std::make_unique<std::atomic<std::uint64_t>>(0));
    auto allNodes = [&](const Search& main) {
        std::uint64_t n = main.nodes();
        for (const auto& c : helperNodes) n += c->load(std::memory_order_relaxed);
        return n;
    };

    Search search(params.context);
    search.setRoot(root, history, rootMoves);
    search.setRootBonus(params.rootBonus);
    search.setRootRisk(params.rootRisk);
    ThinkResult result;
    result.best = rootMoves[0];
    auto mainSearch = [&] {
        int guess = 0;
        for (int depth = 1; depth <= maxDepth; ++depth) {
            const int score = search.mtdf(depth, guess);
            if (search.aborted()) break;
            guess = score;
            SearchInfo& info = result.info;
            info.depth = depth;
            info.score = search.reportedScore(score);
            describeScore(info, root, haveDb);
            info.pv = search.pv();
            result.best = search.bestMove();
            info.timeMs = elapsedMs(params.start);
            info.nodes = allNodes(search);
            info.nps = info.nodes * 1000 /
                       static_cast<std::uint64_t>(std::max<std::int64_t>(1, info.timeMs));
            info.hashfullPermille = params.context.tt->hashfullPermille();
            if (onInfo) onInfo(info);
            if (!params.infinite && settled(info)) break;
            if (params.softMs > 0 && info.timeMs * 2 > params.softMs) break;
        }
        if (params.infinite && params.stop) params.stop->wait();  // the move only after stop()
        helpersStop = true;
    };
    // The main search on this thread (worker 0), the helpers beside it.
    runWorkers(params.threads, [&](int id) {
        if (id == 0) return mainSearch();
        helperSearch(params, id, maxDepth, root, history, rootMoves, &helpersStop,
                     *helperNodes[static_cast<std::size_t>(id - 1)]);
    });

    result.info.timeMs = elapsedMs(params.start);
    result.info.nodes = allNodes(search);
    result.info.nps = result.info.nodes * 1000 /
                      static_cast<std::uint64_t>(std::max<std::int64_t>(1, result.info.timeMs));
    if (result.info.pv.empty()) result.info.pv = {result.best};
    return result;
}

}  // namespace bagh
