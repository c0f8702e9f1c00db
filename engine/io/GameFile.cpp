#include "engine/io/GameFile.h"

#include <cctype>

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"

using namespace bagh;

namespace GameFile {
namespace {

constexpr const char* kThird = "third-repetition";
constexpr const char* kNoRecurrence = "no-recurrence";
// Termination: a game the players ended by their word (endReasonName's words).
constexpr const char* kResignation = "resignation";
constexpr const char* kAgreement = "agreement";
constexpr int kMaxPlies = 20000;

bool isResultToken(std::string_view t) {
    return t == "goats-win" || t == "tigers-win" || t == "draw" || t == "*";
}

// "[Name "value"]" → name, value; false if the line is not exactly that.
bool parseHeader(std::string_view line, std::string* name, std::string* value) {
    if (line.size() < 5 || line.front() != '[' || line.back() != ']') return false;
    std::size_t i = 1;
    name->clear();
    while (i < line.size() && (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '_'))
        name->push_back(line[i++]);
    if (name->empty() || i >= line.size() || line[i] != ' ') return false;
    while (i < line.size() && line[i] == ' ') ++i;
    if (i >= line.size() || line[i] != '"') return false;
    value->clear();
    for (++i; i < line.size() - 1; ++i) {
        const char c = line[i];
        if (c == '"') return i == line.size() - 2;
        if (c == '\\') {
            if (++i >= line.size() - 1 || (line[i] != '"' && line[i] != '\\')) return false;
        }
        value->push_back(line[i]);
    }
    return false;  // no closing quote
}

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '"' || c == '\\') out.push_back('\\');
        out.push_back(c == '\n' || c == '\r' ? ' ' : c);
    }
    return out;
}

bool isMoveNumber(std::string_view t) {
    std::size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    if (i == 0 || i == t.size()) return false;
    for (; i < t.size(); ++i)
        if (t[i] != '.') return false;
    return true;
}

Error fail(int line, std::string reason) { return Error{line, std::move(reason)}; }

}  // namespace

std::string Error::message() const {
    return line > 0 ? "line " + std::to_string(line) + ": " + reason : reason;
}

std::string resultToken(const Game& game) {
    switch (game.result().outcome) {
        case Outcome::GoatsWin:
            return "goats-win";
        case Outcome::TigersWin:
            return "tigers-win";
        case Outcome::Draw:
            return "draw";
        case Outcome::None:
            break;
    }
    return "*";
}

std::string tag(const Record& record, const std::string& name) {
    for (const auto& [n, v] : record.tags)
        if (n == name) return v;
    return {};
}

ParseResult parse(std::string_view text) {
    ParseResult out;
    auto error = [&out](Error e) {
        out.ok = false;
        out.error = std::move(e);
        return out;
    };
    if (text.size() > kMaxBytes) return error(fail(0, "the file is too large for a saved game"));

    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view l = text.substr(start, end - start);
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ' || l.back() == '\t'))
            l.remove_suffix(1);
        while (!l.empty() && (l.front() == ' ' || l.front() == '\t')) l.remove_prefix(1);
        lines.push_back(l);
        start = end + 1;
    }

    // Headers.
    std::string start, rule = kThird, result, grand;
    bool haveStart = false, haveRule = false, haveResult = false, haveGrand = false;
    std::size_t i = 0;
    for (; i < lines.size(); ++i) {
        const std::string_view l = lines[i];
        const int lineNo = static_cast<int>(i) + 1;
        if (l.empty() || l.front() == ';') continue;
        if (l.front() != '[') break;
        std::string name, value;
        if (!parseHeader(l, &name, &value))
            return error(fail(lineNo, "expected a header like [Name \"value\"]"));
        auto once = [&](bool& seen) {
            if (seen) return false;
            seen = true;
            return true;
        };
        if (name == "Start") {
            if (!once(haveStart)) return error(fail(lineNo, "the Start header appears twice"));
            start = value;
        } else if (name == "Rule") {
            if (!once(haveRule)) return error(fail(lineNo, "the Rule header appears twice"));
            if (value != kThird && value != kNoRecurrence)
                return error(
                    fail(lineNo, "Rule must be \"third-repetition\" or \"no-recurrence\""));
            rule = value;
        } else if (name == "Result") {
            if (!once(haveResult)) return error(fail(lineNo, "the Result header appears twice"));
            if (!isResultToken(value))
                return error(fail(lineNo, "Result must be goats-win, tigers-win, draw or *"));
            result = value;
        } else if (name == "GrandWin") {
            if (!once(haveGrand)) return error(fail(lineNo, "the GrandWin header appears twice"));
            grand = value;
        } else {
            for (const auto& t : out.record.tags)
                if (t.first == name)
                    return error(fail(lineNo, "the " + name + " header appears twice"));
            out.record.tags.emplace_back(name, value);
        }
    }
    if (!haveResult)
        return error(
            fail(static_cast<int>(std::min(i + 1, lines.size())), "the Result header is missing"));

    Position startPos = Position::start();
    if (haveStart) {
        const ObxParseResult obx = parseObx(start);
        if (!obx.ok) return error(fail(0, "Start position: " + obx.error.message()));
        startPos = obx.record.position;
    }
    Game game(startPos, rule == kNoRecurrence ? RepetitionRule::NoRecurrence
                                              : RepetitionRule::ThirdOccurrenceDraws);

    // Move text, up to the result token.
    bool ended = false;
    int lastLine = 0;
    for (; i < lines.size(); ++i) {
        const std::string_view l = lines[i];
        const int lineNo = static_cast<int>(i) + 1;
        if (l.empty() || l.front() == ';') continue;
        if (l.front() == '[') return error(fail(lineNo, "a header after the move text"));
        lastLine = lineNo;
        std::size_t p = 0;
        while (p < l.size()) {
            while (p < l.size() && std::isspace(static_cast<unsigned char>(l[p]))) ++p;
            std::size_t q = p;
            while (q < l.size() && !std::isspace(static_cast<unsigned char>(l[q]))) ++q;
            if (q == p) break;
            const std::string_view token = l.substr(p, q - p);
            p = q;
            if (ended) return error(fail(lineNo, "text after the result \"" + result + "\""));
            if (isMoveNumber(token)) continue;
            if (isResultToken(token)) {
                if (token != result)
                    return error(fail(lineNo, "the game text ends in \"" + std::string(token) +
                                                  "\" but the Result header says \"" + result +
                                                  "\""));
                ended = true;
                continue;
            }
            const std::string what =
                "move " + std::to_string(game.length() + 1) + " \"" + std::string(token) + "\"";
            const auto parsed = parseMoveText(token);
            if (!parsed) return error(fail(lineNo, what + " is not a move"));
            if (game.result().over())
                return error(fail(lineNo, what + " comes after the game ended"));
            const Move m = findLegalMove(game.current(), *parsed);
            if (m.isNull() || !game.play(m))
                return error(fail(lineNo, what + " is not legal there"));
            if (game.length() > kMaxPlies) return error(fail(lineNo, "too many moves"));
        }
    }
    if (!ended)
        return error(fail(
            lastLine ? lastLine : static_cast<int>(lines.size()),
            "the game text ends without its result \"" + result + "\" (is the file cut short?)"));
    // Termination is free text (the match runner's "captures", "maxply" …), but two words are
    // the players' own end of a game the rules leave open: its result is the header's.
    if (const std::string termination = tag(out.record, "Termination");
        termination == kResignation || termination == kAgreement) {
        if (game.result().over())
            return error(fail(
                0, "Termination \"" + termination + "\" but the moves end the game by the rules"));
        const bool agreement = termination == kAgreement;
        const Outcome o = result == "draw"         ? Outcome::Draw
                          : result == "goats-win"  ? Outcome::GoatsWin
                          : result == "tigers-win" ? Outcome::TigersWin
                                                   : Outcome::None;
        if (!game.conclude({o, agreement ? EndReason::DrawAgreed : EndReason::Resignation}))
            return error(
                fail(0, "Termination \"" + termination + "\" does not go with \"" + result + "\""));
    }
    const std::string actual = resultToken(game);
    if (actual != "*" && actual != result)
        return error(
            fail(0, "the moves end in \"" + actual + "\" but the result says \"" + result + "\""));
    if (actual == "*" && result != "*")
        return error(fail(0, "the game is not over, so its result must be \"*\""));
    const std::string actualGrand = grandWinName(game.result().grand);
    if (haveGrand && grand != actualGrand)
        return error(fail(0, "the GrandWin header says \"" + grand + "\" but the moves end in " +
                                 (actualGrand.empty() ? std::string("no grand win")
                                                      : "\"" + actualGrand + "\"")));
    out.ok = true;
    out.record.game = std::move(game);
    out.record.result = result;
    return out;
}

std::vector<std::string_view> splitRecords(std::string_view text) {
    std::vector<std::string_view> records;
    std::size_t begin = 0;
    bool inMoves = false;  // move text seen since `begin`: the next header starts a record
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        const std::size_t first = text.find_first_not_of(" \t\r", start);
        const char c = first < end ? text[first] : '\0';
        if (c == '[' && inMoves) {
            records.push_back(text.substr(begin, start - begin));
            begin = start;
            inMoves = false;
        } else if (c != '\0' && c != '[' && c != ';') {
            inMoves = true;
        }
        start = end + 1;
    }
    if (begin < text.size() || records.empty()) records.push_back(text.substr(begin));
    return records;
}

std::string write(const Record& record) {
    const Game& game = record.game;
    const EndReason reason = game.result().reason;
    const bool declared = reason == EndReason::Resignation || reason == EndReason::DrawAgreed;
    std::string out;
    for (const auto& [name, value] : record.tags)
        if (name != "Start" && name != "Rule" && name != "Result" && name != "GrandWin" &&
            !(name == "Termination" && declared))
            out += "[" + name + " \"" + escape(value) + "\"]\n";
    const std::string result = resultToken(game) != "*" ? resultToken(game) : std::string("*");
    out += "[Start \"" + writeObx(game.startPosition()) + "\"]\n";
    out += std::string("[Rule \"") +
           (game.rule() == RepetitionRule::NoRecurrence ? kNoRecurrence : kThird) + "\"]\n";
    out += "[Result \"" + result + "\"]\n";
    if (const GrandWin g = game.result().grand; g != GrandWin::None)
        out += std::string("[GrandWin \"") + grandWinName(g) + "\"]\n";
    if (declared) out += std::string("[Termination \"") + endReasonName(reason) + "\"]\n";
    out += '\n';

    // Numbered like a score sheet: a number before each goat move ("3."), or "1..." when the
    // record starts with the tigers.
    std::string line;
    auto put = [&](const std::string& word) {
        if (!line.empty() && line.size() + 1 + word.size() > 78) {
            out += line + '\n';
            line.clear();
        }
        if (!line.empty()) line += ' ';
        line += word;
    };
    int number = 1;
    const bool tigersFirst = game.startPosition().sideToMove() == Side::Tigers;
    for (int ply = 0; ply < game.length(); ++ply) {
        const bool goatMove = game.positionAt(ply).sideToMove() == Side::Goats;
        if (goatMove)
            put(std::to_string(number) + ".");
        else if (ply == 0 && tigersFirst)
            put(std::to_string(number) + "...");
        if (!goatMove) ++number;
        put(game.moves()[static_cast<std::size_t>(ply)].toString());
    }
    put(result);
    out += line + '\n';
    return out;
}

}  // namespace GameFile
