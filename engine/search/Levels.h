// Playing strengths. A weaker level searches less deep, may ignore the database and picks
// among the moves its own search rates close to its best, with noise on the scores: it errs
// the way a human of that strength does (a plausible move that is slightly worse), never by
// playing a move its search sees losing outright.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "Engine.h"

namespace bagh {

struct LevelSpec {
    int maxDepth;            // search depth cap (0: none)
    std::int64_t defaultMs;  // thinking time when the caller sets no limit
    bool useDatabase;        // play the endgame from the database
    int noise;               // standard deviation of the score noise, centi-goats (0: none)
    int margin;              // only moves within this of the best score are candidates
};

const LevelSpec& levelSpec(int level);  // level 1..kLevels (clamped)

// Chooses the move a level plays from the root moves and their search scores (best first).
Move pickLevelMove(const std::vector<MoveValue>& moves, const LevelSpec& spec,
                   std::mt19937_64& rng);

}  // namespace bagh
