// Saved games: a small PGN-like text format, shared by the app, the match runner and the fuzz
// target (tests/fuzz/fuzz_gamefile.cpp). docs/PLAYING.md, "Saved games", documents it for users.
//
//   [Event "Bagh-Chal game"]
//   [Date "2025-01-31"]
//   [Goats "You"]
//   [Tigers "Computer (Expert)"]
//   [Start "T3T/5/5/5/T3T g g20 c0 - 0"]
//   [Rule "third-repetition"]
//   [Result "tigers-win"]
//
//   1. C1 E1D1 2. B2 A1B1 3. C3 B1xD1 ...
//   tigers-win
//
// Header lines `[Name "value"]` (value escapes: \" and \\) come first, one per line; Start is
// an OBX record (RULES.md, either dialect; default: the start position), Rule is
// "third-repetition" (default) or "no-recurrence", Result is "goats-win", "tigers-win", "draw"
// or "*" (unfinished) and is required; GrandWin, written for a game won by a grand win, is
// "dandee" or "locked-goats" and must agree with the moves. Termination is free text (the match
// runner writes how a game ended), but "resignation", "time-forfeit" and "agreement" end a game
// the moves leave open with the Result it names (a resignation or a flag fall a win, an
// agreement a draw). Unknown headers are kept. Lines starting with ';' are comments. The move
// text follows: moves as the engine reads them (C1, E1D1, E1-D1, A1xC3), move numbers ("3."
// and "3...") ignored, ended by the result token, which must repeat the Result header — a file
// cut short therefore never loads as a shorter game. Every move must be legal under the rule,
// and a finished game must carry its true result.
//
// This namespace reads and writes Bagh-Chal games; the format's game-independent machinery is
// GameFileFormat.h, which engine/games/SavedGame.h uses for either game (its Game and Captures
// headers name the game; here a Game header is kept as a tag like any other).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/core/Game.h"

namespace GameFile {

struct Record {
    bagh::Game game;
    // Headers other than Start, Rule and Result, in file order ("Event", "Date", "Goats" …).
    std::vector<std::pair<std::string, std::string>> tags;
    std::string result = "*";  // the result token
};

struct Error {
    int line = 0;  // 1-based; 0 for the file as a whole
    std::string reason;
    std::string message() const;  // "line 7: …"
};

struct ParseResult {
    bool ok = false;
    Record record;  // valid when ok
    Error error;    // valid when !ok
};

// Files above this size are refused before parsing (a game has at most a few thousand moves).
constexpr std::size_t kMaxBytes = 1 << 20;

// Reads a saved game. Never throws; on any problem returns !ok with the line and the reason.
ParseResult parse(std::string_view text);

// Splits a text of several records, one after another (as `baghchal-engine match --games-out`
// writes them), into the text of each: a record begins with a header line that follows move
// text. A text of one record is returned whole; each part can be given to parse().
std::vector<std::string_view> splitRecords(std::string_view text);

// Writes `record` (its result token is recomputed from the game when the game is over).
std::string write(const Record& record);

// "goats-win", "tigers-win", "draw" for a finished game, else "*".
std::string resultToken(const bagh::Game& game);

// The value of tag `name` in `record`, or "" (for Event, Date, Goats, Tigers …).
std::string tag(const Record& record, const std::string& name);

}  // namespace GameFile
