#include "xmpp/InternetPlay.h"

#include <QAction>
#include <QLabel>
#include <QWidget>
#include <algorithm>

#include "play/NetworkPlay.h"
#include "play/SeatBook.h"
#include "xmpp/InternetWatch.h"
#include "xmpp/Lobby.h"
#include "xmpp/LobbyDialog.h"
#include "xmpp/PasswordKeeper.h"
#include "xmpp/SignInDialog.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppGame.h"
#include "xmpp/XmppWords.h"

InternetPlay::InternetPlay(QWidget* window, NetworkPlay* network)
    : QObject(window),
      window_(window),
      network_(network),
      account_(new XmppAccount(this)),
      keeper_(new PasswordKeeper(this)),
      watch_(new InternetWatch(account_, network->session(), network, this)),
      open_(new QAction(tr("Pla&y Over the Internet…"), this)),
      signOut_(new QAction(this)),
      indicator_(new QLabel) {
    open_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    open_->setToolTip(tr("Play your contacts anywhere through an XMPP account"));
    connect(open_, &QAction::triggered, this, &InternetPlay::open);
    connect(signOut_, &QAction::triggered, this, [this] {
        const QString address = account_->address();
        account_->signOut();
        emit message(tr("Signed out of %1.").arg(address), 5000);
    });
    lobbyAction_ = new QAction(tr("Internet Lo&bby…"), this);
    lobbyAction_->setToolTip(tr("Chat in a room of players and play the games posted there"));
    lobby_ = new Lobby(account_, this);
    connect(lobbyAction_, &QAction::triggered, this, [this] {
        if (account_->state() != XmppAccount::State::Online) return open();
        showLobby();
    });
    indicator_->setObjectName(QStringLiteral("internetIndicator"));
    connect(account_, &XmppAccount::stateChanged, this, &InternetPlay::showState);
    connect(account_, &XmppAccount::offline, this, &InternetPlay::showState);
    connect(account_, &XmppAccount::online, this, [this] {
        emit message(tr("Signed in as %1.").arg(account_->address()), 5000);
        // The hosts of games this program was in when it was killed or closed hear at once
        // that it is back (our presence), and invite it again now.
        if (auto* client = account_->client())
            for (const QString& host : SeatBook::xmppHosts())
                client->presenceTo(host.toStdString());
    });
    // The password could not be kept after signing in (the dialog has closed by then).
    connect(keeper_, &PasswordKeeper::notKept, this, [this](const QString&, const QString& why) {
        if (!why.isEmpty() && account_->isOnline()) emit message(why, 8000);
    });
    connect(account_, &XmppAccount::received, this, &InternetPlay::heard);
    connect(watch_, &InternetWatch::message, this, &InternetPlay::message);
    connect(watch_, &InternetWatch::changed, this, &InternetPlay::showState);
    connect(account_, &XmppAccount::stateChanged, this, [this](XmppAccount::State state) {
        if (state != XmppAccount::State::Online) invitations_.clear();  // asked again when back
    });
    showState();
}

void InternetPlay::open() {
    if (account_->state() != XmppAccount::State::Online) {
        SignInDialog dialog(account_, keeper_, window_);
        dialog.exec();
        return;
    }
    InternetDialog dialog(account_, invitations_, window_);
    connect(&dialog, &InternetDialog::inviteChosen, this, &InternetPlay::invite);
    connect(&dialog, &InternetDialog::answerChosen, this, &InternetPlay::answer);
    connect(&dialog, &InternetDialog::watchChosen, watch_, &InternetWatch::watch);
    connect(&dialog, &InternetDialog::postChosen, this, &InternetPlay::post);
    dialog.exec();
}

QList<QAction*> InternetPlay::actions() const {
    return {open_, lobbyAction_, watch_->stopAction(), signOut_};
}

LobbyDialog* InternetPlay::showLobby() {
    if (!lobbyDialog_) {
        lobbyDialog_ = new LobbyDialog(lobby_, window_);
        connect(lobbyDialog_, &LobbyDialog::takeChosen, this, &InternetPlay::take);
        connect(lobbyDialog_, &LobbyDialog::postWanted, this, &InternetPlay::open);
    }
    if (lobby_->state() == Lobby::State::Out) lobby_->join(lobby_->room());
    lobbyDialog_->show();
    lobbyDialog_->raise();
    lobbyDialog_->activateWindow();
    return lobbyDialog_;
}

// The open game waits as a guest that takes the first invitation that fits (XmppGame::open);
// the lobby posts it until then.
void InternetPlay::post(const bagh::net::HostTerms& terms) {
    if (lobby_->state() != Lobby::State::In) {
        showLobby();
        emit message(tr("Join the lobby's room first, then post the game."), 8000);
        return;
    }
    watch_->stop();
    XmppGame* game = XmppGame::open(account_, bagh::net::setupOf(terms));
    playAsGuest(game);
    lobby_->post(game, terms);
    emit message(tr("Your game is posted in the lobby; it starts when someone takes it."), 8000);
}

void InternetPlay::take(int index) {
    const auto offers = lobby_->offers();
    if (index < 0 || index >= static_cast<int>(offers.size())) return;
    const auto terms = Lobby::takerTerms(offers[index]);
    if (!terms) return;
    invite(QString::fromStdString(offers[index].jid), *terms);
}

void InternetPlay::invite(const QString& contact, const bagh::net::HostTerms& terms,
                          bagh::xmpp::WatchPolicy watchers) {
    watch_->stop();
    bagh::xmpp::Watching watching;
    watching.policy = watchers;
    XmppGame* game = XmppGame::host(account_, contact, terms, watching);
    connect(game, &XmppGame::declined, this, [this, game, contact](const QString& reason) {
        if (network_->net() == game) network_->leave();
        emit message(reason == QLatin1String("left")
                         ? tr("%1 left the game; it stays on the board.").arg(contact)
                         : tr("%1 declined the invitation.").arg(contact),
                     8000);
    });
    network_->play(game);
    watch_->follow(game);
    emit message(tr("Invited %1; the game starts when they accept.").arg(contact), 8000);
}

void InternetPlay::answer(int index, bool accept) {
    if (index < 0 || index >= invitations_.size()) return;
    const Invitation invitation = invitations_.takeAt(index);
    if (accept) return join(invitation);
    bagh::xmpp::Payload decline;
    decline.kind = bagh::xmpp::Payload::Kind::Decline;
    decline.game = invitation.payload.game;
    decline.reason = "declined";
    if (auto* client = account_->client()) client->send(invitation.from.toStdString(), decline);
}

// A seat kept from an earlier run of the program (it was killed or closed in this game) is
// resumed with its token; the token of a seat given now is kept until the game ends.
void InternetPlay::join(const Invitation& invitation) {
    watch_->stop();
    const QString place = SeatBook::place(invitation.from, invitation.payload.game);
    XmppGame* game =
        XmppGame::guest(account_, invitation.from, invitation.payload, SeatBook::find(place));
    connect(game, &XmppGame::withdrawn, this, [this, game, invitation, place] {
        SeatBook::forget(place);
        if (network_->net() == game) network_->leave();
        emit message(tr("%1 gave the game up.").arg(invitation.from.section('/', 0, 0)), 8000);
    });
    playAsGuest(game);
}

void InternetPlay::playAsGuest(XmppGame* game) {
    connect(game, &NetSession::seatGiven, this, [game] {
        if (const auto token = game->seatToken())
            SeatBook::keep(SeatBook::place(game->peer(), game->conversation().gameId()), *token);
    });
    // Kept through a killed or closed program, not past the game's end or the player leaving
    // it (Leave the Network Game, another game begun here): the host's next invitation would
    // bring the player back.
    auto forget = [game] {
        if (!game->conversation().gameId().empty())
            SeatBook::forget(SeatBook::place(game->peer(), game->conversation().gameId()));
    };
    connect(game, &NetSession::stateChanged, this, [game, forget] {
        if (game->game().result().over()) forget();
    });
    connect(network_, &NetworkPlay::left, game, [this, game, forget](NetSession* s) {
        if (s != game) return;
        forget();
        game->giveUp();
        // The host may have invited again before it heard: not an invitation to show.
        givenUp_.insert(game->conversation().gameId());
    });
    network_->play(game);
    watch_->follow(game);
}

// An invitation is kept until answered (the host sends it again and again: once is enough here);
// a withdrawn one goes. The game in progress hears its own.
void InternetPlay::heard(const QString& from, const bagh::xmpp::Payload& p) {
    using Kind = bagh::xmpp::Payload::Kind;
    auto* game = qobject_cast<XmppGame*>(network_->net());
    if (game && game->conversation().gameId() == p.game) return;
    // An open game of the lobby takes the first invitation that fits; the others are sent
    // again until answered, and listed once it is taken.
    if (game && game->waitsForTaker()) return;
    if (givenUp_.count(p.game)) return;
    auto same = [&p](const Invitation& i) { return i.payload.game == p.game; };
    if (p.kind == Kind::Withdraw) {
        const auto gone = invitations_.removeIf([&](const Invitation& i) {
            return same(i) && i.from.section('/', 0, 0) == from.section('/', 0, 0);
        });
        // In place of the status bar's news of it, which stays until replaced.
        if (gone)
            emit message(tr("%1 withdrew the invitation.").arg(from.section('/', 0, 0)), 8000);
        SeatBook::forget(SeatBook::place(from, p.game));  // the host gave the game up
        return;
    }
    if (p.kind != Kind::Invite || std::any_of(invitations_.begin(), invitations_.end(), same))
        return;
    // This player's own game, which its program left when it was killed or closed: back into it
    // at once, unless another network game is being played here.
    if (!game && SeatBook::find(SeatBook::place(from, p.game))) {
        join({from, p});
        emit message(tr("Back in your game with %1.").arg(from.section('/', 0, 0)), 8000);
        return;
    }
    if (invitations_.size() >= 16) return;  // a flood of invitations is not a list to read
    invitations_.append({from, p});
    // Short, as the status bar cuts a long message; the whole invitation is in the dialog.
    emit message(tr("%1 invites you to play: Game ▸ Play Over the Internet… to answer.")
                     .arg(from.section('/', 0, 0)),
                 0);
}

void InternetPlay::showState() {
    const QString address = account_->address();
    const QString domain = address.section('@', 1);
    signOut_->setText(tr("Si&gn Out of %1").arg(address));
    signOut_->setVisible(account_->state() != XmppAccount::State::SignedOut &&
                         account_->state() != XmppAccount::State::Refused);
    QString text;
    switch (account_->state()) {
        case XmppAccount::State::SignedOut:
            // A game this program was in when it was killed or closed waits at its host.
            if (const QStringList hosts = SeatBook::xmppHosts(); !hosts.isEmpty()) {
                text = tr("Internet: your game with %1 waits").arg(hosts.front());
                indicator_->setToolTip(tr("Sign in (Game ▸ Play Over the Internet…) to go back "
                                          "to your game with %1.")
                                           .arg(hosts.front()));
            }
            break;
        case XmppAccount::State::Connecting:
            text = account_->problem().kind == bagh::xmpp::Problem::Kind::None
                       ? tr("Internet: signing in…")
                       : tr("Internet: connecting again…");
            indicator_->setToolTip(XmppWords::problem(account_->problem(), domain));
            break;
        case XmppAccount::State::Online:
            text = tr("Internet: %1").arg(address);
            // Watching, or watched: that instead (the status bar has little room).
            if (const QString watch = watch_->statusLine(); !watch.isEmpty()) text = watch;
            indicator_->setToolTip(tr("Signed in as %1").arg(account_->fullAddress()));
            break;
        case XmppAccount::State::Refused:
            text = tr("Internet: signed out");
            indicator_->setToolTip(XmppWords::problem(account_->problem(), domain));
            break;
    }
    indicator_->setText(text);
    indicator_->setVisible(!text.isEmpty());
}
