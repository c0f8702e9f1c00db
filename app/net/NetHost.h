// The host of a network game: listens on a TCP port, shows a join code (address, port, a random
// secret), screens every new connection (engine/net/HelloGate.h: a hello of this protocol
// version, in time, within the line limit, with the right secret and a setup that fits) and
// gives the game to the one that passes. One player at a time: a connection that presents the
// right secret while the player's old one still looks alive takes over (a half-open line the
// host has not noticed yet); anything else is refused with a reason (refused()), the game and
// the player untouched; more than kMaxWaiting connections waiting to say hello are turned away
// as busy. The host keeps the game and the clock while nobody is connected, and goes on
// accepting the right player until stop(). While it waits for a player it may announce its
// game on the local network (LanBeacon).
//
// Threads: the GUI thread, as NetSession.
#pragma once

#include <QHostAddress>
#include <QList>
#include <QString>
#include <memory>
#include <vector>

#include "engine/net/HelloGate.h"
#include "net/LanBeacon.h"
#include "net/NetSession.h"

class QTcpServer;
class QTcpSocket;

struct HostOptions {
    bagh::net::HostTerms terms;                // game, captures, rule, the host's side, the clock
    QString name;                              // the host player's name
    QHostAddress address = QHostAddress::Any;  // where to listen (tests: LocalHost)
    quint16 port = 0;                          // 0: any free port
    bool announce = true;                      // announce on the local network while waiting
    quint16 lanPort = bagh::net::kLanPort;     // where announcements go (tests: a port of theirs)
    QHostAddress lanTarget;  // null: broadcast; else only to this address (tests: LocalHost)
};

class NetHost : public NetSession {
    Q_OBJECT

public:
    static constexpr int kMaxWaiting = 4;

    explicit NetHost(QObject* parent = nullptr);
    ~NetHost() override;

    // Starts hosting a new game under options.terms, from its start, with a new secret.
    // Returns false with *error (Qt's words) when the port cannot be had; nothing runs then.
    bool listen(const HostOptions& options, QString* error = nullptr);
    bool isListening() const;
    quint16 port() const;
    // The addresses a guest can reach this host at (not loopback first; link-local IPv6 left
    // out, since a code cannot carry its scope), or the one address listened on.
    QList<QHostAddress> addresses() const;
    // The join code for `address` (one of addresses()); joinCode() for the first of them.
    QString joinCode(const QHostAddress& address) const;
    QString joinCode() const;
    quint64 secret() const { return secret_; }

    // Announcing on the local network (only while no player is connected).
    void setAnnouncing(bool on);
    bool isAnnouncing() const { return announce_; }
    // Says goodbye to the player and stops listening and announcing; the game stays readable.
    void stop();
    void goodbye() override { stop(); }

private:
    struct Waiting {
        QTcpSocket* socket;
        bagh::net::HelloGate gate;
    };
    void onNewConnection();
    void readWaiting(QTcpSocket* socket);
    void decide(Waiting& w);
    void refuse(QTcpSocket* socket, bagh::net::Reason reason, const std::string& line,
                const QString& text);
    void takeOver(Waiting& w);
    void forget(QTcpSocket* socket);
    void onTick() override;
    void updateBeacon();

    QTcpServer* server_;
    LanBeacon* beacon_;
    std::vector<Waiting> waiting_;
    quint64 secret_ = 0;
    bool announce_ = false;
    quint16 lanPort_ = bagh::net::kLanPort;
};
