#include "puzzles/PlayerRating.h"

#include <QSettings>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace {

constexpr double kQ = 0.0057564627324851142;  // ln(10) / 400

double g(double deviation) {
    return 1.0 / std::sqrt(1.0 + 3.0 * kQ * kQ * deviation * deviation /
                                     (std::numbers::pi * std::numbers::pi));
}

}  // namespace

double PlayerRating::expected(double puzzleRating) const {
    return 1.0 / (1.0 + std::pow(10.0, -g(kPuzzleDeviation) * (rating - puzzleRating) / 400.0));
}

int PlayerRating::longestPuzzle() const {
    return 1 + std::max(0, static_cast<int>(std::floor((rating - kStart) / kRatingPerMove)));
}

double PlayerRating::update(double puzzleRating, bool won) {
    const double gj = g(kPuzzleDeviation);
    const double e = expected(puzzleRating);
    const double dSquaredInverse = kQ * kQ * gj * gj * e * (1.0 - e);
    const double denominator = 1.0 / (deviation * deviation) + dSquaredInverse;
    const double change = kQ / denominator * gj * ((won ? 1.0 : 0.0) - e);
    rating = std::clamp(rating + change, 100.0, 4000.0);
    deviation = std::max(kLeastDeviation, std::sqrt(1.0 / denominator));
    ++attempts;
    solved += won;
    return change;
}

PlayerRating PlayerRating::load(QSettings& settings) {
    PlayerRating r;
    const double rating = settings.value(QStringLiteral("puzzles/rating"), kStart).toDouble();
    const double deviation =
        settings.value(QStringLiteral("puzzles/deviation"), kStartDeviation).toDouble();
    // Bad values (a hand-edited file) fall back to a new player's.
    if (std::isfinite(rating) && rating >= 100 && rating <= 4000) r.rating = rating;
    if (std::isfinite(deviation) && deviation >= kLeastDeviation && deviation <= kStartDeviation)
        r.deviation = deviation;
    r.attempts = std::max(0, settings.value(QStringLiteral("puzzles/attempts"), 0).toInt());
    r.solved =
        std::clamp(settings.value(QStringLiteral("puzzles/solved"), 0).toInt(), 0, r.attempts);
    const QStringList seen = settings.value(QStringLiteral("puzzles/seen")).toStringList();
    r.seen = QSet<QString>(seen.begin(), seen.end());
    return r;
}

void PlayerRating::save(QSettings& settings) const {
    settings.setValue(QStringLiteral("puzzles/rating"), rating);
    settings.setValue(QStringLiteral("puzzles/deviation"), deviation);
    settings.setValue(QStringLiteral("puzzles/attempts"), attempts);
    settings.setValue(QStringLiteral("puzzles/solved"), solved);
    QStringList ids(seen.begin(), seen.end());
    ids.sort();
    settings.setValue(QStringLiteral("puzzles/seen"), ids);
}
