#include "puzzles/PlayerRating.h"

#include <QSettings>
#include <QStringList>
#include <algorithm>
#include <cmath>

PlayerRating PlayerRating::load(QSettings& settings) {
    PlayerRating r;
    const double rating = settings.value(QStringLiteral("puzzles/rating"), kStart).toDouble();
    const double deviation =
        settings.value(QStringLiteral("puzzles/deviation"), kStartDeviation).toDouble();
    // Bad values (a hand-edited file) fall back to a new player's.
    if (std::isfinite(rating) && rating >= kLowest && rating <= kHighest) r.rating = rating;
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
