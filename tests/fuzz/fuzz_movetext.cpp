// Fuzz target: move text ("C1", "E1-D1", "mA1C3(B2)") read against a few positions; a found
// move must be legal there and print back to text that finds it again.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const char* const kPositions[] = {
        "T3T/5/5/5/T3T g g20 c0", "T1G1T/1G3/2G2/5/T3T t g17 c0",
        "TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g0 c4", "4T/G3G/2T2/1G3/T2GT t g15 c1"};
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = bagh::parseMoveText(text);
    if (!parsed) return 0;
    for (const char* obx : kPositions) {
        const bagh::Position pos = bagh::parseObx(obx).record.position;
        const bagh::Move m = bagh::findLegalMove(pos, *parsed);
        if (m.isNull()) continue;
        bagh::MoveList list;
        bagh::generateMoves(pos, list);
        if (!list.contains(m)) std::abort();
        const auto again = bagh::parseMoveText(m.toString());
        if (!again || bagh::findLegalMove(pos, *again) != m) std::abort();
    }
    return 0;
}
