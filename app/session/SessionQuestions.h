// The questions between the players (take back, draw): at most one open from each side, asked
// of the other side's seat, each a state with an answer, never a modal loop. It keeps who asked
// what and who answers; asking the seat and what an answer does to the game are the session's
// (GameSession).
#pragma once

#include <QObject>
#include <array>
#include <optional>

#include "engine/games/AnyGame.h"
#include "session/Seat.h"

class SessionSeats;

class SessionQuestions : public QObject {
    Q_OBJECT

public:
    SessionQuestions(const SessionSeats* seats, QObject* parent);

    // The open question from `from`, if any.
    std::optional<Seat::Request> from(bagh::Side from) const { return open_[index(from)]; }
    // True if the question from `from` is for a person here to answer (the window's bar).
    bool answersHere(bagh::Side from) const;
    // Opens `request` from `from` (the session then asks the other side's seat); a new question
    // takes the place of the old, which lapses. False if the same is open already.
    bool open(bagh::Side from, Seat::Request request);
    // Closes `request` from `from` for its answer: false if it is not open (it lapsed, or was
    // never asked).
    bool close(bagh::Side from, Seat::Request request);
    // Every open question lapses (the position changed).
    void dropAll();

signals:
    // A question opened or closed.
    void changed();

private:
    static int index(bagh::Side side) { return side == bagh::Side::Goats ? 0 : 1; }

    const SessionSeats* seats_;
    std::array<std::optional<Seat::Request>, 2> open_;  // by the side that asked
};
