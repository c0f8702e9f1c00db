// Fuzz target: the review a saved game keeps (engine/review/GameReview.h, readReviewBlock),
// read against the game the same text holds. It may not crash; what it refuses carries a
// reason; what it accepts matches the game's moves and writes back to a block that reads as
// the same review. The corpus holds a reviewed game of each game.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/games/SavedGame.h"
#include "engine/review/GameReview.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bagh;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const games::SavedGameReading saved = games::readSavedGame(text);
    if (!saved.ok) return 0;
    const games::Game& game = saved.saved.game;
    std::string why;
    const std::optional<review::GameReview> r = review::readReviewBlock(text, game, &why);
    if (!r) {
        if (why.empty()) std::abort();
        return 0;
    }
    if (static_cast<int>(r->plies.size()) > game.length() ||
        r->complete != (static_cast<int>(r->plies.size()) == game.length()))
        std::abort();
    for (std::size_t i = 0; i < r->plies.size(); ++i)
        if (r->plies[i].ply != static_cast<int>(i) + 1 ||
            r->plies[i].move != game.moveAt(static_cast<int>(i)))
            std::abort();
    const std::string block = review::writeReviewBlock(game, *r);
    const std::optional<review::GameReview> again = review::readReviewBlock(block, game, &why);
    if (!again || again->plies != r->plies || again->practised != r->practised ||
        again->marginPlies != r->marginPlies || review::writeReviewBlock(game, *again) != block)
        std::abort();
    return 0;
}
