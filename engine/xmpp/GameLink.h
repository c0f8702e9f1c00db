// One game over XMPP as one player sees it: the network protocol's side of a game
// (net::NetMatch, the host's or the guest's) carried in the game's payload (Payload.h) between
// the two players' full JIDs by a Conversation (Conversation.h: the invitation around it and, on
// the host, the game's watchers, WatcherFeed.h). Sans-IO like NetMatch: the client's news go in
// (online, received, unavailable), time goes in (tick), and out come payloads to send
// (takeOutgoing) and what happened (takeEvents). The command's bot plays through it; the window
// has a NetSession of its own carry the match, and the same Conversation as its line channel.
//
// Trust by address. The server proved every sender's address (the streams are TLS, the account
// signed in), so the invited contact's bare JID is the key that the join code is over TCP:
// a hello from any resource of it joins while the seat is free (net::Keying::Code); once it
// is taken, only a hello that carries the seat token the host gave resumes it (Keying::Seat),
// from whichever resource, and the old one is told it was replaced. Lines are applied only from
// the bound full JID, for this game and the guest's current connection; a payload from anyone
// else, from another resource, for another game or out of form is counted (ignored()) and
// never applied. There is no pre-shared key: the streams to the servers are TLS.
//
// The invitation (either game, rules, side, clock) goes to the contact's bare JID as a
// headline, which reaches whichever resources are signed in and is never stored: so it is sent
// again (after 1 s, then half as long again each time up to 30 s) until the guest's hello
// comes, the invited declines, or the host withdraws. A link lost on either side (a player's
// line, a server restarting, silence) makes the host invite again with a higher epoch; the
// guest answers a new epoch with a new connection and resumes with its seat token, and play
// goes on where it stopped (NetMatch's resume: the host's record counts).
//
// Not thread-safe; one owner calls everything.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/net/NetMatch.h"
#include "engine/xmpp/Conversation.h"
#include "engine/xmpp/Payload.h"

namespace bagh::xmpp {

class GameLink : private Conversation::Match {
public:
    // The host of a game under `terms`, inviting `peer` (a bare JID).
    static GameLink host(const std::string& peer, const net::HostTerms& terms,
                         const std::string& name, const std::string& program,
                         const LinkOptions& options = {});
    // A guest, accepting an invitation from `peer` (a bare JID), or from anyone when empty,
    // whose setup fits `wish` (an open field takes the host's).
    static GameLink guest(const std::string& peer, const net::Setup& wish, const std::string& name,
                          const std::string& program, const LinkOptions& options = {});

    // --- the client --------------------------------------------------------------------------
    // Signed in as `self` (our full JID).
    void online(const std::string& self, std::int64_t nowMs) { talk_.online(self, *this, nowMs); }
    void offline(std::int64_t nowMs) { talk_.offline(*this, nowMs); }
    // A payload from `from` (a full JID); `contact`: its bare JID is in this account's roster.
    void received(const std::string& from, const Payload& p, bool contact, std::int64_t nowMs) {
        talk_.received(from, p, contact, *this, nowMs);
    }
    // Anything else from `from` (a message without the payload, a bounce).
    void ignore() { talk_.ignore(); }
    void unavailable(const std::string& from, std::int64_t nowMs) {
        talk_.unavailable(from, *this, nowMs);
    }
    void available(const std::string& from, std::int64_t nowMs) {
        talk_.available(from, *this, nowMs);
    }
    void tick(std::int64_t nowMs);

    // --- the local player --------------------------------------------------------------------
    // The match, for the player's moves and questions; call pump() after using it.
    net::NetMatch& match() { return match_; }
    const net::NetMatch& match() const { return match_; }
    void pump(std::int64_t nowMs) { talk_.pump(*this, nowMs); }
    // Leaves: a goodbye on the line, or the invitation withdrawn; the watchers get the last
    // record. Output follows as usual.
    void leave(std::int64_t nowMs) { talk_.leave(*this, nowMs); }
    void giveUp(std::int64_t nowMs) { talk_.giveUp(*this, nowMs); }

    std::vector<Outgoing> takeOutgoing() { return talk_.takeOutgoing(); }
    std::vector<LinkEvent> takeEvents() { return talk_.takeEvents(); }

    // --- state -------------------------------------------------------------------------------
    bool isHost() const { return talk_.isHost(); }
    const std::string& peer() const {
        return talk_.peer();
    }  // the opponent's bare JID (once known)
    const std::string& gameId() const { return talk_.gameId(); }
    bool bound() const { return talk_.bound(); }
    bool declined() const { return talk_.declined(); }
    // The watchers' bare JIDs (the host's own list; the guest's as the host last told it).
    std::vector<std::string> watchers() const { return talk_.watchers(); }
    // Payloads and messages ignored since the start: from others, other resources, other
    // games, out of form.
    std::uint64_t ignored() const { return talk_.ignored(); }

private:
    GameLink(net::NetMatch match, Conversation talk);

    // Conversation::Match: the conversation's calls on this link's own match.
    const net::NetMatch& state() const override { return match_; }
    net::Admission admit(const net::Message& hello, net::Keying keying, net::Reason* reason,
                         std::string* why) override;
    void attach(const net::Message& hello, net::Admission how, std::string_view rest,
                std::int64_t nowMs) override;
    void replace(std::int64_t nowMs) override;
    void connected(std::int64_t nowMs) override { match_.connected(nowMs); }
    void disconnected(std::int64_t nowMs) override { match_.disconnected(nowMs); }
    void lines(std::string_view text, std::int64_t nowMs) override { match_.receive(text, nowMs); }
    void goodbye(std::int64_t nowMs) override;
    void flush(std::int64_t nowMs) override;

    net::NetMatch match_;
    Conversation talk_;
};

}  // namespace bagh::xmpp
