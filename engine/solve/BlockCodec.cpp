#include "BlockCodec.h"

#include <zlib.h>

// Deflate (zlib, level 6) on the packed 2-bit values. The values of neighbouring goat sets are
// strongly correlated (long runs of one value, repeated patterns along a class row), which
// deflate's matches and Huffman codes capture well; its own Adler-32 catches damaged blocks on
// top of the block-table checksum.

namespace bagh::solve {

void compressBlock(const std::uint64_t* words, std::size_t count, std::vector<std::uint8_t>& out) {
    const auto srcLen = static_cast<uLong>(count * sizeof(std::uint64_t));
    uLongf dstLen = compressBound(srcLen);
    const std::size_t start = out.size();
    out.resize(start + dstLen);
    compress2(out.data() + start, &dstLen, reinterpret_cast<const Bytef*>(words), srcLen, 6);
    out.resize(start + dstLen);
}

bool decompressBlock(const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                     std::size_t count) {
    uLongf dstLen = static_cast<uLongf>(count * sizeof(std::uint64_t));
    const int rc = uncompress(reinterpret_cast<Bytef*>(words), &dstLen, data,
                              static_cast<uLong>(size));
    return rc == Z_OK && dstLen == count * sizeof(std::uint64_t);
}

}  // namespace bagh::solve
