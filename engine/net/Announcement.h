// The datagram a host broadcasts on the local network so that guests there can list its game
// (docs/NETWORK.md, "LAN announcements"), version kAnnouncementVersion:
//
//   baghchal-lan 2 lambs all third-repetition goats 300000+2000 47123 Ram
//
// the announcement's version, the five setup words of the host's hello (its side), the TCP port
// the host listens on (decimal, 1 to 65535) and the host's name, one line of at most
// kMaxDatagramBytes. It carries no secret and no join code: it names the game and the host only,
// so anyone on the network may read it. A reader trusts a datagram no more than a line from a
// peer: it is parsed with the protocol's own field readers, and a listener takes the host's
// address from where the datagram came from, since the datagram holds none.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/net/Protocol.h"

namespace bagh::net {

constexpr std::uint16_t kLanPort = 45453;
constexpr std::size_t kMaxDatagramBytes = 512;
// Its own number, apart from the protocol's: version 1 carried the join code, secret and all.
constexpr int kAnnouncementVersion = 2;

struct Announcement {
    Setup setup;             // complete: the host's game, captures, rule, side and clock
    std::uint16_t port = 0;  // the host's TCP port, 1 to 65535
    std::string name;        // the host player's, sanitised
};

// One line ending in '\n'. `a.setup` must be complete and `a.port` not 0, or the line will not
// read; the name is sanitised and cut to kMaxNameBytes here.
std::string writeAnnouncement(const Announcement& a);

struct AnnouncementReading {
    bool ok = false;
    Announcement announcement;  // valid when ok
    std::string error;          // valid when !ok, in English
};

// Never throws; refuses a datagram over kMaxDatagramBytes, of more than one line, of another
// program or version (version 1 among them), with a setup field open or wrong, or without a
// port of 1 to 65535 in plain decimal. The name is what remains, sanitised.
AnnouncementReading readAnnouncement(std::string_view datagram);

}  // namespace bagh::net
