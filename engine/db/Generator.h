// Retrograde solver of the sliding-phase endgame database.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace bagh::db {

struct GenOptions {
    int threads = 0;                                   // 0: all hardware threads
    std::function<void(const std::string&)> progress;  // one line per step, may be empty
};

struct GenResult {
    bool ok = false;
    std::string error;
    std::vector<std::uint8_t> payload;  // payloadSize() bytes, see Generator.cpp for the byte
    std::uint64_t positions = 0;        // canonical positions solved
    int maxDistance = 0;                // longest distance to the end found, in plies
    double seconds = 0;
};

// Solves every subspace, smallest goat count first. Deterministic: the payload depends only
// on the rules, never on the thread count or timing.
GenResult generate(const GenOptions& options);

// The value byte: 0 = draw; otherwise the distance to the end in plies plus one. Wins are at an
// odd distance and losses at an even one (a loss is 0 plies from a blocked side, a win one more
// than a loss, a loss one more than a win), so the byte needs no separate value bit and holds
// distances up to 254.
constexpr std::uint8_t kDrawByte = 0;
constexpr int kMaxDistance = 254;

}  // namespace bagh::db
