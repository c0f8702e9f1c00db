#include "engine/db/Stats.h"

#include <algorithm>
#include <mutex>

#include "engine/db/Generator.h"
#include "engine/db/Index.h"
#include "engine/util/Parallel.h"

namespace bagh::db {

DbStats computeStats(const std::uint8_t* payload, int threads) {
    DbStats stats;
    std::mutex mutex;
    threads = resolveThreads(threads);
    for (int c = 0; c < kSubspaces; ++c) {
        for (int side = 0; side < 2; ++side) {
            const std::uint8_t* v = payload + payloadOffset(c, side ? Side::Tigers : Side::Goats);
            parallelFor(sideSlotsOf(c), threads, [&](std::uint64_t b, std::uint64_t e, int) {
                ValueCounts local;
                int maxD = 0;
                for (std::uint64_t s = b; s < e; ++s) {
                    if (!isCanonicalSlot(c, static_cast<std::uint32_t>(s))) continue;
                    if (v[s] == kDrawByte) {
                        ++local.draw;
                        continue;
                    }
                    const int d = v[s] - 1;
                    maxD = std::max(maxD, d);
                    ++(d % 2 ? local.win : local.loss);
                }
                std::lock_guard lock(mutex);
                ValueCounts& total = stats.counts[c][side];
                total.win += local.win, total.draw += local.draw, total.loss += local.loss;
                stats.maxDistanceBySide[side] = std::max(stats.maxDistanceBySide[side], maxD);
                stats.maxDistance = std::max(stats.maxDistance, maxD);
            });
        }
    }
    return stats;
}

}  // namespace bagh::db
