// The guest of a network game: joins a host with its join code (typed or pasted) or picked
// from the local list (LanGame), and, once it has played there, joins again by itself when the
// line drops (every reconnectIntervalMs, until goodbye() or a refusal): the host sends the whole
// record and the clocks, and the game goes on where it stopped (resumed()).
//
// Each try: a TCP connection, the plain opening (engine/net/Opening.h), then TLS keyed by the
// code's secret, by the open key for a game from the list (the host's player is asked:
// waitingForAnswer), or — once the host gave this guest its seat (seatGiven) — by the seat
// token, which alone resumes the seat. A code that does not read (a typo) is refused before any
// connection; a host that refuses says why (refused()); a TLS handshake that fails (a wrong or
// old code, a host that is not this code's) is refused as WrongSecret, and not tried again. A
// seat token the host no longer keeps (its game ended, it hosts another) is forgotten
// (seatForgotten) and the guest tries once more with the key it joined by.
//
// Threads: the GUI thread, as NetSession.
#pragma once

#include <QHostAddress>
#include <QString>
#include <QTimer>
#include <optional>

#include "engine/net/LineReader.h"
#include "net/LanBeacon.h"
#include "net/NetSession.h"

class QSslSocket;

class NetGuest : public NetSession {
    Q_OBJECT

public:
    explicit NetGuest(QObject* parent = nullptr);

    // Joins the host `code` names as `name`. `wish`: what the guest expects of the host's game
    // (a LanGame's setup), or nothing. Returns false with *error (the code's typo, in English)
    // when the code does not read; nothing happens then. Joining the same code again after a
    // drop resumes the game (with the seat token); another code starts afresh.
    bool join(const QString& code, const QString& name, const bagh::net::Setup& wish = {},
              QString* error = nullptr);
    // Joins a game a host announces, expecting what it announced: keyed by the open key, so
    // the host's player is asked first.
    bool join(const LanGame& game, const QString& name, QString* error = nullptr);
    // The seat this guest was given (after seatGiven), to resume from another run of the
    // program: setSeatToken before join() with the same code.
    std::optional<bagh::net::Key128> seatToken() const { return match_.seatToken(); }
    void setSeatToken(const bagh::net::Key128& token) { pendingToken_ = token; }
    // Connects again now (after a drop; join() with the same code does the same).
    void reconnect();
    bool isConnecting() const { return connecting_; }
    // How long to wait between tries after a drop; 0: never by itself. Default 3 s.
    void setReconnectInterval(int ms) { reconnectMs_ = ms; }
    // How long one try may take to reach the host and finish TLS before it is given up.
    // Default 10 s.
    void setConnectTimeout(int ms) { connectTimeoutMs_ = ms; }
    void goodbye() override;

    // Where the guest joins: the host's address and port (after join()).
    QHostAddress hostAddress() const { return address_; }
    quint16 hostPort() const { return port_; }

signals:
    // A try to reach the host failed (Qt's words); the guest tries again if it may.
    void connectFailed(const QString& error);
    // The host did not know this guest's seat token: it is gone (the guest joins as new).
    void seatForgotten();

private:
    void start(const QHostAddress& address, quint16 port, const bagh::net::Key128& key,
               bagh::net::Keying keying, const QString& name, const bagh::net::Setup& wish);
    void onLinkClosed(bagh::net::Reason reason) override;
    void tryAgainLater();
    void readAnswer(QSslSocket* socket);
    void encrypted(QSslSocket* socket);
    // The try on `socket` is over (false if it was not the one under way).
    bool endTry(QSslSocket* socket);
    // A try to reach the host ended before it connected.
    void failTry(QSslSocket* socket, const QString& why);
    // A try ended with a refusal: no more tries.
    void refuseTry(QSslSocket* socket, bagh::net::Reason reason, const QString& why);

    QHostAddress address_;
    quint16 port_ = 0;
    bagh::net::Key128 key_{};  // the code's secret, or the open key
    bagh::net::Keying joinKeying_ = bagh::net::Keying::Code;
    std::optional<bagh::net::Key128> pendingToken_;  // from another run
    static constexpr int kSeatTries = 3;  // handshakes keyed by its seat that may fail in a row
    int seatFailures_ = 0;
    bool connecting_ = false;
    bool leaving_ = false;
    int reconnectMs_ = 3000;
    int connectTimeoutMs_ = 10000;
    QPointer<QSslSocket> trying_;   // the try under way, if any
    bagh::net::LineReader answer_;  // the host's plain answer to the opening
    bagh::net::Keying tryKeying_ = bagh::net::Keying::Code;
    QTimer retry_;
    QTimer connectTimeout_;
};
