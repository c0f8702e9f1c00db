// Fuzz target: a placement-table layer file (engine/solve/LayerFile.h). Any bytes are refused
// with a reason or accepted; an accepted file's blocks each decompress or are refused. Never a
// crash, never a read outside the input.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "engine/solve/BlockCodec.h"
#include "engine/solve/LayerFile.h"

using namespace bagh::solve;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    LayerFileHeader h{};
    std::memcpy(&h, data, std::min(size, sizeof h));
    // The file's own layer when it names one, so real files are accepted.
    const int layer = h.layer < std::uint32_t(kLayers) ? int(h.layer) : 0;
    if (!validateLayerFile(data, size, layer, true).empty()) return 0;
    const std::uint8_t* table = data + sizeof h;
    const std::uint8_t* payload = table + (h.blocks + 1) * sizeof(BlockEntry);
    const std::size_t blockWords = h.blockSlots / 32, layerWords = (h.slotCount + 31) / 32;
    std::vector<std::uint64_t> words(blockWords);
    for (std::uint64_t b = 0; b < h.blocks; ++b) {
        BlockEntry from, to;  // copied: the input need not be aligned
        std::memcpy(&from, table + b * sizeof(BlockEntry), sizeof from);
        std::memcpy(&to, table + (b + 1) * sizeof(BlockEntry), sizeof to);
        const std::size_t count = std::min(blockWords, layerWords - b * blockWords);
        decompressBlock(codecOf(h.formatVersion), payload + from.offset, to.offset - from.offset,
                        words.data(), count);
    }
    return 0;
}
