// The on-disk form of one placement layer: a header, a block table, compressed blocks.
//
// A layer's 2-bit values are cut into blocks of kBlockSlots slots (64 KB raw: 5-8% smaller than
// 16 KB blocks, still well under 1 ms to decompress) that are compressed independently
// (BlockCodec.h), so a probe decompresses one block. The block table gives each
// block's start in the payload and a checksum of its compressed bytes; the header carries a
// checksum of the block table and one of the whole payload (checked by `solveverify`, not at
// every open, so opening 40 files stays cheap).
#pragma once

#include <cstdint>
#include <string>

#include "BlockCodec.h"
#include "Layer.h"

namespace bagh::solve {

constexpr std::uint32_t kBlockSlots = 262144;
constexpr std::uint32_t kBlockWords = kBlockSlots / 32;

struct LayerFileHeader {
    char magic[8];  // "BAGHPLAC"
    std::uint32_t formatVersion;
    std::uint32_t rulesVersion;
    std::uint32_t layer;
    std::uint32_t blockSlots;
    std::uint64_t slotCount;  // padded slots (LayerShape::slotCount)
    std::uint64_t positions;  // real positions
    std::uint64_t blocks;
    std::uint64_t payloadSize;
    std::uint64_t tableChecksum;    // of the block table
    std::uint64_t payloadChecksum;  // of the compressed payload
    std::uint64_t win, draw, loss;  // value counts, for statistics without decompressing
    std::uint8_t reserved[128 - 8 - 16 - 8 * 9];
};
static_assert(sizeof(LayerFileHeader) == 128);

// Version 2: zstd blocks. Version 1 (deflate blocks) is still read.
constexpr std::uint32_t kLayerFormatVersion = 2;
constexpr Codec codecOf(std::uint32_t formatVersion) {
    return formatVersion == 1 ? Codec::Deflate : Codec::Zstd;
}

// Block table entry: offset of the block in the payload (the next entry's offset ends it) and a
// 32-bit checksum of its bytes. A final entry holds the payload size.
struct BlockEntry {
    std::uint64_t offset;
    std::uint64_t checksum;
};

// "placement-07.bct" for layer 7.
std::string layerFileName(int layer);

// Compresses and writes `layer` to `path` (through a temporary file renamed into place).
// Returns "" on success, else the reason.
std::string writeLayerFile(const std::string& path, const Layer& layer, int threads);

// Reads a whole layer back (for --from-layer). Returns "" on success, else the reason.
std::string readLayerFile(const std::string& path, int layer, Layer* out, int threads);

// Checks header and block table of a mapped file for `layer`; with `full`, every block's
// checksum and the payload checksum too. Returns "" when valid, else what is wrong.
std::string validateLayerFile(const std::uint8_t* data, std::size_t size, int layer, bool full);

std::uint64_t checksum64(const std::uint8_t* data, std::size_t size);

}  // namespace bagh::solve
