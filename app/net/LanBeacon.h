// Games announced on the local network (docs/NETWORK.md, "LAN announcements"): LanBeacon, the
// host's side, broadcasts one datagram (engine/net/Announcement.h) every two seconds while it
// waits for a player; LanListener, the guest's side, lists the games it hears. A datagram is
// read with the protocol's own field readers, so a wrong one is dropped, never half-believed;
// the listener keeps a few games per sender and kMaxGames in all, forgets a game not heard of
// for a while, and lists the address the datagram came from (a datagram names none), so it
// cannot send a guest to some other machine. An announcement carries no join code or secret.
//
// Threads: the GUI thread.
#pragma once

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include "engine/net/Announcement.h"

class QUdpSocket;

class LanBeacon : public QObject {
    Q_OBJECT

public:
    explicit LanBeacon(QObject* parent = nullptr);

    // Broadcasts `announcement` to `port` on every interface that can broadcast (and to
    // 255.255.255.255), now and every intervalMs; again with new words if already running.
    void start(const bagh::net::Announcement& announcement, quint16 port = bagh::net::kLanPort,
               int intervalMs = 2000);
    void stop();
    bool isActive() const { return timer_.isActive(); }
    // Sends to this one address instead of broadcasting (tests: the loopback address).
    void setTarget(const QHostAddress& address) { target_ = address; }

private:
    void send();

    QUdpSocket* socket_;
    QTimer timer_;
    QByteArray datagram_;
    quint16 port_ = bagh::net::kLanPort;
    QHostAddress target_;
};

// One game a host announces, known by its address, port, name and setup (a datagram that names
// a listed game's address with another name or port is another game, listed beside it).
struct LanGame {
    QString name;             // the host player's
    bagh::net::Setup setup;   // the host's game, captures, rule, side (the host's) and clock
    QHostAddress address;     // where the datagram came from, never what a datagram claims
    quint16 port = 0;         // the host's TCP port, as announced
    qint64 firstHeardMs = 0;  // on the listener's clock
    qint64 lastHeardMs = 0;
};

class LanListener : public QObject {
    Q_OBJECT

public:
    // Bounds that keep one sender from hiding the others: at most kMaxGamesPerSender games from
    // one sender and kMaxGames in all. A sender at its bound loses its least recently heard game
    // to its new one; a full list takes it from the sender with the most games, so a flood of
    // fake games from one machine pushes out only its own; a sender's game listed longest is
    // never the one that makes way, so games forged in a host's name cannot push it out.
    static constexpr int kMaxGamesPerSender = 4;
    static constexpr int kMaxGames = 32;

    explicit LanListener(QObject* parent = nullptr);

    // Listens on `port` (shared with other listeners on the machine). False with *error when
    // the port cannot be bound.
    bool start(quint16 port = bagh::net::kLanPort, QString* error = nullptr);
    void stop();
    // The games heard of within the last expiryMs, newest (first heard most recently) first.
    QList<LanGame> games() const { return games_; }
    // How long a game stays listed without being heard again. Default 6 s.
    void setExpiry(int ms);
    // The sender an address counts as: an IPv4 address itself, an IPv6 one its /64 prefix (one
    // machine may hold a whole /64). The listener binds IPv4 today; the rule is ready for IPv6.
    static QByteArray senderOf(const QHostAddress& address);

signals:
    void gamesChanged();

private:
    void readDatagrams();
    // Lists `game`, new, making way first if its sender or the list is at its bound.
    void add(const LanGame& game, const QByteArray& sender);
    void expire();

    QUdpSocket* socket_;
    QTimer sweep_;
    QElapsedTimer clock_;
    QList<LanGame> games_;  // newest first
    int expiryMs_ = 6000;
};
