// The players a new-game setup seats (GameSetup::mode): a person and the computer, two people
// at this screen, or two computers; a match's second game swaps the sides. And a network game's:
// the person here and a RemoteSeat speaking the network session. The only place that knows
// which kinds of seat there are; the session takes what it is given.
#pragma once

#include <QString>
#include <functional>

#include "session/GameSetup.h"

class EngineService;
class NetSession;
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
// The seats of the network game `net` speaks for (its game known: NetSession::hasGame): the
// person here at its local side, by its name, and a RemoteSeat at the other; parented to
// `parent`.
SetupSeats networkSeats(NetSession* net, QObject* parent);
// True if a match's first player has the goats in its first game under `setup`.
bool matchFirstHasGoats(const GameSetup& setup);
// Names of a match's first and second player under `setup` ("You" / "Computer", "Player 1" / …).
QString matchPlayerName(const GameSetup& setup, bool first);
