#include "play/RemoteSeat.h"

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
    connect(session, &NetSession::undone, this, &RemoteSeat::followRecord);
    connect(session, &NetSession::resumed, this, &RemoteSeat::followRecord);
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
    return n.isEmpty() ? QCoreApplication::translate("NetworkPlay", "Opponent") : n;
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

void RemoteSeat::followRecord() {
    if (session_ && session_->hasGame()) emit recordChanged(session_->game());
}

void RemoteSeat::opponentMoved(const Game&, Move move) {
    if (!session_) return;
    QString why;
    // The board checked the rules; the network session checks the turn and the connection. A
    // move it cannot send (nobody joined yet, the line is down) is taken back, so the two
    // records never part: once the session has finished playing it (this runs inside the undo
    // stack's push, where taking back does not count the move yet).
    if (!session_->sendMove(move, &why)) {
        if (!session_->isConnected())
            emit message(QCoreApplication::translate(
                "NetworkPlay", "Not played: wait until the other player is connected."));
        else if (!why.isEmpty())
            emit message(why);
        QMetaObject::invokeMethod(this, &RemoteSeat::followRecord, Qt::QueuedConnection);
    }
}

void RemoteSeat::moveRefused(const Game&) { followRecord(); }

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
