#include "engine/solve/BlockCache.h"

#include <algorithm>

#include "engine/solve/LayerFile.h"  // checksum64

namespace bagh::solve {

unsigned BlockCache::value(int layer, std::uint64_t slot, const BlockSource& f) const {
    const std::uint64_t block = slot / f.blockSlots;
    const std::uint64_t key = std::uint64_t(layer) << 40 | block;
    // Spread neighbouring blocks and layers over the cache.
    Entry& e = entries_[(block * 0x9E3779B1u + std::uint64_t(layer) * 40503u) % entries_.size()];
    if (e.key != key) {
        const std::uint64_t first = block * (f.blockSlots / 32);
        const std::uint64_t words =
            std::min<std::uint64_t>(f.blockSlots / 32, (f.slotCount + 31) / 32 - first);
        e.words.resize(words);
        const std::uint64_t from = f.table[2 * block], to = f.table[2 * block + 2];
        thread_local std::vector<std::uint8_t> packed;
        packed.resize(to - from);
        if (!f.file->read(f.payloadOffset + from, packed.data(), packed.size()) ||
            checksum64(packed.data(), packed.size()) != f.table[2 * block + 1] ||
            !decompressBlock(f.codec, packed.data(), packed.size(), e.words.data(), words)) {
            e.key = ~std::uint64_t{0};
            return kUnreadable;
        }
        e.key = key;
    }
    const std::uint64_t i = slot % f.blockSlots;
    return (e.words[i >> 5] >> ((i & 31) * 2)) & 3u;
}

}  // namespace bagh::solve
