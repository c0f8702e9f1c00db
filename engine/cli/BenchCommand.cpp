// bench [--compare] [--db PATH]: the search's node signature and speed (ENGINE-CLI.md).
#include <iomanip>
#include <iostream>

#include "Commands.h"
#include "db/EndgameDb.h"
#include "search/Bench.h"

namespace bagh::cli {

int benchCommand(const Args& args) {
    bool compare = false;
    std::string dbPath;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--compare")
            compare = true;
        else if (args[i] == "--db" && i + 1 < args.size())
            dbPath = args[++i];
        else {
            std::cerr << "error: bench: unknown argument '" << args[i]
                      << "' (bench [--compare] [--db PATH])\n";
            return 2;
        }
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
