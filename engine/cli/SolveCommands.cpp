// solve, solveprobe, solveverify, solverepack, solvecompare: building, reading and checking the
// placement-phase tables.
#include <bit>
#include <chrono>
#include <filesystem>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/core/Symmetry.h"
#include "engine/db/EndgameDb.h"
#include "engine/search/Exact.h"
#include "engine/search/Score.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/PlacementTables.h"
#include "engine/solve/SolvePlan.h"
#include "engine/solve/Solver.h"

namespace bagh::cli {
namespace {

struct SolveArgs {
    std::string game = "baghchal";
    std::string out;
    std::string tables;
    std::string db;
    int threads = 0;
    int samples = 2000;
    int from = solve::kLayers - 1;
    int to = 0;
    int level = solve::kSolveLevel;
};

// The options every placement-table command takes; positional arguments (a record, or - for
// stdin) go to *record, and are refused when it is null.
ArgParser solveOptions(SolveArgs& a, const char* command, const char* usage,
                       std::vector<std::string>* record) {
    ArgParser p(command, usage);
    p.value("--game", &a.game)
        .value("--out", &a.out)
        .value("--tables", &a.tables)
        .value("--db", &a.db)
        .integer("--threads", 1, 256, &a.threads)
        .integer("--samples", 1, 100000000, &a.samples)
        .integer("--from-layer", 0, solve::kLayers - 1, &a.from)
        .integer("--to-layer", 0, solve::kLayers - 1, &a.to)
        .positionals(record);
    return p;
}

// The start position's value from the tables just solved (all layers, down to 0).
void printStartValue(const std::string& dir) {
    std::string error;
    auto tables = solve::PlacementTables::open({dir}, &error);
    const GameValue v = tables ? tables->probe(Position::start()) : GameValue::Unknown;
    std::cout << "start position " << valueName(v) << '\n';
}

// Without --from-layer the solve starts after the layers the directory already holds
// (solve/SolvePlan.h decides which it trusts). Returns the first layer to solve, -1 for none.
int resumeLayer(const std::string& dir, int bottom) {
    const solve::ResumePoint resume = solve::findResumePoint(dir, bottom);
    for (const std::string& p : resume.refused) std::cerr << "warning: " << p << " (not used)\n";
    for (const std::string& p : resume.redone) std::cerr << "warning: " << p << " (solved again)\n";
    if (resume.first != solve::kTopLayer)
        std::cerr << "resuming: layers " << solve::kTopLayer << ".."
                  << (resume.first < 0 ? bottom : resume.first + 1) << " present"
                  << (resume.first < 0 ? "; nothing left to solve" : "") << std::endl;
    return resume.first;
}

}  // namespace

std::string gameOf(const Args& args) {
    std::string game = "baghchal";
    for (std::size_t i = 0; i + 1 < args.size(); ++i)
        if (args[i] == "--game") game = args[i + 1];
    return game;
}

namespace {

// Sends --game lambs to the Lambs commands; refuses a game that is neither. Returns -1 when the
// Bagh-Chal command should go on, else the exit status.
int dispatchGame(const Args& args, const char* command, const char* usage,
                 int (*lambs)(const Args&)) {
    const std::string game = gameOf(args);
    if (game == "lambs") return lambs(args);
    if (game == "baghchal") return -1;
    ArgParser(command, usage).fail("--game: expected baghchal or lambs, got '" + game + "'");
    return 2;
}

}  // namespace

int solveCommand(const Args& args) {
    if (const int rc = dispatchGame(args, "solve", "solve [--game baghchal|lambs] [options]",
                                    lambsSolveCommand);
        rc >= 0)
        return rc;
    SolveArgs a;
    ArgParser p = solveOptions(a, "solve",
                               "solve [--out DIR] [--threads N] [--from-layer L] [--to-layer L] "
                               "[--db PATH] [--level N]",
                               nullptr);
    p.integer("--level", solve::kMinLevel, solve::kMaxLevel, &a.level);
    if (!p.read(args)) return 2;
    if (a.to > a.from) {
        p.fail("--to-layer " + std::to_string(a.to) + " is above --from-layer " +
               std::to_string(a.from));
        return 2;
    }
    const std::string dir = a.out.empty() ? solve::findTablesDir(a.tables) : a.out;
    // An explicit --from-layer starts there; otherwise after the layers already there.
    if (!p.given("--from-layer")) {
        a.from = resumeLayer(dir, a.to);
        if (a.from < 0) {
            std::cout << "solve nothing to do: layers " << solve::kTopLayer << ".." << a.to
                      << " present\n";
            if (a.to == 0) printStartValue(dir);
            return 0;
        }
    }
    std::unique_ptr<EndgameDb> database;
    if (a.from == solve::kTopLayer) {
        const std::string path = findEndgameDb(a.db);
        std::string error;
        database = path.empty() ? nullptr : EndgameDb::open(path, &error);
        if (!database) {
            std::cerr << "error: solve: layer 39 needs the endgame database: "
                      << (path.empty() ? "none found (try --db PATH or dbgen)" : error) << '\n';
            return 2;
        }
    }
    solve::SolveOptions o;
    o.dir = dir;
    o.threads = a.threads;
    o.fromLayer = a.from;
    o.toLayer = a.to;
    o.db = database.get();
    o.level = a.level;
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
    if (r.lastLayer == 0) printStartValue(o.dir);
    return 0;
}

namespace {

// `solveprobe -`: one OBX record per line of stdin, one answer per line of stdout (so a script
// can pair them up): the value and layer, or the record's error. Bad lines never stop it.
int probeLines(const solve::PlacementTables& tables) {
    int bad = 0;
    for (std::string line; std::getline(std::cin, line);) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        const ObxParseResult parsed = parseObx(line);
        if (!parsed.ok) {
            std::cout << "error: " << parsed.error.message() << '\n';
            ++bad;
            continue;
        }
        const Position& pos = parsed.record.position;
        const solve::PlacementSlot s = solve::placementSlotOf(pos);
        std::cout << "value " << valueName(tables.probe(pos)) << " layer " << s.layer << '\n';
    }
    return bad ? 2 : 0;
}

}  // namespace

int solveprobeCommand(const Args& args) {
    if (const int rc =
            dispatchGame(args, "solveprobe", "solveprobe [--game baghchal|lambs] [options]",
                         lambsSolveprobeCommand);
        rc >= 0)
        return rc;
    SolveArgs a;
    std::vector<std::string> record;
    if (!solveOptions(a, "solveprobe", "solveprobe \"<OBX>\"|- [--tables DIR]", &record).read(args))
        return 2;
    const std::string obx = joinRecord(record);
    const bool lines = obx == "-";
    Position pos;
    if (!lines && !readPosition(obx.empty() ? "T3T/5/5/5/T3T g g20 c0" : obx, pos)) return 2;
    std::string error;
    std::vector<std::string> warnings;
    auto tables = solve::PlacementTables::open(solve::tableSearchPath(a.tables), &error, &warnings);
    for (const std::string& w : warnings) std::cerr << "warning: " << w << '\n';
    if (!tables) {
        std::cerr << "error: solveprobe: " << error << " (run baghchal-engine solve)\n";
        return 2;
    }
    if (lines) return probeLines(*tables);
    // Cold means the value's block is neither decompressed nor (maybe) in the page cache; the
    // index tables, built once per process, are set up before the clock starts.
    const solve::PlacementSlot s = solve::placementSlotOf(pos);
    const auto t0 = std::chrono::steady_clock::now();
    const GameValue v = tables->probe(pos);
    const auto t1 = std::chrono::steady_clock::now();
    constexpr int kWarm = 100000;
    unsigned sink = 0;
    for (int i = 0; i < kWarm; ++i) sink += static_cast<unsigned>(tables->probe(pos));
    const auto t2 = std::chrono::steady_clock::now();
    std::cout << "value " << valueName(v) << " layer " << s.layer << " slot " << s.slot << '\n';
    std::cerr << "probe cold_us " << std::chrono::duration<double, std::micro>(t1 - t0).count()
              << " warm_ns " << std::chrono::duration<double, std::nano>(t2 - t1).count() / kWarm
              << (sink == 1 ? " " : "") << '\n';
    return v == GameValue::Unknown ? 1 : 0;
}

// Re-derives sampled entries of every present layer from a one-move look-ahead: the core's move
// generator, the next layer's stored values (or the endgame database after the last
// placement). Positions are probed through a random symmetry image, so the encoder is checked
// too. Independent of the solver's passes (their move tables and ranking shortcuts).
int solveverifyCommand(const Args& args) {
    if (const int rc =
            dispatchGame(args, "solveverify", "solveverify [--game baghchal|lambs] [options]",
                         lambsSolveverifyCommand);
        rc >= 0)
        return rc;
    SolveArgs a;
    if (!solveOptions(a, "solveverify", "solveverify [--tables DIR] [--samples N] [--db PATH]",
                      nullptr)
             .read(args))
        return 2;
    std::string error;
    auto tables = solve::PlacementTables::open({solve::findTablesDir(a.tables)}, &error);
    if (!tables) {
        std::cerr << "error: solveverify: " << error << '\n';
        return 2;
    }
    const std::string dbPath = findEndgameDb(a.db);
    auto database = dbPath.empty() ? nullptr : EndgameDb::open(dbPath, &error);
    const ExactSources src{database.get(), tables.get()};
    std::uint64_t x = 0x2545F4914F6CDD1Dull, checked = 0, mismatches = 0;
    for (int layer = solve::kLayers - 1; layer >= 0; --layer) {
        if (!tables->hasLayer(layer) ||
            (layer + 1 < solve::kLayers && !tables->hasLayer(layer + 1)))
            continue;
        if (layer == solve::kLayers - 1 && !database) continue;
        const solve::LayerShape shape = solve::layerShape(layer);
        std::uint64_t n = 0, bad = 0;
        while (n < std::uint64_t(a.samples)) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            Position p;
            if (!solve::positionOfSlot(shape, x % shape.slotCount, &p)) continue;
            p = transformPosition(p, static_cast<int>((x >> 59) % kSymmetries));
            MoveList moves;
            generateMoves(p, moves);
            int best = -1;  // blocked: lost
            for (Move m : moves) {
                Position c = p;
                c.makeMove(m);
                const GameValue v = exactValue(c, src).value;
                best = std::max(best, v == GameValue::Loss ? 1 : v == GameValue::Draw ? 0 : -1);
            }
            const GameValue want = best > 0   ? GameValue::Win
                                   : best < 0 ? GameValue::Loss
                                              : GameValue::Draw;
            if (tables->probe(p) != want) ++bad;
            ++n;
        }
        std::cerr << "layer " << layer << " checked " << n << " mismatches " << bad << std::endl;
        checked += n;
        mismatches += bad;
    }
    std::cout << "solveverify checked " << checked << " mismatches " << mismatches << '\n';
    return mismatches == 0 ? 0 : 1;
}

// Rewrites the layer files of a directory in the current format (LayerFile.h): the tigers
// layers rewritten at zstd --level (the solve's unless given; a package uses kPackageLevel),
// the goats layers' files removed, being derived. The values are unchanged (`solvecompare`
// checks them all). One layer in memory at a time; every file is replaced whole, so a stop
// leaves a usable directory.
int solverepackCommand(const Args& args) {
    SolveArgs a;
    ArgParser p = solveOptions(a, "solverepack",
                               "solverepack [--tables DIR] [--threads N] [--level N]", nullptr);
    p.integer("--level", solve::kMinLevel, solve::kMaxLevel, &a.level);
    if (!p.read(args)) return 2;
    namespace fs = std::filesystem;
    const std::string dir = solve::findTablesDir(a.tables);
    const int threads = a.threads > 0 ? a.threads : 2;
    auto pathOf = [&](int layer) { return (fs::path(dir) / solve::layerFileName(layer)).string(); };
    for (int layer = solve::kLayers - 1; layer >= 0; --layer) {
        std::error_code ec;
        if (!fs::is_regular_file(pathOf(layer), ec)) continue;
        const auto t = std::chrono::steady_clock::now();
        const auto before = fs::file_size(pathOf(layer), ec);
        if (!solve::storedLayer(layer)) {
            // Derived from the tigers layer above when that is there; else kept.
            if (!fs::is_regular_file(pathOf(layer + 1), ec)) continue;
            fs::remove(pathOf(layer), ec);
            std::cerr << "layer " << layer << " bytes " << before << " -> 0 (derived from layer "
                      << layer + 1 << ")" << std::endl;
            continue;
        }
        solve::Layer l;
        if (std::string e = solve::readLayerFile(pathOf(layer), layer, &l, threads); !e.empty()) {
            std::cerr << "error: solverepack: " << e << '\n';
            return 1;
        }
        if (std::string e = solve::writeLayerFile(pathOf(layer), l, threads, a.level); !e.empty()) {
            std::cerr << "error: solverepack: " << e << '\n';
            return 1;
        }
        std::cerr << "layer " << layer << " bytes " << before << " -> "
                  << fs::file_size(pathOf(layer), ec) << " in "
                  << std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count()
                  << " s" << std::endl;
    }
    return 0;
}

// Compares every value of two table directories, layer by layer: `OLD` (any format) against
// the other (--tables); in either, a goats layer without a file of its own is derived from the
// tigers layer above by the solver's pass. Then a sample of slots through the engine's probe of
// the new directory, which derives goats values its own way (PlacementTables.cpp).
int solvecompareCommand(const Args& args) {
    SolveArgs a;
    std::vector<std::string> positional;
    ArgParser p = solveOptions(a, "solvecompare",
                               "solvecompare OLD_DIR [--tables DIR] [--samples N] [--threads N]",
                               &positional);
    if (!p.read(args)) return 2;
    if (positional.size() != 1) {
        p.fail("expected one old table directory");
        return 2;
    }
    namespace fs = std::filesystem;
    const std::string oldDir = positional[0], newDir = solve::findTablesDir(a.tables);
    const int threads = a.threads > 0 ? a.threads : 2;
    std::string error;
    auto probeTables = solve::PlacementTables::open({newDir}, &error);
    if (!probeTables) {
        std::cerr << "error: solvecompare: " << error << '\n';
        return 2;
    }
    std::uint64_t compared = 0, differ = 0, sampled = 0, sampleDiffer = 0;
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    auto pathIn = [](const std::string& dir, int layer) {
        return (fs::path(dir) / solve::layerFileName(layer)).string();
    };
    for (int layer = solve::kLayers - 1; layer >= 0; --layer) {
        // A directory's own file of the layer, else (a goats layer) derived from the tigers
        // layer above by the solver's pass; a layer neither directory can give is skipped.
        std::error_code ec;
        auto derivedIn = [&](const std::string& dir) {
            return !fs::is_regular_file(pathIn(dir, layer), ec) && !solve::storedLayer(layer) &&
                   layer + 1 < solve::kLayers && fs::is_regular_file(pathIn(dir, layer + 1), ec);
        };
        auto load = [&](const std::string& dir, bool derived, solve::Layer* out) {
            return derived ? solve::deriveGoatsLayer(dir, layer, threads, out)
                           : solve::readLayerFile(pathIn(dir, layer), layer, out, threads);
        };
        const bool oldDerived = derivedIn(oldDir);
        if (!oldDerived && !fs::is_regular_file(pathIn(oldDir, layer), ec)) continue;
        solve::Layer old;
        if (std::string e = load(oldDir, oldDerived, &old); !e.empty()) {
            std::cerr << "error: solvecompare: " << e << '\n';
            return 2;
        }
        const auto t = std::chrono::steady_clock::now();
        const bool derived = derivedIn(newDir);
        solve::Layer now;
        if (std::string e = load(newDir, derived, &now); !e.empty()) {
            std::cerr << "error: solvecompare: " << e << '\n';
            return 1;
        }
        std::uint64_t d = 0;
        for (std::size_t w = 0; w < old.words.size(); ++w) {
            const std::uint64_t diff = old.words[w] ^ now.words[w];
            d += std::popcount((diff | diff >> 1) & 0x5555555555555555ull);  // lanes that differ
        }
        std::uint64_t sd = 0;
        const solve::LayerShape& shape = old.shape;
        for (int i = 0; i < a.samples;) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            const std::uint64_t slot = x % shape.slotCount;
            if (!old.get(slot)) continue;
            sd += static_cast<unsigned>(probeTables->probeSlot(layer, slot)) != old.get(slot);
            ++i;
        }
        const char* how = oldDerived && derived ? " (derived on both sides)"
                          : oldDerived          ? " (derived on the old side)"
                          : derived             ? " (derived)"
                                                : "";
        std::cerr << "layer " << layer << how << ": " << shape.positions << " positions, " << d
                  << " differ; " << a.samples << " probes, " << sd << " differ ("
                  << std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count()
                  << " s)" << std::endl;
        compared += shape.positions;
        differ += d;
        sampled += a.samples;
        sampleDiffer += sd;
    }
    std::cout << "solvecompare positions " << compared << " differ " << differ << " probes "
              << sampled << " differ " << sampleDiffer << '\n';
    return differ == 0 && sampleDiffer == 0 ? 0 : 1;
}

}  // namespace bagh::cli
