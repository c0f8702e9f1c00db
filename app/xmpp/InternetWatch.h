// Spectators in the window. Watching: a contact's game in progress shown on the window's board,
// read-only (WatchedGame through the player's account; a WatchSeat at each side, so the board
// takes no move, and undo, hints and questions are off): the record so far, then every move
// live, until the player stops watching (Game ▸ Leave the Watched Game), starts another game, or
// the player refuses. Being watched: the players of a game over XMPP see who watches it. Both in
// one short status line (statusLine), the status bar's news as message().
//
// Threads: the GUI thread.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class GameSession;
class NetworkPlay;
class QAction;
class WatchedGame;
class XmppAccount;
class XmppGame;

class InternetWatch : public QObject {
    Q_OBJECT

public:
    InternetWatch(XmppAccount* account, GameSession* session, NetworkPlay* network,
                  QObject* parent);

    // Watches the game `contact` (a bare address) plays; a network game here is left first.
    void watch(const QString& contact);
    // Stops watching; the game stays on the board, two players at this screen.
    void stop();
    bool isWatching() const;
    WatchedGame* watched() const;
    // Game ▸ Leave the Watched Game, shown while watching.
    QAction* stopAction() const { return stop_; }
    // Shows who watches `game` (the one played here from now on) in the status line.
    void follow(XmppGame* game);
    // The watchers of the game played here over XMPP, in order ("" when none or no such game).
    QStringList watchers() const;
    // For the status bar, in place of the account (whose address is in the tooltip): "You watch
    // a@b – c@d", "Waiting for a@b's game", "Watching: a@b, c@d" (the game played here), or "".
    QString statusLine() const;

    // The reason a player gives for not being watched, in words.
    static QString refusal(const QString& player, const QString& reason);

signals:
    void message(const QString& text, int ms);
    // The status line changed.
    void changed();

private:
    void seatWatched();

    QPointer<XmppAccount> account_;
    GameSession* session_;
    NetworkPlay* network_;
    QPointer<WatchedGame> watched_;
    QPointer<XmppGame> game_;  // the game played here whose watchers are shown
    QAction* stop_;
};
