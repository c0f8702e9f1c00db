// How many connections a host lets wait before they are a player, so that strangers cannot keep
// the player out (docs/NETWORK.md, "What is refused, and how"). A connection waits from its
// arrival until the host admits it, asks about it or refuses it. At most kPerAddress wait from
// one address (an IPv6 /64 counts as one address: one machine may hold the whole prefix); a
// further one from there is refused as busy at once. At most kInAll wait in all; when they do,
// a newcomer from an address with fewer waiting takes the place of the oldest unproven
// connection (one that has not shown a key yet: HelloGate) of the address with the most, so
// many addresses cannot keep a new one out either. Proven connections are never pushed out;
// an unproven one has HelloGate's short deadline anyway. Ids are the caller's.
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
    static constexpr int kInAll = 64;

    struct Decision {
        bool admitted = false;
        std::optional<std::uint64_t> evicted;  // a waiting connection to close (busy) first
    };

    // A new connection `id` from `key` (limitKey).
    Decision arrive(std::uint64_t id, std::string_view key);
    // `id` showed a key (TLS keyed by the code or a seat token).
    void prove(std::uint64_t id);
    // `id` is no longer waiting (admitted, refused or gone).
    void leave(std::uint64_t id);

    int waiting() const { return static_cast<int>(entries_.size()); }
    int waitingFrom(std::string_view key) const;

private:
    struct Entry {
        std::uint64_t id;
        std::string key;
        std::uint64_t order;
        bool proven;
    };
    std::vector<Entry> entries_;
    std::uint64_t next_ = 0;
};

}  // namespace bagh::net
