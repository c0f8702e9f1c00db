// Game ▸ Play Over the Network in the window: hosts or joins a network session (app/net: NetHost
// or NetGuest) and seats its players in the one game session — the person here and a RemoteSeat
// that speaks the network session, both made by SetupSeats' networkSeats. From then on the game is
// the session's like any other: moves, questions and ends go through the seats, and nothing here
// touches the record. What belongs to the connection itself (joined, back, lost, refused, the two
// records differing) becomes a short status message and a line in the chat; the indicator shows the
// connection and the opponent (the host's join code in its tooltip); the chat panel carries the
// players' conversation (plain text both ways, the protocol's limit) and is shown only during a
// network game. A player who picked the host's game from the LAN list is a question for the host
// (joinQuestion, answered with answerJoin).
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QString>
#include <string>
#include <utility>
#include <vector>

#include "engine/net/NetMatch.h"
#include "net/NetSession.h"

class ChatPanel;
class GameSession;
class NetGuest;
class NetHost;
class QLabel;
class QWidget;
class Seat;
struct HostOptions;
namespace bagh::net {
struct JoinCode;
}
struct LanGame;

class NetworkPlay : public QObject {
    Q_OBJECT

public:
    // Where the connection stands, for the indicator and the connection view.
    enum class State { None, Waiting, Connecting, Asking, Connected, Lost };

    NetworkPlay(GameSession* session, QWidget* window);
    ~NetworkPlay() override;

    // Hosts a new game; false with *error when the port cannot be had. The join code is
    // joinCode() from then on.
    bool host(const HostOptions& options, QString* error = nullptr);
    // Joins the host of `code` as `name`; false with *error when the code does not read.
    bool join(const QString& code, const QString& name, QString* error = nullptr);
    // Joins a game announced on the local network (the host is asked first).
    bool join(const LanGame& game, const QString& name, QString* error = nullptr);
    // Plays the game of a session made elsewhere (a game over XMPP, app/xmpp), which this takes
    // over: a host's seats at once, a guest's once it knows the game.
    void play(NetSession* session);
    // Leaves the network game (the opponent is told); the game stays on the board as a local
    // two-player game.
    void leave();
    bool isActive() const { return net_ != nullptr; }
    // The game session this plays in.
    GameSession* session() const { return session_; }
    NetSession* net() const { return net_; }
    NetHost* hostSession() const;
    QString joinCode() const;
    State state() const;
    // The state in words ("Waiting for the player", "Connected", "Connection lost, waiting").
    QString stateText() const;
    // The opponent's name once known (a guest knows a LAN host's before it answers).
    QString opponentName() const;
    // The status bar's indicator: the connection, the opponent.
    QLabel* indicator() const { return indicator_; }
    // The conversation; the window places it, this shows and hides it with the game.
    ChatPanel* chat() const;
    // The headers a save of the game shown adds: a network game's own (the players, Network,
    // its time control), else the time control of the session's clock, if any.
    std::vector<std::pair<std::string, std::string>> savedTags() const;
    // The host's answer to the open join question.
    void answerJoin(bool accept);
    // Tests: the connection's limits for the next host or join.
    void setTiming(const bagh::net::Timing& timing);

signals:
    void message(const QString& text, int ms);
    // A chat line came from the opponent (for its sound).
    void chatHeard();
    // The state, the opponent or the session changed (the connection view follows).
    void changed();
    // A player who picked this game from the LAN list asks to join (`from`: their address);
    // answer with answerJoin. joinQuestionEnded: the question lapsed or was answered.
    void joinQuestion(const QString& name, const QString& from);
    void joinQuestionEnded();
    // The player left `session` (leave(): on purpose, or for another game), just before it
    // goes. Not when the window closes: a game left that way may come back at the next start.
    void left(NetSession* session);

private:
    static QHostAddress hostOf(const bagh::net::JoinCode& code);
    bool startGuest(NetGuest* guest, const QString& hostName);
    void adopt(NetSession* session);
    void connectWords(NetSession* session);
    // The session's game on the board, the person here and the remote seat at their sides.
    void seatPlayers();
    void updateIndicator();
    void sendChat(const QString& text);
    void onRefused(bagh::net::Reason reason, const QString& text);
    void onHostRefused(const QString& name, const QString& from, bagh::net::Reason reason);

    GameSession* session_;
    QPointer<NetSession> net_;
    QPointer<Seat> seat_;  // the other player's
    QLabel* indicator_;
    QPointer<ChatPanel> chat_;  // goes with the side panel that holds it
    bool haveTiming_ = false;
    bagh::net::Timing timing_;
    bool sessionGone_ = false;  // the session is being destroyed (the window closes)
    bool lost_ = false;         // the connection dropped; the session waits for it to come back
    bool asking_ = false;       // a guest waits for the host's yes
    QString hostName_;          // a LAN host's name, known before its hello
};
