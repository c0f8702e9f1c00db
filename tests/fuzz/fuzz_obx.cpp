// Fuzz target: the OBX reader. Whatever it accepts must write back to a record that reads as
// the same position in both dialects.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/core/Obx.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const bagh::ObxParseResult r = bagh::parseObx(text);
    if (!r.ok) {
        if (r.error.field.empty() || r.error.reason.empty()) std::abort();
        return 0;
    }
    for (bagh::ObxDialect d : {bagh::ObxDialect::Seed, bagh::ObxDialect::V2}) {
        const auto again = bagh::parseObx(bagh::writeObx(r.record.position, r.record.lastMove, d));
        if (!again.ok || again.record.position.key() != r.record.position.key()) std::abort();
    }
    return 0;
}
