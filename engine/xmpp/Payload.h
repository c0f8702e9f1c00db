// What the game puts into an XMPP message (docs/NETWORK.md, "Over XMPP"): one element of the
// namespace kNamespace, never a <body>, so an ordinary client shows nothing of it. A plain
// value here; GameStanza.h carries it as a gloox stanza extension. Every field is bounded and
// checked on the way in (readPayload): a payload that breaks a rule reads as Kind::Invalid
// and is counted, never acted on.
//
//   <invite game= epoch= setup= watchers=/>   host to the invited bare JID, again until answered
//   <decline game= reason=/>                   the invited to the host: not this game
//   <withdraw game=/>                          the host gives the invitation (or game) up
//   <line game= conn= [seat=]>lines</line>     the protocol's lines (Protocol.h), player to player
//   <watch/> <unwatch/>                        a watcher to a player
//   <feed game= setup= goats= tigers=>lines</feed>  the record for a watcher: record and sync lines
//   <watchers game=>JIDs</watchers>            who watches, one bare JID a line, to the other
//   player <refuse reason= [jid=]/>                   a watch refused (jid: ask the host there
//   instead)
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/net/Protocol.h"

namespace bagh::xmpp {

inline constexpr const char* kNamespace = "urn:x-baghchal:2";
// A payload's text (the lines of line, feed and watchers), its bytes: longer output is split
// over several messages at line ends.
inline constexpr std::size_t kMaxPayloadText = 32768;
inline constexpr std::size_t kMaxAttribute = 3100;  // a JID's three parts of 1023 bytes, and '@/'

struct Payload {
    enum class Kind : std::uint8_t {
        Invalid,
        Invite,
        Decline,
        Withdraw,
        Line,
        Watch,
        Unwatch,
        Feed,
        Watchers,
        Refuse
    };
    Kind kind = Kind::Invalid;
    std::string game;         // 16 hexadecimal digits: which game (all but watch, unwatch, refuse)
    std::uint32_t epoch = 0;  // invite: the host's count of lost links (a new one asks again)
    std::uint32_t conn = 0;   // line: the guest's count of its connections in this game
    std::string seat;      // line: the guest's seat token (32 hexadecimal digits), when it has one
    std::string setup;     // invite, feed: the five setup words of the host's hello
    std::string watchers;  // invite: who may watch ("contacts", "any", "none")
    std::string reason;    // decline, refuse: one word
    std::string jid;       // refuse: where to ask instead
    std::string goats;     // feed: who plays goats (a bare JID)
    std::string tigers;    // feed: who plays tigers
    std::string text;      // line, feed, watchers
    bool operator==(const Payload&) const = default;
};

// A payload for `to` (a full or a bare JID); presence: directed presence there instead.
struct Outgoing {
    std::string to;
    Payload payload;
    bool presence = false;
};

const char* kindWord(Payload::Kind kind);  // the element's name; "" for Invalid

// The payload named `element` with `attributes` and `text`, checked: a wrong attribute, a
// missing one, or a value out of its form or size makes it Kind::Invalid (why in *why).
Payload readPayload(std::string_view element, const std::map<std::string, std::string>& attributes,
                    std::string_view text, std::string* why = nullptr);
// The element's attributes of `p` (those its kind has), for the stanza.
std::map<std::string, std::string> payloadAttributes(const Payload& p);

// 16 random hexadecimal digits: a new game's name.
std::string newGameId();
// `text` (whole lines) in pieces of at most kMaxPayloadText bytes, each ending at a line's end.
std::vector<std::string> splitLines(const std::string& text);

// The five setup words of an invitation or a feed, every field set; nothing if they are not.
std::optional<net::Setup> setupFromText(std::string_view text);

// The bare JID of a full one ("a@b/c" -> "a@b").
std::string bareJid(std::string_view jid);

}  // namespace bagh::xmpp
