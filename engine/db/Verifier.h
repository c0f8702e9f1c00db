// Re-derives database entries from their successors with the core's move generator (a
// one-move look-ahead), independent of the generator's own slide enumeration. Since every
// distance is derived from strictly smaller ones, a file that passes the whole check holds the
// exact values and distances.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace bagh::db {

struct VerifyResult {
    std::uint64_t checked = 0;
    std::uint64_t mismatches = 0;
    std::vector<std::string> examples;  // the first few mismatches as OBX with both bytes
};

// Checks every `stride`-th slot of every subspace and side (stride 1: all of them).
VerifyResult verify(const std::uint8_t* payload, int threads, std::uint32_t stride = 1,
                    const std::function<void(const std::string&)>& progress = {});

// The byte the rules give a covered position, from the bytes of its successors.
std::uint8_t deriveByte(const std::uint8_t* payload, int captured, bool tigersToMove,
                        std::uint32_t slot);

}  // namespace bagh::db
