// The trap bonus (engine/search/TrapBonus.h) counted the long way, for the tests of both games:
// from every reply of the opponent, its rating by the modelled opponent and whether it loses.
#pragma once

#include <algorithm>
#include <climits>
#include <utility>
#include <vector>

#include "engine/search/TrapBonus.h"

namespace trapcount {

// `rated`: per reply, {the opponent's rating of it, proven to lose for the opponent}; not empty.
inline int bonus(const std::vector<std::pair<int, bool>>& rated) {
    int best = INT_MIN;
    for (const auto& r : rated) best = std::max(best, r.first);
    int natural = 0, naturalLosing = 0, losing = 0;
    for (const auto& [preference, loses] : rated) {
        losing += loses;
        if (preference >= best - bagh::kTrapNaturalMargin) ++natural, naturalLosing += loses;
    }
    return bagh::kTrapNaturalWeight * naturalLosing / std::max(1, natural) +
           bagh::kTrapAnyWeight * losing / static_cast<int>(rated.size());
}

}  // namespace trapcount
