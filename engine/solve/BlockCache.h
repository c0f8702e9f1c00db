// A direct-mapped cache of decompressed table blocks, the one both games' tables probe through
// (Bagh-Chal's PlacementTables, Lambs and Tigers' LambsTables): a warm probe is a few compares
// and shifts. On a miss it reads exactly the block's bytes (MappedFile::read, not a page fault's
// read-ahead), checks them against the block table's checksum and decompresses them. Not
// thread-safe: the owner holds its own lock around value().
#pragma once

#include <cstdint>
#include <vector>

#include "engine/io/MappedFile.h"
#include "engine/solve/BlockCodec.h"

namespace bagh::solve {

// One layer file as the cache reads it.
struct BlockSource {
    const MappedFile* file = nullptr;
    const std::uint64_t* table = nullptr;  // offset, checksum pairs, and the payload's end
    std::uint64_t payloadOffset = 0;       // where the payload starts in the file
    std::uint64_t slotCount = 0;
    std::uint64_t blockSlots = 0;  // slots a block holds (a multiple of 32)
    Codec codec = Codec::Zstd;
};

class BlockCache {
public:
    // A value no slot holds: its block could not be read, failed its checksum or decompressing.
    static constexpr unsigned kUnreadable = 4;

    explicit BlockCache(int entries) : entries_(static_cast<std::size_t>(entries)) {}

    // The 2-bit value stored for `slot` of layer `layer`, whose file is `source`.
    unsigned value(int layer, std::uint64_t slot, const BlockSource& source) const;

private:
    struct Entry {
        std::uint64_t key = ~std::uint64_t{0};
        std::vector<std::uint64_t> words;
    };
    mutable std::vector<Entry> entries_;
};

}  // namespace bagh::solve
