// The keys of network play, protocol version 2 (docs/NETWORK.md, "Encryption"). Every connection
// is TLS 1.2 with an ECDHE-PSK suite: an ephemeral key exchange, authenticated by a 128-bit
// pre-shared key both sides already hold, so the key itself never crosses the network. The
// client names which key it uses by its PSK identity:
//
//   "code"  the join code's secret: a player the host gave the code to (admitted at once)
//   "seat"  the seat token the host gave its guest on admission: that guest resuming
//   "open"  a key everyone knows (kOpenKey): a guest who picked the game from the local list;
//           encrypted against listeners, not authenticated, so the host is asked first
//
// 128 bits because an active attacker posing as the host sees a Finished message keyed by the
// guest's key and could test guesses offline: the key must be too large to guess.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace bagh::net {

using Key128 = std::array<std::uint8_t, 16>;

enum class Keying : std::uint8_t { Code, Seat, Open };

const char* keyingWord(Keying k);                         // "code", "seat", "open"
std::optional<Keying> keyingFromWord(std::string_view w);  // the PSK identity, as a client sent it

// The key of the open (local list) keying: public by design, written here for both sides.
const Key128& openKey();

// 32 lowercase hexadecimal digits, and back (exactly 32 digits, either case; nothing otherwise).
std::string keyWord(const Key128& key);
std::optional<Key128> parseKey(std::string_view word);

// Equal in time that does not depend on where the keys differ.
bool sameKey(const Key128& a, const Key128& b);

}  // namespace bagh::net
