#include "engine/io/GameFile.h"

#include <cctype>

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/io/GameFileFormat.h"

using namespace bagh;

namespace GameFile {
namespace {

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

// Bagh-Chal's half of the format: OBX starts, the engine's move text, the grand wins.
struct BaghChalNotation {
    using Game = bagh::Game;
    using Move = bagh::Move;
    Game newGame(RepetitionRule rule) const { return Game(Position::start(), rule); }
    std::optional<Game> gameFrom(std::string_view start, RepetitionRule rule,
                                 std::string* why) const {
        const ObxParseResult obx = parseObx(start);
        if (!obx.ok) {
            *why = obx.error.message();
            return std::nullopt;
        }
        return Game(obx.record.position, rule);
    }
    std::string startRecord(const Game& game) const { return writeObx(game.startPosition()); }
    bool isMoveText(std::string_view token) const { return parseMoveText(token).has_value(); }
    Move legalMove(const Game& game, std::string_view token) const {
        const auto parsed = parseMoveText(token);
        return parsed ? findLegalMove(game.current(), *parsed) : Move();
    }
    std::string moveText(Move m) const { return m.toString(); }
    std::string grandWin(const Game& game) const { return grandWinName(game.result().grand); }
};

}  // namespace

namespace format {

const Header* Scan::find(std::string_view name) const {
    for (const Header& h : headers)
        if (h.name == name) return &h;
    return nullptr;
}

bool isResultToken(std::string_view t) {
    return t == "goats-win" || t == "tigers-win" || t == "draw" || t == "*";
}

bool isMoveNumber(std::string_view t) {
    std::size_t i = 0;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) ++i;
    if (i == 0 || i == t.size()) return false;
    for (; i < t.size(); ++i)
        if (t[i] != '.') return false;
    return true;
}

std::string resultToken(const GameResult& result) {
    switch (result.outcome) {
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

std::string escape(const std::string& s) {
    std::string out;
    for (char c : s) {
        if (c == '"' || c == '\\') out.push_back('\\');
        out.push_back(c == '\n' || c == '\r' ? ' ' : c);
    }
    return out;
}

ScanResult scan(std::string_view text) {
    ScanResult out;
    auto error = [&out](int line, std::string reason) {
        out.ok = false;
        out.error = Error{line, std::move(reason)};
        return std::move(out);
    };
    if (text.size() > kMaxBytes) return error(0, "the file is too large for a saved game");

    Scan& s = out.scan;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view l = text.substr(start, end - start);
        while (!l.empty() && (l.back() == '\r' || l.back() == ' ' || l.back() == '\t'))
            l.remove_suffix(1);
        while (!l.empty() && (l.front() == ' ' || l.front() == '\t')) l.remove_prefix(1);
        s.lines.push_back(l);
        start = end + 1;
    }

    std::size_t i = 0;
    for (; i < s.lines.size(); ++i) {
        const std::string_view l = s.lines[i];
        const int lineNo = static_cast<int>(i) + 1;
        if (l.empty() || l.front() == ';') continue;
        if (l.front() != '[') break;
        Header h;
        h.line = lineNo;
        if (!parseHeader(l, &h.name, &h.value))
            return error(lineNo, "expected a header like [Name \"value\"]");
        if (s.find(h.name)) return error(lineNo, "the " + h.name + " header appears twice");
        if (h.name == "Rule" && h.value != kThird && h.value != kNoRecurrence)
            return error(lineNo, "Rule must be \"third-repetition\" or \"no-recurrence\"");
        if (h.name == "Result" && !isResultToken(h.value))
            return error(lineNo, "Result must be goats-win, tigers-win, draw or *");
        s.headers.push_back(std::move(h));
    }
    s.movesBegin = i;
    if (!s.find("Result"))
        return error(static_cast<int>(std::min(i + 1, s.lines.size())),
                     "the Result header is missing");
    out.ok = true;
    return out;
}

Reading<bagh::Game> readBaghChal(const Scan& s, std::span<const std::string_view> consumed) {
    return readGame(BaghChalNotation{}, s, consumed);
}

std::string writeBaghChal(const bagh::Game& game, const Tags& tags, const Tags& lead) {
    return writeGame(BaghChalNotation{}, game, tags, lead);
}

}  // namespace format

std::string Error::message() const {
    return line > 0 ? "line " + std::to_string(line) + ": " + reason : reason;
}

std::string resultToken(const Game& game) { return format::resultToken(game.result()); }

std::string tag(const Record& record, const std::string& name) {
    for (const auto& [n, v] : record.tags)
        if (n == name) return v;
    return {};
}

ParseResult parse(std::string_view text) {
    ParseResult out;
    const format::ScanResult s = format::scan(text);
    if (!s.ok) {
        out.error = s.error;
        return out;
    }
    format::Reading<Game> r = format::readBaghChal(s.scan);
    out.ok = r.ok;
    out.record.game = std::move(r.game);
    out.record.tags = std::move(r.tags);
    if (r.ok)
        out.record.result = std::move(r.result);
    else
        out.error = std::move(r.error);
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

std::string write(const Record& record) { return format::writeBaghChal(record.game, record.tags); }

}  // namespace GameFile
