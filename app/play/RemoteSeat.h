// A person on another computer: a seat that speaks a network session (NetHost or NetGuest, over
// the engine's NetMatch). The other side's moves, questions, answers, resignation and flag come
// in as the seat's signals; what happens here goes out through the session. Its record lives on
// the other computer too, so a take-back is a question, redo is off, and when the two records
// part (a move refused, a drop and a resume, an undo) it hands the session its record to follow.
// The host's clock is the game's: the seat keeps it.
#pragma once

#include <QPointer>

#include "net/NetSession.h"
#include "session/Seat.h"

class RemoteSeat : public Seat {
    Q_OBJECT

public:
    // `session` stays the caller's; the seat only listens and speaks through it.
    explicit RemoteSeat(NetSession* session, QObject* parent = nullptr);

    QString name() const override;
    bool sharesUndoHistory() const override { return false; }
    bool allowsHelp() const override { return false; }
    bool keepsClock() const override;
    std::optional<bagh::games::Clocks> clocksNow() const override;
    std::optional<bagh::Side> clockRunning() const override;
    std::optional<bagh::games::TimeControl> clockControl() const override;

    void opponentMoved(const bagh::games::Game& game, bagh::games::Move move) override;
    void moveRefused(const bagh::games::Game& game) override;
    void asked(Request request, const bagh::games::Game& game) override;
    void heardAnswer(Request request, bool yes) override;
    void ended(const bagh::games::Game& game) override;

private:
    void followRecord();

    QPointer<NetSession> session_;
};
