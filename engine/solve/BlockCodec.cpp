#include "engine/solve/BlockCodec.h"

#include <zlib.h>
#include <zstd.h>

// zstd on the packed 2-bit values: the values of neighbouring goat sets are strongly correlated
// (long runs of one value, repeated patterns along a class row), which its matches and entropy
// coder capture. The solve writes level 3: level 9 makes the tables 6% smaller (790 MB against
// 841) but the whole solve 5% slower (5 min 54 s against 5 min 38 s for format 2, measured one
// after the other), and the solve is to take no longer than it did. A package recompresses at
// level 15 (BlockCodec.h). Decompressing a 64 KB block takes about 0.1 ms at any level.

namespace bagh::solve {
namespace {

bool inflateBlock(const std::uint8_t* data, std::size_t size, std::uint64_t* words,
                  std::size_t count) {
    uLongf dstLen = static_cast<uLongf>(count * sizeof(std::uint64_t));
    const int rc =
        uncompress(reinterpret_cast<Bytef*>(words), &dstLen, data, static_cast<uLong>(size));
    return rc == Z_OK && dstLen == count * sizeof(std::uint64_t);
}

}  // namespace

void compressBlock(const std::uint64_t* words, std::size_t count, std::vector<std::uint8_t>& out,
                   int level) {
    thread_local struct Context {
        ZSTD_CCtx* ctx = ZSTD_createCCtx();
        ~Context() { ZSTD_freeCCtx(ctx); }
    } context;
    const std::size_t srcLen = count * sizeof(std::uint64_t);
    const std::size_t start = out.size();
    out.resize(start + ZSTD_compressBound(srcLen));
    const std::size_t n = ZSTD_compressCCtx(context.ctx, out.data() + start, out.size() - start,
                                            words, srcLen, level);
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
