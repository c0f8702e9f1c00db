// One side of a game played over the network: the engine's NetMatch (engine/net/NetMatch.h,
// docs/NETWORK.md) speaking over a line channel (LineChannel.h: a TLS connection keyed by a
// pre-shared key, TlsLineChannel.h; an XMPP conversation; the tests' in-memory pair), with a
// timer and a monotonic clock around it. NetHost and NetGuest (the two ways in over TCP) share
// this API, so the window treats a remote player the same whichever side hosts; a guest over a
// channel opened elsewhere is a NetSession itself (joinOver).
//
// Its match holds the game's one record (game()), the one both sides compare; the window's
// GameSession reads it through the RemoteSeat: a local move goes to sendMove() before the board
// shows it, an opponentMove() is shown on the board, undone() and resumed() are read whole.
// Nothing the peer sends reaches the window but through these signals, each after the engine's
// checks; texts (names, chat, reasons) are sanitised plain text, to be shown as data (with
// QString::arg's several-argument form, never as a format).
//
// Threads: lives in the thread that made it (the GUI thread); every member from there.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <optional>

#include "base/MetaTypes.h"
#include "engine/games/SavedGame.h"
#include "engine/net/NetMatch.h"

class LineChannel;
class QSslSocket;

Q_DECLARE_METATYPE(bagh::net::Reason)

class NetSession : public QObject {
    Q_OBJECT

public:
    // A side of `match`, speaking over no channel yet.
    explicit NetSession(bagh::net::NetMatch match, QObject* parent = nullptr);
    ~NetSession() override;

    // Guest: joins over `channel`, open already (an in-memory pair, an XMPP conversation),
    // keyed by `keying` as its transport proved (Keying::Seat for a seat the host gave: the
    // game resumes). The session takes the channel over (parented to it), lets go of one it
    // spoke over before, says hello and keeps time. Again after a drop, with a new channel. A
    // host's session (NetHost judges each hello first) cuts such a channel unused.
    void joinOver(LineChannel* channel, bagh::net::Keying keying);

    bool isHost() const { return match_.role() == bagh::net::Role::Host; }
    // A player is connected and the handshake is done: moves may go.
    bool isConnected() const { return match_.playing(); }
    // A connection is up (possibly still in its handshake).
    bool isLinked() const { return match_.linked(); }
    // The game is known (a guest's first handshake is done; a host's always).
    bool hasGame() const { return match_.started(); }
    // Guest: the seat the host gave (after seatGiven), the key to resume it from another run.
    std::optional<bagh::net::Key128> seatToken() const { return match_.seatToken(); }
    const bagh::games::Game& game() const { return match_.game(); }
    const bagh::net::HostTerms& terms() const { return match_.terms(); }
    bagh::Side localSide() const { return match_.localSide(); }
    bool isMyTurn() const { return match_.myTurn(); }
    QString localName() const { return QString::fromStdString(match_.localName()); }
    QString opponentName() const { return QString::fromStdString(match_.peerName()); }
    // The clocks now, or nothing in a game without clocks; and whose is running.
    std::optional<bagh::net::Clocks> clocksNow() const { return match_.clocks(now()); }
    std::optional<bagh::Side> clockRunning() const { return match_.clockRunning(); }
    // How the game ended if the players or the clock ended it (a flag fall looks like a
    // resignation in game().result(); this tells them apart).
    bagh::net::DeclaredEnd declaredEnd() const { return match_.declaredEnd(); }
    // The game to save: both players, the date, that it was played over the network.
    bagh::games::SavedGame savedGame() const;
    const bagh::net::NetMatch& match() const { return match_; }
    // The connection now, for the player: encrypted (always, once linked), how ("TLS 1.2,
    // ECDHE-PSK-CHACHA20-POLY1305"), by which key, and the peer's address ("192.0.2.7:45451").
    bool isEncrypted() const;
    QString securityText() const;
    bagh::net::Keying keying() const { return keying_; }
    QString peerAddressText() const;

    // The connection's limits (keep-alive, silence, hello, flood); before listen or join. Tests
    // shorten them; the timer ticks at a quarter of the keep-alive, at most every 100 ms.
    void setTiming(const bagh::net::Timing& timing) { timing_ = timing; }
    const bagh::net::Timing& timing() const { return timing_; }

public slots:
    // The local player's move. Returns false and says why when it is not allowed (not
    // connected, not this side's turn, an undo request waiting, not legal); nothing changes then.
    bool sendMove(bagh::games::Move move, QString* why = nullptr);
    // Asks to take back this side's last move (and the reply, on this side's turn).
    bool requestUndo(QString* why = nullptr);
    void answerUndo(bool accept);
    // After this side's move, on the opponent's turn.
    bool offerDraw(QString* why = nullptr);
    void answerDraw(bool accept);
    bool resign(QString* why = nullptr);
    // (Virtual: an XMPP game sends its chat as ordinary chat messages, app/xmpp/XmppGame.)
    virtual bool sendChat(const QString& text);
    // Leaves the game: the peer is told, the connection closes. A guest does not try again.
    virtual void goodbye();
    // Cuts the connection without a word, as a failing network does (tests of the resume).
    void cutLine();

signals:
    // The first handshake is done: the game (game()) starts.
    void connected();
    // Joined again after a drop: the game is game() at `plies` moves (the host's record counts:
    // a move that was lost in flight is gone); load it.
    void resumed(int plies);
    void opponentMove(bagh::games::Move move);
    // The opponent asks to take back `plies` moves; answer with answerUndo.
    void undoRequested(int plies);
    void undoAnswered(bool accepted);
    // The game was taken back to `plies` moves (an undo either side asked for, or this side's
    // move that crossed the opponent's resignation or flag).
    void undone(int plies);
    void drawOffered();
    // The game is drawn when accepted.
    void drawAnswered(bool accepted);
    // The opponent resigned; the game is over.
    void resigned();
    // `side`'s time ran out: it lost.
    void flagFell(bagh::Side side);
    // The clocks changed (a move, an undo, a join): milliseconds left; clockRunning() says whose
    // runs. Only in a game with clocks.
    void clocks(qint64 goatsMs, qint64 tigersMs);
    void chat(const QString& text);
    // The player's connection ended (the game stays; "connection lost, waiting"): Closed for a
    // dropped line, Left for a goodbye, Silence, or what the peer did wrong.
    void connectionLost(bagh::net::Reason reason, const QString& text);
    // A connection was refused before it joined: the host names the one it refused; a guest
    // hears the host's reason. The game is untouched.
    void refused(bagh::net::Reason reason, const QString& text);
    // The two records differ after `plies` moves: the connection closed, each side keeps its own.
    void desync(int plies, const QString& text);
    // Guest: joining from the local list, the host's player is asked whether it may.
    void waitingForAnswer();
    // Guest: the host gave this guest its seat (NetGuest::seatToken()).
    void seatGiven();
    // Connection, turn or pending requests changed: for the indicator and the actions.
    void stateChanged();

protected:
    // The channel the match speaks over now (taken over, parented to the session), keyed by
    // `keying`; a channel it spoke over before is let go. attachSocket: a TLS connection whose
    // handshake is done, as such a channel.
    void attachChannel(LineChannel* channel, bagh::net::Keying keying);
    void attachSocket(QSslSocket* socket, bagh::net::Keying keying);
    // Sends what the match wrote, closes if it wants, and turns its events into signals.
    void flush();
    qint64 now() const { return clock_.elapsed(); }
    void startTicking();
    // Called on every tick after the match's own.
    virtual void onTick() {}
    // The player's connection ended (after connectionLost went out).
    virtual void onLinkClosed(bagh::net::Reason) {}
    // The one way a host or a guest lets go of its player's connection (to stop, or to play
    // elsewhere): a goodbye if linked, then the channel closes gently on its own; nothing it does
    // from then on reaches this session.
    void closeLink();
    static QString programName();
    // Reads what the player's channel holds into the match (its readyRead does this too).
    void readChannel();
    bool hasChannel() const { return !channel_.isNull(); }

    bagh::net::NetMatch match_;
    bagh::net::Timing timing_;
    QPointer<LineChannel> channel_;
    bagh::net::Keying keying_ = bagh::net::Keying::Code;

private:
    void channelClosed();
    // Closes `channel` gently, to be deleted once closed; nothing it does reaches the session.
    void letGo(LineChannel* channel);
    void emitEvent(const bagh::net::Event& e);

    QElapsedTimer clock_;
    QTimer tick_;
};
