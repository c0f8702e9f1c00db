// Two reference opponents for measuring strength: `random` plays any legal move; `greedy`
// captures when it can, as the goats avoids leaving a goat that a tiger could take at once
// when it can, and otherwise plays any legal move. Both are seeded, so games replay.
#pragma once

#include <random>

#include "Player.h"

namespace bagh::match {

class RandomPlayer : public Player {
public:
    explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }
    PlayerAnswer move(const Game& game, const MoveLimits& limits) override;

private:
    std::mt19937_64 rng_;
};

class GreedyPlayer : public Player {
public:
    explicit GreedyPlayer(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "greedy"; }
    PlayerAnswer move(const Game& game, const MoveLimits& limits) override;

private:
    std::mt19937_64 rng_;
};

// True if a tiger could capture a goat in `pos` were it the tigers' turn.
bool goatEnPrise(const Position& pos);

}  // namespace bagh::match
