// The XMPP side of one game, without the game: the invitation (sent again until answered), who
// is bound (the opponent's full JID and connection), whom to trust (the invited bare JID; a
// taken seat only with its token), the watchers (WatcherFeed.h) and the protocol's lines carried
// as `line` payloads. The match it carries is someone else's and is reached through Match:
// GameLink's own net::NetMatch for the bots, the window's NetSession (whose line channel is this
// conversation) for the window. Sans-IO: payloads to send come out of takeOutgoing(), what
// happened out of takeEvents(). GameLink.h describes the invitation, the binding and the resume.
//
// Not thread-safe; one owner calls everything.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
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

class Conversation {
public:
    // The game the conversation carries: what it reads of it, and what it asks of it.
    class Match {
    public:
        virtual ~Match() = default;
        virtual const net::NetMatch& state() const = 0;
        // Host: a hello that may take or resume the seat (net::NetMatch::admission).
        virtual net::Admission admit(const net::Message& hello, net::Keying keying,
                                     net::Reason* reason, std::string* why) = 0;
        // Host: the link of an admitted hello begins (the old one, if any, already replaced);
        // `rest`: what followed the hello in its payload.
        virtual void attach(const net::Message& hello, net::Admission how, std::string_view rest,
                            std::int64_t nowMs) = 0;
        // Host: the bound link is told it was replaced by the same player's new one, and ends.
        virtual void replace(std::int64_t nowMs) = 0;
        // Guest: a new link to the host begins (the guest's hello goes out).
        virtual void connected(std::int64_t nowMs) = 0;
        // The bound link ended (a drop, a replaced link, going offline).
        virtual void disconnected(std::int64_t nowMs) = 0;
        // Protocol lines from the bound link.
        virtual void lines(std::string_view text, std::int64_t nowMs) = 0;
        // The player leaves: a goodbye on the bound link, which then ends.
        virtual void goodbye(std::int64_t nowMs) = 0;
        // What the match wrote goes out (through Conversation::send) and its events are noted
        // (noteMatch, or the owner's own signals): first thing in every pump().
        virtual void flush(std::int64_t nowMs) = 0;
    };

    // The host's, inviting `peer` (a bare JID) to a game under `terms`.
    static Conversation host(const std::string& peer, const net::HostTerms& terms,
                             const LinkOptions& options = {});
    // A guest's, accepting an invitation from `peer`, or from anyone when empty, whose setup fits
    // `wish` (an open field takes the host's).
    static Conversation guest(const std::string& peer, const net::Setup& wish,
                              const LinkOptions& options = {});

    // --- the client --------------------------------------------------------------------------
    void online(const std::string& self, Match& m, std::int64_t nowMs);
    void offline(Match& m, std::int64_t nowMs);
    void received(const std::string& from, const Payload& p, bool contact, Match& m,
                  std::int64_t nowMs);
    void ignore() { ++ignored_; }
    void unavailable(const std::string& from, Match& m, std::int64_t nowMs);
    // `from`'s presence came: a host whose guest is away invites it at once (its program is
    // back, signed in), not at the next turn of the growing wait.
    void available(const std::string& from, Match& m, std::int64_t nowMs);

    // --- the match ---------------------------------------------------------------------------
    // Sends the match's output on the bound link (nothing when none is bound).
    void send(std::string_view text, const Match& m);
    // After the match changed: flushes it, ends a link the match ended, invites when due,
    // feeds the watchers.
    void pump(Match& m, std::int64_t nowMs);
    // Leaves: a goodbye on the link, or the invitation withdrawn. A guest's line may come
    // back (its program closed or killed): the host keeps the seat and invites again.
    void leave(Match& m, std::int64_t nowMs);
    // Leaves for good: as leave(), and a guest that had a seat also declines the game ("left"),
    // so that the host stops inviting it and ends the game there (LinkEvent Declined).
    void giveUp(Match& m, std::int64_t nowMs);
    // A match event, kept in order with the conversation's own.
    void noteMatch(net::Event e);

    std::vector<Outgoing> takeOutgoing();
    std::vector<LinkEvent> takeEvents();

    // --- state -------------------------------------------------------------------------------
    bool isHost() const { return host_; }
    const std::string& peer() const { return peer_; }
    const std::string& peerFull() const { return peerFull_; }
    const std::string& gameId() const { return game_; }
    bool bound() const { return !peerFull_.empty(); }
    bool declined() const { return declined_; }
    bool online() const { return online_; }
    std::vector<std::string> watchers() const;
    std::uint64_t ignored() const { return ignored_; }

private:
    Conversation(bool host, const LinkOptions& options);
    void hostReceived(const std::string& from, const Payload& p, bool contact, Match& m,
                      std::int64_t nowMs);
    void guestReceived(const std::string& from, const Payload& p, Match& m, std::int64_t nowMs);
    void hostHello(const std::string& from, const Payload& p, Match& m, std::int64_t nowMs);
    void guestInvited(const std::string& from, const Payload& p, Match& m, std::int64_t nowMs);
    bool fits(const std::string& setupText) const;
    void unbind(Match& m, std::int64_t nowMs);
    void sendLines(const std::string& to, std::uint32_t conn, std::string_view text,
                   const net::NetMatch& state);
    void inviteIfDue(const net::NetMatch& state, std::int64_t nowMs);
    void tellWatchers();
    void note(LinkEvent::Kind kind, std::string who, std::string reason = {});

    bool host_;
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
