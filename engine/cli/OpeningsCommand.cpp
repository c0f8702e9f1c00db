// openings: the match runner's openings as OBX lines (a file `match --openings FILE` reads), and
// with --risk how safe each is for the goats: the least chance, over the goat moves that keep
// the proven value, that a tiger moving at random (taking a goat whenever it can) wins a goat
// within its next moves (GoatRisk.h). No goat player that keeps the value does better, so the
// sum over the openings is a floor for the goat games a perfect player loses a goat in.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/core/Obx.h"
#include "engine/match/Openings.h"
#include "engine/puzzle/PuzzleProver.h"
#include "engine/search/GoatRisk.h"
#include "engine/search/RootPlan.h"

namespace bagh::cli {
namespace {

constexpr const char* kOpeningsUsage =
    "openings random:PLIES|safe:PLIES [--count N] [--seed S] [--risk] [--rounds R] [--db PATH] "
    "[--tables DIR]";

struct OpeningRisk {
    int keeping = 0;  // goat moves that keep the proven value (all legal ones where unproven)
    int legal = 0;
    int least = 0;  // per mille
};

// The goats' least risk at `pos` (goats to move) among the moves the perfect player may play.
OpeningRisk leastRisk(const Position& pos, const ExactSources& src, int rounds) {
    MoveList legal;
    generateMoves(pos, legal);
    const RootPlan plan = planRoot(pos, legal, src, false);
    const std::vector<int> risk = goatRisks(pos, plan.candidates, src, rounds);
    return {plan.candidates.size(), legal.size(), *std::min_element(risk.begin(), risk.end())};
}

std::string perMille(int r) {
    char text[16];
    std::snprintf(text, sizeof text, "%.1f%%", r / 10.0);
    return text;
}

}  // namespace

int openingsCommand(const Args& args) {
    std::vector<std::string> specs;
    int count = 20, rounds = kDeepRiskRounds;
    long long seed = 1;
    bool withRisk = false;
    puzzle::PuzzleSources::Options sources;
    ArgParser p("openings", kOpeningsUsage);
    p.positionals(&specs, 1)
        .integer("--count", 1, 100000, &count)
        .integer("--seed", 0, 9'000'000'000'000'000'000LL, &seed)
        .flag("--risk", &withRisk)
        .integer("--rounds", 1, 4, &rounds)
        .value("--db", &sources.dbPath)
        .value("--tables", &sources.tablesDir);
    if (!p.read(args)) return 2;
    if (specs.empty() || (specs[0].rfind("random:", 0) != 0 && specs[0].rfind("safe:", 0) != 0))
        return p.fail("expected random:PLIES or safe:PLIES"), 2;
    const match::OpeningsResult openings = match::makeOpenings(
        specs[0], count, static_cast<std::uint64_t>(seed), RepetitionRule::ThirdOccurrenceDraws);
    if (!openings.ok) return p.fail(openings.error), 2;

    std::unique_ptr<puzzle::PuzzleSources> exact;
    if (withRisk) {
        std::string error;
        exact = puzzle::PuzzleSources::open(sources, &error);
        if (!exact) {
            std::cerr << "error: openings: " << error << '\n';
            return 1;
        }
        std::cout << "# least goat risk within " << rounds
                  << " random tiger moves, among the goat moves that keep the value ("
                  << exact->tableLayers() << " of 40 placement layers proven)\n";
    }
    ExactSources src = exact ? exact->exact() : ExactSources{};
    src.searchInHand = 0;
    double floor = 0, none = 1;
    for (const Game& g : openings.openings) {
        const Position& pos = g.current();
        if (withRisk && pos.sideToMove() == Side::Goats) {
            const OpeningRisk r = leastRisk(pos, src, rounds);
            std::cout << "# risk " << perMille(r.least) << ", keeping " << r.keeping << " of "
                      << r.legal << " moves\n";
            floor += r.least / 1000.0;
            none *= 1 - r.least / 1000.0;
        }
        std::cout << writeObx(pos) << '\n';
    }
    if (withRisk) {
        char line[160];
        std::snprintf(line, sizeof line,
                      "# goat games losing a goat, at least: %.2f expected; none in all: at most "
                      "%.2f%%\n",
                      floor, 100 * none);
        std::cout << line;
    }
    return 0;
}

}  // namespace bagh::cli
