// check and perft: the commands that need nothing but the rules.
#include <chrono>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/core/Obx.h"
#include "engine/core/Perft.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"

namespace bagh::cli {

namespace {

// check --game lambs: a Lambs record validated and printed canonically, as check does OBX.
int lambsCheckCommand(const Args& args) {
    std::vector<std::string> record;
    std::string game, captures = "all";
    ArgParser p("check", "check --game lambs \"<record>\" [--captures N|all]");
    if (!p.value("--game", &game).value("--captures", &captures).positionals(&record).read(args))
        return 2;
    const std::optional<lambs::Variant> variant = lambsVariantOf(p, captures);
    if (!variant) return 2;
    const std::string text = joinRecord(record);
    if (text.empty()) return p.fail("expected a position as \"<record>\""), 2;
    const lambs::RecordParseResult parsed = lambs::parseRecord(*variant, text);
    if (!parsed.ok) {
        std::cerr << "error: " << parsed.error.message() << '\n';
        return 2;
    }
    const lambs::Position& pos = parsed.record.position;
    std::cout << lambs::writeRecord(*variant, pos, parsed.record.lastMove) << '\n';
    for (const std::string& w : parsed.record.warnings) std::cout << "warning: " << w << '\n';
    if (const GameResult r = lambs::result(*variant, pos); r.over())
        std::cout << "result " << outcomeName(r.outcome) << " reason " << endReasonName(r.reason)
                  << '\n';
    return 0;
}

}  // namespace

int checkCommand(const Args& args) {
    if (gameOf(args) == "lambs") return lambsCheckCommand(args);
    // Every argument is part of the record, even one that starts with '-': the record's own
    // reader says what is wrong with it.
    if (args.empty()) {
        ArgParser("check", "check \"<OBX>\"").fail("expected a position as \"<OBX>\"");
        return 2;
    }
    const ObxParseResult parsed = parseObx(joinRecord(args));
    if (!parsed.ok) {
        std::cerr << "error: " << parsed.error.message() << '\n';
        return 2;
    }
    std::cout << writeObx(parsed.record.position, parsed.record.lastMove) << '\n';
    for (const std::string& w : parsed.record.warnings) std::cout << "warning: " << w << '\n';
    // A finished position says how it ended, grand win included (RULES.md).
    if (const GameResult r = parsed.record.position.result(); r.over()) {
        std::cout << "result " << outcomeName(r.outcome) << " reason " << endReasonName(r.reason);
        if (r.grand != GrandWin::None) std::cout << " grand " << grandWinName(r.grand);
        std::cout << '\n';
    }
    return 0;
}

namespace {

// The perft lines of every game: "depth d nodes N" for d = 1..depth, then the time and speed.
// perftAt(d) counts the leaves at depth d.
template <class PerftAt>
void printPerftLines(std::ostream& out, int depth, PerftAt perftAt) {
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    for (int d = 1; d <= depth; ++d) {
        const std::uint64_t nodes = perftAt(d);
        total += nodes;
        out << "depth " << d << " nodes " << nodes << std::endl;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    const auto nps = ms > 0 ? total * 1000 / static_cast<std::uint64_t>(ms) : total * 1000;
    out << "time_ms " << ms << " nps " << nps << std::endl;
}

// perft for a board described by data (engine/lambs): the same output as Bagh-Chal's.
int perftLambs(ArgParser& p, int depth, const std::vector<std::string>& rest,
               const std::string& captures) {
    const std::optional<lambs::Variant> variant = lambsVariantOf(p, captures);
    if (!variant) return 2;
    const lambs::Variant& v = *variant;
    lambs::Position pos = lambs::Position::start(v.board());
    if (rest.size() == 2) {
        const lambs::RecordParseResult parsed = lambs::parseRecord(v, rest[1]);
        if (!parsed.ok) {
            p.fail(parsed.error.message());
            return 2;
        }
        for (const std::string& w : parsed.record.warnings) std::cerr << "warning: " << w << '\n';
        pos = parsed.record.position;
    }
    printPerftLines(std::cout, depth, [&](int d) { return lambs::perft(v, pos, d); });
    return 0;
}

}  // namespace

void printPerft(std::ostream& out, Position pos, int depth) {
    printPerftLines(out, depth, [&pos](int d) { return perft(pos, d); });
}

void printPerft(std::ostream& out, const lambs::Variant& v, lambs::Position pos, int depth) {
    printPerftLines(out, depth, [&](int d) { return lambs::perft(v, pos, d); });
}

int perftCommand(const Args& args) {
    std::vector<std::string> rest;  // <depth> ["<OBX>"]
    std::string game = "baghchal", captures = "all";
    ArgParser p("perft", "perft <depth> [\"<OBX>\"] [--game baghchal|lambs] [--captures N|all]");
    if (!p.positionals(&rest, 2).value("--game", &game).value("--captures", &captures).read(args))
        return 2;
    if (game != "baghchal" && game != "lambs") {
        p.fail("--game: expected baghchal or lambs, got '" + game + "'");
        return 2;
    }
    if (game != "lambs" && p.given("--captures")) {
        p.fail("--captures: only with --game lambs (Bagh-Chal is won by 5 captures)");
        return 2;
    }
    if (rest.empty()) {
        p.fail("expected a depth");
        return 2;
    }
    const auto depth = parseInteger(rest[0], 1, 30);
    if (!depth) {
        p.fail("depth: expected an integer from 1 to 30, got '" + rest[0] + "'");
        return 2;
    }
    if (game == "lambs") return perftLambs(p, static_cast<int>(*depth), rest, captures);
    Position pos = Position::start();
    if (rest.size() == 2 && !readPosition(rest[1], pos)) return 2;
    printPerft(std::cout, pos, static_cast<int>(*depth));
    return 0;
}

}  // namespace bagh::cli
