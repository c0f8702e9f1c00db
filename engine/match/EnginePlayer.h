// Our own engine at one of its levels, in this process: the game's engine facade
// (bagh::Engine, lambs::LambsEngine; both have the same shape) named by the rules type.
#pragma once

#include "engine/lambs/LambsEngine.h"
#include "engine/match/Player.h"
#include "engine/search/Engine.h"

namespace bagh::match {

template <class Rules>
class BasicEnginePlayer : public BasicPlayer<Rules> {
public:
    using typename BasicPlayer<Rules>::Game;
    using typename BasicPlayer<Rules>::Move;
    using typename BasicPlayer<Rules>::Answer;

    BasicEnginePlayer(int level, std::uint64_t seed) : level_(level) {
        engine_.setLevel(level);
        engine_.setSeed(seed);
    }
    std::string name() const override { return levelName(level_); }
    Answer move(const Game& game, const MoveLimits& limits) override {
        SearchLimits sl;
        sl.movetimeMs = limits.movetimeMs;
        sl.depth = limits.depth;
        engine_.setGame(game);
        Move best;
        // The callback runs on the engine's thread; wait() orders its write before our read.
        engine_.go(sl, nullptr, [&best](Move m, const auto&) { best = m; });
        engine_.wait();
        if (best.isNull()) return {Move(), Forfeit::Illegal, "the engine found no move"};
        return {best};
    }

private:
    int level_;
    typename Rules::Engine engine_;
};

using EnginePlayer = BasicEnginePlayer<BaghChalRules>;

}  // namespace bagh::match
