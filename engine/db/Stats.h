// Counts of the endgame database by subspace, side to move and value (Lim & Nievergelt's
// Table 2), over canonical slots only, i.e. one per board image.
#pragma once

#include <array>
#include <cstdint>

namespace bagh::db {

struct ValueCounts {
    std::uint64_t win = 0, draw = 0, loss = 0;
    std::uint64_t total() const { return win + draw + loss; }
};

struct DbStats {
    std::array<std::array<ValueCounts, 2>, 5> counts{};  // [captured][side: goats, tigers]
    int maxDistance = 0;
    std::array<int, 2> maxDistanceBySide{};  // longest distance with goats / tigers to move
};

// `payload` is payloadSize() bytes laid out as Index.h describes.
DbStats computeStats(const std::uint8_t* payload, int threads);

}  // namespace bagh::db
