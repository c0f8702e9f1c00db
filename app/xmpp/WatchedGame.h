// A game of someone else's followed over XMPP, read-only: engine/xmpp's GameWatch driven through
// the player's account (XmppAccount). It asks the player for the game again until a feed comes
// (again after a drop of either line), rebuilds the record from the feed and checks it with the
// rules and the record hash, and says when the players are known, when the record grows or a
// move is taken back, and when the player will not be watched. Nothing it sends reaches the game:
// the players' computers only read a watcher's requests to come and to go.
//
// Threads: the GUI thread.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include "engine/xmpp/GameWatch.h"

class XmppAccount;

class WatchedGame : public QObject {
    Q_OBJECT

public:
    // Starts watching the game `player` (a bare address) plays; the request goes out at once
    // while the account is online, else once it is.
    WatchedGame(XmppAccount* account, const QString& player, QObject* parent = nullptr);
    // Leaves (the player is told).
    ~WatchedGame() override;

    QString player() const { return player_; }
    // Whom it asks now: the player, or the host the player (a guest) sent it to.
    QString asked() const { return QString::fromStdString(watch_.asked()); }
    // The players' bare addresses, once started().
    QString goats() const { return goats_; }
    QString tigers() const { return tigers_; }
    bool hasGame() const { return !goats_.isEmpty(); }
    // The record as it is now (checked), with its end when it has ended.
    const bagh::games::Game& game() const { return watch_.game(); }
    // Stops watching: the player is told, nothing more comes.
    void leave();

signals:
    // The first feed came: the players are known and game() holds the record so far.
    void started();
    // The record changed (moves played, taken back, the end).
    void recordChanged(const bagh::games::Game& game);
    // The player will not let this account watch (`reason`: the protocol's word).
    void refused(const QString& reason);
    // The player feeding the game went away (its line dropped, or it left the game): asked
    // again until it comes back (false).
    void away(bool gone);

private:
    void deliver();

    QPointer<XmppAccount> account_;
    QString player_;
    QString goats_;
    QString tigers_;
    bagh::xmpp::GameWatch watch_;
    QTimer tick_;
    bool left_ = false;
};
