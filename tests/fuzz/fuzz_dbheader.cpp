// Fuzz target: the endgame database file check. Any bytes must be refused with a reason or,
// for a real file, accepted; never a crash, never an out-of-bounds read.
#include <cstdint>
#include <cstdlib>

#include "engine/db/DbFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string verdict = bagh::db::validateFile(data, size);
    // No fuzz input is a full 93 MB database, so each must be refused.
    if (verdict.empty()) std::abort();
    return 0;
}
