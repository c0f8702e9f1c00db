#include "session/SetupSeats.h"

#include <QCoreApplication>

#include "session/EngineSeat.h"
#include "session/GameSession.h"
#include "session/PersonSeat.h"

using bagh::Side;

namespace {

// Least time between a move and the computer's reply, so the reply is seen as a reply.
constexpr int kMinReplyMs = 450;

}  // namespace

SetupSeats seatsFromSetup(const GameSetup& setup, int matchIndex, EngineClient* engine,
                          std::function<int()> movetimeMs, GameSession* session) {
    // The seats' names keep the session's translation context, where they were first written.
    const auto seatAt = [&](Side side) -> Seat* {
        if (setup.computerPlays(side, matchIndex)) {
            const int least =
                setup.mode == GameMode::ComputerVsComputer ? setup.cvcDelayMs : kMinReplyMs;
            auto* seat = new EngineSeat(
                engine, setup.level,
                QCoreApplication::translate("GameSession", "Computer (%1)").arg(setup.levelName()),
                least, movetimeMs, session);
            QObject::connect(seat, &EngineSeat::thinking, session, &GameSession::engineThinking);
            return seat;
        }
        if (setup.mode == GameMode::HumanVsComputer)
            return new PersonSeat(QCoreApplication::translate("GameSession", "You"), session);
        // Player 1 has the goats in the first game and the tigers in the second.
        const bool first = (side == Side::Goats) == (matchIndex == 0);
        return new PersonSeat(first ? QCoreApplication::translate("GameSession", "Player 1")
                                    : QCoreApplication::translate("GameSession", "Player 2"),
                              session);
    };
    return {seatAt(Side::Goats), seatAt(Side::Tigers)};
}
