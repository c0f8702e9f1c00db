// go, analyse: the search's subcommands (docs/ENGINE-CLI.md). bench lives in BenchCommand.cpp.
#include <iostream>

#include "Commands.h"
#include "PositionArg.h"
#include "search/Engine.h"
#include "search/Report.h"

namespace bagh::cli {
namespace {

struct SearchArgs {
    std::string obx;
    SearchLimits limits;
    int level = kLevels;
    int threads = 1;
    int hashMb = 16;
    std::string dbPath;
    std::string tablesDir;
};

// Reads "<OBX>" and the options; prints "error: ..." and returns false on bad input.
bool parseSearchArgs(const Args& args, const char* command, bool allowPlayOptions,
                     SearchArgs* out) {
    auto fail = [&](const std::string& why) {
        std::cerr << "error: " << command << ": " << why << '\n';
        return false;
    };
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            if (!out->obx.empty()) out->obx += ' ';  // an unquoted record arrives in pieces
            out->obx += a;
            continue;
        }
        if (i + 1 >= args.size()) return fail("option " + a + " needs a value");
        const std::string& v = args[++i];
        if (a == "--db") {
            out->dbPath = v;
            continue;
        }
        if (a == "--tables") {
            out->tablesDir = v;
            continue;
        }
        if (a == "--level" && allowPlayOptions) {
            out->level = levelFromName(v);
            if (out->level < 0) return fail("level: unknown level '" + v + "'");
            continue;
        }
        const auto n = parseInteger(v, 1, 1'000'000'000'000LL);
        if (!n) return fail(a + ": expected a positive integer, got '" + v + "'");
        if (a == "--movetime")
            out->limits.movetimeMs = *n;
        else if (a == "--depth" && *n <= 100)
            out->limits.depth = static_cast<int>(*n);
        else if (a == "--nodes" && allowPlayOptions)
            out->limits.nodes = static_cast<std::uint64_t>(*n);
        else if (a == "--threads" && *n <= 64)
            out->threads = static_cast<int>(*n);
        else if (a == "--hash" && *n <= 4096)
            out->hashMb = static_cast<int>(*n);
        else
            return fail("unknown option or value out of range: " + a + " " + v);
    }
    if (out->obx.empty()) return fail("expected a position as \"<OBX>\"");
    return true;
}

bool setUp(Engine& engine, const SearchArgs& sa) {
    Position pos;
    if (!readPosition(sa.obx, pos)) return false;
    engine.setGame(Game(pos));
    engine.setLevel(sa.level);
    engine.setThreads(sa.threads);
    engine.setHashMb(sa.hashMb);
    if (!sa.tablesDir.empty()) {
        std::string error;
        if (!engine.setTablesPath(sa.tablesDir, &error))
            std::cerr << "info: placement tables not used: " << error << '\n';
    }
    if (!sa.dbPath.empty()) {
        std::string error;
        if (!engine.setDatabasePath(sa.dbPath, &error))
            std::cerr << "info: endgame database not used: " << error
                      << "; playing by search alone\n";
    }
    return true;
}

}  // namespace

int goCommand(const Args& args) {
    SearchArgs sa;
    if (!parseSearchArgs(args, "go", true, &sa)) return 2;
    Engine engine;
    if (!setUp(engine, sa)) return 2;
    engine.go(
        sa.limits, [](const SearchInfo& info) { std::cout << report::infoLine(info) << std::endl; },
        [](Move best, const SearchInfo&) {
            std::cout << "bestmove " << (best.isNull() ? "(none)" : best.toString()) << std::endl;
        });
    engine.wait();
    return 0;
}

int analyseCommand(const Args& args) {
    SearchArgs sa;
    if (!parseSearchArgs(args, "analyse", false, &sa)) return 2;
    Engine engine;
    if (!setUp(engine, sa)) return 2;
    Analysis last;
    engine.analyse(sa.limits, [&last](const Analysis& a) {
        if (a.final) last = a;
    });
    engine.wait();
    for (const std::string& line : report::analysisLines(last)) std::cout << line << '\n';
    return 0;
}

}  // namespace bagh::cli
