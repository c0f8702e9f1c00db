#include "engine/cli/Protocol.h"

#include <iostream>
#include <sstream>

#include "engine/cli/Commands.h"
#include "engine/cli/PositionArg.h"
#include "engine/cli/SearchProtocol.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/core/Tables.h"

namespace bagh::cli {

Protocol::Protocol(std::istream& in, std::ostream& out) : in_(in), out_(out) {
    addHandler("position", [this](const Tokens& t) { position(t); });
    addHandler("d", [this](const Tokens& t) { display(t); });
    addHandler("perft", [this](const Tokens& t) { perft(t); });
    addHandler("isready", [this](const Tokens&) { send("readyok"); });
}

void Protocol::addHandler(const std::string& name, std::function<void(const Tokens&)> handler) {
    handlers_[name] = std::move(handler);
}

void Protocol::send(const std::string& line) {
    std::lock_guard lock(outMutex_);
    out_ << line << std::endl;
}

void Protocol::run() {
    // Untie the input from the output: a tied stream flushes the output before every read, on
    // this thread and outside outMutex_, racing the search thread's send() (std::cout is not
    // synchronised with stdio here), which wrote lines twice under load. send() flushes anyway.
    in_.tie(nullptr);
    std::string line;
    while (std::getline(in_, line))
        if (!handleLine(line)) return;
    onQuit();
}

bool Protocol::handleLine(const std::string& line) {
    if (line.size() > 100000) {
        error("line too long");
        return true;
    }
    std::istringstream stream(line);
    Tokens tokens;
    for (std::string word; stream >> word;) tokens.push_back(word);
    if (tokens.empty()) return true;
    if (tokens[0] == "quit") {
        onQuit();
        return false;
    }
    if (divert(tokens)) return true;
    const auto it = handlers_.find(tokens[0]);
    if (it == handlers_.end()) {
        error("unknown command '" + tokens[0].substr(0, 40) + "'");
        return true;
    }
    it->second(tokens);
    return true;
}

void Protocol::setRule(RepetitionRule rule) {
    game_ = Game(Position::start(), rule);
    onPositionChanged();
}

// position startpos [moves ...] | position obx <OBX fields...> [moves ...]
void Protocol::position(const Tokens& t) {
    if (t.size() < 2) return error("position: expected 'startpos' or 'obx <OBX>'");
    std::size_t i = 2;
    Position start = Position::start();
    if (t[1] == "obx") {
        std::string record;
        for (; i < t.size() && t[i] != "moves"; ++i) record += (record.empty() ? "" : " ") + t[i];
        const ObxParseResult parsed = parseObx(record);
        if (!parsed.ok) return error("position: " + parsed.error.message());
        for (const std::string& w : parsed.record.warnings) send("warning: " + w);
        start = parsed.record.position;
    } else if (t[1] != "startpos") {
        return error("position: expected 'startpos' or 'obx <OBX>', got '" + t[1] + "'");
    }
    if (i < t.size() && t[i] != "moves") return error("position: expected 'moves', got " + t[i]);
    Game game(start, game_.rule());
    for (++i; i < t.size(); ++i) {
        const auto text = parseMoveText(t[i]);
        const Move m = text ? findLegalMove(game.current(), *text) : Move();
        if (m.isNull() || !game.play(m))
            return error("position: illegal move '" + t[i] + "' in " + writeObx(game.current()) +
                         " (position unchanged)");
    }
    game_ = game;
    onPositionChanged();
}

void Protocol::display(const Tokens&) {
    const Position& pos = game_.current();
    std::string board = "   A B C D E\n";
    for (int row = 0; row < 5; ++row) {
        board += std::to_string(row + 1) + "  ";
        for (int col = 0; col < 5; ++col) {
            const Bitboard b = bit(makeSquare(row, col));
            board += (pos.tigers() & b) ? 'T' : (pos.goats() & b) ? 'G' : '.';
            board += col < 4 ? " " : "\n";
        }
    }
    const Move last = game_.moves().empty() ? Move() : game_.moves().back();
    board += "obx " + writeObx(pos, last);
    const GameResult r = game_.result();
    if (r.over())
        board += std::string("\nresult ") + outcomeName(r.outcome) + " reason " +
                 endReasonName(r.reason) +
                 (r.grand != GrandWin::None ? std::string(" grand ") + grandWinName(r.grand) : "");
    send(board);
}

void Protocol::perft(const Tokens& t) {
    const auto depth = t.size() == 2 ? parseInteger(t[1], 1, 30) : std::nullopt;
    if (!depth) return error("perft: expected a depth from 1 to 30");
    std::ostringstream lines;
    printPerft(lines, game_.current(), static_cast<int>(*depth));
    std::string text = lines.str();
    if (!text.empty() && text.back() == '\n') text.pop_back();
    send(text);
}

std::unique_ptr<Protocol> makeProtocol(std::istream& in, std::ostream& out) {
    return std::make_unique<SearchProtocol>(in, out);
}

int protocolCommand(const Args&) {
    makeProtocol(std::cin, std::cout)->run();
    return 0;
}

}  // namespace bagh::cli
