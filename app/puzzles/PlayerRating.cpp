#include "puzzles/PlayerRating.h"

#include <QSettings>
#include <QStringList>
#include <algorithm>
#include <cmath>

namespace {

// The settings group of a game's rating.
QString group(bagh::games::GameKind kind) {
    return kind == bagh::games::GameKind::Lambs ? QStringLiteral("puzzles-lambs")
                                                : QStringLiteral("puzzles");
}

}  // namespace

PlayerRating PlayerRating::load(QSettings& settings, bagh::games::GameKind kind) {
    PlayerRating r;
    settings.beginGroup(group(kind));
    const double rating = settings.value(QStringLiteral("rating"), kStart).toDouble();
    const double deviation =
        settings.value(QStringLiteral("deviation"), kStartDeviation).toDouble();
    // Bad values (a hand-edited file) fall back to a new player's.
    if (std::isfinite(rating) && rating >= kLowest && rating <= kHighest) r.rating = rating;
    if (std::isfinite(deviation) && deviation >= kLeastDeviation && deviation <= kStartDeviation)
        r.deviation = deviation;
    r.attempts = std::max(0, settings.value(QStringLiteral("attempts"), 0).toInt());
    r.solved = std::clamp(settings.value(QStringLiteral("solved"), 0).toInt(), 0, r.attempts);
    const QStringList seen = settings.value(QStringLiteral("seen")).toStringList();
    r.seen = QSet<QString>(seen.begin(), seen.end());
    settings.endGroup();
    return r;
}

void PlayerRating::save(QSettings& settings, bagh::games::GameKind kind) const {
    settings.beginGroup(group(kind));
    settings.setValue(QStringLiteral("rating"), rating);
    settings.setValue(QStringLiteral("deviation"), deviation);
    settings.setValue(QStringLiteral("attempts"), attempts);
    settings.setValue(QStringLiteral("solved"), solved);
    QStringList ids(seen.begin(), seen.end());
    ids.sort();
    settings.setValue(QStringLiteral("seen"), ids);
    settings.endGroup();
}
