#include "xmpp/InternetWatch.h"

#include <QAction>

#include "play/NetworkPlay.h"
#include "session/GameSession.h"
#include "xmpp/WatchSeat.h"
#include "xmpp/WatchedGame.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppGame.h"

using bagh::Side;

InternetWatch::InternetWatch(XmppAccount* account, GameSession* session, NetworkPlay* network,
                             QObject* parent)
    : QObject(parent),
      account_(account),
      session_(session),
      network_(network),
      stop_(new QAction(tr("Leave the Watched Ga&me"), this)) {
    stop_->setToolTip(tr("Stop watching the game; it stays on the board"));
    stop_->setVisible(false);
    connect(stop_, &QAction::triggered, this, [this] {
        const QString player = watched_ ? watched_->player() : QString();
        stop();
        emit message(tr("You stopped watching %1's game.").arg(player), 5000);
    });
}

void InternetWatch::watch(const QString& contact) {
    stop();
    network_->leave();
    watched_ = new WatchedGame(account_, contact, this);
    connect(watched_, &WatchedGame::started, this, &InternetWatch::seatWatched);
    connect(watched_, &WatchedGame::refused, this, [this](const QString& reason) {
        // The refusal is the host's when the player asked is its guest (who sends watchers on).
        const QString refuser =
            watched_->asked().isEmpty() ? watched_->player() : watched_->asked();
        stop();
        emit message(refusal(refuser, reason), 10000);
    });
    connect(watched_, &WatchedGame::away, this, [this](bool gone) {
        const QString who = watched_->asked().isEmpty() ? watched_->player() : watched_->asked();
        emit message(gone ? tr("%1 is away: the game goes on here when they are back.").arg(who)
                          : tr("%1 is back: the game goes on.").arg(who),
                     gone ? 0 : 5000);
        emit changed();
    });
    stop_->setVisible(true);
    emit message(tr("Asking %1 to let you watch their game…").arg(contact), 8000);
    emit changed();
}

// The record so far on the board, a seat of the watched game at each side; from then on every
// change comes through the seats.
void InternetWatch::seatWatched() {
    WatchedGame* w = watched_;
    session_->loadGame(w->game(), GameSession::Document::New);
    auto* goats = new WatchSeat(w, Side::Goats, session_);
    auto* tigers = new WatchSeat(w, Side::Tigers, session_);
    // Whatever replaces the seats (a new game, a file opened, a game over the network) ends
    // the watch; the game stays.
    for (Seat* seat : {static_cast<Seat*>(goats), static_cast<Seat*>(tigers)})
        connect(seat, &QObject::destroyed, this, [this, w] {
            if (watched_ == w) {
                watched_ = nullptr;
                w->leave();
                w->deleteLater();
                stop_->setVisible(false);
                emit changed();
            }
        });
    session_->seatPlayers(goats, tigers);
    emit message(tr("Now watching %1's game.").arg(w->player()), 8000);
    emit changed();
}

void InternetWatch::stop() {
    if (!watched_) return;
    WatchedGame* w = watched_;
    watched_ = nullptr;
    const bool seated = qobject_cast<WatchSeat*>(session_->seat(Side::Goats)) != nullptr;
    // The player is told now; the watch goes later (this may run inside its own signal).
    w->leave();
    w->deleteLater();
    if (seated) session_->seatSetupPlayers();
    stop_->setVisible(false);
    emit changed();
}

bool InternetWatch::isWatching() const { return watched_ != nullptr; }

WatchedGame* InternetWatch::watched() const { return watched_; }

void InternetWatch::follow(XmppGame* game) {
    if (game_) game_->disconnect(this);
    game_ = game;
    connect(game, &XmppGame::watchersChanged, this, &InternetWatch::changed);
    // Later: the window may be going down with it.
    connect(game, &QObject::destroyed, this, &InternetWatch::changed, Qt::QueuedConnection);
    emit changed();
}

QStringList InternetWatch::watchers() const {
    QStringList names;
    if (game_)
        for (const std::string& jid : game_->conversation().watchers())
            names << QString::fromStdString(jid);
    return names;
}

QString InternetWatch::statusLine() const {
    if (watched_)
        return watched_->hasGame()
                   ? tr("You watch %1 – %2").arg(watched_->goats(), watched_->tigers())
                   : tr("Waiting for %1's game").arg(watched_->player());
    const QStringList names = watchers();
    return names.isEmpty() ? QString() : tr("Watching: %1").arg(names.join(tr(", ")));
}

QString InternetWatch::refusal(const QString& player, const QString& reason) {
    // Short: the status bar holds them beside the indicators.
    if (reason == QLatin1String("none")) return tr("%1 lets nobody watch.").arg(player);
    if (reason == QLatin1String("contacts-only"))
        return tr("%1 lets only contacts watch.").arg(player);
    if (reason == QLatin1String("full")) return tr("No room to watch %1's game.").arg(player);
    return tr("%1 did not let you watch.").arg(player);
}
