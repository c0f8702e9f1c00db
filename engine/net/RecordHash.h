// The hash of a game record that both sides of a network game compare after every move: FNV-1a
// (64 bits) over the record's text, "<game> <captures> <rule> <start record> <move> <move> …",
// in the words of the protocol and of saved games (the start as writeRecord writes it, the
// moves as the game writes them). Text, not position keys, so that it stays the same across
// program versions whose keys may differ; the result is not part of it (an end by the players'
// word travels as its own message). Not a secret and not proof against a forger: it catches two
// records that differ by mistake.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/games/AnyGame.h"

namespace bagh::net {

std::uint64_t fnv1a64(std::string_view bytes);

// The text above for the first `plies` moves of `game` (all of them when -1).
std::string recordText(const games::Game& game, int plies = -1);
std::uint64_t recordHash(const games::Game& game, int plies = -1);

}  // namespace bagh::net
