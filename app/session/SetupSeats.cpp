#include "session/SetupSeats.h"

#include <QCoreApplication>

#include "session/EngineSeat.h"
#include "session/EngineService.h"
#include "session/PersonSeat.h"
#include "session/RemoteSeat.h"

using bagh::Side;

namespace {

// Least time between a move and the computer's reply, so the reply is seen as a reply.
constexpr int kMinReplyMs = 450;

// True if the computer plays `side` under `setup` in match game `gameIndex` (sides swap in 1).
bool computerPlays(const GameSetup& setup, Side side, int gameIndex) {
    switch (setup.mode) {
        case GameMode::TwoPlayers:
        case GameMode::Network:
            return false;
        case GameMode::ComputerVsComputer:
            return true;
        case GameMode::HumanVsComputer:
            break;
    }
    const Side human = gameIndex % 2 == 0 ? setup.humanSide : bagh::opponent(setup.humanSide);
    return side != human;
}

}  // namespace

SetupSeats seatsFromSetup(const GameSetup& setup, int matchIndex, EngineService* engine,
                          std::function<int()> movetimeMs, QObject* parent) {
    // The seats' names keep the session's translation context, where they were first written.
    const auto seatAt = [&](Side side) -> Seat* {
        if (computerPlays(setup, side, matchIndex)) {
            const int least =
                setup.mode == GameMode::ComputerVsComputer ? setup.cvcDelayMs : kMinReplyMs;
            auto* seat = new EngineSeat(
                engine->client(), setup.level,
                QCoreApplication::translate("GameSession", "Computer (%1)").arg(setup.levelName()),
                least, movetimeMs, parent);
            QObject::connect(seat, &EngineSeat::thinking, engine, &EngineService::engineThinking);
            return seat;
        }
        if (setup.mode == GameMode::HumanVsComputer)
            return new PersonSeat(QCoreApplication::translate("GameSession", "You"), parent);
        // Player 1 has the goats in the first game and the tigers in the second.
        const bool first = (side == Side::Goats) == (matchIndex == 0);
        return new PersonSeat(first ? QCoreApplication::translate("GameSession", "Player 1")
                                    : QCoreApplication::translate("GameSession", "Player 2"),
                              parent);
    };
    return {seatAt(Side::Goats), seatAt(Side::Tigers)};
}

SetupSeats networkSeats(NetSession* net, QObject* parent) {
    Seat* here = new PersonSeat(net->localName(), parent);
    Seat* there = new RemoteSeat(net, parent);
    return net->localSide() == Side::Goats ? SetupSeats{here, there} : SetupSeats{there, here};
}

bool matchFirstHasGoats(const GameSetup& setup) {
    // The first player ("You", "Player 1", "Computer 1") has the goats in game 1 unless a person
    // plays the tigers against the computer.
    return !computerPlays(setup, Side::Goats, 0) || computerPlays(setup, Side::Tigers, 0);
}

QString matchPlayerName(const GameSetup& setup, bool first) {
    switch (setup.mode) {
        case GameMode::HumanVsComputer:
            return first ? QCoreApplication::translate("GameSession", "You")
                         : QCoreApplication::translate("GameSession", "Computer");
        case GameMode::TwoPlayers:
        case GameMode::Network:
            return first ? QCoreApplication::translate("GameSession", "Player 1")
                         : QCoreApplication::translate("GameSession", "Player 2");
        case GameMode::ComputerVsComputer:
            return first ? QCoreApplication::translate("GameSession", "Computer 1")
                         : QCoreApplication::translate("GameSession", "Computer 2");
    }
    return {};
}
