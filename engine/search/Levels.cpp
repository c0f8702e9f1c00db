#include "engine/search/Levels.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace bagh {
namespace {

constexpr std::array<const char*, kLevels> kNames = {"beginner", "casual", "intermediate",
                                                     "advanced", "expert", "perfect"};

// Depths are plies of full-width search. The ladder is measured with the match runner
// (docs/FIGURES.md, "The level ladder"): each level beats the one below it. Only "perfect"
// knows the endgame database and the placement tables; the others play the sliding phase by
// search, as a person plays it by reading ahead, and lose the long endings the database
// knows. Below them, shallower search misses deeper tactics, and noise on the scores (only
// among moves within `margin` of the best) misjudges formations; a beginner at 2 plies sees
// direct captures and threats but nothing deeper. From casual up every level reads at least 3
// plies, so none leaves a goat to a one-move capture for nothing.
constexpr std::array<LevelSpec, kLevels> kSpecs = {{
    {2, 300, false, 45, 90},
    {3, 400, false, 25, 60},
    {4, 600, false, 20, 40},
    {5, 1000, false, 0, 0},
    {8, 2000, false, 0, 0},
    {0, 3000, true, 0, 0},
}};

// Lambs and Tigers: the same, but intermediate errs less. Its goats are the easier side to play
// by reading and its tigers the harder, so noise costs a level its tiger games: with Bagh-Chal's
// (4, 20, 40) and Lambs' lower contempt (lambs/LambsEngine.cpp) intermediate beat casual by
// 62.1% over 120 games; with (4, 15, 30) by 66.2%, and every step of the ladder stays over 65%
// on seeds 11..16 (docs/FIGURES.md, "The Lambs ladder, mended").
constexpr std::array<LevelSpec, kLevels> kLambsSpecs = {{
    {2, 300, false, 45, 90},
    {3, 400, false, 25, 60},
    {4, 600, false, 15, 30},
    {5, 1000, false, 0, 0},
    {8, 2000, false, 0, 0},
    {0, 3000, true, 0, 0},
}};

}  // namespace

const char* levelName(int level) { return kNames[std::clamp(level, 1, kLevels) - 1]; }

int levelFromName(const std::string& name) {
    std::string lower;
    for (char c : name) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (int i = 0; i < kLevels; ++i)
        if (lower == kNames[i]) return i + 1;
    if (lower.size() == 1 && lower[0] >= '1' && lower[0] < '1' + kLevels) return lower[0] - '0';
    return -1;
}

const LevelSpec& levelSpec(int level) { return kSpecs[std::clamp(level, 1, kLevels) - 1]; }

const LevelSpec& lambsLevelSpec(int level) {
    return kLambsSpecs[std::clamp(level, 1, kLevels) - 1];
}

std::int64_t thinkingMs(const SearchLimits& limits, const LevelSpec& spec) {
    if (limits.infinite) return 0;
    if (limits.movetimeMs > 0) return limits.movetimeMs;
    if (limits.depth > 0 || limits.nodes > 0) return 0;
    return spec.defaultMs;
}

}  // namespace bagh
