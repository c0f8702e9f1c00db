#include "analysis/ValueWords.h"

#include <cstdlib>

#include "search/Report.h"
#include "search/Score.h"

using namespace bagh;

QString ValueWords::score(int centiGoats) {
    return QStringLiteral("%1%2")
        .arg(centiGoats >= 0 ? QStringLiteral("+") : QStringLiteral("−"))
        .arg(std::abs(centiGoats) / 100.0, 0, 'f', 2);
}

QString ValueWords::forMover(GameValue value, bool exact, int plies, int centiGoats) {
    const GameValue v = bagh::report::shownValue(value);
    if (exact) {
        if (v == GameValue::Draw) return tr("draw");
        if (plies < 0) return v == GameValue::Win ? tr("win") : tr("loss");
        return v == GameValue::Win ? tr("win in %n", nullptr, plies)
                                   : tr("loss in %n", nullptr, plies);
    }
    const QString word = v == GameValue::Win    ? tr("win")
                         : v == GameValue::Loss ? tr("loss")
                                                : tr("draw");
    return tr("≈ %1 (%2)").arg(word, score(centiGoats));
}

QString ValueWords::forPlayer(Side sideToMove, GameValue value, bool exact, int plies,
                              int centiGoats) {
    const Side other = sideToMove == Side::Goats ? Side::Tigers : Side::Goats;
    auto side = [](Side s) { return s == Side::Goats ? tr("Goats") : tr("Tigers"); };
    if (exact && value != GameValue::Unknown) {
        if (value == GameValue::Draw) return tr("Drawn with best play");
        const QString winner = side(value == GameValue::Win ? sideToMove : other);
        return plies > 0 ? tr("%1 win in %n move(s)", nullptr, plies).arg(winner)
                         : tr("%1 win with best play").arg(winner);
    }
    // Thresholds in centi-goats: a goat's worth is clearly better; kEstimateDecisive is where
    // the evaluation's verdict is right four times in five.
    const int s = std::abs(centiGoats);
    const QString ahead = side(centiGoats >= 0 ? sideToMove : other);
    if (s >= bagh::kEstimateDecisive)
        return tr("%1 winning, by the computer's estimate").arg(ahead);
    if (s >= 100) return tr("%1 clearly better").arg(ahead);
    if (s >= 40) return tr("%1 slightly better").arg(ahead);
    return tr("About even");
}

QString ValueWords::forSides(Side sideToMove, GameValue value, bool exact, int plies,
                             int centiGoats) {
    const QString mover = sideToMove == Side::Goats ? tr("goats") : tr("tigers");
    const QString other = sideToMove == Side::Goats ? tr("tigers") : tr("goats");
    if (exact) {
        const QString in = plies > 0 ? tr(" in %n plies", nullptr, plies) : QString();
        switch (value) {
            case GameValue::Win:
                return tr("%1 win%2").arg(mover, in);
            case GameValue::Loss:
                return tr("%1 win%2").arg(other, in);
            case GameValue::Draw:
                return tr("draw");
            case GameValue::Unknown:
                break;
        }
    }
    return tr("%1 for the %2").arg(score(centiGoats), mover);
}
