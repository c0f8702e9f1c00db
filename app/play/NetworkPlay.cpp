#include "play/NetworkPlay.h"

#include <QLabel>
#include <QLocale>
#include <QWidget>

#include "engine/games/GameClock.h"
#include "engine/net/JoinCode.h"
#include "net/LanBeacon.h"
#include "net/NetGuest.h"
#include "net/NetHost.h"
#include "net/NetWords.h"
#include "play/ChatPanel.h"
#include "play/SeatBook.h"
#include "session/GameSession.h"
#include "session/SetupSeats.h"

using bagh::Side;
using bagh::net::Reason;

NetworkPlay::NetworkPlay(GameSession* session, QWidget* window)
    : QObject(window), session_(session), indicator_(new QLabel), chat_(new ChatPanel) {
    indicator_->setObjectName(QStringLiteral("networkIndicator"));
    indicator_->hide();
    chat_->setObjectName(QStringLiteral("chatPanel"));
    chat_->hide();
    connect(chat_, &ChatPanel::sendRequested, this, &NetworkPlay::sendChat);
    // The window closing takes the session first: nothing the network says reaches it from then.
    connect(session_, &QObject::destroyed, this, [this] {
        sessionGone_ = true;
        if (net_) net_->disconnect(this);
    });
}

NetworkPlay::~NetworkPlay() {
    // The window places the chat (and it may have gone with the window's panel); one it never
    // placed is still this one's.
    if (chat_ && !chat_->parent()) delete chat_;
    // The indicator may have gone with the status bar: nothing the session says now reaches it.
    if (!net_) return;
    net_->disconnect(this);
    net_->goodbye();
}

ChatPanel* NetworkPlay::chat() const { return chat_; }

QHostAddress NetworkPlay::hostOf(const bagh::net::JoinCode& code) {
    if (!code.ipv6)
        return QHostAddress(quint32(code.address[0]) << 24 | quint32(code.address[1]) << 16 |
                            quint32(code.address[2]) << 8 | quint32(code.address[3]));
    Q_IPV6ADDR bytes;
    for (int i = 0; i < 16; ++i) bytes[i] = code.address[i];
    return QHostAddress(bytes);
}

NetHost* NetworkPlay::hostSession() const { return qobject_cast<NetHost*>(net_.data()); }

QString NetworkPlay::joinCode() const {
    const NetHost* h = hostSession();
    return h ? h->joinCode() : QString();
}

void NetworkPlay::setTiming(const bagh::net::Timing& timing) {
    timing_ = timing;
    haveTiming_ = true;
}

bool NetworkPlay::host(const HostOptions& options, QString* error) {
    leave();
    auto* h = new NetHost(this);
    if (haveTiming_) h->setTiming(timing_);
    if (!h->listen(options, error)) {
        delete h;
        return false;
    }
    hostName_.clear();
    adopt(h);
    // The host's game starts at once; the board waits for the player to join.
    seatPlayers();
    return true;
}

bool NetworkPlay::join(const QString& code, const QString& name, QString* error) {
    leave();
    auto* g = new NetGuest(this);
    if (haveTiming_) g->setTiming(timing_);
    // A seat this player was given at that host before (its program was closed): resume it.
    const bagh::net::JoinCodeReading read = bagh::net::decodeJoinCode(code.toStdString());
    if (read.ok) {
        const QHostAddress at = hostOf(read.code);
        if (const auto token = SeatBook::find(SeatBook::place(at, read.code.port)))
            g->setSeatToken(*token);
    }
    if (!g->join(code, name, {}, error)) {
        delete g;
        return false;
    }
    return startGuest(g, QString());
}

bool NetworkPlay::join(const LanGame& game, const QString& name, QString* error) {
    leave();
    auto* g = new NetGuest(this);
    if (haveTiming_) g->setTiming(timing_);
    if (const auto token = SeatBook::find(SeatBook::place(game.address, game.port)))
        g->setSeatToken(*token);
    if (!g->join(game, name, error)) {
        delete g;
        return false;
    }
    return startGuest(g, game.name);
}

bool NetworkPlay::startGuest(NetGuest* guest, const QString& hostName) {
    hostName_ = hostName;
    adopt(guest);
    connect(guest, &NetSession::seatGiven, this, [guest] {
        if (const auto token = guest->seatToken())
            SeatBook::keep(SeatBook::place(guest->hostAddress(), guest->hostPort()), *token);
    });
    connect(guest, &NetGuest::seatForgotten, this, [guest] {
        SeatBook::forget(SeatBook::place(guest->hostAddress(), guest->hostPort()));
    });
    // A join that fails says why and what to do (net/NetWords), within the guest's connect
    // timeout at most; a busy host is tried again, and the window says so.
    connect(guest, &NetGuest::gaveUp, this, [this, guest](NetGuest::Failure f, Reason reason) {
        if (net_ != guest || guest->hasGame()) return;
        emit message(joinFailureText(f, reason, guest->hostText(), opponentName()), 0);
        leave();
    });
    connect(guest, &NetGuest::retrying, this, [this, guest](int attempt, int tries) {
        if (net_ == guest) emit message(joinRetryText(attempt, tries), 5000);
    });
    connect(guest, &NetSession::waitingForAnswer, this, [this, guest] {
        if (net_ != guest) return;  // left meanwhile
        asking_ = true;
        emit message(tr("Waiting for %1 to accept…").arg(opponentName()), 0);
        updateIndicator();
    });
    updateIndicator();
    return true;
}

void NetworkPlay::play(NetSession* session) {
    leave();
    session->setParent(this);
    hostName_.clear();
    adopt(session);
    if (session->isHost()) seatPlayers();
}

void NetworkPlay::leave() {
    if (!net_) return;
    NetSession* s = net_;
    net_ = nullptr;
    s->disconnect(this);
    s->goodbye();
    emit left(s);
    s->deleteLater();
    indicator_->hide();
    if (chat_) chat_->hide();
    asking_ = false;
    emit joinQuestionEnded();
    // Two players at this screen from here on (the remote seat goes with it).
    if (seat_) session_->seatSetupPlayers();
    emit changed();
}

QString NetworkPlay::opponentName() const {
    const QString name = net_ ? net_->opponentName() : QString();
    return name.isEmpty() ? hostName_ : name;
}

NetworkPlay::State NetworkPlay::state() const {
    if (!net_) return State::None;
    if (lost_) return State::Lost;
    if (net_->isConnected()) return State::Connected;
    if (net_->isHost()) return State::Waiting;
    return asking_ ? State::Asking : State::Connecting;
}

QString NetworkPlay::stateText() const {
    switch (state()) {
        case State::None:
            break;
        case State::Waiting:
            return tr("Waiting for the player");
        case State::Connecting:
            return tr("Connecting…");
        case State::Asking:
            return tr("Waiting for %1 to accept…").arg(opponentName());
        case State::Connected:
            return tr("Connected");
        case State::Lost:
            return tr("Connection lost, waiting");
    }
    return {};
}

void NetworkPlay::adopt(NetSession* s) {
    net_ = s;
    lost_ = false;
    asking_ = false;
    indicator_->show();
    chat_->clear();
    chat_->show();
    connectWords(s);
    connect(s, &NetSession::connected, this, [this] {
        // The host's seats are in place since it listened; a guest learns the game now.
        if (seat_)
            session_->seatPlayers(session_->seat(Side::Goats),
                                  session_->seat(Side::Tigers));  // the names are known
        else
            seatPlayers();
    });
    connect(s, &NetSession::chat, this, [this](const QString& text) {
        if (chat_) chat_->addLine(net_->opponentName(), text);
        emit chatHeard();
    });
    connect(s, &NetSession::stateChanged, this, &NetworkPlay::updateIndicator);
    // Nothing a session that was left says reaches the window (leave() disconnects only what
    // is connected to this).
    if (auto* host = qobject_cast<NetHost*>(s)) {
        connect(host, &NetHost::joinAsked, this,
                [this, s](const QString& name, const QString& from) {
                    if (net_ == s) emit joinQuestion(name, from);
                });
        connect(host, &NetHost::joinAskEnded, this, [this, s] {
            if (net_ == s) emit joinQuestionEnded();
        });
    }
    updateIndicator();
}

// The connection's news: a short status message (it must fit the status bar whole at
// 1280×720) and a line in the conversation.
void NetworkPlay::connectWords(NetSession* s) {
    connect(s, &NetSession::connected, this, [this] {
        lost_ = asking_ = false;
        const QString name = net_->opponentName();
        // A guest from another run of the program joins a game already under way: it resumes.
        const bool underWay = net_->game().length() > 0;
        if (net_->isHost()) {
            emit message(tr("%1 joined: the game begins.").arg(name), 8000);
            if (chat_) chat_->addNote(tr("%1 joined").arg(name));
        } else {
            emit message(underWay ? tr("Back in %1's game: the game resumes.").arg(name)
                                  : tr("You joined %1's game: the game begins.").arg(name),
                         8000);
            if (chat_)
                chat_->addNote(underWay ? tr("Back in %1's game").arg(name)
                                        : tr("You joined %1's game").arg(name));
        }
    });
    connect(s, &NetSession::resumed, this, [this](int) {
        lost_ = false;
        const QString name = net_->opponentName();
        emit message(net_->isHost() ? tr("%1 is back: the game resumes.").arg(name)
                                    : tr("Back in %1's game: the game resumes.").arg(name),
                     8000);
        if (chat_)
            chat_->addNote(net_->isHost() ? tr("%1 is back").arg(name)
                                          : tr("Back in %1's game").arg(name));
    });
    connect(s, &NetSession::connectionLost, this, [this](Reason reason, const QString&) {
        const QString name = net_->opponentName();
        if (!net_->isHost() && reason != Reason::Closed && reason != Reason::Silence) {
            // The host said goodbye, or broke the rules: the guest does not try again, so the
            // network game ends here (the board keeps the game).
            emit message(netReasonText(reason), 0);
            return leave();
        }
        lost_ = true;
        // The reason is a sentence of its own ("The other player left."). A guest joins again
        // by itself; a host keeps the game for the player.
        emit message(net_->isHost()
                         ? tr("%1 Waiting for %2 to come back.").arg(netReasonText(reason), name)
                         : tr("%1 Joining %2's game again…").arg(netReasonText(reason), name),
                     0);
        if (chat_) chat_->addNote(tr("Connection lost"));
        updateIndicator();
    });
    connect(s, &NetSession::refused, this, &NetworkPlay::onRefused);
    if (auto* host = qobject_cast<NetHost*>(s))
        connect(host, &NetHost::connectionRefused, this,
                [this](const QString& name, const QString& from, Reason reason, const QString&) {
                    onHostRefused(name, from, reason);
                });
    connect(s, &NetSession::desync, this, [this](int plies, const QString&) {
        lost_ = true;
        // A message, never a modal box: this runs inside the socket's read handler.
        emit message(tr("After move %1 the two games differ, so play stops. Save yours to "
                        "compare.")
                         .arg(QLocale().toString(plies)),
                     0);
        updateIndicator();
    });
}

void NetworkPlay::onRefused(Reason reason, const QString&) {
    asking_ = false;
    // The host names whom it refused (onHostRefused); a join that failed says why (gaveUp).
    if (net_->isHost() || !net_->hasGame()) return;
    emit message(tr("The host refused: %1").arg(netReasonText(reason)), 0);
    // A refusal is final: the network game ends here (the board keeps its game) and the
    // dialog offers a new one.
    leave();
}

void NetworkPlay::onHostRefused(const QString& name, const QString& from, Reason reason) {
    const QString who = name.isEmpty() ? from : tr("%1 (%2)").arg(name, from);
    if (reason == Reason::Declined)
        emit message(tr("You declined %1.").arg(who), 10000);
    else
        emit message(tr("Refused %1: %2").arg(who, netReasonText(reason)), 10000);
}

void NetworkPlay::answerJoin(bool accept) {
    // The host says the question ended (joinAskEnded), which the window hears as ever.
    if (NetHost* host = hostSession()) host->answerJoin(accept);
}

void NetworkPlay::sendChat(const QString& text) {
    if (!net_) return;
    if (!net_->sendChat(text)) {
        emit message(tr("Not sent: nobody is connected."), 5000);
        return;
    }
    // As the other side reads it: sanitised and cut by the protocol.
    if (chat_) chat_->addLine(net_->localName(), text);
}

void NetworkPlay::seatPlayers() {
    if (!net_ || !net_->hasGame()) return;
    session_->loadGame(net_->game(), GameSession::Document::New);
    const SetupSeats seats = networkSeats(net_, session_);
    seat_ = net_->localSide() == Side::Goats ? seats.tigers : seats.goats;
    // Whatever replaces the other player's seat (a new game, a file opened) ends the network
    // game; the session going with the window does not: that is the program closing, and the
    // game may come back at the next start.
    connect(seat_, &QObject::destroyed, this, [this] {
        if (net_ && !sessionGone_) leave();
    });
    session_->seatPlayers(seats.goats, seats.tigers);
}

void NetworkPlay::updateIndicator() {
    if (!net_) return;
    // Short, so the status bar keeps its room for messages; the code is in the tooltip and in
    // the connection view (Game ▸ Play Over the Network…).
    QString text;
    switch (state()) {
        case State::Lost:
            text = tr("● Connection lost, waiting");
            break;
        case State::Connected:
            text = tr("● Connected: %1").arg(opponentName());
            break;
        case State::Waiting:
            text = tr("○ Waiting for a player");
            break;
        case State::Asking:
            text = tr("○ Waiting for %1").arg(opponentName());
            break;
        case State::Connecting:
            text = tr("○ Connecting…");
            break;
        case State::None:
            break;
    }
    indicator_->setText(text);
    const QString code = joinCode();
    indicator_->setToolTip(code.isEmpty() ? stateText()
                                          : tr("%1. Join code: %2").arg(stateText(), code));
    emit changed();
}

std::vector<std::pair<std::string, std::string>> NetworkPlay::savedTags() const {
    std::vector<std::pair<std::string, std::string>> tags;
    if (isActive() && net()->hasGame())
        tags = net()->savedGame().tags;
    else if (const auto clock = session_->clockControl())
        tags.emplace_back("TimeControl", bagh::games::timeControlText(*clock));
    return tags;
}
