// What the new-game dialog decides and QSettings remembers: the game and its rules (the
// engine's one GameRules value: game, Lambs' captures, repetition house rule), who plays which
// side, how strong the computer is, single game or traditional match, the clocks of two
// players at one screen.
#pragma once

#include <QString>

#include "engine/core/Game.h"
#include "engine/core/Types.h"
#include "engine/games/AnyGame.h"
#include "engine/games/GameClock.h"
#include "engine/games/GameRules.h"

class QSettings;

// Who plays (SetupSeats makes their seats; only it and the New Game dialog ask). Network: a
// person here against one on another computer, as network play seats them (never chosen in New
// Game; a network game's record says so, and put back without the connection it is two players
// at this screen).
enum class GameMode { HumanVsComputer, TwoPlayers, ComputerVsComputer, Network };
// Which game: Bagh-Chal or Lambs and Tigers (the 23-point sister game), both in the one main
// window.
using bagh::games::GameKind;

// The game part (game, lambsCaptures, rule, capturesToWin()) is the GameRules base, so that
// it is one value the dialogs, the command line and the network host take whole (rules()).
struct GameSetup : bagh::games::GameRules {
    GameMode mode = GameMode::HumanVsComputer;
    bagh::Side humanSide = bagh::Side::Goats;  // HumanVsComputer: the player's side (game 1)
    int level = 3;                             // 1..kLevels
    bool match = false;                        // traditional match: two games, sides swapped
    int cvcDelayMs = 800;                      // ComputerVsComputer: least time between moves
    // TwoPlayers: a chess clock, minutes and an increment a move (none: no clock).
    std::optional<bagh::games::TimeControl> clock;
    // A person here playing the computer or another person here: before a move that throws a
    // proven value away, the tutor warns (app/play/Tutor). Off unless chosen.
    bool tutor = false;

    const bagh::games::GameRules& rules() const { return *this; }
    void setRules(const bagh::games::GameRules& rules) { bagh::games::GameRules::operator=(rules); }

    // The level's name for this game and rule (the top level is Perfect only where it is).
    QString levelName() const;
    // A new game of the chosen kind and rules, from its start.
    bagh::games::Game startGame() const;

    // Reads the setup saved by save(); missing or bad values fall back to the defaults. The
    // rules are stored as their name ("lambs/6"); the integer keys of older versions ("game"
    // 0/1, "lambsCaptures" 0 for every goat, "rule" 0/1) are read when no name is stored.
    static GameSetup load(QSettings& settings);
    void save(QSettings& settings) const;

    bool operator==(const GameSetup&) const = default;
};
