// check and perft: the commands that need nothing but the rules.
#include <chrono>
#include <iostream>

#include "ArgParser.h"
#include "Commands.h"
#include "PositionArg.h"
#include "core/Obx.h"
#include "core/Perft.h"

namespace bagh::cli {

int checkCommand(const Args& args) {
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

void printPerft(std::ostream& out, Position pos, int depth) {
    const auto start = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    for (int d = 1; d <= depth; ++d) {
        const std::uint64_t nodes = perft(pos, d);
        total += nodes;
        out << "depth " << d << " nodes " << nodes << std::endl;
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    const auto nps = ms > 0 ? total * 1000 / static_cast<std::uint64_t>(ms) : total * 1000;
    out << "time_ms " << ms << " nps " << nps << std::endl;
}

int perftCommand(const Args& args) {
    std::vector<std::string> rest;  // <depth> ["<OBX>"]
    ArgParser p("perft", "perft <depth> [\"<OBX>\"]");
    if (!p.positionals(&rest, 2).read(args)) return 2;
    if (rest.empty()) {
        p.fail("expected a depth");
        return 2;
    }
    const auto depth = parseInteger(rest[0], 1, 30);
    if (!depth) {
        p.fail("depth: expected an integer from 1 to 30, got '" + rest[0] + "'");
        return 2;
    }
    Position pos = Position::start();
    if (rest.size() == 2 && !readPosition(rest[1], pos)) return 2;
    printPerft(std::cout, pos, static_cast<int>(*depth));
    return 0;
}

}  // namespace bagh::cli
