// The text of the file that keeps where the player left off (LastSession, GameJournal): an
// ordinary saved game (engine/games/SavedGame.h, what File ▸ Save writes) whose extra headers
// carry the rest of the session:
//
//   [Game "baghchal"]
//   [LastGame "1"]              the version of these headers; any other is refused
//   [ShownPly "3"]              the position shown, in plies of the whole game
//   [File "/home/a/first.bgc"]  the file the game belongs to ("" for none)
//   [Modified "1"]              changed since it was loaded or saved
//   [GoatsClockMs "58210"]      two players' clocks, both or neither
//   [TigersClockMs "60000"]
//   [Mode "1"] [HumanSide "0"] [Level "3"] [CvcDelayMs "800"] [LambsCaptures "0"]
//   [ClockBaseMs "60000"] [ClockIncrementMs "0"]   the setup (GameSetup's fields)
//   [Tutor "1"]                 the tutor on (written only then; none: off)
//   [Start …] [Rule …] [Result "*"]
//
//   1. C1 A1B1 2. C2
//   *
//
// Why this and not a sidecar or QSettings: one file written whole by one QSaveFile is atomic
// (a crash leaves the old file or the new one, never half of each, and never a record out of
// step with its clocks); the saved-game reader already checks every move against the rules and
// refuses a file cut short anywhere (the result token must end it), so a damaged file is never
// read as a shorter game; and the file stays a game any copy of the program can open. The
// setup's game, captures and repetition rule are the record's own (Game, Captures, Rule).
// Every value is checked: a number that does not read or is out of range refuses the file.
#pragma once

#include <QString>
#include <optional>
#include <string>
#include <string_view>

#include "engine/games/AnyGame.h"
#include "engine/games/GameClock.h"
#include "session/GameSetup.h"

namespace LastGameRecord {

// What is kept of the game shown.
struct LeftOff {
    bagh::games::Game game;  // the whole game (the moves past the shown position too)
    int shownPly = 0;        // 0..game.length()
    QString path;            // the file the game belongs to, or empty
    bool modified = true;
    std::optional<bagh::games::Clocks> clocks;
    GameSetup setup;  // its game, captures and rule are the game's; match is always false
};

struct Reading {
    bool ok = false;
    LeftOff leftOff;  // valid when ok
    QString error;    // valid when !ok: what is wrong, for the player ("line 7: …")
};

// The version written; a file of any other is refused.
inline constexpr int kVersion = 1;

// The file's text for `leftOff`.
std::string write(const LeftOff& leftOff);

// Reads a text write() made. Never throws; anything else (cut short, garbage, another version,
// an illegal move, a value out of range) is refused with the reason.
Reading read(std::string_view text);

}  // namespace LastGameRecord
