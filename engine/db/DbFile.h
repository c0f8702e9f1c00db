// The on-disk format of the endgame database: a fixed header, then the value bytes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace bagh::db {

// Little-endian, 128 bytes. Bump kFormatVersion when the layout or the index changes, and
// kRulesVersion when the rules (hence the values) change.
struct FileHeader {
    char magic[8];  // "BAGHEGDB"
    std::uint32_t formatVersion;
    std::uint32_t rulesVersion;
    std::uint32_t subspaces;     // 5
    std::uint32_t tigerClasses;  // 1666
    std::uint64_t sideSlots[5];  // slots per side to move, captured 0..4
    std::uint64_t payloadSize;
    std::uint64_t checksum;  // checksum() of the payload
    std::uint8_t reserved[128 - 8 - 16 - 40 - 16];
};
static_assert(sizeof(FileHeader) == 128);

constexpr std::uint32_t kFormatVersion = 1;
constexpr std::uint32_t kRulesVersion = 1;
constexpr std::size_t kHeaderSize = sizeof(FileHeader);

// A 64-bit FNV-1a variant over 8-byte little-endian words (then the tail bytes), so checking
// the ~90 MB payload at every open costs a few tens of milliseconds.
std::uint64_t checksum(const std::uint8_t* data, std::size_t size);

// The header this build expects for a payload with this checksum.
FileHeader makeHeader(std::uint64_t payloadChecksum);

// Checks a mapped file of `size` bytes. Returns "" when it is valid, else what is wrong.
std::string validateFile(const std::uint8_t* data, std::size_t size);

// Writes header and payload to `path` through a temporary file renamed into place, so readers
// never see half a file. Returns "" on success, else the reason.
std::string writeDbFile(const std::string& path, const std::vector<std::uint8_t>& payload);

}  // namespace bagh::db
