// The lobby in the window: the room (engine/xmpp/LobbyRoom) joined on the player's account
// while it is online (again after each drop), its chat kept for the lobby's window
// (LobbyDialog), the open games the others post there, and this player's own open game: posted
// while it waits for a taker (again for whoever comes in), withdrawn when taken or given up.
// Taking a post is inviting its poster to the game it offers (InternetPlay::invite); the
// poster's open game (XmppGame::open) takes the first invitation that fits.
//
// The room is set in the preferences (QSettings "internet/lobbyRoom"); by default
// baghchal@conference.<the account's domain>.
//
// Threads: the GUI thread.
#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <memory>

#include "engine/net/NetMatch.h"
#include "engine/xmpp/LobbyRoom.h"

class XmppAccount;
class XmppGame;

class Lobby : public QObject {
    Q_OBJECT

public:
    enum class State { Out, Joining, In, Refused };

    explicit Lobby(XmppAccount* account, QObject* parent = nullptr);
    ~Lobby() override;

    // baghchal@conference.<address's domain>.
    static QString defaultRoom(const QString& address);
    // The room joined (or being joined, or refused); else the preferences' or the default.
    QString room() const;
    // Joins `room` (kept in the preferences) now, or when the account is online.
    void join(const QString& room);
    void leave();
    State state() const { return state_; }
    // Why the room refused us (State::Refused), in the player's language.
    QString problem() const;

    // A chat line to the room; false when not in it or empty.
    bool say(const QString& text);
    // What was said, oldest first ("nick: text"), at most kMaxLines.
    const QStringList& lines() const { return lines_; }
    static constexpr int kMaxLines = 200;
    // The others' open games, as they came.
    std::vector<bagh::xmpp::LobbyOffer> offers() const;

    // Posts `game` (an open game, XmppGame::open) under `terms` (this player's side as
    // hostSide) until it is taken or gone; false when not in the room.
    bool post(XmppGame* game, const bagh::net::HostTerms& terms);
    bool posting() const { return !mine_.id.empty(); }
    // The terms a taker of `offer` hosts (the other side); nothing if the post does not say.
    static std::optional<bagh::net::HostTerms> takerTerms(const bagh::xmpp::LobbyOffer& offer);

signals:
    void stateChanged();
    void said(const QString& line);
    void offersChanged();

private:
    class Relay;
    void enter();
    void drop();
    void unpost();
    void setState(State s);

    XmppAccount* account_;
    std::unique_ptr<Relay> relay_;
    std::unique_ptr<bagh::xmpp::LobbyRoom> room_;
    bool wanted_ = false;
    State state_ = State::Out;
    bagh::xmpp::LobbyRoom::Refusal refusal_ = bagh::xmpp::LobbyRoom::Refusal::Other;
    QStringList lines_;
    int tries_ = 0;       // joins refused in a row
    QString nickSuffix_;  // after our name was taken in the room
    QPointer<XmppGame> open_;
    bagh::xmpp::LobbyOffer mine_;
};
