// Play over the Internet (XMPP) in the window: the player's account (XmppAccount, on the window's
// event loop), the keyring that keeps its password (PasswordKeeper), the Game menu's actions
// (Play Over the Internet…, Sign Out of …), the status bar's word for the account (offline,
// signing in, online as whom, or why it is down), the invitations that came for this player, and
// the games begun from them or by inviting a contact (XmppGame, played by NetworkPlay). A guest's
// seat is kept (SeatBook) until its game ends, so that a program killed or closed in a game goes
// back into it when the host invites again.
#pragma once

#include <QList>
#include <QObject>
#include <set>
#include <string>

#include "xmpp/InternetDialog.h"

class Lobby;
class LobbyDialog;
class PasswordKeeper;
class QAction;
class QLabel;
class NetworkPlay;
class QWidget;
class XmppAccount;
class XmppGame;

class InternetWatch;

class InternetPlay : public QObject {
    Q_OBJECT

public:
    // `window`: the dialogs' parent; `network`: where a game, once begun, is played.
    InternetPlay(QWidget* window, NetworkPlay* network);

    XmppAccount* account() const { return account_; }
    PasswordKeeper* keeper() const { return keeper_; }
    // Watching a contact's game, and who watches the game played here.
    InternetWatch* watch() const { return watch_; }
    // The Game menu's actions, in order.
    QList<QAction*> actions() const;
    QAction* lobbyAction() const { return lobbyAction_; }
    Lobby* lobby() const { return lobby_; }
    // The lobby's window (made on first use), shown and raised.
    LobbyDialog* showLobby();
    QAction* openAction() const { return open_; }
    QAction* signOutAction() const { return signOut_; }
    // For the status bar: empty (hidden) while signed out.
    QLabel* indicator() const { return indicator_; }

    // Signs in (the dialog) when signed out; otherwise invites or answers (InternetDialog).
    void open();
    // Invitations that came for this player, not yet answered.
    const QList<Invitation>& invitations() const { return invitations_; }
    // What the dialog's choices do (also for tests).
    void invite(const QString& contact, const bagh::net::HostTerms& terms,
                bagh::xmpp::WatchPolicy watchers = bagh::xmpp::WatchPolicy::Contacts);
    void answer(int index, bool accept);
    // Posts an open game under `terms` (this player's side as hostSide) in the lobby; takes
    // the lobby's open game `index` (Lobby::offers()): its poster is invited.
    void post(const bagh::net::HostTerms& terms);
    void take(int index);

signals:
    // A line for the status bar.
    void message(const QString& text, int ms);

private:
    void showState();
    void heard(const QString& from, const bagh::xmpp::Payload& payload);
    void join(const Invitation& invitation);
    // A game this player joined (an invitation, or its open game in the lobby), played here.
    void playAsGuest(XmppGame* game);

    QWidget* window_;
    NetworkPlay* network_;
    QList<Invitation> invitations_;
    std::set<std::string> givenUp_;  // games this player left on purpose: not invited again
    XmppAccount* account_;
    PasswordKeeper* keeper_;
    InternetWatch* watch_;
    QAction* open_;
    QAction* signOut_;
    QAction* lobbyAction_;
    Lobby* lobby_;
    LobbyDialog* lobbyDialog_ = nullptr;
    QLabel* indicator_;
};
