#include "engine/puzzle/Glicko.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace bagh::puzzle {
namespace {

constexpr double kQ = 0.0057564627324851142;  // ln(10) / 400

}  // namespace

double glickoG(double deviation) {
    return 1.0 / std::sqrt(1.0 + 3.0 * kQ * kQ * deviation * deviation /
                                     (std::numbers::pi * std::numbers::pi));
}

double glickoExpected(double rating, const GlickoGame& opponent) {
    return 1.0 / (1.0 + std::pow(10.0, -glickoG(opponent.deviation) * (rating - opponent.rating) /
                                           400.0));
}

Glicko glickoUpdate(const Glicko& player, const std::vector<GlickoGame>& games) {
    if (games.empty()) return player;
    double dSquaredInverse = 0;  // 1 / d²
    double sum = 0;              // Σ g(RDj) (sj - E)
    for (const GlickoGame& game : games) {
        const double g = glickoG(game.deviation);
        const double e = glickoExpected(player.rating, game);
        dSquaredInverse += kQ * kQ * g * g * e * (1.0 - e);
        sum += g * (game.score - e);
    }
    const double denominator = 1.0 / (player.deviation * player.deviation) + dSquaredInverse;
    return {player.rating + kQ / denominator * sum, std::sqrt(1.0 / denominator)};
}

double SolverRating::expected(double puzzleRating) const {
    return glickoExpected(rating, {puzzleRating, kPuzzleDeviation, 0.0});
}

int SolverRating::longestPuzzle() const {
    return 1 + std::max(0, static_cast<int>(std::floor((rating - kStart) / kRatingPerMove)));
}

double SolverRating::update(double puzzleRating, bool won) {
    const Glicko after =
        glickoUpdate({rating, deviation}, {{puzzleRating, kPuzzleDeviation, won ? 1.0 : 0.0}});
    const double change = after.rating - rating;
    rating = std::clamp(after.rating, kLowest, kHighest);
    deviation = std::max(kLeastDeviation, after.deviation);
    ++attempts;
    solved += won;
    return change;
}

}  // namespace bagh::puzzle
