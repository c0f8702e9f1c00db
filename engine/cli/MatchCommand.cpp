// match A B [options]: the match runner (engine/match/MatchRunner.h) on the command line, for
// Bagh-Chal (the default) or, with --game lambs, Lambs and Tigers.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/io/GameFile.h"
#include "engine/match/LambsRules.h"
#include "engine/match/MatchRunner.h"

namespace bagh::cli {
namespace {

constexpr const char* kUsage =
    "match A B [--game baghchal|lambs] [--captures N|all] [--games N] [--movetime MS | --depth "
    "D] [--openings random:PLIES | safe:PLIES | FILE] [--seed S] [--concurrency N] [--rule "
    "threefold|traditional] [--maxply N] [--quiet N] [--games-out FILE] [--timeout MS]";

struct MatchArgs {
    match::MatchOptions options;
    std::string gamesOut;
    std::optional<lambs::Variant> lambs;  // set for --game lambs
};

bool parseMatchArgs(const Args& args, MatchArgs* out) {
    match::MatchOptions& o = out->options;
    std::vector<std::string> players;
    std::string rule, game = "baghchal", captures = "all";
    ArgParser p("match", kUsage);
    p.value("--openings", &o.openings)
        .value("--games-out", &out->gamesOut)
        .value("--rule", &rule)
        .value("--game", &game)
        .value("--captures", &captures)
        .integer("--games", 1, 100000, &o.games)
        .integer("--movetime", 1, 3'600'000, &o.limits.movetimeMs)
        .integer("--depth", 1, 100, &o.limits.depth)
        .integer("--timeout", 1, 3'600'000, &o.limits.timeoutMs)
        .integer("--seed", 0, 1'000'000'000'000LL, &o.seed)
        .integer("--concurrency", 1, 64, &o.concurrency)
        .integer("--maxply", 1, 100000, &o.maxPlies)
        .integer("--quiet", 0, 100000, &o.quietPlies)
        .positionals(&players);
    if (!p.read(args)) return false;
    if (game != "baghchal" && game != "lambs")
        return p.fail("--game: expected baghchal or lambs, got '" + game + "'");
    if (game == "lambs") {
        out->lambs = lambsVariantOf(p, captures);
        if (!out->lambs) return false;
    } else if (p.given("--captures")) {
        return p.fail("--captures: only with --game lambs (Bagh-Chal is won by 5 captures)");
    }
    if (p.given("--rule")) {
        if (rule != "threefold" && rule != "traditional")
            return p.fail("--rule: threefold or traditional, got '" + rule + "'");
        o.rule = rule == "traditional" ? RepetitionRule::NoRecurrence
                                       : RepetitionRule::ThirdOccurrenceDraws;
    }
    if (o.limits.movetimeMs > 0 && o.limits.depth > 0)
        return p.fail("give --movetime or --depth, not both");
    if (players.size() != 2)
        return p.fail("expected two players, got " + std::to_string(players.size()));
    std::string why;
    if (!match::parsePlayerSpec(players[0], &o.a, &why) ||
        !match::parsePlayerSpec(players[1], &o.b, &why))
        return p.fail(why);
    return true;
}

// A Bagh-Chal game as a saved-game record, a blank line before every record but the first.
// Forfeits and adjudicated draws are not over by the rules: their Result is "*" and
// MatchResult/Termination say what happened.
std::string gameRecord(const match::GameReport& g, bool first) {
    GameFile::Record record;
    record.game = g.game;
    record.tags = {{"Event", "baghchal-engine match"},
                   {"Round", std::to_string(g.index)},
                   {"Goats", g.goatsName},
                   {"Tigers", g.tigersName},
                   {"MatchResult", outcomeName(g.outcome)},
                   {"Termination", g.reason}};
    return (first ? "" : "\n") + GameFile::write(record);
}

// A Lambs and Tigers game as one line: the game line, the rules it was played under, and the
// line protocol's own request for the game, which any Lambs program replays as it stands:
//   <game line> captures W rule threefold|traditional position record <RECORD> [moves …]
std::string lambsGameLine(const match::LambsRules& rules, RepetitionRule rule,
                          const match::LambsGameReport& g) {
    return match::gameLine(g) + " captures " + std::to_string(rules.variant.capturesToWin()) +
           " rule " + (rule == RepetitionRule::NoRecurrence ? "traditional" : "threefold") + ' ' +
           rules.positionLine(g.game) + '\n';
}

// Plays the match of `rules`' game and prints it; `record(g, first)` is the text of game g in
// the games file. Every game goes to FILE.part, flushed after each game, renamed at the end.
template <class Rules, class Record>
int playMatch(const Rules& rules, const MatchArgs& a, Record record) {
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
    const auto onGame = [&](const match::BasicGameReport<Rules>& g) {
        std::cout << match::gameLine(g) << std::endl;
        if (!g.forfeitDetail.empty())
            std::cerr << "info: game " << g.index << ": " << g.forfeitDetail << '\n';
        if (gamesOut.is_open()) {
            gamesOut << record(g, first);
            gamesOut.flush();
            first = false;
        }
    };
    const match::MatchResult r = match::runMatch(rules, a.options, onGame);
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

}  // namespace

int matchCommand(const Args& args) {
    MatchArgs a;
    if (!parseMatchArgs(args, &a)) return 2;
    if (!a.lambs) return playMatch(match::BaghChalRules(), a, gameRecord);
    const match::LambsRules rules(*a.lambs);
    return playMatch(rules, a, [&](const match::LambsGameReport& g, bool) {
        return lambsGameLine(rules, a.options.rule, g);
    });
}

}  // namespace bagh::cli
