// The host of a network game (docs/NETWORK.md): listens on a TCP port, shows a join code
// (address, port, a random 128-bit secret), and screens every new connection before it may
// take the game (engine/net/HelloGate.h): its plain opening, TLS keyed by one of the keys of
// engine/net/Keys.h (the code's secret, the seated guest's token, or the open key of the local
// list), then its hello. NetMatch::admission decides: the join code seats the first player and
// gives it a token; from then on the seat is that player's: its token resumes it (taking over a
// half-open old connection), and the code or the open key is refused as taken. A guest who
// picked the game from the local list is not admitted until the host's player says yes
// (joinAsked, answerJoin); one such question at a time.
//
// Strangers cannot keep the player out (PendingLimits): at most PendingLimits::kPerAddress
// connections wait from one address, an unproven one (no key shown yet) for Timing::openMs at
// most; when all places are taken, the connection stalled longest in its handshake makes way
// for a newcomer, so a player whose handshake moves on gets in among any number of stalled ones.
// The host keeps the game and the clock while nobody is connected, and goes on accepting its player
// until stop(). While nobody is seated it may announce its game on the local network (LanBeacon):
// the game and the host's name, never the secret.
//
// Threads: the GUI thread, as NetSession.
#pragma once

#include <QHostAddress>
#include <QList>
#include <QString>
#include <memory>
#include <vector>

#include "engine/net/HelloGate.h"
#include "engine/net/PendingLimits.h"
#include "net/LanBeacon.h"
#include "net/NetSession.h"

class QSslSocket;
class QTcpServer;

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
    explicit NetHost(QObject* parent = nullptr);
    ~NetHost() override;

    // Starts hosting a new game under options.terms, from its start, with a new secret.
    // Returns false with *error (Qt's words) when the port cannot be had or this system has no
    // TLS with pre-shared keys; nothing runs then.
    bool listen(const HostOptions& options, QString* error = nullptr);
    bool isListening() const;
    quint16 port() const;
    // The addresses a guest can reach this host at (not loopback first; link-local IPv6 left
    // out, since a code cannot carry its scope), or the one address listened on.
    QList<QHostAddress> addresses() const;
    // The join code for `address` (one of addresses()); joinCode() for the first of them.
    QString joinCode(const QHostAddress& address) const;
    QString joinCode() const;
    const bagh::net::Key128& secret() const { return secret_; }
    // A guest has the seat (joined once); freeSeat() gives it up while nobody is connected,
    // so the join code admits a new player (the old one's program lost its token).
    bool isSeated() const { return match_.seated(); }
    void freeSeat();

    // A guest from the local list waits for the player's word (joinAsked); answer it here.
    bool isAsked() const { return asked_ != nullptr; }
    void answerJoin(bool accept);

    // Announcing on the local network (only while no player is connected).
    void setAnnouncing(bool on);
    bool isAnnouncing() const { return announce_; }
    // Connections waiting to become the player (PendingLimits): for tests and figures.
    int waitingCount() const { return limits_.waiting(); }
    // Says goodbye to the player and stops listening and announcing; the game stays readable.
    void stop();
    void goodbye() override { stop(); }

signals:
    // A guest who picked this game from the local list asks to join: `name` (sanitised) from
    // `from` (an address). Answer with answerJoin; joinAskEnded follows in any case.
    void joinAsked(const QString& name, const QString& from);
    void joinAskEnded();
    // A connection was refused before it joined (refused() says the same without who): the
    // name its hello gave ("" before one), its address, why.
    void connectionRefused(const QString& name, const QString& from, bagh::net::Reason reason,
                           const QString& text);

private:
    struct Waiting {
        QSslSocket* socket;
        bagh::net::HelloGate gate;
        std::uint64_t id;
        bagh::net::Keying keying;
        bool accepted = false;  // the player said yes to this guest from the list
    };
    Waiting* find(QSslSocket* socket);
    void onNewConnection();
    void startEncryption(Waiting& w);
    void readWaiting(QSslSocket* socket);
    void decide(QSslSocket* socket);
    // Sends what the gate wrote (its refusal last) and closes the connection.
    void closeRefused(Waiting& w);
    void takeOver(Waiting& w, bagh::net::Admission how);
    // A guest was seated: every other guest still waiting for the player's word is refused as
    // taken.
    void refuseWaitingGuests();
    // The game is on the local list now (announcing, listening, nobody seated or connected):
    // only then does the open key open TLS.
    bool announcingNow() const;
    void forget(QSslSocket* socket);
    void onTick() override;
    void updateBeacon();

    static constexpr int kListenBacklog = 1024;
    QTcpServer* server_;
    LanBeacon* beacon_;
    std::vector<Waiting> waiting_;
    bagh::net::PendingLimits limits_;
    std::uint64_t nextId_ = 0;
    QSslSocket* asked_ = nullptr;  // the connection the player is asked about
    bagh::net::Key128 secret_{};
    bool announce_ = false;
    quint16 lanPort_ = bagh::net::kLanPort;
};
