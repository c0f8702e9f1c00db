// The on-disk form of one layer of a Lambs solve: a header, a block table, compressed blocks
// (the layout of Bagh-Chal's placement files, solve/LayerFile.h, with a header of its own).
//
// The 2-bit values are cut into blocks of kTableBlockSlots slots (64 KB raw), compressed
// independently with zstd (solve/BlockCodec.h), so a probe decompresses one block. The header
// names the board (a checksum of its description), the captures to win and the layer, so a file
// of another board or rule is refused; the block table carries a checksum per block.
#pragma once

#include <cstdint>
#include <string>

#include "engine/lambs/solve/LambsLayer.h"

namespace bagh::lambs {

constexpr std::uint32_t kTableBlockSlots = 262144;

struct TableFileHeader {
    char magic[8];  // "LAMBSLBT"
    std::uint32_t formatVersion;
    std::uint32_t layer;
    std::uint32_t toWin;
    std::uint32_t blockSlots;
    std::uint64_t boardChecksum;  // boardChecksum() of the board solved
    std::uint64_t slotCount;
    std::uint64_t positions;
    std::uint64_t blocks;
    std::uint64_t payloadSize;
    std::uint64_t tableChecksum;  // of the block table
    std::uint64_t win, draw, loss;
    std::uint8_t reserved[128 - 8 - 16 - 8 * 9];
};
static_assert(sizeof(TableFileHeader) == 128);
constexpr std::uint32_t kTableFormatVersion = 1;

// "lambs-w5-07.lbt": captures to win 5, layer 7 (w15 for every goat of Lambs).
std::string tableFileName(const std::string& boardName, int toWin, int layer);

// A checksum of everything in a BoardSpec that decides the game (points, lines, tigers, goats,
// symmetries): a table of another board is refused.
std::uint64_t boardChecksum(const Board& board);

// The checkpoint of a sliding phase stopped part-way: layer `layer` (2N or 2N - 1) with the
// capture blocks from `captured` up solved, "lambs-w5-30.c03.part". Such a file is an ordinary
// table file of the space with minCaptured = `captured` (its blocks are the tail of the whole
// layer's words), under a name the tables' reader never opens.
std::string checkpointFileName(const std::string& boardName, int toWin, int layer, int captured);

// Compresses and writes `layer` to `path` (through a temporary file renamed into place).
// Returns "" on success, else the reason.
std::string writeTableFile(const std::string& path, const SolveSpace& space, const Layer& layer,
                           int threads);
// The same for the values of a layer of shape `shape` held in `words` ((slotCount + 31) / 32 of
// them): a checkpoint writes the tail of a whole layer this way, without a copy.
std::string writeTableFile(const std::string& path, const SolveSpace& space,
                           const LayerShape& shape, const std::uint64_t* words, int threads);

// Checks the header and block table of a file's bytes against layer `layer` of `space`.
// Returns "" when valid, else what is wrong.
std::string validateTableFile(const std::uint8_t* data, std::size_t size, const SolveSpace& space,
                              int layer);

// Checks a file completely: the header and block table as validateTableFile, and every
// block's checksum (what the solver checks before it trusts the file it resumes from). Returns
// "" when sound, else "<path>: <what is wrong>".
std::string verifyTableFile(const std::string& path, const SolveSpace& space, int layer);

// Reads a whole layer back. Returns "" on success, else the reason.
std::string readTableFile(const std::string& path, const SolveSpace& space, int layer, Layer* out,
                          int threads);
// The same into `words`, room for the (slotCount + 31) / 32 words of layer `layer` of `space`.
// On failure some words may have been overwritten.
std::string readTableFile(const std::string& path, const SolveSpace& space, int layer,
                          std::uint64_t* words, int threads);

}  // namespace bagh::lambs
