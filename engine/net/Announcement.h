// The datagram a host broadcasts on the local network so that guests there can pick its game
// from a list instead of typing its code (docs/NETWORK.md, "LAN announcements"):
//
//   baghchal-lan 1 lambs all third-repetition goats 300000+2000 2H0G0-0000G-1Y8XT-9D3QW-KV5M7 Ram
//
// the protocol's version, the setup words of the host's hello (its side), the join code and the
// host's name, one line of at most kMaxDatagramBytes. Announcing gives the code, secret and all,
// to everyone on the local network: that is its purpose, and the host can turn it off. A reader
// trusts a datagram no more than a line from a peer: it is parsed with the protocol's own field
// readers, and a listener shows the address the datagram came from, not the one its code names.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/net/JoinCode.h"
#include "engine/net/Protocol.h"

namespace bagh::net {

constexpr std::uint16_t kLanPort = 45453;
constexpr std::size_t kMaxDatagramBytes = 512;

struct Announcement {
    Setup setup;  // complete: the host's game, captures, rule, side and clock
    JoinCode code;
    std::string name;  // the host player's, sanitised
};

std::string writeAnnouncement(const Announcement& a);

struct AnnouncementReading {
    bool ok = false;
    Announcement announcement;  // valid when ok
    std::string error;          // valid when !ok
};

// Never throws; refuses a datagram over kMaxDatagramBytes, of another program or version, with
// a setup field open or wrong, or a code that does not read.
AnnouncementReading readAnnouncement(std::string_view datagram);

}  // namespace bagh::net
