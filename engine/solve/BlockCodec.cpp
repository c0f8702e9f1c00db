#include "BlockCodec.h"

#include <zlib.h>
#include <zstd.h>

// zstd on the packed 2-bit values: the values of neighbouring goat sets are strongly correlated
// (long runs of one value, repeated patterns along a class row), which its matches and entropy
// coder capture. Level 9: 6% smaller than level 3 on layer 33 for four times the compression
// time, which the solve can afford since it writes only the tigers layers (format 3); levels
// 12 and up cost 4-20 times more again for 1% (measured on 64 KB blocks). Decompressing a
// block takes about 0.1 ms at any level.

namespace bagh::solve {
namespace {

constexpr int kZstdLevel = 9;

bool inflateBlock(const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                  std::size_t count) {
    uLongf dstLen = static_cast<uLongf>(count * sizeof(std::uint64_t));
    const int rc =
        uncompress(reinterpret_cast<Bytef*>(words), &dstLen, data, static_cast<uLong>(size));
    return rc == Z_OK && dstLen == count * sizeof(std::uint64_t);
}

}  // namespace

void compressBlock(const std::uint64_t* words, std::size_t count, std::vector<std::uint8_t>& out) {
    thread_local struct Context {
        ZSTD_CCtx* ctx = ZSTD_createCCtx();
        ~Context() { ZSTD_freeCCtx(ctx); }
    } context;
    const std::size_t srcLen = count * sizeof(std::uint64_t);
    const std::size_t start = out.size();
    out.resize(start + ZSTD_compressBound(srcLen));
    const std::size_t n = ZSTD_compressCCtx(context.ctx, out.data() + start, out.size() - start,
                                            words, srcLen, kZstdLevel);
    // The bound always suffices, so an error here is a broken library, not bad input.
    out.resize(start + (ZSTD_isError(n) ? 0 : n));
}

bool decompressBlock(Codec codec, const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                     std::size_t count) {
    if (codec == Codec::Deflate) return inflateBlock(data, size, words, count);
    const std::size_t want = count * sizeof(std::uint64_t);
    if (ZSTD_getFrameContentSize(data, size) != want) return false;
    const std::size_t n = ZSTD_decompress(words, want, data, size);
    return !ZSTD_isError(n) && n == want;
}

}  // namespace bagh::solve
