// Saved games of either game: the one saved-game format (engine/io/GameFile.h, docs/PLAYING.md
// "Saved games") with a header that names the game.
//
//   [Game "lambs"]
//   [Captures "5"]
//   [Event "Lambs and Tigers game"]
//   [Start "T/2TT2/6/6/4 g g15 c0 - 0"]
//   [Rule "third-repetition"]
//   [Result "*"]
//
//   1. 12 0-2 2. 13 3-9 3. 14 …
//   *
//
// [Game "lambs"] is a Lambs and Tigers game: its Start is a Lambs record (lambs/Record.h), its
// moves are the Lambs move text ("12", "3-9", "3x15"), and [Captures "N"|"all"] (N from 1 to 15,
// 15 the same as "all"; 5, 6 and all are the usual rules) is required, since the captures that
// win decide when the game ends. [Game "baghchal"], or no Game header at all (every file written
// before the header existed), is Bagh-Chal, read exactly as GameFile::parse reads it; a Captures
// header there may only say "5". Any other Game value is refused by name. Everything else (the
// headers, move numbers, the result token, Termination, the result checks) is the same in both
// games because it is one template (io/GameFileFormat.h).
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/io/GameFile.h"

namespace bagh::games {

struct SavedGame {
    Game game;
    // Headers other than the format's own (Game, Captures, Start, Rule, Result, GrandWin), in
    // file order: Event, Date, Goats, Tigers, Network, Termination …
    std::vector<std::pair<std::string, std::string>> tags;
    std::string result = "*";  // the result token as read; the writer recomputes it from game
};

struct SavedGameReading {
    bool ok = false;
    SavedGame saved;        // valid when ok
    GameFile::Error error;  // valid when !ok: the line (0 for the file as a whole) and why
};

// Reads a saved game of either game. Never throws; a file cut short, an illegal move, a result
// the moves do not give, a Lambs game without its Captures or a game this program does not play
// is refused with the line and the reason.
SavedGameReading readSavedGame(std::string_view text);

// Writes `saved`: [Game "…"] (and for Lambs [Captures "…"]) first, then its tags, then the
// format's headers and the numbered moves. The result is recomputed from the game (a game ended
// by resignation or agreement writes its Termination); saved.result is not consulted. A
// Bagh-Chal file differs from GameFile::write's only by its Game line, which GameFile::parse
// keeps as an ordinary tag, so older readers still read it.
std::string writeSavedGame(const SavedGame& saved);

// The value of tag `name` in `saved`, or "" (for Event, Date, Goats, Tigers …).
std::string savedTag(const SavedGame& saved, const std::string& name);

}  // namespace bagh::games
