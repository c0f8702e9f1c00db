// Fuzz target: the saved-game reader (engine/io/GameFile). It must never crash; whatever it refuses
// carries a reason; whatever it accepts writes back to a file that reads as the same game.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/io/GameFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const GameFile::ParseResult r = GameFile::parse(text);
    if (!r.ok) {
        if (r.error.reason.empty() || r.error.line < 0) std::abort();
        return 0;
    }
    const GameFile::ParseResult again = GameFile::parse(GameFile::write(r.record));
    if (!again.ok) std::abort();
    const bagh::Game& a = r.record.game;
    const bagh::Game& b = again.record.game;
    if (a.startPosition().key() != b.startPosition().key() || a.moves() != b.moves() ||
        a.rule() != b.rule() || again.record.result != r.record.result)
        std::abort();
    return 0;
}
