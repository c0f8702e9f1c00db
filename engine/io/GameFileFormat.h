// The game-independent half of the saved-game format (GameFile.h documents the format): the
// header block, the move numbers and the result token, Termination, the result checks and the
// writer's layout exist here once. Each game brings only its notation, a small struct N:
//
//   using Game = …;  // the game record: play, result, conclude, length, positionAt(ply)
//                    // .sideToMove(), moves(), rule(), default-constructible and movable
//   using Move = …;
//   Game newGame(RepetitionRule) const;                  // the game's own start (no Start header)
//   std::optional<Game> gameFrom(std::string_view start, RepetitionRule, std::string* why) const;
//   std::string startRecord(const Game&) const;          // the Start header's value
//   bool isMoveText(std::string_view token) const;       // the token names a move at all
//   Move legalMove(const Game&, std::string_view) const; // the legal move it names now, or null
//   std::string moveText(Move) const;
//   std::string grandWin(const Game&) const;             // the GrandWin word of its end, or ""
//
// GameFile.cpp instantiates it for Bagh-Chal (GameFile::parse and write, readBaghChal and
// writeBaghChal below) and engine/games/SavedGame.cpp for Lambs and Tigers. Reading is two steps so
// that a reader can look at a header before it knows the game (SavedGame's Game and Captures):
// scan() reads the header block, readGame<N>() the rest.
#pragma once

#include <algorithm>
#include <cctype>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/Game.h"
#include "engine/io/GameFile.h"

namespace GameFile::format {

using Tags = std::vector<std::pair<std::string, std::string>>;

constexpr const char* kThird = "third-repetition";
constexpr const char* kNoRecurrence = "no-recurrence";
// Termination: a game the players (or their clock) ended by their word (endReasonName's words).
constexpr const char* kResignation = "resignation";
constexpr const char* kAgreement = "agreement";
constexpr const char* kTimeForfeit = "time-forfeit";
constexpr int kMaxPlies = 20000;

// One header line as read.
struct Header {
    std::string name;
    std::string value;
    int line = 0;  // 1-based
};

// The header block of a saved game. `lines` are views into the scanned text, which must outlive
// the scan.
struct Scan {
    std::vector<std::string_view> lines;  // every line, trimmed of blanks at both ends
    std::size_t movesBegin = 0;           // the first line after the headers
    std::vector<Header> headers;          // in file order, each name once
    // The header `name`, or null.
    const Header* find(std::string_view name) const;
};

struct ScanResult {
    bool ok = false;
    Scan scan;    // valid when ok
    Error error;  // valid when !ok
};

// Reads the header block: the size limit, the header syntax, a header named twice, the values
// of Rule and Result (the same in every game) and a missing Result. Never throws.
ScanResult scan(std::string_view text);

// The words of the move text.
bool isResultToken(std::string_view t);
bool isMoveNumber(std::string_view t);  // "3." or "3..."
// "goats-win", "tigers-win", "draw" for a finished game, else "*".
std::string resultToken(const bagh::GameResult& result);
// A header value with '"' and '\\' escaped and line breaks made blanks.
std::string escape(const std::string& s);

// The headers the format itself reads and writes; never kept as tags.
inline bool isFormatHeader(std::string_view name) {
    return name == "Start" || name == "Rule" || name == "Result" || name == "GrandWin";
}

template <class Game>
struct Reading {
    bool ok = false;
    Game game;                 // valid when ok
    Tags tags;                 // the other headers, in file order (read so far when !ok)
    std::string result = "*";  // the result token
    Error error;               // valid when !ok
};

// Reads the game of a scanned file under notation `n`: the start and the rule, every move
// legal, the text ended by the result token that repeats Result (so a file cut short never
// loads as a shorter game), Termination's resignation or agreement, a finished game's true
// result and GrandWin. Headers named in `consumed` (read by the caller already) are not kept as
// tags; Termination is (the writer writes it back from the game's end).
template <class N>
Reading<typename N::Game> readGame(const N& n, const Scan& s,
                                   std::span<const std::string_view> consumed = {}) {
    using Game = typename N::Game;
    Reading<Game> out;
    auto error = [&out](int line, std::string reason) {
        out.ok = false;
        out.error = Error{line, std::move(reason)};
        return std::move(out);
    };
    for (const Header& h : s.headers)
        if (!isFormatHeader(h.name) &&
            std::find(consumed.begin(), consumed.end(), h.name) == consumed.end())
            out.tags.emplace_back(h.name, h.value);
    auto value = [&s](std::string_view name) {
        const Header* h = s.find(name);
        return h ? std::optional<std::string>(h->value) : std::nullopt;
    };
    const std::string result = value("Result").value_or("*");  // scan() made sure it is there
    const std::optional<std::string> grand = value("GrandWin");
    const bagh::RepetitionRule rule = value("Rule") == kNoRecurrence
                                          ? bagh::RepetitionRule::NoRecurrence
                                          : bagh::RepetitionRule::ThirdOccurrenceDraws;
    std::optional<Game> made;
    if (const std::optional<std::string> start = value("Start")) {
        std::string why;
        made = n.gameFrom(*start, rule, &why);
        if (!made) return error(0, "Start position: " + why);
    } else {
        made = n.newGame(rule);
    }
    Game& game = *made;

    // Move text, up to the result token.
    bool ended = false;
    int lastLine = 0;
    for (std::size_t i = s.movesBegin; i < s.lines.size(); ++i) {
        const std::string_view l = s.lines[i];
        const int lineNo = static_cast<int>(i) + 1;
        if (l.empty() || l.front() == ';') continue;
        if (l.front() == '[') return error(lineNo, "a header after the move text");
        lastLine = lineNo;
        std::size_t p = 0;
        while (p < l.size()) {
            while (p < l.size() && std::isspace(static_cast<unsigned char>(l[p]))) ++p;
            std::size_t q = p;
            while (q < l.size() && !std::isspace(static_cast<unsigned char>(l[q]))) ++q;
            if (q == p) break;
            const std::string_view token = l.substr(p, q - p);
            p = q;
            if (ended) return error(lineNo, "text after the result \"" + result + "\"");
            if (isMoveNumber(token)) continue;
            if (isResultToken(token)) {
                if (token != result)
                    return error(lineNo, "the game text ends in \"" + std::string(token) +
                                             "\" but the Result header says \"" + result + "\"");
                ended = true;
                continue;
            }
            const std::string what =
                "move " + std::to_string(game.length() + 1) + " \"" + std::string(token) + "\"";
            if (!n.isMoveText(token)) return error(lineNo, what + " is not a move");
            if (game.result().over()) return error(lineNo, what + " comes after the game ended");
            const typename N::Move m = n.legalMove(game, token);
            if (m.isNull() || !game.play(m)) return error(lineNo, what + " is not legal there");
            if (game.length() > kMaxPlies) return error(lineNo, "too many moves");
        }
    }
    if (!ended)
        return error(
            lastLine ? lastLine : static_cast<int>(s.lines.size()),
            "the game text ends without its result \"" + result + "\" (is the file cut short?)");
    // Termination is free text (the match runner's "captures", "maxply" …), but three words are
    // the players' own end of a game the rules leave open: its result is the header's.
    if (const std::optional<std::string> termination = value("Termination");
        termination == kResignation || termination == kAgreement || termination == kTimeForfeit) {
        if (game.result().over())
            return error(
                0, "Termination \"" + *termination + "\" but the moves end the game by the rules");
        const bagh::EndReason reason = termination == kAgreement     ? bagh::EndReason::DrawAgreed
                                       : termination == kTimeForfeit ? bagh::EndReason::TimeForfeit
                                                                     : bagh::EndReason::Resignation;
        const bagh::Outcome o = result == "draw"         ? bagh::Outcome::Draw
                                : result == "goats-win"  ? bagh::Outcome::GoatsWin
                                : result == "tigers-win" ? bagh::Outcome::TigersWin
                                                         : bagh::Outcome::None;
        if (!game.conclude({o, reason}))
            return error(
                0, "Termination \"" + *termination + "\" does not go with \"" + result + "\"");
    }
    const std::string actual = resultToken(game.result());
    if (actual != "*" && actual != result)
        return error(0,
                     "the moves end in \"" + actual + "\" but the result says \"" + result + "\"");
    if (actual == "*" && result != "*")
        return error(0, "the game is not over, so its result must be \"*\"");
    const std::string actualGrand = n.grandWin(game);
    if (grand && *grand != actualGrand)
        return error(
            0, "the GrandWin header says \"" + *grand + "\" but the moves end in " +
                   (actualGrand.empty() ? std::string("no grand win") : "\"" + actualGrand + "\""));
    out.ok = true;
    out.game = std::move(game);
    out.result = result;
    return out;
}

// Writes `game` under notation `n`: the `lead` headers first (the game's identity, e.g.
// SavedGame's Game and Captures), then `tags` but those the format or `lead` writes, then Start,
// Rule, Result (recomputed from the game), GrandWin and, for a game ended by the players' word,
// Termination; a blank line; the moves numbered like a score sheet, ended by the result token.
template <class N>
std::string writeGame(const N& n, const typename N::Game& game, const Tags& tags,
                      const Tags& lead = {}) {
    const bagh::EndReason reason = game.result().reason;
    const bool declared = bagh::declarableEnd(game.result());
    std::string out;
    auto header = [&out](const std::string& name, const std::string& value) {
        out += "[" + name + " \"" + escape(value) + "\"]\n";
    };
    for (const auto& [name, value] : lead) header(name, value);
    for (const auto& tag : tags) {
        // Not a structured binding: clang (the fuzz build) refuses to capture one in a lambda.
        const std::string& name = tag.first;
        const bool written =
            isFormatHeader(name) || (name == "Termination" && declared) ||
            std::any_of(lead.begin(), lead.end(), [&](const auto& h) { return h.first == name; });
        if (!written) header(name, tag.second);
    }
    const std::string result = resultToken(game.result());
    out += "[Start \"" + n.startRecord(game) + "\"]\n";
    out += std::string("[Rule \"") +
           (game.rule() == bagh::RepetitionRule::NoRecurrence ? kNoRecurrence : kThird) + "\"]\n";
    out += "[Result \"" + result + "\"]\n";
    if (const std::string grand = n.grandWin(game); !grand.empty())
        out += "[GrandWin \"" + grand + "\"]\n";
    if (declared) out += std::string("[Termination \"") + bagh::endReasonName(reason) + "\"]\n";
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
    const bool tigersFirst = game.positionAt(0).sideToMove() == bagh::Side::Tigers;
    for (int ply = 0; ply < game.length(); ++ply) {
        const bool goatMove = game.positionAt(ply).sideToMove() == bagh::Side::Goats;
        if (goatMove)
            put(std::to_string(number) + ".");
        else if (ply == 0 && tigersFirst)
            put(std::to_string(number) + "...");
        if (!goatMove) ++number;
        put(n.moveText(game.moves()[static_cast<std::size_t>(ply)]));
    }
    put(result);
    out += line + '\n';
    return out;
}

// The Bagh-Chal instances (GameFile.cpp), for a reader that scans first (SavedGame):
// GameFile::parse is scan() and readBaghChal(scan); GameFile::write is writeBaghChal(game, tags).
Reading<bagh::Game> readBaghChal(const Scan& s, std::span<const std::string_view> consumed = {});
std::string writeBaghChal(const bagh::Game& game, const Tags& tags, const Tags& lead = {});

}  // namespace GameFile::format
