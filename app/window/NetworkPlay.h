// Game ▸ Play Over the Network in the window: the bridge between a network session (app/net:
// NetHost or NetGuest) and the GameController, which plays the session's game as any other with
// the opponent as its remote side. The session's record is the game: a local move goes out,
// the opponent's comes in through the rules, and an undo, a draw, a resignation, a flag fall or
// a resume reload the session's record. What the session says (connection lost, refused,
// records differ) becomes a message; questions (an undo, a draw) are asked of the player. The
// indicator shows the connection and the opponent; with a clock, both times go to the side
// panel (clocksShown).
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

#include "engine/net/NetMatch.h"
#include "net/NetSession.h"

class GameController;
class NetGuest;
class NetHost;
class QLabel;
class QTimer;
class QWidget;
struct HostOptions;

class NetworkPlay : public QObject {
    Q_OBJECT

public:
    NetworkPlay(GameController* controller, QWidget* window);
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
    // Off: answer the opponent's undo and draw requests with no (tests, scripts).
    void setAskQuestions(bool ask) { ask_ = ask; }
    // Tests: the connection's limits for the next host or join.
    void setTiming(const bagh::net::Timing& timing);

signals:
    void message(const QString& text, int ms);
    // The clocks as they stand (a few times a second while they run); none: no clocks (a game
    // without them, or the network game left).
    void clocksShown(std::optional<bagh::games::Clocks> clocks, std::optional<bagh::Side> running);

private:
    void adopt(NetSession* session);
    void loadSessionGame();
    void updateIndicator();

    GameController* controller_;
    QWidget* window_;
    QPointer<NetSession> session_;
    QLabel* indicator_;
    QTimer* clockTick_;
    bool ask_ = true;
    bool haveTiming_ = false;
    bagh::net::Timing timing_;
    bool lost_ = false;  // the connection dropped; the session waits for it to come back
};
