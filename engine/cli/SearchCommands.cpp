// go, analyse: the search's subcommands (docs/ENGINE-CLI.md). bench lives in BenchCommand.cpp.
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/LambsProtocol.h"
#include "engine/cli/PositionArg.h"
#include "engine/lambs/LambsEngine.h"
#include "engine/lambs/Record.h"
#include "engine/search/Engine.h"
#include "engine/search/Report.h"

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

constexpr const char* kGoUsage =
    "go \"<OBX>\" [--movetime MS | --depth D | --nodes N] [--level L] [--db PATH] [--tables DIR] "
    "[--threads N] [--hash MB]";
constexpr const char* kAnalyseUsage =
    "analyse \"<OBX>\" [--movetime MS | --depth D] [--db PATH] [--tables DIR] [--threads N] "
    "[--hash MB]";

// Reads "<OBX>" and the options; prints the complaint and returns false on bad input. `play`:
// the options of go that analyse has not (--level, --nodes).
bool parseSearchArgs(const Args& args, const char* command, const char* usage, bool play,
                     SearchArgs* out) {
    std::vector<std::string> record;
    std::string level;
    ArgParser p(command, usage);
    p.value("--db", &out->dbPath)
        .value("--tables", &out->tablesDir)
        .integer("--movetime", 1, 1'000'000'000'000LL, &out->limits.movetimeMs)
        .integer("--depth", 1, 100, &out->limits.depth)
        .integer("--threads", 1, 64, &out->threads)
        .integer("--hash", 1, 4096, &out->hashMb)
        .positionals(&record);
    if (play)
        p.value("--level", &level).integer("--nodes", 1, 1'000'000'000'000LL, &out->limits.nodes);
    if (!p.read(args)) return false;
    if (p.given("--level")) {
        out->level = levelFromName(level);
        if (out->level < 0) return p.fail("--level: unknown level '" + level + "'");
    }
    out->obx = joinRecord(record);
    if (out->obx.empty()) return p.fail("expected a position as \"<OBX>\"");
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
    if (!parseSearchArgs(args, "go", kGoUsage, true, &sa)) return 2;
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

// analyse --game lambs: every legal move of a Lambs position valued by LambsEngine, exactly
// where the solved tables of the rule are found (--tables DIR first).
int lambsAnalyseCommand(const Args& args) {
    std::vector<std::string> record;
    std::string game, captures = "all", tables;
    SearchLimits limits;
    int hashMb = 16;
    ArgParser p("analyse",
                "analyse --game lambs [\"<record>\"] [--captures N|all] [--movetime MS | --depth "
                "D] [--tables DIR] [--hash MB]");
    if (!p.value("--game", &game)
             .value("--captures", &captures)
             .value("--tables", &tables)
             .integer("--movetime", 1, 1'000'000'000'000LL, &limits.movetimeMs)
             .integer("--depth", 1, 100, &limits.depth)
             .integer("--hash", 1, 4096, &hashMb)
             .positionals(&record)
             .read(args))
        return 2;
    const std::optional<lambs::Variant> variant = lambsVariantOf(p, captures);
    if (!variant) return 2;
    const lambs::Variant& v = *variant;
    lambs::Position pos = lambs::Position::start(v.board());
    if (const std::string text = joinRecord(record); !text.empty()) {
        const lambs::RecordParseResult parsed = lambs::parseRecord(v, text);
        if (!parsed.ok) {
            p.fail(parsed.error.message());
            return 2;
        }
        for (const std::string& w : parsed.record.warnings) std::cerr << "warning: " << w << '\n';
        pos = parsed.record.position;
    }
    lambs::LambsEngine engine;
    engine.setGame(lambs::LambsGame(v, pos));
    engine.setHashMb(hashMb);
    engine.setTablesPath(tables);
    lambs::Analysis last;
    engine.analyse(limits, [&last](const lambs::Analysis& a) {
        if (a.final) last = a;
    });
    engine.wait();
    for (const std::string& line : lambsreport::analysisLines(last)) std::cout << line << '\n';
    return 0;
}

int analyseCommand(const Args& args) {
    if (gameOf(args) == "lambs") return lambsAnalyseCommand(args);
    SearchArgs sa;
    if (!parseSearchArgs(args, "analyse", kAnalyseUsage, false, &sa)) return 2;
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
