// The players a new-game setup seats (GameSetup::mode): a person and the computer, two people
// at this screen, or two computers; a match's second game swaps the sides. The only place that
// knows which kinds of seat there are; the session takes what it is given.
#pragma once

#include <functional>

#include "session/GameSetup.h"

class EngineClient;
class GameSession;
class Seat;

struct SetupSeats {
    Seat* goats = nullptr;
    Seat* tigers = nullptr;
};

// The seats of `setup` in match game `matchIndex`, parented to `session`; the computer's seats
// drive `engine`, think for `movetimeMs()` a move (0: by level) and show their search as the
// session's engineThinking.
SetupSeats seatsFromSetup(const GameSetup& setup, int matchIndex, EngineClient* engine,
                          std::function<int()> movetimeMs, GameSession* session);
