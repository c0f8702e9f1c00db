// Games announced on the local network (docs/NETWORK.md, "LAN announcements"): LanBeacon, the
// host's side, broadcasts one datagram (engine/net/Announcement.h) every two seconds while it
// waits for a player; LanListener, the guest's side, lists the games it hears. A datagram is
// read with the protocol's own field readers, so a wrong one is dropped, never half-believed;
// the listener keeps at most kMaxGames, forgets a game not heard of for a while, and gives the
// join code with the address the datagram came from (not the one its code names), so a datagram
// cannot send a guest to some other machine.
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

// One game a host announces.
struct LanGame {
    QString name;            // the host player's
    bagh::net::Setup setup;  // the host's game, captures, rule, side (the host's) and clock
    QHostAddress address;    // the address the datagram came from
    quint16 port = 0;        // the host's TCP port, as announced
    qint64 lastHeardMs = 0;  // on the listener's clock
};

class LanListener : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxGames = 32;

    explicit LanListener(QObject* parent = nullptr);

    // Listens on `port` (shared with other listeners on the machine). False with *error when
    // the port cannot be bound.
    bool start(quint16 port = bagh::net::kLanPort, QString* error = nullptr);
    void stop();
    // The games heard of within the last expiryMs, oldest first.
    QList<LanGame> games() const { return games_; }
    void setExpiry(int ms) { expiryMs_ = ms; }

signals:
    void gamesChanged();

private:
    void readDatagrams();
    void expire();

    QUdpSocket* socket_;
    QTimer sweep_;
    QElapsedTimer clock_;
    QList<LanGame> games_;
    int expiryMs_ = 6000;
};
