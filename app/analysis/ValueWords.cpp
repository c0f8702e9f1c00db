#include "analysis/ValueWords.h"

#include <cstdlib>

#include "analysis/AnalysisText.h"

using namespace bagh;

QString ValueWords::score(int centiGoats) {
    return QStringLiteral("%1%2")
        .arg(centiGoats >= 0 ? QStringLiteral("+") : QStringLiteral("−"))
        .arg(std::abs(centiGoats) / 100.0, 0, 'f', 2);
}

QString ValueWords::forMover(GameValue value, bool exact, int plies, int centiGoats) {
    const GameValue v = AnalysisText::shownValue(value);
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
