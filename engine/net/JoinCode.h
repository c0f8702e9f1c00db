// The join code a host shows and a guest types: the host's address (IPv4 or IPv6), its port and
// the game's secret, in Crockford's base 32 (digits and capitals without I, L, O and U), in
// groups of five, with a check character so that a typo is caught before any connection:
//
//   IPv4: 38 characters, e.g. 4H0G0-0000G-1Y8XT-... (8 groups)
//   IPv6: 57 characters
//
// The bytes are a version and family byte (0x24: code version 2, IPv4; 0x26: IPv6), the
// address in network order, the port (2 bytes, big-endian) and the secret (16 bytes: the
// connection's pre-shared key, Keys.h), as base 32, five bits a character, the last character's spare bits zero; then
// one check character, Luhn mod 32 over the characters before it, which catches every single
// mistyped character and every swap of two neighbours but 0 and Z. Reading forgives
// what people do: lower case, blanks and dashes anywhere, O for 0, and I or L for 1.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/net/Keys.h"

namespace bagh::net {

struct JoinCode {
    bool ipv6 = false;
    std::array<std::uint8_t, 16> address{};  // IPv4 in the first four bytes, network order
    std::uint16_t port = 0;
    Key128 secret{};
    bool operator==(const JoinCode&) const = default;
};

// The code in groups of five separated by '-'.
std::string encodeJoinCode(const JoinCode& code);

struct JoinCodeReading {
    bool ok = false;
    JoinCode code;      // valid when ok
    std::string error;  // valid when !ok: what is wrong with the text, for the player
};

// Reads a code as a person typed or pasted it. Never throws; refuses a character that is not
// in the alphabet (naming it), a wrong number of characters, a check character that does not
// match (a typo), or a code of another version.
JoinCodeReading decodeJoinCode(std::string_view text);

// The code's characters without separators, upper case, with 0 and 1 for O, I and L: two
// codes that read alike are equal here (for a LAN listing's key); "" if it is not a code.
std::string normalizedJoinCode(std::string_view text);

}  // namespace bagh::net
