// Our own engine at one of its levels, in this process.
#pragma once

#include "Player.h"
#include "search/Engine.h"

namespace bagh::match {

class EnginePlayer : public Player {
public:
    EnginePlayer(int level, std::uint64_t seed);
    std::string name() const override { return levelName(level_); }
    PlayerAnswer move(const Game& game, const MoveLimits& limits) override;

private:
    int level_;
    Engine engine_;
};

}  // namespace bagh::match
