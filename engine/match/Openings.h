// Where the games of a match start, in either game. Each opening is played twice, sides
// swapped, so a lopsided opening favours neither player.
//   random:PLIES  from the start position, PLIES random moves that capture nothing and after
//                 which no tiger could capture at once: every opening is a fair start;
//   FILE          one record per line (OBX for Bagh-Chal, a Lambs record for Lambs and Tigers;
//                 blank lines and lines starting with '#' skipped).
// Without either, the start position. The rules type (BaghChalRules.h, LambsRules.h) says
// which game; the functions without one are Bagh-Chal's.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "BaghChalRules.h"

namespace bagh::match {

template <class GameT>
struct BasicOpeningsResult {
    bool ok = false;
    std::vector<GameT> openings;  // `count` of them, file records repeated in turn if fewer
    std::string error;            // "openings.txt line 3: pieces: …"
};

// Makes `count` openings from `spec` ("", "random:PLIES" or a file name) under `rule`.
template <class Rules>
BasicOpeningsResult<typename Rules::Game> makeOpenings(const Rules& rules, const std::string& spec,
                                                       int count, std::uint64_t seed,
                                                       RepetitionRule rule);

// A random fair opening of `plies` plies (see above); a shorter game if none exists after many
// tries (then .length() < plies).
template <class Rules>
typename Rules::Game randomOpening(const Rules& rules, int plies, std::uint64_t seed,
                                   RepetitionRule rule);

// Bagh-Chal's.
using OpeningsResult = BasicOpeningsResult<Game>;
OpeningsResult makeOpenings(const std::string& spec, int count, std::uint64_t seed,
                            RepetitionRule rule);
Game randomOpening(int plies, std::uint64_t seed, RepetitionRule rule);

}  // namespace bagh::match
