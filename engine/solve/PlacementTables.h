// The read side of the placement tables: open the layer files of a directory, map them, and
// answer the exact value of any placement-phase position whose layer is present.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/core/Position.h"
#include "engine/io/MappedFile.h"
#include "engine/solve/BlockCache.h"
#include "engine/solve/BlockCodec.h"
#include "engine/solve/PlacementIndex.h"

namespace bagh::solve {

class PlacementTables {
public:
    // Maps every valid layer file found in the directories (earlier directories win; a layer
    // missing from all is simply absent). Damaged or foreign files are refused, each with a
    // line in *warnings. Returns nullptr, with *error set, when no layer at all was found.
    static std::unique_ptr<PlacementTables> open(const std::vector<std::string>& dirs,
                                                 std::string* error,
                                                 std::vector<std::string>* warnings = nullptr);

    // True when positions of the layer can be answered: its file is there or, for a
    // goats-to-move layer, the tigers layer above is (format 3 stores no goats layers).
    bool hasLayer(int layer) const { return layer >= 0 && layer < kLayers && answerable_[layer]; }
    // True when all 40 layers can be answered.
    bool complete() const;
    int layerCount() const;  // layers that can be answered

    // The exact value for the side to move, or Unknown when the position is not a placement
    // position (or the tigers' move that follows the last placement), its layer cannot be
    // answered, or a block it needs is damaged. Thread-safe.
    //
    // A tigers-to-move position reads its slot; a goats-to-move position without a file of its
    // layer is the best of its placements, at most 21 slots of one row of the layer above. A
    // cold probe decompresses one or two 64 KB blocks.
    GameValue probe(const Position& pos) const;
    // The same for a slot of a layer (tests, statistics); padding slots give Unknown.
    GameValue probeSlot(int layer, std::uint64_t slot) const;

    PlacementTables(const PlacementTables&) = delete;
    PlacementTables& operator=(const PlacementTables&) = delete;

private:
    PlacementTables() = default;

    struct File {
        // Header and block table are read through the mapping, blocks with MappedFile::read.
        MappedFile file;
        const std::uint64_t* table = nullptr;  // BlockEntry pairs
        std::uint64_t payloadOffset = 0;       // where the payload starts in the file
        std::uint64_t blocks = 0;
        std::uint32_t blockSlots = 0;
        std::uint64_t slotCount = 0;
        Codec codec = Codec::Zstd;
    };
    std::array<File, kLayers> files_{};
    std::array<bool, kLayers> answerable_{};

    // Under the lock: the stored 2-bit value of a slot (4: block unreadable).
    unsigned stored(int layer, std::uint64_t slot) const;

    // The decompressed blocks (under mutex_): 128 blocks of 64 KB (8 MB) hold the
    // neighbourhood of a game comfortably.
    mutable std::mutex mutex_;
    BlockCache cache_{128};
};

// The directories searched for the tables, layer by layer (the first valid file wins):
// `explicitDir` if given, else $BAGHCHAL_TABLES if set; then every data directory of
// io/DataFiles.h in its order, each itself (a full solve) and its book/ (the shipped opening
// book, layers 0..10).
std::vector<std::string> tableSearchPath(const std::string& explicitDir);

}  // namespace bagh::solve
