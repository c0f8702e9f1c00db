// dbgen, dbstats, dbverify, dbbench: building, inspecting and checking the endgame database.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/db/DbFile.h"
#include "engine/db/EndgameDb.h"
#include "engine/db/Generator.h"
#include "engine/db/Index.h"
#include "engine/db/Stats.h"
#include "engine/db/Verifier.h"
#include "engine/io/DataFiles.h"

namespace bagh::cli {
namespace {

struct DbArgs {
    std::string path;
    int threads = 0;
    long long stride = 1;
};

// Reads [PATH] [--out PATH] [--db PATH] [--threads N] [--stride N], which every database
// command takes; prints the complaint and returns false on bad input.
bool readDbArgs(const Args& args, DbArgs& out, const char* command, const char* usage) {
    std::vector<std::string> path;
    ArgParser p(command, usage);
    p.value("--out", &out.path)
        .value("--db", &out.path)
        .integer("--threads", 1, 256, &out.threads)
        .integer("--stride", 1, 1000000000, &out.stride)
        .positionals(&path, 1);
    if (!p.read(args)) return false;
    if (!path.empty()) {
        if (!out.path.empty()) return p.fail("unexpected argument '" + path[0] + "'");
        out.path = path[0];
    }
    return true;
}

// Finds and opens the database; prints the error and returns nullptr on failure.
std::unique_ptr<EndgameDb> openDb(const char* command, const std::string& explicitPath) {
    const std::string path = findEndgameDb(explicitPath);
    if (path.empty()) {
        std::cerr << "error: " << command << ": no endgame database found"
                  << (explicitPath.empty() ? " (try --db PATH, $BAGHCHAL_DB or dbgen)"
                                           : " at " + explicitPath)
                  << '\n';
        return nullptr;
    }
    std::string error;
    auto db = EndgameDb::open(path, &error);
    if (!db) std::cerr << "error: " << command << ": endgame database refused: " << error << '\n';
    return db;
}

std::string defaultOutPath() {
    return (std::filesystem::path(userDataDir()) / kEndgameDbFileName).string();
}

}  // namespace

int dbgenCommand(const Args& args) {
    DbArgs a;
    if (!readDbArgs(args, a, "dbgen", "dbgen [--out PATH] [--threads N]")) return 2;
    if (a.path.empty()) a.path = defaultOutPath();
    std::error_code ec;
    const auto parent = std::filesystem::path(a.path).parent_path();
    if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    db::GenOptions options;
    options.threads = a.threads;
    options.progress = [](const std::string& line) { std::cerr << line << std::endl; };
    db::GenResult r = db::generate(options);
    if (!r.ok) {
        std::cerr << "error: dbgen: " << r.error << '\n';
        return 1;
    }
    if (const std::string e = db::writeDbFile(a.path, r.payload); !e.empty()) {
        std::cerr << "error: dbgen: " << e << '\n';
        return 1;
    }
    const auto ms = static_cast<long long>(r.seconds * 1000);
    const std::uint64_t positions = r.positions;
    std::cout << "dbgen wrote " << a.path << " bytes " << db::kHeaderSize + r.payload.size()
              << " max_distance " << r.maxDistance << '\n'
              << "dbgen positions " << positions << " time_ms " << ms << " positions_per_second "
              << static_cast<long long>(r.seconds > 0 ? positions / r.seconds : 0) << std::endl;
    return 0;
}

int dbstatsCommand(const Args& args) {
    DbArgs a;
    if (!readDbArgs(args, a, "dbstats", "dbstats [PATH] [--threads N]")) return 2;
    const auto database = openDb("dbstats", a.path);
    if (!database) return 2;
    const db::DbStats s = db::computeStats(database->payload(), a.threads);
    for (int c = 0; c < db::kSubspaces; ++c) {
        const db::ValueCounts& g = s.counts[c][0];
        const db::ValueCounts& t = s.counts[c][1];
        std::cout << "captured " << c << " gtm " << g.win << ' ' << g.draw << ' ' << g.loss
                  << " ttm " << t.win << ' ' << t.draw << ' ' << t.loss << '\n';
    }
    std::uint64_t total = 0;
    for (int c = 0; c < db::kSubspaces; ++c) {
        std::cerr << "images S" << c + 1 << " " << s.counts[c][0].total() << '\n';
        total += s.counts[c][0].total() + s.counts[c][1].total();
    }
    std::cerr << "positions " << total << " max_distance " << s.maxDistance << " (goats to move "
              << s.maxDistanceBySide[0] << ", tigers to move " << s.maxDistanceBySide[1] << ")\n";
    return 0;
}

int dbverifyCommand(const Args& args) {
    DbArgs a;
    if (!readDbArgs(args, a, "dbverify", "dbverify [PATH] [--threads N] [--stride N]")) return 2;
    const auto database = openDb("dbverify", a.path);
    if (!database) return 2;
    const auto start = std::chrono::steady_clock::now();
    const db::VerifyResult r =
        db::verify(database->payload(), a.threads, static_cast<std::uint32_t>(a.stride),
                   [](const std::string& line) { std::cerr << line << std::endl; });
    for (const std::string& e : r.examples) std::cerr << "mismatch: " << e << '\n';
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::cout << "dbverify checked " << r.checked << " mismatches " << r.mismatches << " time_ms "
              << ms << std::endl;
    return r.mismatches == 0 ? 0 : 1;
}

int dbbenchCommand(const Args& args) {
    DbArgs a;
    if (!readDbArgs(args, a, "dbbench", "dbbench [PATH]")) return 2;
    const auto database = openDb("dbbench", a.path);
    if (!database) return 2;
    const ProbeBench b = benchProbes(*database);
    std::cout << "probes " << b.probes << " time_ms " << static_cast<long long>(b.seconds * 1000)
              << " per_second " << static_cast<long long>(b.perSecond()) << std::endl;
    return 0;
}

}  // namespace bagh::cli
