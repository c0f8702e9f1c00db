// One game over XMPP as one player sees it: the network protocol's side of a game
// (net::NetMatch, the host's or the guest's) carried in the game's payload (Payload.h) between
// the two players' full JIDs, with the invitation around it and, on the host, the game's
// watchers (WatcherFeed.h). Sans-IO like NetMatch: the client's news go in (online, received,
// unavailable), time goes in (tick), and out come payloads to send (takeOutgoing) and what
// happened (takeEvents); the window's seat and the command's bot drive it alike.
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
#include <optional>
#include <string>
#include <vector>

#include "engine/net/NetMatch.h"
#include "engine/xmpp/Payload.h"
#include "engine/xmpp/WatcherFeed.h"

namespace bagh::xmpp {

struct LinkEvent {
    enum class Kind : std::uint8_t {
        Match,        // match: an event of the protocol (Joined, moves, Lost, Refused …)
        Declined,     // host: the invited declined (reason); guest: it declined an invitation
        Withdrawn,    // guest: the host gave the game up
        WatcherCame,  // who (bare JID)
        WatcherLeft,  // who
    };
    Kind kind = Kind::Match;
    net::Event match;
    std::string who;
    std::string reason;
};

struct LinkOptions {
    net::Timing timing;
    std::int64_t firstInviteMs = 1000;  // the first repeat of an invitation
    std::int64_t maxInviteMs = 30000;   // the longest wait between two
    Watching watching;                  // the host's: who may watch, how many
};

class GameLink {
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
    void online(const std::string& self, std::int64_t nowMs);
    void offline(std::int64_t nowMs);
    // A payload from `from` (a full JID); `contact`: its bare JID is in this account's roster.
    void received(const std::string& from, const Payload& p, bool contact, std::int64_t nowMs);
    // Anything else from `from` (a message without the payload, a bounce).
    void ignore() { ++ignored_; }
    void unavailable(const std::string& from, std::int64_t nowMs);
    void tick(std::int64_t nowMs);

    // --- the local player --------------------------------------------------------------------
    // The match, for the player's moves and questions; call pump() after using it.
    net::NetMatch& match() { return match_; }
    const net::NetMatch& match() const { return match_; }
    void pump(std::int64_t nowMs);
    // Leaves: a goodbye on the line, or the invitation withdrawn; the watchers get the last
    // record. Output follows as usual.
    void leave(std::int64_t nowMs);

    std::vector<Outgoing> takeOutgoing();
    std::vector<LinkEvent> takeEvents();

    // --- state -------------------------------------------------------------------------------
    bool isHost() const { return match_.role() == net::Role::Host; }
    const std::string& peer() const { return peer_; }  // the opponent's bare JID (once known)
    const std::string& gameId() const { return game_; }
    bool bound() const { return !peerFull_.empty(); }
    bool declined() const { return declined_; }
    // The watchers' bare JIDs (the host's own list; the guest's as the host last told it).
    std::vector<std::string> watchers() const;
    // Payloads and messages ignored since the start: from others, other resources, other
    // games, out of form.
    std::uint64_t ignored() const { return ignored_; }

private:
    GameLink(net::NetMatch match, const LinkOptions& options);
    void hostReceived(const std::string& from, const Payload& p, bool contact, std::int64_t nowMs);
    void guestReceived(const std::string& from, const Payload& p, std::int64_t nowMs);
    void hostHello(const std::string& from, const Payload& p, std::int64_t nowMs);
    void guestInvited(const std::string& from, const Payload& p, std::int64_t nowMs);
    bool fits(const std::string& setupText) const;
    void unbind(std::int64_t nowMs);
    void sendLines(const std::string& to, std::uint32_t conn, const std::string& text);
    void inviteIfDue(std::int64_t nowMs);
    void tellWatchers();
    void note(LinkEvent::Kind kind, std::string who, std::string reason = {});

    net::NetMatch match_;
    LinkOptions options_;
    std::string peer_;      // the opponent's bare JID ("" for a guest accepting anyone, until)
    std::string peerFull_;  // the bound full JID, or ""
    std::string game_;      // this game's name
    std::string self_;      // our bare JID
    bool online_ = false;
    bool declined_ = false;
    bool left_ = false;
    std::uint32_t epoch_ = 0;   // host: links lost so far; guest: the epoch it last answered
    bool answered_ = false;     // guest: it answered an invitation of this game
    std::uint32_t conn_ = 0;    // the guest's connection number now bound
    std::int64_t helloAt_ = 0;  // guest: when it last answered an invitation
    std::int64_t nextInvite_ = 0;
    std::int64_t inviteGap_ = 0;
    net::Setup wish_;
    WatcherFeed feed_;
    std::vector<std::string> peerWatchers_;  // guest: as the host last told
    std::vector<Outgoing> out_;
    std::vector<LinkEvent> events_;
    std::uint64_t ignored_ = 0;
    std::int64_t lastRefusal_ = -1000000;
};

}  // namespace bagh::xmpp
