#include "PlacementTables.h"

#include <cstring>
#include <filesystem>

#include "BlockCodec.h"
#include "LayerFile.h"
#include "Solver.h"
#include "io/DataFiles.h"

namespace bagh::solve {
std::vector<std::string> tableSearchPath(const std::string& explicitDir) {
    namespace fs = std::filesystem;
    std::vector<std::string> dirs;
    if (!explicitDir.empty())
        dirs.push_back(explicitDir);
    else if (const char* env = std::getenv("BAGHCHAL_TABLES"); env && *env)
        dirs.push_back(env);
    // A full solve sits at the top of a data directory, the shipped book in its book/.
    for (const std::string& dir : dataSearchDirs()) {
        dirs.push_back(dir);
        dirs.push_back((fs::path(dir) / "book").string());
    }
    return dirs;
}

std::unique_ptr<PlacementTables> PlacementTables::open(const std::vector<std::string>& dirs,
                                                       std::string* error,
                                                       std::vector<std::string>* warnings) {
    namespace fs = std::filesystem;
    std::unique_ptr<PlacementTables> t(new PlacementTables());
    for (int layer = 0; layer < kLayers; ++layer) {
        for (const std::string& dir : dirs) {
            const std::string path = (fs::path(dir) / layerFileName(layer)).string();
            std::error_code ec;
            if (!fs::is_regular_file(path, ec)) continue;
            std::string problem;
            File f;
            f.file = MappedFile::open(path, &problem);
            if (f.file.isOpen()) {
                problem = validateLayerFile(f.file.data(), f.file.size(), layer, false);
                if (!problem.empty()) problem = path + ": " + problem;
            }
            if (!problem.empty()) {
                if (warnings) warnings->push_back(problem);
                continue;
            }
            LayerFileHeader h;
            std::memcpy(&h, f.file.data(), sizeof h);
            f.blocks = h.blocks;
            f.blockSlots = h.blockSlots;
            f.slotCount = h.slotCount;
            f.codec = codecOf(h.formatVersion);
            f.table = reinterpret_cast<const std::uint64_t*>(f.file.data() + sizeof h);
            f.payloadOffset = sizeof h + (h.blocks + 1) * sizeof(BlockEntry);
            t->files_[layer] = std::move(f);
            break;
        }
    }
    if (t->layerCount() == 0) {
        if (error) *error = "no placement tables found in " + dirs.front();
        return nullptr;
    }
    return t;
}

bool PlacementTables::complete() const { return layerCount() == kLayers; }

int PlacementTables::layerCount() const {
    int n = 0;
    for (const File& f : files_) n += f.file.isOpen();
    return n;
}

GameValue PlacementTables::probe(const Position& pos) const {
    const PlacementSlot s = placementSlotOf(pos);
    if (s.layer < 0) return GameValue::Unknown;
    return probeSlot(s.layer, s.slot);
}

GameValue PlacementTables::probeSlot(int layer, std::uint64_t slot) const {
    if (!hasLayer(layer) || slot >= files_[layer].slotCount) return GameValue::Unknown;
    const File& f = files_[layer];
    const std::uint64_t block = slot / f.blockSlots;
    const std::uint64_t key = std::uint64_t(layer) << 40 | block;
    // Spread neighbouring blocks and layers over the cache.
    CacheEntry& e = cache_[(block * 0x9E3779B1u + std::uint64_t(layer) * 40503u) % kCacheEntries];
    std::lock_guard<std::mutex> lock(mutex_);
    if (e.key != key) {
        const std::uint64_t first = block * (f.blockSlots / 32);
        const std::uint64_t words =
            std::min<std::uint64_t>(f.blockSlots / 32, (f.slotCount + 31) / 32 - first);
        e.words.resize(words);
        const std::uint64_t from = f.table[2 * block], to = f.table[2 * block + 2];
        // One read of exactly the block's bytes, not a page fault's read-ahead.
        thread_local std::vector<std::uint8_t> packed;
        packed.resize(to - from);
        if (!f.file.read(f.payloadOffset + from, packed.data(), packed.size()) ||
            checksum64(packed.data(), packed.size()) != f.table[2 * block + 1] ||
            !decompressBlock(f.codec, packed.data(), packed.size(), e.words.data(), words)) {
            e.key = ~std::uint64_t{0};
            return GameValue::Unknown;
        }
        e.key = key;
    }
    const std::uint64_t i = slot % f.blockSlots;
    return static_cast<GameValue>((e.words[i >> 5] >> ((i & 31) * 2)) & 3u);
}

}  // namespace bagh::solve
