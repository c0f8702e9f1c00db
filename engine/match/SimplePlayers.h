// Two reference opponents for measuring strength, in any game: `random` plays any legal move;
// `greedy` captures when it can, as the goats avoids leaving a goat that a tiger could take at
// once when it can, and otherwise plays any legal move. Both are seeded, so games replay.
#pragma once

#include <random>
#include <vector>

#include "engine/match/Player.h"

namespace bagh::match {

template <class Rules>
class BasicRandomPlayer : public BasicPlayer<Rules> {
public:
    using typename BasicPlayer<Rules>::Game;
    using typename BasicPlayer<Rules>::Move;
    using typename BasicPlayer<Rules>::Answer;

    explicit BasicRandomPlayer(std::uint64_t seed) : rng_(seed) {}
    std::string name() const override { return "random"; }
    Answer move(const Game& game, const MoveLimits&) override {
        typename Rules::MoveList legal;
        game.legalMoves(legal);
        return {pick(std::vector<Move>(legal.begin(), legal.end()), rng_)};
    }

    // One of `moves` (not empty), drawn from `rng`.
    static Move pick(const std::vector<Move>& moves, std::mt19937_64& rng) {
        return moves[static_cast<std::size_t>(rng() % moves.size())];
    }

private:
    std::mt19937_64 rng_;
};

template <class Rules>
class BasicGreedyPlayer : public BasicPlayer<Rules> {
public:
    using typename BasicPlayer<Rules>::Game;
    using typename BasicPlayer<Rules>::Move;
    using typename BasicPlayer<Rules>::Answer;

    BasicGreedyPlayer(Rules rules, std::uint64_t seed) : rules_(std::move(rules)), rng_(seed) {}
    std::string name() const override { return "greedy"; }
    Answer move(const Game& game, const MoveLimits&) override {
        typename Rules::MoveList legal;
        game.legalMoves(legal);
        std::vector<Move> all(legal.begin(), legal.end()), captures, safe;
        for (Move m : all) {
            if (m.isJump()) captures.push_back(m);
            typename Rules::Position next = game.current();
            next.makeMove(m);
            if (!rules_.goatEnPrise(next)) safe.push_back(m);
        }
        const auto pick = BasicRandomPlayer<Rules>::pick;
        if (!captures.empty()) return {pick(captures, rng_)};
        if (game.current().sideToMove() == Side::Goats && !safe.empty()) return {pick(safe, rng_)};
        return {pick(all, rng_)};
    }

private:
    Rules rules_;
    std::mt19937_64 rng_;
};

using RandomPlayer = BasicRandomPlayer<BaghChalRules>;
using GreedyPlayer = BasicGreedyPlayer<BaghChalRules>;

}  // namespace bagh::match
