// A person at this screen (after cutechess's HumanPlayer). The board's clicks, the typed moves
// and the keys reach the session through the window (GameSession::playHumanMove, ask,
// answer), which plays them for the seat whose turn it is when that seat plays here; the seat
// itself only says who sits there. Two players at one screen are two of these.
#pragma once

#include "session/Seat.h"

class PersonSeat : public Seat {
    Q_OBJECT

public:
    PersonSeat(QString name, QObject* parent = nullptr) : Seat(parent), name_(std::move(name)) {}

    QString name() const override { return name_; }
    bool playsAtThisScreen() const override { return true; }

private:
    QString name_;
};
