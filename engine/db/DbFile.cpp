#include "engine/db/DbFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "engine/db/Index.h"

namespace bagh::db {
namespace {
constexpr char kMagic[8] = {'B', 'A', 'G', 'H', 'E', 'G', 'D', 'B'};
}

std::uint64_t checksum(const std::uint8_t* data, std::size_t size) {
    constexpr std::uint64_t kPrime = 0x100000001b3ull;
    std::uint64_t h = 0xcbf29ce484222325ull;
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, data + i, 8);
        h = (h ^ w) * kPrime;
        h ^= h >> 29;  // words differ in high bytes too; fold them down
    }
    for (; i < size; ++i) h = (h ^ data[i]) * kPrime;
    return h;
}

FileHeader makeHeader(std::uint64_t payloadChecksum) {
    FileHeader h{};
    std::memcpy(h.magic, kMagic, sizeof kMagic);
    h.formatVersion = kFormatVersion;
    h.rulesVersion = kRulesVersion;
    h.subspaces = kSubspaces;
    h.tigerClasses = kTigerClasses;
    for (int c = 0; c < kSubspaces; ++c) h.sideSlots[c] = sideSlotsOf(c);
    h.payloadSize = payloadSize();
    h.checksum = payloadChecksum;
    return h;
}

std::string validateFile(const std::uint8_t* data, std::size_t size) {
    if (size < kHeaderSize)
        return "file too short for a header (" + std::to_string(size) + " bytes)";
    FileHeader h;
    std::memcpy(&h, data, kHeaderSize);
    if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0)
        return "not an endgame database (bad magic)";
    if (h.formatVersion != kFormatVersion)
        return "format version " + std::to_string(h.formatVersion) + ", expected " +
               std::to_string(kFormatVersion);
    if (h.rulesVersion != kRulesVersion)
        return "rules version " + std::to_string(h.rulesVersion) + ", expected " +
               std::to_string(kRulesVersion);
    const FileHeader want = makeHeader(0);
    if (h.subspaces != want.subspaces || h.tigerClasses != want.tigerClasses ||
        std::memcmp(h.sideSlots, want.sideSlots, sizeof h.sideSlots) != 0 ||
        h.payloadSize != want.payloadSize)
        return "subspace sizes do not match this engine's index";
    if (size - kHeaderSize != h.payloadSize)
        return "truncated or padded: payload has " + std::to_string(size - kHeaderSize) +
               " bytes, header says " + std::to_string(h.payloadSize);
    if (checksum(data + kHeaderSize, h.payloadSize) != h.checksum)
        return "checksum mismatch (damaged file)";
    return "";
}

std::string writeDbFile(const std::string& path, const std::vector<std::uint8_t>& payload) {
    const FileHeader h = makeHeader(checksum(payload.data(), payload.size()));
    const std::string tmp = path + ".tmp";
    std::FILE* f = std::fopen(tmp.c_str(), "wb");
    if (!f) return "cannot write " + tmp + ": " + std::strerror(errno);
    bool ok = std::fwrite(&h, kHeaderSize, 1, f) == 1 &&
              std::fwrite(payload.data(), 1, payload.size(), f) == payload.size();
    ok = (std::fclose(f) == 0) && ok;
    if (!ok) {
        std::remove(tmp.c_str());
        return "cannot write " + tmp + ": " + std::strerror(errno);
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        return "cannot rename " + tmp + " to " + path + ": " + std::strerror(errno);
    }
    return "";
}

}  // namespace bagh::db
