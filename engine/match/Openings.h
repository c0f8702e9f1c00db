// Where the games of a match start, in either game. Each opening is played twice, sides
// swapped, so a lopsided opening favours neither player.
//   random:PLIES  from the start position, PLIES random moves that capture nothing and after
//                 which no tiger could capture at once, ending in a position the exact sources
//                 at hand (Rules::provenValue: the shipped book reaches 10 plies in Bagh-Chal,
//                 8 in Lambs) do not prove won for either side: every opening is a fair start;
//   safe:PLIES    the same, and the tigers cannot force a capture within their next
//                 kSafeTigerMoves moves however they play: a start from which the goats can keep
//                 every goat against a fallible tiger. A random opening often leaves a fork
//                 that no goat move prevents (docs/MATCHES.md, "Keeping the goats");
//   FILE          one record per line (OBX for Bagh-Chal, a Lambs record for Lambs and Tigers;
//                 blank lines and lines starting with '#' skipped).
// Without either, the start position. The rules type (BaghChalRules.h, LambsRules.h) says
// which game; the functions without one are Bagh-Chal's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/match/BaghChalRules.h"

namespace bagh::match {

template <class GameT>
struct BasicOpeningsResult {
    bool ok = false;
    std::vector<GameT> openings;  // `count` of them, file records repeated in turn if fewer
    std::string error;            // "openings.txt line 3: pieces: …"
};

// Makes `count` openings from `spec` ("", "random:PLIES", "safe:PLIES" or a file name) under
// `rule`.
template <class Rules>
BasicOpeningsResult<typename Rules::Game> makeOpenings(const Rules& rules, const std::string& spec,
                                                       int count, std::uint64_t seed,
                                                       RepetitionRule rule);

enum class OpeningKind { Random, Safe };
// How far ahead a safe opening is safe: three tiger moves, each answered by the goats.
constexpr int kSafeTigerMoves = 3;

// A random opening of `plies` plies of the kind (see above); a shorter game if none exists
// after many tries (then .length() < plies).
template <class Rules>
typename Rules::Game randomOpening(const Rules& rules, int plies, std::uint64_t seed,
                                   RepetitionRule rule, OpeningKind kind = OpeningKind::Random);

// True when the tigers cannot force a capture from `pos` within `tigerMoves` of their moves,
// the goats answering each as well as they can (either side to move).
template <class Rules>
bool goatsSafeFor(const Rules& rules, const typename Rules::Position& pos, int tigerMoves);

// Bagh-Chal's.
using OpeningsResult = BasicOpeningsResult<Game>;
OpeningsResult makeOpenings(const std::string& spec, int count, std::uint64_t seed,
                            RepetitionRule rule);
Game randomOpening(int plies, std::uint64_t seed, RepetitionRule rule,
                   OpeningKind kind = OpeningKind::Random);

}  // namespace bagh::match
