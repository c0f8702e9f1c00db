// Compression of one block of 2-bit values (16 KB raw) for the placement tables.
#pragma once

#include <cstdint>
#include <vector>

namespace bagh::solve {

// Appends the compressed form of `words` (kBlockWords 64-bit words or fewer for the last block)
// to `out`.
void compressBlock(const std::uint64_t* words, std::size_t count, std::vector<std::uint8_t>& out);

// Decompresses into exactly `count` words. Returns false when the data is not a valid block of
// that size (damaged file).
bool decompressBlock(const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                     std::size_t count);

}  // namespace bagh::solve
