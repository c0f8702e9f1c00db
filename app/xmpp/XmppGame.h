// A game over XMPP in the window: a NetSession (the match, its clock, its signals: what
// RemoteSeat and NetworkPlay already speak) whose line channel is the XMPP conversation
// (engine/xmpp/Conversation: the invitation, who is bound and trusted, the resend, the
// watchers), carried by the player's account (XmppAccount). The host invites a contact and keeps
// the game and the clock; the guest answers an invitation its player accepted. A drop on either
// side comes back by itself: the account signs in again, the host invites again, the guest joins
// again with its seat token, and the game resumes where it stopped.
//
// Threads: the GUI thread.
#pragma once

#include <QPointer>
#include <QString>
#include <memory>

#include "engine/xmpp/Conversation.h"
#include "net/NetSession.h"

class XmppAccount;
class XmppLineChannel;

class XmppGame : public NetSession {
    Q_OBJECT

public:
    // The host of a game under `terms`, inviting `peer` (a bare address); `watching`: who may
    // watch it.
    static XmppGame* host(XmppAccount* account, const QString& peer,
                          const bagh::net::HostTerms& terms,
                          const bagh::xmpp::Watching& watching = {}, QObject* parent = nullptr);
    // A guest that answers the invitation `invite` from `from` (a full address), which its
    // player accepted; `seat`: the token of this game's seat from an earlier run of the program
    // (its program was killed or closed), to resume it.
    static XmppGame* guest(XmppAccount* account, const QString& from,
                           const bagh::xmpp::Payload& invite,
                           const std::optional<bagh::net::Key128>& seat = {},
                           QObject* parent = nullptr);
    // An open game posted in the lobby (Lobby.h): a guest that takes the first invitation from
    // anyone whose setup fits `wish` (this player's side among it), as a bot accepting any does.
    static XmppGame* open(XmppAccount* account, const bagh::net::Setup& wish,
                          QObject* parent = nullptr);
    ~XmppGame() override;
    // Open and not taken yet: no invitation has bound it.
    bool waitsForTaker() const { return !talk_.isHost() && talk_.gameId().empty(); }

    // The opponent's bare address.
    QString peer() const { return QString::fromStdString(talk_.peer()); }
    const bagh::xmpp::Conversation& conversation() const { return talk_; }
    // Leaves: a goodbye on the link, or the invitation withdrawn. The host keeps a guest's
    // seat (its program may have closed) and invites it again.
    void goodbye() override;
    // Guest: gives the game up after goodbye() (its player left it): the host ends it there.
    void giveUp();
    // The chat goes as ordinary XMPP chat (a <body>, which any client shows) to the opponent's
    // address, and comes back only from it (sanitised and cut as the protocol's chat line):
    // while connected, as over the protocol.
    bool sendChat(const QString& text) override;

signals:
    // The invited declined (host), or the host withdrew the invitation (guest).
    void declined(const QString& reason);
    void withdrawn();
    // Someone began or stopped watching (the watchers' bare addresses: watchers()).
    void watchersChanged();

protected:
    void onTick() override;

private:
    class Carrier;  // the conversation's calls on this session's match and channel
    XmppGame(XmppAccount* account, bagh::net::NetMatch match, bagh::xmpp::Conversation talk,
             QObject* parent);
    void follow();
    void deliver();
    XmppLineChannel* newLink();

    QPointer<XmppAccount> account_;
    bagh::xmpp::Conversation talk_;
    std::unique_ptr<Carrier> carrier_;
};
