// Compression of one block of 2-bit values (64 KB raw) for the placement tables.
#pragma once

#include <cstdint>
#include <vector>

namespace bagh::solve {

// The codec of a layer file follows from its format version: version 1 files (the first
// solver) hold deflate blocks, version 2 files zstd blocks. Both stay readable.
enum class Codec : std::uint32_t { Deflate = 1, Zstd = 2 };
constexpr Codec kWriteCodec = Codec::Zstd;

// zstd levels. The solve writes at kSolveLevel: fast enough that compressing costs the solve a
// few seconds. A data package is worth more time: kPackageLevel makes the tables about 15%
// smaller for about 35 times the compression time (about 5 minutes of CPU for all layers), and
// higher levels add little (level 19: 1% more for 4 times that). Blocks of any level decompress
// at the same speed with the same reader.
constexpr int kSolveLevel = 3;
constexpr int kPackageLevel = 15;
constexpr int kMinLevel = 1;
constexpr int kMaxLevel = 19;

// Appends the compressed form of `words` to `out`, at zstd `level` (kMinLevel..kMaxLevel).
void compressBlock(const std::uint64_t* words, std::size_t count, std::vector<std::uint8_t>& out,
                   int level = kSolveLevel);

// Decompresses into exactly `count` words. Returns false when the data is not a valid block of
// that size (damaged file).
bool decompressBlock(Codec codec, const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                     std::size_t count);

}  // namespace bagh::solve
