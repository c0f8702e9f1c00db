// What the new-game dialog decides and QSettings remembers: who plays which side, how strong
// the computer is, the repetition house rule, single game or traditional match, the clocks of
// two players at one screen.
#pragma once

#include <QString>

#include "engine/core/Game.h"
#include "engine/core/Types.h"
#include "engine/games/AnyGame.h"
#include "engine/games/GameClock.h"

class QSettings;

enum class GameMode { HumanVsComputer, TwoPlayers, ComputerVsComputer };
// Which game: Bagh-Chal or Lambs and Tigers (the 23-point sister game), both in the one main
// window.
using bagh::games::GameKind;

struct GameSetup {
    GameMode mode = GameMode::HumanVsComputer;
    bagh::Side humanSide = bagh::Side::Goats;  // HumanVsComputer: the player's side (game 1)
    int level = 3;                             // 1..kLevels
    bagh::RepetitionRule rule = bagh::RepetitionRule::ThirdOccurrenceDraws;
    bool match = false;    // traditional match: two games, sides swapped
    int cvcDelayMs = 800;  // ComputerVsComputer: least time between moves
    GameKind game = GameKind::BaghChal;
    // Lambs and Tigers: captures that win (0: every goat; New Game offers 5 or 6, a saved game
    // may bring any of 1..14)
    int lambsCaptures = 0;
    // TwoPlayers: a chess clock, minutes and an increment a move (none: no clock).
    std::optional<bagh::games::TimeControl> clock;

    // The captures that win in the chosen game (Bagh-Chal 5; Lambs 5, 6 or 15).
    int capturesToWin() const;
    // The level's name for this game and rule (the top level is Perfect only where it is).
    QString levelName() const;
    // A new game of the chosen kind and rules, from its start.
    bagh::games::Game startGame() const;

    // True if the computer plays `side` in match game `gameIndex` (0 or 1; sides swap in 1).
    bool computerPlays(bagh::Side side, int gameIndex = 0) const;

    // Reads the setup saved by save(); missing or bad values fall back to the defaults.
    static GameSetup load(QSettings& settings);
    void save(QSettings& settings) const;

    bool operator==(const GameSetup&) const = default;
};
