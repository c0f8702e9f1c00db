// The goat sets of each size in rank (colex) order, shared read-only by the layer passes: the
// mask of every rank, and per free point a bit vector over the ranks saying which sets hold a
// goat there. With them a pass tests a tiger move's condition ("destination empty, jumped point
// holds a goat") for 64 sets in one word operation instead of one branch per set.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/solve/PlacementIndex.h"

namespace bagh::solve {

struct GoatSets {
    int goats = 0;
    std::uint32_t count = 0;           // C(21, goats)
    std::size_t words = 0;             // (count + 63) / 64
    std::uint64_t lastWordMask = 0;    // the ranks of the last word that exist
    std::vector<std::uint32_t> masks;  // by rank, over the 21 free points
    std::array<std::vector<std::uint64_t>, kFreePoints> has;  // bit r: set r holds the point
    // Words of the 2^21-set cube (CubeTransform.h) that can hold a set of this size: the top 15
    // bits of the mask name the word, so its popcount is goats - 6 .. goats.
    std::vector<std::uint32_t> cubeWords;
};

// Built on first use (thread-safe), kept for the life of the program: 14 MB for all sizes.
const GoatSets& goatSets(int goats);  // 0..21

}  // namespace bagh::solve
