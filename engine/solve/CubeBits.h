// The word-level step of the goat-set cube transform shared by both games' goats passes
// (solve/GoatLayerPass.cpp, lambs/solve/PlacementPasses.cpp): indexed by the goat mask, a word
// holds the 64 sets that differ in the six lowest points.
#pragma once

#include <array>
#include <cstdint>

namespace bagh::solve {

// For p < 6: the bits of a word whose set lacks p; shifting down by 2^p brings S + p onto S.
constexpr std::array<std::uint64_t, 6> kLacks = {0x5555555555555555ull, 0x3333333333333333ull,
                                                 0x0F0F0F0F0F0F0F0Full, 0x00FF00FF00FF00FFull,
                                                 0x0000FFFF0000FFFFull, 0x00000000FFFFFFFFull};

// Bit S of the result: some set S + p (p < 6, not in S) has its bit set in x.
inline std::uint64_t addLowPoint(std::uint64_t x) {
    std::uint64_t r = 0;
    for (int p = 0; p < 6; ++p) r |= (x >> (1u << p)) & kLacks[p];
    return r;
}

}  // namespace bagh::solve
