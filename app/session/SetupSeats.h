// The players a new-game setup seats (GameSetup::mode): a person and the computer, two people
// at this screen, or two computers; a match's second game swaps the sides. The only place that
// knows which kinds of seat there are; the session takes what it is given.
#pragma once

#include <QString>
#include <functional>

#include "session/GameSetup.h"

class EngineService;
class QObject;
class Seat;

struct SetupSeats {
    Seat* goats = nullptr;
    Seat* tigers = nullptr;
};

// The seats of `setup` in match game `matchIndex`, parented to `parent`; the computer's seats
// drive `engine`'s channel, think for `movetimeMs()` a move (0: by level) and show their search
// as its engineThinking.
SetupSeats seatsFromSetup(const GameSetup& setup, int matchIndex, EngineService* engine,
                          std::function<int()> movetimeMs, QObject* parent);
// True if a match's first player has the goats in its first game under `setup`.
bool matchFirstHasGoats(const GameSetup& setup);
// Names of a match's first and second player under `setup` ("You" / "Computer", "Player 1" / …).
QString matchPlayerName(const GameSetup& setup, bool first);
