// A game's watchers, as the host keeps them (docs/NETWORK.md, "Watching"): who asked to watch
// and was let in (the host's choice: its contacts, anyone, or nobody; at most a few), and the
// record each was sent. A watcher gets the whole record when it asks (again), then every change
// as it happens: `record` lines of the protocol from the first ply that changed and a `sync`
// line with the length, the hash and how the game ended (Protocol.h), so a watcher checks what
// it shows with the rules and the hash as a player does. Watchers only read: nothing they send
// reaches the game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/net/Protocol.h"
#include "engine/xmpp/Payload.h"

namespace bagh::xmpp {

enum class WatchPolicy : std::uint8_t { Contacts, Any, None };
const char* watchPolicyWord(WatchPolicy policy);  // "contacts", "any", "none"
std::optional<WatchPolicy> watchPolicyFromWord(std::string_view word);

struct Watching {
    WatchPolicy policy = WatchPolicy::Contacts;
    std::size_t most = 16;        // watchers at once
    std::int64_t againMs = 2000;  // a watcher's repeated request is answered this often
};

// The lines that bring a record from `from` plies to `game` (record lines, then sync).
std::string feedLines(const games::Game& game, int from, net::DeclaredEnd end);

class WatcherFeed {
public:
    explicit WatcherFeed(const Watching& watching = {}) : watching_(watching) {}

    const Watching& watching() const { return watching_; }
    // A request to watch from `from` (a full JID; `contact`: in the host's roster). Returns
    // true if it is let in (it gets the whole record with the next update), else false with
    // the reason word ("none", "contacts-only", "full", "again": asked too often).
    bool request(const std::string& from, bool contact, std::int64_t nowMs, std::string* reason);
    // `from` stops watching (it said so, or went away). True if it was a watcher.
    bool remove(const std::string& from);
    // Payloads for the watchers that bring each up to `game`: the whole record to those who
    // asked since, the change to the others (nothing if nothing changed). `header` gives the
    // feed's game, setup and players.
    void update(const games::Game& game, net::DeclaredEnd end, const Payload& header,
                std::vector<Outgoing>* out);
    std::vector<std::string> watchers() const;  // their bare JIDs, in order, each once
    bool empty() const { return watchers_.empty(); }

private:
    struct Watcher {
        bool fresh = true;  // owed the whole record
        std::int64_t askedMs = 0;
    };
    Watching watching_;
    std::map<std::string, Watcher> watchers_;  // by full JID
    std::vector<std::string> sent_;            // the moves as last sent to all
    net::DeclaredEnd sentEnd_ = net::DeclaredEnd::None;
    bool sentOnce_ = false;
};

}  // namespace bagh::xmpp
