// bench [--compare] [--db PATH]: the search's node signature and speed (ENGINE-CLI.md).
// bench --algorithms [--depth D] ["<OBX>"]: the classic search algorithms side by side.
#include <iomanip>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/core/MoveGen.h"
#include "engine/db/EndgameDb.h"
#include "engine/search/Algorithms.h"
#include "engine/search/Bench.h"

namespace bagh::cli {
namespace {

constexpr int kDefaultAlgorithmDepth = 5;

// One row per algorithm, all to the same depth from the same position.
int algorithmTable(const Position& root, int depth) {
    MoveList moves;
    generateMoves(root, moves);
    if (moves.empty()) {
        std::cerr << "error: bench: the position has no legal move\n";
        return 2;
    }
    for (int i = 0; i < kAlgorithms; ++i) {
        const Algorithm a = static_cast<Algorithm>(i);
        AlgorithmLimits limits;
        limits.depth = depth;
        const AlgorithmResult r = runAlgorithm(a, root, limits);
        std::cout << "algorithm " << algorithmName(a) << " depth " << r.depth << " time_ms "
                  << r.timeUs / 1000 << " nodes " << r.nodes << " leaves " << r.leaves << " score "
                  << r.score << " move " << r.move.toString() << std::endl;
    }
    return 0;
}

}  // namespace

int benchCommand(const Args& args) {
    bool compare = false, algorithms = false;
    int depth = kDefaultAlgorithmDepth;
    std::string dbPath;
    std::vector<std::string> record;
    ArgParser p("bench",
                "bench [--compare] [--db PATH] | bench --algorithms [--depth D] [\"<OBX>\"]");
    p.flag("--compare", &compare)
        .flag("--algorithms", &algorithms)
        .value("--db", &dbPath)
        .integer("--depth", 1, 20, &depth)
        .positionals(&record);
    if (!p.read(args)) return 2;
    if (algorithms) {
        Position root = Position::start();
        if (!record.empty() && !readPosition(joinRecord(record), root)) return 2;
        return algorithmTable(root, depth);
    }
    if (!record.empty()) {
        p.fail("a position goes with --algorithms only");
        return 2;
    }
    std::unique_ptr<EndgameDb> db;
    const std::string path = findEndgameDb(dbPath);
    std::string error;
    if (!path.empty()) db = EndgameDb::open(path, &error);
    if (!db)
        std::cerr << "info: no usable endgame database" << (error.empty() ? "" : " (" + error + ")")
                  << "; bench by search alone\n";
    std::cout << "bench database " << (db ? db->path() : std::string("none")) << '\n';

    auto print = [](const char* algo) {
        return [algo](const BenchLine& l) {
            std::cout << algo << " position " << l.index << " depth " << l.depth << " nodes "
                      << l.nodes << " score " << l.score << " bestmove " << l.best.toString()
                      << " time_ms " << l.timeUs / 1000 << " obx " << l.obx << '\n';
        };
    };
    const BenchTotals mtdf = runBench(BenchAlgorithm::Mtdf, db.get(), print("mtdf"));
    if (compare) {
        const BenchTotals ab = runBench(BenchAlgorithm::AlphaBeta, db.get(), print("alphabeta"));
        std::cout << "compare mtdf_nodes " << mtdf.nodes << " alphabeta_nodes " << ab.nodes
                  << " time_ratio " << std::fixed << std::setprecision(3)
                  << double(mtdf.timeUs) / double(std::max<std::int64_t>(1, ab.timeUs)) << '\n'
                  << std::defaultfloat;
    }
    if (db) {
        const ProbeBench probes = benchProbes(*db);
        std::cout << "db probes " << probes.probes << " probes_per_second "
                  << static_cast<long long>(probes.perSecond()) << '\n';
    }
    const std::int64_t ms = mtdf.timeUs / 1000;
    std::cout << "bench nodes " << mtdf.nodes << " time_ms " << ms << " nps "
              << mtdf.nodes * 1'000'000 /
                     static_cast<std::uint64_t>(std::max<std::int64_t>(1, mtdf.timeUs))
              << std::endl;
    return 0;
}

}  // namespace bagh::cli
