#include "engine/lambs/solve/TableFile.h"

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include "engine/io/MappedFile.h"
#include "engine/solve/BlockCodec.h"
#include "engine/solve/LayerFile.h"  // checksum64, BlockEntry
#include "engine/util/Parallel.h"

namespace bagh::lambs {
namespace {

constexpr char kMagic[8] = {'L', 'A', 'M', 'B', 'S', 'L', 'B', 'T'};
constexpr std::uint32_t kBlockWords = kTableBlockSlots / 32;
using solve::BlockEntry;
using solve::checksum64;

std::uint64_t blocksOf(std::uint64_t slots) {
    return (slots + kTableBlockSlots - 1) / kTableBlockSlots;
}

std::size_t wordsInBlock(std::size_t totalWords, std::uint64_t b) {
    return std::min<std::size_t>(kBlockWords, totalWords - b * kBlockWords);
}

}  // namespace

std::string tableFileName(const std::string& boardName, int toWin, int layer) {
    char name[64];
    std::snprintf(name, sizeof name, "%s-w%d-%02d.lbt", boardName.c_str(), toWin, layer);
    return name;
}

std::uint64_t boardChecksum(const Board& board) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    auto add = [&h](std::uint64_t x) { h = (h ^ x) * 0x100000001b3ull; };
    const BoardSpec& s = board.spec();
    add(static_cast<std::uint64_t>(s.points));
    for (const auto& line : s.lines) {
        add(0xFFFF);
        for (Point p : line) add(static_cast<std::uint64_t>(p));
    }
    add(board.startTigers());
    add(static_cast<std::uint64_t>(s.goats));
    for (const auto& perm : s.symmetries)
        for (Point p : perm) add(static_cast<std::uint64_t>(p) + 0x100);
    return h;
}

std::string checkpointFileName(const std::string& boardName, int toWin, int layer, int captured) {
    char name[64];
    std::snprintf(name, sizeof name, "%s-w%d-%02d.c%02d.part", boardName.c_str(), toWin, layer,
                  captured);
    return name;
}

std::string writeTableFile(const std::string& path, const SolveSpace& space, const Layer& layer,
                           int threads) {
    return writeTableFile(path, space, layer.shape, layer.words.data(), threads);
}

std::string writeTableFile(const std::string& path, const SolveSpace& space,
                           const LayerShape& shape, const std::uint64_t* words, int threads) {
    const std::size_t totalWords = (shape.slotCount + 31) / 32;
    const std::uint64_t blocks = blocksOf(shape.slotCount);
    std::vector<std::vector<std::uint8_t>> packed(blocks);
    forEachItem(static_cast<int>(blocks), threads, [&](int b) {
        solve::compressBlock(words + std::size_t(b) * kBlockWords, wordsInBlock(totalWords, b),
                             packed[b]);
    });
    std::vector<BlockEntry> table(blocks + 1);
    std::uint64_t offset = 0;
    for (std::uint64_t b = 0; b < blocks; ++b) {
        table[b] = {offset, checksum64(packed[b].data(), packed[b].size())};
        offset += packed[b].size();
    }
    table[blocks] = {offset, 0};
    const LayerCounts counts = solve::countPackedValues(words, totalWords);
    TableFileHeader h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.formatVersion = kTableFormatVersion;
    h.layer = static_cast<std::uint32_t>(shape.layer);
    h.toWin = static_cast<std::uint32_t>(space.toWin);
    h.blockSlots = kTableBlockSlots;
    h.boardChecksum = boardChecksum(space.index->board());
    h.slotCount = shape.slotCount;
    h.positions = shape.positions;
    h.blocks = blocks;
    h.payloadSize = offset;
    h.tableChecksum = checksum64(reinterpret_cast<const std::uint8_t*>(table.data()),
                                 table.size() * sizeof(BlockEntry));
    h.win = counts.win, h.draw = counts.draw, h.loss = counts.loss;

    const std::string tmp = path + ".tmp";
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) return "cannot write " + tmp + ": " + std::strerror(errno);
    bool ok = std::fwrite(&h, sizeof h, 1, f) == 1 &&
              std::fwrite(table.data(), sizeof(BlockEntry), table.size(), f) == table.size();
    for (const auto& p : packed) ok = ok && std::fwrite(p.data(), 1, p.size(), f) == p.size();
    ok = (std::fclose(f) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), path.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        std::remove(tmp.c_str());
        return "cannot write " + path + ": " + why;
    }
    return "";
}

std::string validateTableFile(const std::uint8_t* data, std::size_t size, const SolveSpace& space,
                              int layer) {
    if (size < sizeof(TableFileHeader)) return "file too short for a header";
    TableFileHeader h;
    std::memcpy(&h, data, sizeof h);
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0) return "not a Lambs table (bad magic)";
    if (h.formatVersion != kTableFormatVersion)
        return "format version " + std::to_string(h.formatVersion) + ", expected " +
               std::to_string(kTableFormatVersion);
    if (h.boardChecksum != boardChecksum(space.index->board())) return "a table of another board";
    if (h.toWin != std::uint32_t(space.toWin) || h.layer != std::uint32_t(layer))
        return "a table of another rule or layer";
    const LayerShape s = layerShape(space, layer);
    if (h.blockSlots != kTableBlockSlots || h.slotCount != s.slotCount ||
        h.positions != s.positions || h.blocks != blocksOf(s.slotCount))
        return "sizes do not match this engine's index";
    return solve::checkBlockTable(data, size, sizeof h, h.blocks, h.payloadSize, h.tableChecksum);
}

std::string verifyTableFile(const std::string& path, const SolveSpace& space, int layer) {
    std::string error;
    const MappedFile file = MappedFile::open(path, &error);
    if (!file.isOpen()) return error;
    std::string problem = validateTableFile(file.data(), file.size(), space, layer);
    if (problem.empty()) {
        TableFileHeader h;
        std::memcpy(&h, file.data(), sizeof h);
        const auto* entries = reinterpret_cast<const BlockEntry*>(file.data() + sizeof h);
        const std::uint8_t* payload = file.data() + sizeof h + (h.blocks + 1) * sizeof(BlockEntry);
        for (std::uint64_t b = 0; b < h.blocks && problem.empty(); ++b)
            if (checksum64(payload + entries[b].offset,
                           entries[b + 1].offset - entries[b].offset) != entries[b].checksum)
                problem = "block " + std::to_string(b) + " is damaged (checksum mismatch)";
    }
    return problem.empty() ? problem : path + ": " + problem;
}

std::string readTableFile(const std::string& path, const SolveSpace& space, int layer, Layer* out,
                          int threads) {
    *out = Layer(layerShape(space, layer));
    return readTableFile(path, space, layer, out->words.data(), threads);
}

std::string readTableFile(const std::string& path, const SolveSpace& space, int layer,
                          std::uint64_t* words, int threads) {
    std::vector<std::uint8_t> bytes;
    if (std::string e = solve::readWholeFile(path, &bytes); !e.empty()) return e;
    if (std::string e = validateTableFile(bytes.data(), bytes.size(), space, layer); !e.empty())
        return path + ": " + e;
    const std::size_t totalWords = (layerShape(space, layer).slotCount + 31) / 32;
    TableFileHeader h;
    std::memcpy(&h, bytes.data(), sizeof h);
    const auto* entries = reinterpret_cast<const BlockEntry*>(bytes.data() + sizeof h);
    const std::uint8_t* payload = bytes.data() + sizeof h + (h.blocks + 1) * sizeof(BlockEntry);
    std::atomic<bool> ok{true};
    forEachItem(static_cast<int>(h.blocks), threads, [&](int b) {
        const std::uint8_t* p = payload + entries[b].offset;
        const std::size_t n = entries[b + 1].offset - entries[b].offset;
        if (checksum64(p, n) != entries[b].checksum ||
            !solve::decompressBlock(solve::Codec::Zstd, p, n, words + std::size_t(b) * kBlockWords,
                                    wordsInBlock(totalWords, b)))
            ok = false;
    });
    return ok ? "" : path + ": a block is damaged";
}

}  // namespace bagh::lambs
