#include "EnginePlayer.h"

namespace bagh::match {

EnginePlayer::EnginePlayer(int level, std::uint64_t seed) : level_(level) {
    engine_.setLevel(level);
    engine_.setSeed(seed);
}

PlayerAnswer EnginePlayer::move(const Game& game, const MoveLimits& limits) {
    SearchLimits sl;
    sl.movetimeMs = limits.movetimeMs;
    sl.depth = limits.depth;
    engine_.setGame(game);
    Move best;
    // The callback runs on the engine's thread; wait() orders its write before our read.
    engine_.go(sl, nullptr, [&best](Move m, const SearchInfo&) { best = m; });
    engine_.wait();
    if (best.isNull()) return {Move(), Forfeit::Illegal, "the engine found no move"};
    return {best};
}

}  // namespace bagh::match
