#include "engine/solve/LayerFile.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "engine/db/DbFile.h"
#include "engine/solve/BlockCodec.h"
#include "engine/solve/LayerSolver.h"
#include "engine/util/Parallel.h"

namespace bagh::solve {
namespace {

constexpr char kMagic[8] = {'B', 'A', 'G', 'H', 'P', 'L', 'A', 'C'};

std::uint64_t blocksOf(const LayerShape& s, std::uint32_t blockSlots) {
    return (s.slotCount + blockSlots - 1) / blockSlots;
}

std::size_t wordsInBlock(const Layer& layer, std::uint64_t b, std::uint32_t blockSlots) {
    const std::size_t first = b * (blockSlots / 32);
    return std::min<std::size_t>(blockSlots / 32, layer.words.size() - first);
}

// Block sizes a reader accepts: powers of two from 2,048 to 1,048,576 slots. Files record
// theirs, so a change of the writer's size (16 KB blocks first, 64 KB now) keeps old files
// readable and repackable.
bool validBlockSlots(std::uint32_t n) { return n >= 2048 && n <= (1u << 20) && (n & (n - 1)) == 0; }

std::string errnoText() { return std::strerror(errno); }

}  // namespace

std::uint64_t checksum64(const std::uint8_t* data, std::size_t size) {
    return db::checksum(data, size);
}

std::string layerFileName(int layer) {
    char name[32];
    std::snprintf(name, sizeof name, "placement-%02d.bct", layer);
    return name;
}

std::string writeLayerFile(const std::string& path, const Layer& layer, int threads, int level) {
    const std::uint64_t blocks = blocksOf(layer.shape, kBlockSlots);
    std::vector<std::vector<std::uint8_t>> packed(blocks);
    forEachItem(static_cast<int>(blocks), threads, [&](int b) {
        compressBlock(layer.words.data() + std::size_t(b) * kBlockWords,
                      wordsInBlock(layer, b, kBlockSlots), packed[b], level);
    });
    std::vector<BlockEntry> table(blocks + 1);
    std::uint64_t offset = 0, payloadSum = 0xcbf29ce484222325ull;
    for (std::uint64_t b = 0; b < blocks; ++b) {
        table[b] = {offset, checksum64(packed[b].data(), packed[b].size())};
        // The payload checksum chains the block checksums: the same bytes give the same sum,
        // and no second pass over the payload is needed.
        payloadSum = (payloadSum ^ table[b].checksum) * 0x100000001b3ull;
        offset += packed[b].size();
    }
    table[blocks] = {offset, 0};
    const LayerCounts counts = countValues(layer);
    LayerFileHeader h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    // A goats-to-move layer, when one is written at all (a test, the book), keeps version 2.
    h.formatVersion = storedLayer(layer.shape.layer) ? kLayerFormatVersion : 2;
    h.rulesVersion = db::kRulesVersion;
    h.layer = static_cast<std::uint32_t>(layer.shape.layer);
    h.blockSlots = kBlockSlots;
    h.slotCount = layer.shape.slotCount;
    h.positions = layer.shape.positions;
    h.blocks = blocks;
    h.payloadSize = offset;
    h.tableChecksum = checksum64(reinterpret_cast<const std::uint8_t*>(table.data()),
                                 table.size() * sizeof(BlockEntry));
    h.payloadChecksum = payloadSum;
    h.win = counts.win, h.draw = counts.draw, h.loss = counts.loss;

    const std::string tmp = path + ".tmp";
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) return "cannot write " + tmp + ": " + errnoText();
    bool ok = std::fwrite(&h, sizeof h, 1, f) == 1 &&
              std::fwrite(table.data(), sizeof(BlockEntry), table.size(), f) == table.size();
    for (const auto& p : packed) ok = ok && std::fwrite(p.data(), 1, p.size(), f) == p.size();
    ok = (std::fclose(f) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string why = errnoText();
        std::remove(tmp.c_str());
        return "cannot write " + path + ": " + why;
    }
    return "";
}

std::string checkBlockTable(const std::uint8_t* data, std::size_t size, std::size_t headerBytes,
                            std::uint64_t blocks, std::uint64_t payloadSize,
                            std::uint64_t tableChecksum) {
    const std::size_t tableBytes = (blocks + 1) * sizeof(BlockEntry);
    if (size < headerBytes + tableBytes || size - headerBytes - tableBytes != payloadSize)
        return "truncated or padded: " + std::to_string(size) + " bytes";
    const std::uint8_t* table = data + headerBytes;
    if (checksum64(table, tableBytes) != tableChecksum) return "block table checksum mismatch";
    const auto* entries = reinterpret_cast<const BlockEntry*>(table);
    for (std::uint64_t b = 0; b < blocks; ++b)
        if (entries[b].offset > entries[b + 1].offset) return "block table out of order";
    if (entries[blocks].offset != payloadSize) return "block table does not end the payload";
    return "";
}

std::string validateLayerFile(const std::uint8_t* data, std::size_t size, int layer, bool full) {
    if (size < sizeof(LayerFileHeader))
        return "file too short for a header (" + std::to_string(size) + " bytes)";
    LayerFileHeader h;
    std::memcpy(&h, data, sizeof h);
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return "not a placement table (bad magic)";
    if (h.formatVersion < 1 || h.formatVersion > kLayerFormatVersion)
        return "format version " + std::to_string(h.formatVersion) + ", expected 1 to " +
               std::to_string(kLayerFormatVersion);
    if (h.formatVersion == 3 && !storedLayer(layer))
        return "a format 3 file of goats-to-move layer " + std::to_string(layer) +
               " (that format holds tigers-to-move layers only)";

    if (h.rulesVersion != db::kRulesVersion)
        return "rules version " + std::to_string(h.rulesVersion) + ", expected " +
               std::to_string(db::kRulesVersion);
    const LayerShape s = layerShape(layer);
    if (h.layer != std::uint32_t(layer) || !validBlockSlots(h.blockSlots) ||
        h.slotCount != s.slotCount || h.positions != s.positions ||
        h.blocks != blocksOf(s, h.blockSlots))
        return "layer " + std::to_string(h.layer) + " sizes do not match layer " +
               std::to_string(layer) + " of this engine's index";
    if (std::string problem =
            checkBlockTable(data, size, sizeof h, h.blocks, h.payloadSize, h.tableChecksum);
        !problem.empty())
        return problem;
    if (!full) return "";
    const std::size_t tableBytes = (h.blocks + 1) * sizeof(BlockEntry);
    const auto* entries = reinterpret_cast<const BlockEntry*>(data + sizeof h);
    const std::uint8_t* payload = data + sizeof h + tableBytes;
    std::uint64_t sum = 0xcbf29ce484222325ull;
    for (std::uint64_t b = 0; b < h.blocks; ++b) {
        const std::uint64_t c =
            checksum64(payload + entries[b].offset, entries[b + 1].offset - entries[b].offset);
        if (c != entries[b].checksum)
            return "checksum mismatch in block " + std::to_string(b) + " (damaged file)";
        sum = (sum ^ c) * 0x100000001b3ull;
    }
    if (sum != h.payloadChecksum) return "payload checksum mismatch (damaged file)";
    return "";
}

std::string readWholeFile(const std::string& path, std::vector<std::uint8_t>* bytes) {
    std::FILE* f = std::fopen(path.c_str(), "rb");
    if (!f) return path + ": " + errnoText();
    bytes->clear();
    std::fseek(f, 0, SEEK_END);
    const long size = std::ftell(f);
    std::fseek(f, 0, SEEK_SET);
    if (size > 0) {
        bytes->resize(static_cast<std::size_t>(size));
        if (std::fread(bytes->data(), 1, bytes->size(), f) != bytes->size()) bytes->clear();
    }
    std::fclose(f);
    return "";
}

std::string readLayerFile(const std::string& path, int layer, Layer* out, int threads) {
    std::vector<std::uint8_t> bytes;
    if (std::string e = readWholeFile(path, &bytes); !e.empty()) return e;
    const std::string problem = validateLayerFile(bytes.data(), bytes.size(), layer, true);
    if (!problem.empty()) return path + ": " + problem;
    *out = Layer(layer);
    const auto* entries =
        reinterpret_cast<const BlockEntry*>(bytes.data() + sizeof(LayerFileHeader));
    LayerFileHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const std::uint64_t blocks = h.blocks;
    const std::uint32_t blockSlots = h.blockSlots;
    const std::uint8_t* payload =
        bytes.data() + sizeof(LayerFileHeader) + (blocks + 1) * sizeof(BlockEntry);
    std::atomic<bool> ok{true};
    forEachItem(static_cast<int>(blocks), threads, [&](int b) {
        if (!decompressBlock(codecOf(h.formatVersion), payload + entries[b].offset,
                             entries[b + 1].offset - entries[b].offset,
                             out->words.data() + std::size_t(b) * (blockSlots / 32),
                             wordsInBlock(*out, b, blockSlots)))
            ok = false;
    });
    return ok ? "" : path + ": a block does not decompress (damaged file)";
}

}  // namespace bagh::solve
