// The guest of a network game: joins a host with its join code (typed, pasted, or a LanGame's),
// and, once it has played there, joins again by itself when the line drops (every
// reconnectIntervalMs, until goodbye() or a refusal): the host sends the whole record and the
// clocks, and the game goes on where it stopped (resumed()). A code that does not read (a typo)
// is refused before any connection; a host that refuses says why (refused()).
//
// Threads: the GUI thread, as NetSession.
#pragma once

#include <QHostAddress>
#include <QString>
#include <QTimer>

#include "net/LanBeacon.h"
#include "net/NetSession.h"

class QTcpSocket;

class NetGuest : public NetSession {
    Q_OBJECT

public:
    explicit NetGuest(QObject* parent = nullptr);

    // Joins the host `code` names as `name`. `wish`: what the guest expects of the host's game
    // (a LanGame's setup), or nothing. Returns false with *error (the code's typo, in English)
    // when the code does not read; nothing happens then. Joining the same code again after a
    // drop resumes the game; another code starts afresh.
    bool join(const QString& code, const QString& name, const bagh::net::Setup& wish = {},
              QString* error = nullptr);
    // Joins a game a host announces, expecting what it announced.
    bool join(const LanGame& game, const QString& name, QString* error = nullptr);
    // Connects again now (after a drop; join() with the same code does the same).
    void reconnect();
    bool isConnecting() const { return connecting_; }
    // How long to wait between tries after a drop; 0: never by itself. Default 3 s.
    void setReconnectInterval(int ms) { reconnectMs_ = ms; }
    // How long one try may take to reach the host before it is given up. Default 10 s.
    void setConnectTimeout(int ms) { connectTimeoutMs_ = ms; }
    void goodbye() override;

signals:
    // A try to reach the host failed (Qt's words); the guest tries again if it may.
    void connectFailed(const QString& error);

private:
    void onLinkClosed(bagh::net::Reason reason) override;
    void tryAgainLater();
    // A try to reach the host ended before it connected.
    void failTry(QTcpSocket* socket, const QString& why);

    QHostAddress address_;
    quint16 port_ = 0;
    quint64 secret_ = 0;
    bool connecting_ = false;
    bool leaving_ = false;
    int reconnectMs_ = 3000;
    int connectTimeoutMs_ = 10000;
    QPointer<QTcpSocket> trying_;  // the try under way, if any
    QTimer retry_;
    QTimer connectTimeout_;
};
