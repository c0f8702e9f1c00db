#include "play/NetworkPlay.h"

#include <QLabel>
#include <QLocale>
#include <QWidget>

#include "net/NetGuest.h"
#include "net/NetHost.h"
#include "net/NetWords.h"
#include "play/RemoteSeat.h"
#include "session/GameSession.h"
#include "session/PersonSeat.h"

using bagh::Side;

NetworkPlay::NetworkPlay(GameSession* controller, QWidget* window)
    : QObject(window), controller_(controller), indicator_(new QLabel) {
    indicator_->setObjectName(QStringLiteral("networkIndicator"));
    indicator_->hide();
}

NetworkPlay::~NetworkPlay() {
    // The indicator may have gone with the status bar: nothing the session says now reaches it.
    if (!session_) return;
    session_->disconnect(this);
    session_->goodbye();
}

NetHost* NetworkPlay::hostSession() const { return qobject_cast<NetHost*>(session_.data()); }

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
    adopt(h);
    // The host's game starts at once; the board waits for the player to join.
    seatPlayers();
    return true;
}

bool NetworkPlay::join(const QString& code, const QString& name, QString* error) {
    leave();
    auto* g = new NetGuest(this);
    if (haveTiming_) g->setTiming(timing_);
    if (!g->join(code, name, {}, error)) {
        delete g;
        return false;
    }
    adopt(g);
    updateIndicator();
    return true;
}

void NetworkPlay::leave() {
    if (!session_) return;
    NetSession* s = session_;
    session_ = nullptr;
    s->disconnect(this);
    s->goodbye();
    s->deleteLater();
    indicator_->hide();
    // Two players at this screen from here on (the remote seat goes with it).
    if (seat_) controller_->seatSetupPlayers();
}

void NetworkPlay::adopt(NetSession* s) {
    session_ = s;
    lost_ = false;
    indicator_->show();
    connect(s, &NetSession::connected, this, [this] {
        lost_ = false;
        // The host's seats are in place since it listened; a guest learns the game now.
        if (seat_)
            controller_->seatPlayers(controller_->seat(Side::Goats),
                                     controller_->seat(Side::Tigers));  // the names are known
        else
            seatPlayers();
        emit message(session_->isHost()
                         ? tr("%1 joined: the game begins.").arg(session_->opponentName())
                         : tr("You joined %1's game: it begins.").arg(session_->opponentName()),
                     8000);
    });
    connect(s, &NetSession::resumed, this, [this](int) {
        lost_ = false;
        emit message(tr("%1 is back: the game goes on.").arg(session_->opponentName()), 8000);
    });
    connect(s, &NetSession::chat, this, [this](const QString& text) {
        emit message(tr("%1: %2").arg(session_->opponentName(), text), 10000);
    });
    connect(s, &NetSession::connectionLost, this, [this](bagh::net::Reason reason, const QString&) {
        lost_ = true;
        // The reason is a sentence of its own ("The other player left.").
        emit message(tr("%1 Waiting for %2 to come back; the game is kept (save it whenever "
                        "you like).")
                         .arg(netReasonText(reason), session_->opponentName()),
                     0);
        updateIndicator();
    });
    connect(s, &NetSession::refused, this, [this](bagh::net::Reason reason, const QString&) {
        emit message(tr("A connection was refused: %1").arg(netReasonText(reason)), 10000);
        updateIndicator();
    });
    connect(s, &NetSession::desync, this, [this](int plies, const QString&) {
        lost_ = true;
        // A message, never a modal box: this runs inside the socket's read handler.
        emit message(tr("After move %1 the two computers no longer hold the same game, so it "
                        "stops here. Each side keeps its own record: save it to compare.")
                         .arg(QLocale().toString(plies)),
                     0);
        updateIndicator();
    });
    connect(s, &NetSession::stateChanged, this, &NetworkPlay::updateIndicator);
    updateIndicator();
}

void NetworkPlay::seatPlayers() {
    if (!session_ || !session_->hasGame()) return;
    controller_->loadGame(session_->game(), GameSession::Document::New);
    auto* remote = new RemoteSeat(session_);
    auto* person = new PersonSeat(session_->localName());
    seat_ = remote;
    // Whatever replaces the remote seat (a new game, a file opened) ends the network game.
    connect(remote, &QObject::destroyed, this, [this] {
        if (session_) leave();
    });
    const bool goatsHere = session_->localSide() == Side::Goats;
    controller_->seatPlayers(goatsHere ? static_cast<Seat*>(person) : remote,
                             goatsHere ? static_cast<Seat*>(remote) : person);
}

void NetworkPlay::updateIndicator() {
    if (!session_) return;
    QString text;
    if (lost_)
        text = tr("● Connection lost, waiting");
    else if (session_->isConnected())
        text = tr("● Connected: %1").arg(session_->opponentName());
    else if (session_->isHost())
        text = tr("○ Waiting for a player · code %1").arg(joinCode());
    else
        text = tr("○ Connecting…");
    indicator_->setText(text);
}
