// Game ▸ Play Over the Network in the window: hosts or joins a network session (app/net: NetHost
// or NetGuest) and seats its players in the one game session — the person here and a RemoteSeat
// that speaks the network session. From then on the game is the session's like any other: moves,
// questions and ends go through the seats, and nothing here touches the record. What belongs to
// the connection itself (joined, lost, refused, the two records differing, a chat line) becomes a
// message; the indicator shows the connection and the opponent.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include "engine/net/NetMatch.h"
#include "net/NetSession.h"

class GameSession;
class NetGuest;
class NetHost;
class QLabel;
class QWidget;
class RemoteSeat;
struct HostOptions;

class NetworkPlay : public QObject {
    Q_OBJECT

public:
    NetworkPlay(GameSession* controller, QWidget* window);
    ~NetworkPlay() override;

    // Hosts a new game; false with *error when the port cannot be had. The join code is
    // joinCode() from then on.
    bool host(const HostOptions& options, QString* error = nullptr);
    // Joins the host of `code` as `name`; false with *error when the code does not read.
    bool join(const QString& code, const QString& name, QString* error = nullptr);
    // Leaves the network game (the opponent is told); the game stays on the board as a local
    // two-player game.
    void leave();
    bool isActive() const { return session_ != nullptr; }
    NetSession* session() const { return session_; }
    NetHost* hostSession() const;
    QString joinCode() const;
    // The status bar's indicator: the connection, the opponent.
    QLabel* indicator() const { return indicator_; }
    // Tests: the connection's limits for the next host or join.
    void setTiming(const bagh::net::Timing& timing);

signals:
    void message(const QString& text, int ms);

private:
    void adopt(NetSession* session);
    // The session's game on the board, the person here and the remote seat at their sides.
    void seatPlayers();
    void updateIndicator();

    GameSession* controller_;
    QPointer<NetSession> session_;
    QPointer<RemoteSeat> seat_;
    QLabel* indicator_;
    bool haveTiming_ = false;
    bagh::net::Timing timing_;
    bool lost_ = false;  // the connection dropped; the session waits for it to come back
};
