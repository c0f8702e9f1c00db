// A person on another computer: a seat that speaks a network session (NetSession, over the
// engine's NetMatch and a line channel: a TLS connection, an XMPP conversation, the tests'
// in-memory pair). The other side's moves, questions, answers, resignation and flag come in as
// the seat's signals; what happens here goes out through the network session.
//
// The network game has one record, the protocol's (NetMatch::game(): the one both computers
// compare, checked by the rules, the host's counting after a drop). The session's record only
// reads it: a move of this side goes to the protocol first (takesMove) and is shown only once
// the protocol holds it; a take-back, a resume, or a move crossing the other side's resignation
// changes the protocol's record, and the seat hands it to the session to read (recordChanged).
// So a take-back is a question and redo is off. The host's clock is the game's: the seat keeps
// it.
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

    bool takesMove(const bagh::games::Game& game, bagh::games::Move move, QString* why) override;
    void moveRefused(const bagh::games::Game& game) override;
    void asked(Request request, const bagh::games::Game& game) override;
    void heardAnswer(Request request, bool yes) override;
    void ended(const bagh::games::Game& game) override;

private:
    // The protocol's record, for the session to read.
    void handRecord();

    QPointer<NetSession> session_;
};
