#include "session/RemoteSeat.h"

#include <QCoreApplication>

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;
using bagh::games::Game;
using bagh::games::Move;

namespace {
GameResult lostBy(Side loser, EndReason reason) {
    return {loser == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, reason};
}
}  // namespace

RemoteSeat::RemoteSeat(NetSession* session, QObject* parent) : Seat(parent), session_(session) {
    connect(session, &NetSession::opponentMove, this, &RemoteSeat::moved);
    connect(session, &NetSession::undoRequested, this,
            [this](int) { emit requested(Request::TakeBack); });
    connect(session, &NetSession::undoAnswered, this,
            [this](bool yes) { emit answered(Request::TakeBack, yes); });
    // The protocol's record changed other than by a move: the session reads it.
    connect(session, &NetSession::undone, this, &RemoteSeat::handRecord);
    connect(session, &NetSession::resumed, this, &RemoteSeat::handRecord);
    connect(session, &NetSession::drawOffered, this, [this] { emit requested(Request::Draw); });
    connect(session, &NetSession::drawAnswered, this,
            [this](bool yes) { emit answered(Request::Draw, yes); });
    connect(session, &NetSession::resigned, this,
            [this] { emit resultClaimed(lostBy(side(), EndReason::Resignation)); });
    connect(session, &NetSession::flagFell, this,
            [this](Side s) { emit resultClaimed(lostBy(s, EndReason::TimeForfeit)); });
    connect(session, &NetSession::clocks, this, &RemoteSeat::clockChanged);
    // A dropped line forgets the open questions on both computers (docs/NETWORK.md).
    connect(session, &NetSession::connectionLost, this, &RemoteSeat::questionsLapsed);
}

QString RemoteSeat::name() const {
    const QString n = session_ ? session_->opponentName() : QString();
    return n.isEmpty() ? QCoreApplication::translate("NetworkPlay", "The other player") : n;
}

bool RemoteSeat::keepsClock() const { return session_ && session_->terms().clock.has_value(); }

std::optional<bagh::games::Clocks> RemoteSeat::clocksNow() const {
    return session_ ? session_->clocksNow() : std::nullopt;
}

std::optional<Side> RemoteSeat::clockRunning() const {
    return session_ ? session_->clockRunning() : std::nullopt;
}

std::optional<bagh::games::TimeControl> RemoteSeat::clockControl() const {
    return session_ ? session_->terms().clock : std::nullopt;
}

void RemoteSeat::handRecord() {
    if (session_ && session_->hasGame()) emit recordChanged(session_->game());
}

bool RemoteSeat::takesMove(const Game&, Move move, QString* why) {
    // The board checked the rules on the session's record; the protocol checks them again on
    // the one record, with the turn, the connection and the questions open. What it will not
    // take is not played here either.
    QString reason;
    if (session_ && session_->sendMove(move, &reason)) return true;
    if (why)
        *why = !session_ || !session_->isConnected()
                   ? QCoreApplication::translate(
                         "NetworkPlay", "Not played: wait until the other player is connected.")
                   : reason;
    return false;
}

// The session's record parted from the protocol's (it would not play the other side's move):
// it reads the protocol's again.
void RemoteSeat::moveRefused(const Game&) { handRecord(); }

void RemoteSeat::asked(Request request, const Game&) {
    QString why;
    const bool sent = session_ && (request == Request::TakeBack ? session_->requestUndo(&why)
                                                                : session_->offerDraw(&why));
    if (sent) return;
    if (!why.isEmpty()) emit message(why);
    emit answered(request, false);
}

void RemoteSeat::heardAnswer(Request request, bool yes) {
    if (!session_) return;
    if (request == Request::TakeBack)
        session_->answerUndo(yes);
    else
        session_->answerDraw(yes);
}

void RemoteSeat::ended(const Game& game) {
    // Only a resignation here is news there; every other end the two records reach alike.
    const GameResult r = game.result();
    if (!session_ || r.reason != EndReason::Resignation || session_->game().result().over()) return;
    const Side loser = r.outcome == Outcome::GoatsWin ? Side::Tigers : Side::Goats;
    if (loser != side()) {
        QString why;
        if (!session_->resign(&why) && !why.isEmpty()) emit message(why);
    }
}
