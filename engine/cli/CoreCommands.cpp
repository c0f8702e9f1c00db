// check and perft: the commands that need nothing but the rules.
#include <chrono>
#include <iostream>

#include "Commands.h"
#include "PositionArg.h"
#include "core/Obx.h"
#include "core/Perft.h"

namespace bagh::cli {

int checkCommand(const Args& args) {
    if (args.empty()) {
        std::cerr << "error: usage: baghchal-engine check \"<OBX>\"\n";
        return 2;
    }
    // An unquoted record arrives as several arguments; its fields are space-separated anyway.
    std::string record;
    for (const std::string& a : args) record += (record.empty() ? "" : " ") + a;
    const ObxParseResult parsed = parseObx(record);
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
    if (args.empty() || args.size() > 2) {
        std::cerr << "error: usage: baghchal-engine perft <depth> [\"<OBX>\"]\n";
        return 2;
    }
    const auto depth = parseInteger(args[0], 1, 30);
    if (!depth) {
        std::cerr << "error: depth: expected an integer from 1 to 30, got '" << args[0] << "'\n";
        return 2;
    }
    Position pos = Position::start();
    if (args.size() == 2 && !readPosition(args[1], pos)) return 2;
    printPerft(std::cout, pos, *depth);
    return 0;
}

}  // namespace bagh::cli
