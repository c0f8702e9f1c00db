// solve, solveprobe, solvestats: building and reading the placement-phase tables (issue 9).
#include <chrono>
#include <iostream>

#include "Commands.h"
#include "PositionArg.h"
#include "core/Obx.h"
#include "db/EndgameDb.h"
#include "solve/PlacementTables.h"
#include "solve/Solver.h"

namespace bagh::cli {
namespace {

const char* valueName(GameValue v) {
    switch (v) {
        case GameValue::Win: return "win";
        case GameValue::Draw: return "draw";
        case GameValue::Loss: return "loss";
        default: return "unknown";
    }
}

struct SolveArgs {
    std::string out;
    std::string tables;
    std::string db;
    std::string obx;
    int threads = 0;
    int from = solve::kLayers - 1;
    int to = 0;
};

bool readSolveArgs(const Args& args, SolveArgs& a, const char* usage) {
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& s = args[i];
        const bool hasValue = i + 1 < args.size();
        auto integer = [&](long long lo, long long hi, int* out) {
            const auto n = parseInteger(args[++i], lo, hi);
            if (!n) {
                std::cerr << "error: " << s << ": expected " << lo << ".." << hi << ", got '"
                          << args[i] << "'\n";
                return false;
            }
            *out = static_cast<int>(*n);
            return true;
        };
        if (s == "--out" && hasValue) {
            a.out = args[++i];
        } else if (s == "--tables" && hasValue) {
            a.tables = args[++i];
        } else if (s == "--db" && hasValue) {
            a.db = args[++i];
        } else if (s == "--threads" && hasValue) {
            if (!integer(1, 256, &a.threads)) return false;
        } else if (s == "--from-layer" && hasValue) {
            if (!integer(0, solve::kLayers - 1, &a.from)) return false;
        } else if (s == "--to-layer" && hasValue) {
            if (!integer(0, solve::kLayers - 1, &a.to)) return false;
        } else if (!s.empty() && s[0] != '-') {
            a.obx += (a.obx.empty() ? "" : " ") + s;  // unquoted OBX fields
        } else {
            std::cerr << "error: unexpected argument '" << s << "'; usage: baghchal-engine "
                      << usage << '\n';
            return false;
        }
    }
    return true;
}

}  // namespace

int solveCommand(const Args& args) {
    SolveArgs a;
    constexpr const char* kUsage =
        "solve [--out DIR] [--threads N] [--from-layer L] [--to-layer L] [--db PATH]";
    if (!readSolveArgs(args, a, kUsage)) return 2;
    if (!a.obx.empty()) {
        std::cerr << "error: unexpected argument '" << a.obx << "'; usage: " << kUsage << '\n';
        return 2;
    }
    if (a.to > a.from) {
        std::cerr << "error: --to-layer " << a.to << " is above --from-layer " << a.from << '\n';
        return 2;
    }
    std::unique_ptr<EndgameDb> database;
    if (a.from == solve::kLayers - 1) {
        const std::string path = findEndgameDb(a.db);
        std::string error;
        database = path.empty() ? nullptr : EndgameDb::open(path, &error);
        if (!database) {
            std::cerr << "error: solve needs the endgame database: "
                      << (path.empty() ? "none found (try --db PATH or dbgen)" : error) << '\n';
            return 2;
        }
    }
    solve::SolveOptions o;
    o.dir = a.out.empty() ? solve::findTablesDir(a.tables) : a.out;
    o.threads = a.threads;
    o.fromLayer = a.from;
    o.toLayer = a.to;
    o.db = database.get();
    o.progress = [](const std::string& line) { std::cerr << line << std::endl; };
    std::cerr << "solving layers " << a.from << ".." << a.to << " into " << o.dir << std::endl;
    const solve::SolveResult r = solve::solvePlacement(o);
    if (!r.ok) {
        std::cerr << "error: solve: " << r.error << '\n';
        return 1;
    }
    std::cout << "solve layers " << a.from << ".." << a.to << " positions " << r.positions
              << " time_ms " << static_cast<long long>(r.seconds * 1000) << " positions_per_second "
              << static_cast<long long>(r.seconds > 0 ? r.positions / r.seconds : 0) << '\n';
    if (r.lastLayer == 0) {
        std::string error;
        auto tables = solve::PlacementTables::open({o.dir}, &error);
        const GameValue v = tables ? tables->probe(Position::start()) : GameValue::Unknown;
        std::cout << "start position " << valueName(v) << '\n';
    }
    return 0;
}

int solveprobeCommand(const Args& args) {
    SolveArgs a;
    if (!readSolveArgs(args, a, "solveprobe \"<OBX>\" [--tables DIR]")) return 2;
    Position pos;
    if (!readPosition(a.obx.empty() ? "T3T/5/5/5/T3T g g20 c0" : a.obx, pos)) return 2;
    std::string error;
    std::vector<std::string> warnings;
    auto tables = solve::PlacementTables::open(solve::tableSearchPath(a.tables), &error, &warnings);
    for (const std::string& w : warnings) std::cerr << "warning: " << w << '\n';
    if (!tables) {
        std::cerr << "error: " << error << " (run baghchal-engine solve)\n";
        return 2;
    }
    const auto t0 = std::chrono::steady_clock::now();
    const GameValue v = tables->probe(pos);
    const auto t1 = std::chrono::steady_clock::now();
    constexpr int kWarm = 100000;
    unsigned sink = 0;
    for (int i = 0; i < kWarm; ++i) sink += static_cast<unsigned>(tables->probe(pos));
    const auto t2 = std::chrono::steady_clock::now();
    const solve::PlacementSlot s = solve::placementSlotOf(pos);
    std::cout << "value " << valueName(v) << " layer " << s.layer << " slot " << s.slot << '\n';
    std::cerr << "probe cold_us "
              << std::chrono::duration<double, std::micro>(t1 - t0).count() << " warm_ns "
              << std::chrono::duration<double, std::nano>(t2 - t1).count() / kWarm
              << (sink == 1 ? " " : "") << '\n';
    return v == GameValue::Unknown ? 1 : 0;
}

}  // namespace bagh::cli
