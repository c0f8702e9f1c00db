// How many connections a host lets wait before they are a player, so that strangers cannot keep
// the player out (docs/NETWORK.md, "What is refused, and how" and "What a stranger can do"). A
// connection waits from its arrival until the host admits it, asks about it or refuses it.
//
// At most kPerAddress wait from one address (an IPv6 /64 counts as one address: one machine may
// hold the whole prefix); a further one from there is refused as busy at once. At most kInAll
// wait in all. When they do, a newcomer from any address still gets in: the waiting connection
// stalled longest gives way to it — the one whose last step (Stage), or arrival if it has sent
// nothing, lies longest ago; of two stalled as long, the one that got less far. Strangers from
// many addresses that stall their handshakes thus push each other out, while a player whose
// handshake moves on keeps its place: between two of its steps lies one round trip, and a
// stranger would have to open kInAll connections in that time to reach it. Proven connections (a
// key only the host's guests hold) and the one the host's player is asked about never give way; if
// every place is theirs, the newcomer is refused. Ids and times (milliseconds) are the caller's.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace bagh::net {

// The address a limit counts: IPv4 dotted ("127.0.0.2"; an IPv4-mapped IPv6 address is its
// IPv4), IPv6 by its first 64 bits ("2001:db8:0:1::/64").
std::string limitKey(bool ipv6, const std::array<std::uint8_t, 16>& address);

class PendingLimits {
public:
    static constexpr int kPerAddress = 4;
    static constexpr int kInAll = 128;

    // How far a waiting connection got, in order.
    enum class Stage : std::uint8_t {
        Silent,  // connected, nothing read yet
        Opened,  // its plain opening read; TLS under way
        Keyed,   // TLS named its key (the guest's key exchange came), or finished with the open key
        Kept,    // proven (the code's key or a seat's), or the host's player is asked: stays
    };

    struct Decision {
        bool admitted = false;
        std::optional<std::uint64_t> evicted;  // a waiting connection to close (busy) first
    };

    // A new connection `id` from `key` (limitKey) at `nowMs`.
    Decision arrive(std::uint64_t id, std::string_view key, std::int64_t nowMs);
    // `id` got to `stage` at `nowMs` (a step back is ignored).
    void advance(std::uint64_t id, Stage stage, std::int64_t nowMs);
    // `id` is no longer waiting (admitted, refused or gone).
    void leave(std::uint64_t id);

    int waiting() const { return static_cast<int>(entries_.size()); }
    int waitingFrom(std::string_view key) const;

private:
    struct Entry {
        std::uint64_t id;
        std::string key;
        std::uint64_t order;
        Stage stage;
        std::int64_t since;  // when it got to its stage
    };
    std::vector<Entry> entries_;
    std::uint64_t next_ = 0;
};

}  // namespace bagh::net
