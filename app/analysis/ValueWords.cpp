#include "analysis/ValueWords.h"

#include <QLocale>
#include <cstdlib>

#include "engine/search/Report.h"
#include "engine/search/Score.h"

using namespace bagh;

namespace {

Side otherSide(Side s) { return s == Side::Goats ? Side::Tigers : Side::Goats; }

}  // namespace

int ValueWords::winnerMoves(int plies) { return plies < 0 ? -1 : (plies + 1) / 2; }

QString ValueWords::sideName(Side side) { return side == Side::Goats ? tr("Goats") : tr("Tigers"); }

QString ValueWords::score(int centiGoats) {
    return QStringLiteral("%1%2")
        .arg(centiGoats >= 0 ? QStringLiteral("+") : QStringLiteral("−"))
        .arg(QLocale().toString(std::abs(centiGoats) / 100.0, 'f', 2));
}

QString ValueWords::forMover(GameValue value, bool exact, int plies, int) {
    const GameValue v = bagh::report::shownValue(value);
    if (!exact) {
        return v == GameValue::Win    ? tr("likely win")
               : v == GameValue::Loss ? tr("likely loss")
                                      : tr("likely draw");
    }
    if (v == GameValue::Draw) return tr("draw");
    const int moves = winnerMoves(plies);
    if (moves < 0) return v == GameValue::Win ? tr("win") : tr("loss");
    return v == GameValue::Win ? tr("win in %Ln move(s)", nullptr, moves)
                               : tr("loss in %Ln move(s)", nullptr, moves);
}

QString ValueWords::forPlayer(Side sideToMove, GameValue value, bool exact, int plies,
                              int centiGoats) {
    if (exact && value != GameValue::Unknown) {
        if (value == GameValue::Draw) return tr("Draw with best play");
        const QString winner =
            sideName(value == GameValue::Win ? sideToMove : otherSide(sideToMove));
        const int moves = winnerMoves(plies);
        return moves > 0 ? tr("%1 win in %Ln move(s)", nullptr, moves).arg(winner)
                         : tr("%1 win with best play").arg(winner);
    }
    // Thresholds in centi-goats: a goat's worth is clearly better; kEstimateDecisive is where
    // the evaluation's verdict is right four times in five.
    const int s = std::abs(centiGoats);
    const QString ahead = sideName(centiGoats >= 0 ? sideToMove : otherSide(sideToMove));
    if (s >= kEstimateDecisive) return tr("%1 winning, by the computer's estimate").arg(ahead);
    if (s >= 100) return tr("%1 clearly better").arg(ahead);
    if (s >= 40) return tr("%1 slightly better").arg(ahead);
    return tr("About even");
}

QString ValueWords::verdict(Side sideToMove, GameValue value, bool exact, int plies,
                            int centiGoats) {
    const QString words = forPlayer(sideToMove, value, exact, plies, centiGoats);
    // The decisive estimate names itself already (forPlayer).
    if ((exact && value != GameValue::Unknown) || std::abs(centiGoats) >= kEstimateDecisive)
        return words;
    return tr("%1, by the computer's estimate").arg(words);
}

QString ValueWords::result(bagh::GameResult r) {
    using bagh::GrandWin;
    using bagh::Outcome;
    if (r.grand == GrandWin::Dandee) return tr("Grand win for the goats: Dandee");
    if (r.grand == GrandWin::LockedGoats) return tr("Grand win for the tigers: Locked goats");
    switch (r.outcome) {
        case Outcome::TigersWin:
            return tr("Tigers win");
        case Outcome::GoatsWin:
            return tr("Goats win");
        case Outcome::Draw:
            return tr("Draw");
        case Outcome::None:
            break;
    }
    return {};
}

QString ValueWords::forSides(Side sideToMove, GameValue value, bool exact, int plies,
                             int centiGoats) {
    const QString mover = sideToMove == Side::Goats ? tr("goats") : tr("tigers");
    const QString other = sideToMove == Side::Goats ? tr("tigers") : tr("goats");
    if (exact && value != GameValue::Unknown) {
        if (value == GameValue::Draw) return tr("draw");
        const QString winner = value == GameValue::Win ? mover : other;
        const int moves = winnerMoves(plies);
        return moves > 0 ? tr("%1 win in %Ln move(s)", nullptr, moves).arg(winner)
                         : tr("%1 win").arg(winner);
    }
    return tr("%1 for the %2").arg(score(centiGoats), mover);
}

QString ValueWords::certainty(bool exact) {
    return exact ? tr("Certain: this is the result if both sides play their best.")
                 : tr("The computer's estimate: not certain yet.");
}

QString ValueWords::engineDetail(bool exact, int centiGoats) {
    return exact ? tr("proven") : tr("estimate, score %1").arg(score(centiGoats));
}

QString ValueWords::badgeLetter(GameValue value) {
    switch (bagh::report::shownValue(value)) {
        case GameValue::Win:
            return tr("W", "board badge: a win for the side making the move");
        case GameValue::Loss:
            return tr("L", "board badge: a loss for the side making the move");
        default:
            return tr("D", "board badge: a draw");
    }
}

QString ValueWords::badge(GameValue value, bool exact, int plies) {
    const QString letter = badgeLetter(value);
    if (!exact) return letter + QLatin1Char('?');
    const int moves = winnerMoves(plies);
    if (bagh::report::shownValue(value) == GameValue::Draw || moves < 0) return letter;
    return letter + QLocale().toString(moves);
}

QVector<ValueWords::LegendEntry> ValueWords::legend(Side sideToMove) {
    const Side other = otherSide(sideToMove);
    // A sample distance: three of the winner's moves, five plies away.
    constexpr int kSamplePlies = 5;
    return {
        {badge(GameValue::Win, true, -1), GameValue::Win, true,
         tr("%1 win").arg(sideName(sideToMove))},
        {badge(GameValue::Draw, true, -1), GameValue::Draw, true, tr("Draw")},
        {badge(GameValue::Loss, true, -1), GameValue::Loss, true,
         tr("%1 win").arg(sideName(other))},
        {badge(GameValue::Win, true, kSamplePlies), GameValue::Win, true,
         forPlayer(sideToMove, GameValue::Win, true, kSamplePlies, 0)},
        {badge(GameValue::Win, false, -1), GameValue::Win, false,
         tr("the computer's estimate, not certain")},
    };
}
