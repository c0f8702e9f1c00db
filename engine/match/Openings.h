// Where the games of a match start. Each opening is played twice, sides swapped, so a lopsided
// opening favours neither player.
//   random:PLIES  from the start position, PLIES random moves that capture nothing and after
//                 which no tiger could capture at once: every opening is a fair start;
//   FILE          one OBX record per line (blank lines and lines starting with '#' skipped).
// Without either, the start position.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/Game.h"

namespace bagh::match {

struct OpeningsResult {
    bool ok = false;
    std::vector<Game> openings;  // `count` of them, file records repeated in turn if fewer
    std::string error;           // "openings.txt line 3: pieces: …"
};

// Makes `count` openings from `spec` ("", "random:PLIES" or a file name) under `rule`.
OpeningsResult makeOpenings(const std::string& spec, int count, std::uint64_t seed,
                            RepetitionRule rule);

// A random fair opening of `plies` plies (see above); nullopt-like empty game if none exists
// after many tries (then .length() < plies).
Game randomOpening(int plies, std::uint64_t seed, RepetitionRule rule);

}  // namespace bagh::match
