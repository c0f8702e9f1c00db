// Fuzz target: the saved-game readers, Bagh-Chal's (engine/io/GameFile) and either game's
// (engine/games/SavedGame). Neither may crash; whatever they refuse carries a reason; whatever
// they accept writes back to a file that reads as the same game; and a file without a Game or
// Captures header that GameFile accepts is the same Bagh-Chal game to SavedGame (old files keep
// loading). The corpus holds games of both kinds.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/games/SavedGame.h"
#include "engine/io/GameFile.h"

namespace {

void checkGameFile(std::string_view text) {
    const GameFile::ParseResult r = GameFile::parse(text);
    if (!r.ok) {
        if (r.error.reason.empty() || r.error.line < 0) std::abort();
        return;
    }
    const GameFile::ParseResult again = GameFile::parse(GameFile::write(r.record));
    if (!again.ok) std::abort();
    const bagh::Game& a = r.record.game;
    const bagh::Game& b = again.record.game;
    if (a.startPosition().key() != b.startPosition().key() || a.moves() != b.moves() ||
        a.rule() != b.rule() || again.record.result != r.record.result)
        std::abort();
}

void checkSavedGame(std::string_view text) {
    using namespace bagh::games;
    const SavedGameReading r = readSavedGame(text);
    const GameFile::ParseResult old = GameFile::parse(text);
    const auto named = [&old](const char* name) {
        for (const auto& t : old.record.tags)
            if (t.first == name) return true;
        return false;
    };
    if (old.ok && !named("Game") && !named("Captures") &&
        (!r.ok || !r.saved.game.sameRecord(Game(old.record.game)) ||
         r.saved.result != old.record.result || r.saved.tags != old.record.tags))
        std::abort();
    if (!r.ok) {
        if (r.error.reason.empty() || r.error.line < 0) std::abort();
        return;
    }
    const std::string written = writeSavedGame(r.saved);
    const SavedGameReading again = readSavedGame(written);
    if (!again.ok || !again.saved.game.sameRecord(r.saved.game) ||
        !(again.saved.game.result() == r.saved.game.result()) ||
        again.saved.result != r.saved.result || writeSavedGame(again.saved) != written)
        std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    checkGameFile(text);
    checkSavedGame(text);
    return 0;
}
