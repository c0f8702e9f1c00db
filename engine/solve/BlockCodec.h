// Compression of one block of 2-bit values (64 KB raw) for the placement tables.
#pragma once

#include <cstdint>
#include <vector>

namespace bagh::solve {

// The codec of a layer file follows from its format version: version 1 files (the first
// solver) hold deflate blocks, version 2 files zstd blocks. Both stay readable.
enum class Codec : std::uint32_t { Deflate = 1, Zstd = 2 };
constexpr Codec kWriteCodec = Codec::Zstd;

// Appends the compressed form of `words` to `out`.
void compressBlock(const std::uint64_t* words, std::size_t count, std::vector<std::uint8_t>& out);

// Decompresses into exactly `count` words. Returns false when the data is not a valid block of
// that size (damaged file).
bool decompressBlock(Codec codec, const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                     std::size_t count);

}  // namespace bagh::solve
