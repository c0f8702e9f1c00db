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
#include <vector>

#include "engine/solve/BlockCodec.h"
#include "engine/solve/Layer.h"

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

// Version 3: the tigers-to-move layers alone (zstd blocks). A goats-to-move value is the best of
// its placements, at most 21 look-ups in one row of the tigers layer above, so the solver no
// longer writes those layers: 44% of the bytes. Version 2 (every layer, zstd blocks) and
// version 1 (deflate blocks) are still read, so a directory of them keeps working as it is;
// `solverepack` converts one.
constexpr std::uint32_t kLayerFormatVersion = 3;
constexpr Codec codecOf(std::uint32_t formatVersion) {
    return formatVersion == 1 ? Codec::Deflate : Codec::Zstd;
}
// The layers the solver writes: the tigers-to-move ones.
constexpr bool storedLayer(int layer) { return layer % 2 == 1; }

// Block table entry: offset of the block in the payload (the next entry's offset ends it) and a
// 32-bit checksum of its bytes. A final entry holds the payload size.
struct BlockEntry {
    std::uint64_t offset;
    std::uint64_t checksum;
};

// "placement-07.bct" for layer 7.
std::string layerFileName(int layer);

// Compresses and writes `layer` to `path` (through a temporary file renamed into place): a
// tigers layer in the current format, a goats layer (tests, the shipped book) in version 2. The
// zstd `level` changes only the size and the time taken (BlockCodec.h), not the format.
// Returns "" on success, else the reason.
std::string writeLayerFile(const std::string& path, const Layer& layer, int threads,
                           int level = kSolveLevel);

// Reads a whole layer back (for --from-layer). Returns "" on success, else the reason.
std::string readLayerFile(const std::string& path, int layer, Layer* out, int threads);

// Checks header and block table of a mapped file for `layer`; with `full`, every block's
// checksum and the payload checksum too. Returns "" when valid, else what is wrong.
std::string validateLayerFile(const std::uint8_t* data, std::size_t size, int layer, bool full);

// The check both games' table files share: after a header of `headerBytes`, a block table of
// `blocks` + 1 entries whose checksum is `tableChecksum`, their offsets in order, the last one
// ending a payload of `payloadSize` bytes that ends the file of `size` bytes. Returns "" when
// valid, else what is wrong.
std::string checkBlockTable(const std::uint8_t* data, std::size_t size, std::size_t headerBytes,
                            std::uint64_t blocks, std::uint64_t payloadSize,
                            std::uint64_t tableChecksum);

// Reads the file at `path` whole into *bytes (empty if it is empty or cannot be read to its
// end). Returns "" when it opened, else "path: why".
std::string readWholeFile(const std::string& path, std::vector<std::uint8_t>* bytes);

std::uint64_t checksum64(const std::uint8_t* data, std::size_t size);

}  // namespace bagh::solve
