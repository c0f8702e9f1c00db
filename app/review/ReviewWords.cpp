#include "review/ReviewWords.h"

#include <QLocale>
#include <QStringList>

#include "analysis/ValueWords.h"
#include "session/MoveListModel.h"

using namespace bagh;
using review::PlyReview;
using review::Verdict;

namespace {

// The moves of a line said in a sentence; the rest is "…".
constexpr std::size_t kLineMoves = 4;

// A line cut at `most` moves, with "…" when there is more.
QString shortLine(games::GameKind kind, const std::vector<games::Move>& moves, std::size_t most) {
    std::vector<games::Move> head(moves.begin(), moves.begin() + std::min(most, moves.size()));
    QString text = ReviewWords::line(kind, head);
    if (moves.size() > most) text += QStringLiteral(" …");
    return text;
}

// The winner's moves to the end from the position before the ply, by the value before it or
// after it (whose distance starts a ply later), or -1.
int movesFromBefore(const review::PlyValue& v, bool after) {
    return v.plies < 0 ? -1 : ValueWords::winnerMoves(v.plies + (after ? 1 : 0));
}

}  // namespace

QString ReviewWords::symbol(Verdict v) {
    switch (v) {
        case Verdict::Blunder:
            return QStringLiteral("??");
        case Verdict::Mistake:
            return QStringLiteral("?");
        case Verdict::Inaccuracy:
            return QStringLiteral("?!");
        default:
            return {};
    }
}

QString ReviewWords::word(Verdict v) {
    switch (v) {
        case Verdict::Best:
            return tr("best");
        case Verdict::Good:
            return tr("good");
        case Verdict::Inaccuracy:
            return tr("inaccuracy");
        case Verdict::Mistake:
            return tr("mistake");
        case Verdict::Blunder:
            return tr("blunder");
        case Verdict::Unknown:
            break;
    }
    return tr("not proven");
}

QString ReviewWords::cell(const PlyReview& p) {
    if (p.verdict == Verdict::Unknown)
        return estimatedCost(p) >= kCostlyDrop
                   ? tr("estimate %1 · looks costly").arg(ValueWords::score(p.after.score))
                   : tr("estimate %1").arg(ValueWords::score(p.after.score));
    const QString s = symbol(p.verdict);
    return s.isEmpty() ? word(p.verdict) : s + QLatin1Char(' ') + word(p.verdict);
}

QString ReviewWords::meaning(const PlyReview& p) {
    const GameValue before = p.before.value;
    switch (p.verdict) {
        case Verdict::Best:
            return tr("The best move: it keeps the result at its best.");
        case Verdict::Good:
            return tr("A good move: it keeps the result, a little slower than the best.");
        case Verdict::Inaccuracy:
            return before == GameValue::Loss ? tr("An inaccuracy: the loss comes much sooner.")
                                             : tr("An inaccuracy: the win takes much longer.");
        case Verdict::Mistake:
            return before == GameValue::Win ? tr("A mistake: a win turned into a draw.")
                                            : tr("A mistake: a draw turned into a loss.");
        case Verdict::Blunder:
            return tr("A blunder: a win turned into a loss.");
        case Verdict::Unknown:
            break;
    }
    return tr("Not proven: the values before and after it are the computer's estimates.");
}

QString ReviewWords::line(games::GameKind kind, const std::vector<games::Move>& moves) {
    QStringList words;
    for (const games::Move& m : moves) words << MoveListModel::moveText(kind, m);
    return words.join(QLatin1Char(' '));
}

QString ReviewWords::moveNumber(int ply, Side mover, bool tigersFirst) {
    return spokenMoveNumber(ply, tigersFirst) +
           (mover == Side::Goats ? QStringLiteral(".") : QStringLiteral("…"));
}

QString ReviewWords::spokenMoveNumber(int ply, bool tigersFirst) {
    return QLocale().toString((ply - 1 + (tigersFirst ? 1 : 0)) / 2 + 1);
}

QString ReviewWords::explain(games::GameKind kind, const PlyReview& p) {
    const QString played = MoveListModel::moveText(kind, p.move);
    const bool goats = p.mover == Side::Goats;
    const QString reply = shortLine(kind, p.refutation, kLineMoves);
    QString first;
    switch (p.verdict) {
        case Verdict::Best:
            first = tr("Played %1: the best move. %2.")
                        .arg(played, ValueWords::forPlayer(p.mover, p.before.value, true,
                                                           p.before.plies, 0));
            break;
        case Verdict::Good:
            first = p.best.isNull()
                        ? tr("Played %1: a good move, the result kept.").arg(played)
                        : tr("Played %1: a good move, the result kept. The best was %2.")
                              .arg(played, MoveListModel::moveText(kind, p.best));
            break;
        case Verdict::Inaccuracy: {
            const QString now = QLocale().toString(movesFromBefore(p.after, true));
            const QString best = QLocale().toString(movesFromBefore(p.before, false));
            first = p.before.value == GameValue::Loss
                        ? tr("Played %1: the loss now comes in %2 moves instead of %3.")
                              .arg(played, now, best)
                        : tr("Played %1: the win now takes %2 moves instead of %3.")
                              .arg(played, now, best);
            if (!reply.isEmpty()) first += QLatin1Char(' ') + tr("Best reply: %1.").arg(reply);
            break;
        }
        case Verdict::Mistake:
        case Verdict::Blunder:
            if (p.after.value == GameValue::Draw)
                first = reply.isEmpty() ? tr("Played %1: now it is a draw.").arg(played)
                        : goats         ? tr("Played %1: the tigers answer %2 and hold the draw.")
                                      .arg(played, reply)
                                : tr("Played %1: the goats answer %2 and hold the draw.")
                                      .arg(played, reply);
            else
                first = reply.isEmpty() ? (goats ? tr("Played %1: now the tigers win.").arg(played)
                                                 : tr("Played %1: now the goats win.").arg(played))
                        : goats ? tr("Played %1: the tigers answer %2 and win.").arg(played, reply)
                                : tr("Played %1: the goats answer %2 and win.").arg(played, reply);
            break;
        case Verdict::Unknown:
            first = tr("Played %1. Not proven: by the computer's estimate %2 before the move and "
                       "%3 after it, for the side that moved (estimates, not proofs).")
                        .arg(played, ValueWords::score(p.before.score),
                             ValueWords::score(p.after.score));
            if (estimatedCost(p) >= kCostlyDrop)
                first += QLatin1Char(' ') +
                         tr("By these estimates it looks costly: about %1 of a goat's worth lost.")
                             .arg(QLocale().toString(estimatedCost(p) / 100.0, 'f', 1));
            if (!p.best.isNull())
                first +=
                    QLatin1Char(' ') +
                    tr("The computer's choice: %1.").arg(MoveListModel::moveText(kind, p.best));
            return first;
    }
    if (p.verdict != Verdict::Inaccuracy && p.verdict != Verdict::Mistake &&
        p.verdict != Verdict::Blunder)
        return first;
    const QString kept = p.keptLine.empty()
                             ? (p.best.isNull() ? QString() : MoveListModel::moveText(kind, p.best))
                             : shortLine(kind, p.keptLine, kLineMoves);
    if (kept.isEmpty()) return first;
    QString text = first + QLatin1Char(' ');
    switch (p.before.value) {
        case GameValue::Win:
            text += tr("Keeping the win: %1.").arg(kept);
            break;
        case GameValue::Draw:
            text += tr("Keeping the draw: %1.").arg(kept);
            break;
        default:
            text += tr("Holding out longest: %1.").arg(kept);
            break;
    }
    // A line cut short ends in "…", which needs no full stop after it (nor a danda).
    return text.replace(QStringLiteral("…."), QStringLiteral("…"))
        .replace(QStringLiteral("…।"), QStringLiteral("…"));
}

QString ReviewWords::accuracy(Side side, const review::SideSummary& s) {
    const QString name = ValueWords::sideName(side);
    if (s.judged == 0 || s.accuracy < 0) return tr("%1: no proven move").arg(name);
    // The figure rests on the proven moves only: say on how many.
    return tr("%1: accuracy %2% (proven moves: %3)")
        .arg(name, QLocale().toString(s.accuracy, 'f', 0), QLocale().toString(s.judged));
}

int ReviewWords::estimatedCost(const PlyReview& p) {
    if (p.verdict != Verdict::Unknown || p.before.exact || p.after.exact) return 0;
    return p.before.score - p.after.score;
}

int ReviewWords::costliestByEstimate(const review::GameReview& review) {
    int ply = 0;
    int most = kCostlyDrop - 1;
    for (const PlyReview& p : review.plies)
        if (const int cost = estimatedCost(p); cost > most) {
            most = cost;
            ply = p.ply;
        }
    return ply;
}

QString ReviewWords::counts(const review::SideSummary& s) {
    const QLocale l;
    // Each count with its word kept on one line (no break inside "mistakes 1").
    const QString items[] = {tr("best %1").arg(l.toString(s.of(Verdict::Best))),
                             tr("good %1").arg(l.toString(s.of(Verdict::Good))),
                             tr("inaccuracies %1").arg(l.toString(s.of(Verdict::Inaccuracy))),
                             tr("mistakes %1").arg(l.toString(s.of(Verdict::Mistake))),
                             tr("blunders %1").arg(l.toString(s.of(Verdict::Blunder))),
                             tr("not proven %1").arg(l.toString(s.of(Verdict::Unknown)))};
    QStringList words;
    for (QString item : items) words << item.replace(QLatin1Char(' '), QChar::Nbsp);
    return words.join(QStringLiteral(" · "));
}

QString ReviewWords::accuracyRule(int marginPlies) {
    return tr("Accuracy: of a side's moves whose values before and after are proven, the share "
              "that kept the result: best, or good (at most %1 moves slower than the best). "
              "Moves not proven are not counted.")
        .arg(QLocale().toString(std::max(1, (marginPlies + 1) / 2)));
}
