// match A B [options]: the match runner (engine/match/MatchRunner.h) on the command line.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "Commands.h"
#include "PositionArg.h"
#include "io/GameFile.h"
#include "match/MatchRunner.h"

namespace bagh::cli {
namespace {

constexpr const char* kUsage =
    "match A B [--games N] [--movetime MS | --depth D] [--openings random:PLIES | FILE] "
    "[--seed S] [--concurrency N] [--rule threefold|traditional] [--maxply N] "
    "[--games-out FILE] [--timeout MS]";

struct MatchArgs {
    match::MatchOptions options;
    std::string gamesOut;
};

bool parseMatchArgs(const Args& args, MatchArgs* out) {
    auto fail = [](const std::string& why) {
        std::cerr << "error: match: " << why << "\nusage: " << kUsage << '\n';
        return false;
    };
    std::vector<std::string> players;
    match::MatchOptions& o = out->options;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            players.push_back(a);
            continue;
        }
        if (i + 1 >= args.size()) return fail("option " + a + " needs a value");
        const std::string& v = args[++i];
        auto number = [&](long long lo, long long hi, long long* n) {
            const auto parsed = parseInteger(v, lo, hi);
            if (!parsed)
                return fail(a + ": expected " + std::to_string(lo) + " to " + std::to_string(hi) +
                            ", got '" + v + "'");
            *n = *parsed;
            return true;
        };
        long long n = 0;
        if (a == "--openings") {
            o.openings = v;
        } else if (a == "--games-out") {
            out->gamesOut = v;
        } else if (a == "--rule") {
            if (v != "threefold" && v != "traditional")
                return fail("--rule: threefold or traditional, got '" + v + "'");
            o.rule = v == "traditional" ? RepetitionRule::NoRecurrence
                                        : RepetitionRule::ThirdOccurrenceDraws;
        } else if (a == "--games") {
            if (!number(1, 100000, &n)) return false;
            o.games = static_cast<int>(n);
        } else if (a == "--movetime") {
            if (!number(1, 3'600'000, &n)) return false;
            o.limits.movetimeMs = n;
        } else if (a == "--depth") {
            if (!number(1, 100, &n)) return false;
            o.limits.depth = static_cast<int>(n);
        } else if (a == "--timeout") {
            if (!number(1, 3'600'000, &n)) return false;
            o.limits.timeoutMs = n;
        } else if (a == "--seed") {
            if (!number(0, 1'000'000'000'000LL, &n)) return false;
            o.seed = static_cast<std::uint64_t>(n);
        } else if (a == "--concurrency") {
            if (!number(1, 64, &n)) return false;
            o.concurrency = static_cast<int>(n);
        } else if (a == "--maxply") {
            if (!number(1, 100000, &n)) return false;
            o.maxPlies = static_cast<int>(n);
        } else {
            return fail("unknown option " + a);
        }
    }
    if (o.limits.movetimeMs > 0 && o.limits.depth > 0)
        return fail("give --movetime or --depth, not both");
    if (players.size() != 2)
        return fail("expected two players, got " + std::to_string(players.size()));
    std::string why;
    if (!match::parsePlayerSpec(players[0], &o.a, &why) ||
        !match::parsePlayerSpec(players[1], &o.b, &why))
        return fail(why);
    return true;
}

// Every game as a saved-game record, blank lines between them. Forfeits and adjudicated draws
// are not over by the rules: their Result is "*" and MatchResult/Termination say what happened.
std::string gameRecord(const match::GameReport& g) {
    GameFile::Record record;
    record.game = g.game;
    record.tags = {{"Event", "baghchal-engine match"},
                   {"Round", std::to_string(g.index)},
                   {"Goats", g.goatsName},
                   {"Tigers", g.tigersName},
                   {"MatchResult", outcomeName(g.outcome)},
                   {"Termination", g.reason}};
    return GameFile::write(record);
}

}  // namespace

int matchCommand(const Args& args) {
    MatchArgs a;
    if (!parseMatchArgs(args, &a)) return 2;
    std::ofstream gamesOut;
    std::string tempPath;
    if (!a.gamesOut.empty()) {
        tempPath = a.gamesOut + ".part";
        gamesOut.open(tempPath, std::ios::trunc);
        if (!gamesOut) {
            std::cerr << "error: match: cannot write '" << a.gamesOut << "'\n";
            return 2;
        }
    }
    bool first = true;
    const match::MatchResult r = match::runMatch(a.options, [&](const match::GameReport& g) {
        std::cout << match::gameLine(g) << std::endl;
        if (!g.forfeitDetail.empty())
            std::cerr << "info: game " << g.index << ": " << g.forfeitDetail << '\n';
        if (gamesOut.is_open()) {
            gamesOut << (first ? "" : "\n") << gameRecord(g);
            gamesOut.flush();
            first = false;
        }
    });
    if (!r.ok) {
        std::cerr << "error: match: " << r.error << '\n';
        if (!tempPath.empty()) std::filesystem::remove(tempPath);
        return 2;
    }
    std::cout << "score " << r.nameA << " wins " << r.score.wins() << " draws " << r.score.draws()
              << " losses " << r.score.losses() << '\n'
              << r.score.pointsLine() << std::endl;
    if (gamesOut.is_open()) {
        gamesOut.close();
        std::error_code ec;
        std::filesystem::rename(tempPath, a.gamesOut, ec);
        if (ec) {
            std::cerr << "error: match: cannot write '" << a.gamesOut << "': " << ec.message()
                      << '\n';
            return 1;
        }
    }
    return 0;
}

}  // namespace bagh::cli
