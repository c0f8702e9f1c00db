#include "SimplePlayers.h"

#include <vector>

#include "core/MoveGen.h"

namespace bagh::match {
namespace {

Move pick(const std::vector<Move>& moves, std::mt19937_64& rng) {
    return moves[static_cast<std::size_t>(rng() % moves.size())];
}

}  // namespace

bool goatEnPrise(const Position& pos) { return attackedGoats(pos) != 0; }

PlayerAnswer RandomPlayer::move(const Game& game, const MoveLimits&) {
    MoveList legal;
    game.legalMoves(legal);
    return {pick(std::vector<Move>(legal.begin(), legal.end()), rng_)};
}

PlayerAnswer GreedyPlayer::move(const Game& game, const MoveLimits&) {
    MoveList legal;
    game.legalMoves(legal);
    std::vector<Move> all(legal.begin(), legal.end()), captures, safe;
    for (Move m : all) {
        if (m.isJump()) captures.push_back(m);
        Position next = game.current();
        next.makeMove(m);
        if (!goatEnPrise(next)) safe.push_back(m);
    }
    if (!captures.empty()) return {pick(captures, rng_)};
    if (game.current().sideToMove() == Side::Goats && !safe.empty()) return {pick(safe, rng_)};
    return {pick(all, rng_)};
}

}  // namespace bagh::match
