// The guest of a network game: joins a host with its join code (typed or pasted) or picked
// from the local list (LanGame), and, once it has played there, joins again by itself when the
// line drops (every reconnectIntervalMs, until goodbye() or a refusal): the host sends the whole
// record and the clocks, and the game goes on where it stopped (resumed()).
//
// Each try: a TCP connection, the plain opening (engine/net/Opening.h), then TLS keyed by the
// code's secret, by the open key for a game from the list (the host's player is asked:
// waitingForAnswer), or — once the host gave this guest its seat (seatGiven) — by the seat
// token, which alone resumes the seat. A code that does not read (a typo) is refused before any
// connection. A host that is busy (`refuse busy`, or its line cut in the TLS handshake: it made
// way for another newcomer) is tried again at once, kBusyTries tries in all (retrying). Any other
// failure of a first join is final and says why (gaveUp, within connectTimeout at most): nothing
// listens there, no answer, an answer that is not Bagh-Chal's, or the host's refusal (refused()
// too) — a TLS handshake that fails is the keys differing (WrongSecret: a wrong or old code, a
// host that is not this code's). A seat token the host no longer keeps (its game ended, it hosts
// another) is forgotten (seatForgotten) and the guest tries once more with the key it joined by.
// Once it played, a guest whose line dropped tries again every reconnectIntervalMs instead.
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
    // Why a join stopped for good.
    enum class Failure : std::uint8_t {
        NothingListens,  // the connection was refused: no program listens at that port
        NoAnswer,        // no answer in time, or the network does not reach the host
        NotBaghChal,     // something answered, but not with Bagh-Chal's opening
        Refused,         // the host refused (the reason says why; WrongSecret: the keys differ)
    };
    Q_ENUM(Failure)
    // Tries of a busy host before the guest gives up.
    static constexpr int kBusyTries = 3;

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
    // A seat this guest was given in another run of the program (seatToken() after seatGiven),
    // to resume it: before join() with the same code.
    void setSeatToken(const bagh::net::Key128& token) { pendingToken_ = token; }
    // Connects again now (after a drop; join() with the same code does the same).
    void reconnect();
    bool isConnecting() const { return connecting_; }
    // How long to wait between tries after a drop; 0: never by itself. Default 3 s.
    void setReconnectInterval(int ms) { reconnectMs_ = ms; }
    // How long one try may take to reach the host and finish TLS before it is given up.
    // Default 6 s.
    void setConnectTimeout(int ms) { connectTimeoutMs_ = ms; }
    // Tries of this join so far (or since the line last dropped), the one under way included.
    int tries() const { return tries_; }
    void goodbye() override;

    // Where the guest joins: the host's address and port (after join()).
    QHostAddress hostAddress() const { return address_; }
    quint16 hostPort() const { return port_; }
    // The two for the player: "192.0.2.7:45451", "[2001:db8::1]:45451".
    QString hostText() const;

signals:
    // A try to reach the host failed (Qt's words); the guest tries again if it may.
    void connectFailed(const QString& error);
    // The join is over without a game: why (and the host's reason for Failure::Refused, else
    // Reason::None). No more tries.
    void gaveUp(NetGuest::Failure failure, bagh::net::Reason reason);
    // The host was busy: try `attempt` of `tries` follows at once.
    void retrying(int attempt, int tries);
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
    // A try to reach the host ended before it connected: tried again after a drop, else the
    // join gives up with `failure`.
    void failTry(QSslSocket* socket, const QString& why, Failure failure = Failure::NoAnswer);
    // A try ended with a refusal: no more tries (but for a busy host: busyTry).
    void refuseTry(QSslSocket* socket, bagh::net::Reason reason, const QString& why);
    // The host was busy: a new try at once while tries are left.
    void busyTry(QSslSocket* socket, const QString& why);
    void giveUp(Failure failure, bagh::net::Reason reason);

    QHostAddress address_;
    quint16 port_ = 0;
    bagh::net::Key128 key_{};  // the code's secret, or the open key
    bagh::net::Keying joinKeying_ = bagh::net::Keying::Code;
    std::optional<bagh::net::Key128> pendingToken_;  // from another run
    static constexpr int kSeatTries = 3;
    static constexpr int kBusyPauseMs = 250;  // before another try of a busy host  // handshakes
                                              // keyed by its seat that may fail in a row
    int seatFailures_ = 0;
    bool connecting_ = false;
    bool leaving_ = false;
    int reconnectMs_ = 3000;
    int connectTimeoutMs_ = 6000;
    int tries_ = 0;
    bool keySent_ = false;          // this try's key exchange went out
    QPointer<QSslSocket> trying_;   // the try under way, if any
    bagh::net::LineReader answer_;  // the host's plain answer to the opening
    bagh::net::Keying tryKeying_ = bagh::net::Keying::Code;
    QTimer retry_;
    QTimer connectTimeout_;
};
