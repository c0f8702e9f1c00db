#include "board/ClickInterpreter.h"

#include <algorithm>

#include "engine/games/AnyGame.h"
#include "engine/games/BoardShape.h"

using bagh::Side;
using namespace bagh::games;

namespace {

// The point as the game's moves name it: "C3" on Bagh-Chal's board, "12" on Lambs'.
QString pointName(const Position& pos, Point p) {
    return QString::fromStdString(bagh::games::pointName(pos.kind(), p));
}

bool contains(const MoveList& list, Move m) {
    return std::find(list.begin(), list.end(), m) != list.end();
}

ClickOutcome reject(const QString& why) { return {ClickOutcome::Kind::Reject, kNoPoint, {}, why}; }

// The move from `from` to `to` that the rules allow in `pos` when no earlier position counts
// (a game that starts there), or a null move: set against the legal moves, it tells a move that
// only the repetition rule forbids.
Move byTheRules(const Position& pos, Point from, Point to) {
    for (Move m : Game::from(pos, bagh::RepetitionRule::ThirdOccurrenceDraws).legalMoves())
        if (m.from() == from && m.to() == to) return m;
    return {};
}

}  // namespace

QString ClickInterpreter::sideName(Side side) {
    return side == Side::Goats ? tr("goats") : tr("tigers");
}

Mask ClickInterpreter::targets(const MoveList& legal, Point from) {
    Mask b = 0;
    for (Move m : legal)
        if ((from == kNoPoint && m.isPlacement()) || (!m.isPlacement() && m.from() == from))
            b |= bit(m.to());
    return b;
}

ClickOutcome ClickInterpreter::interpret(const Position& pos, const MoveList& legal, Point selected,
                                         Point clicked) {
    if (clicked < 0 || clicked >= boardShape(pos.kind()).points)
        return reject(tr("Click on a point of the board."));
    if (legal.empty()) return reject(tr("The game is over: no more moves."));
    const Side mover = pos.sideToMove();
    const bool occupied = (pos.occupied() & bit(clicked)) != 0;
    const Side who = (pos.tigers() & bit(clicked)) ? Side::Tigers : Side::Goats;

    if (occupied && who == mover) {
        if (mover == Side::Goats && pos.placementPhase())
            return reject(
                tr("Goats still in hand must be placed first (%Ln left): choose an "
                   "empty point.",
                   nullptr, pos.goatsInHand()));
        if (clicked == selected) return {ClickOutcome::Kind::Deselect, kNoPoint, {}, {}};
        if (targets(legal, clicked) == 0)
            return reject(who == Side::Tigers
                              ? tr("The tiger on %1 cannot move.").arg(pointName(pos, clicked))
                              : tr("The goat on %1 cannot move.").arg(pointName(pos, clicked)));
        return {ClickOutcome::Kind::Select, clicked, {}, {}};
    }
    if (occupied)
        return reject(
            tr("It is the %1' turn; that is one of the %2.").arg(sideName(mover), sideName(who)));

    // An empty point: a placement, or the target of the selected piece.
    if (mover == Side::Goats && pos.placementPhase()) {
        const Move m = Move::placement(clicked);
        if (contains(legal, m)) return {ClickOutcome::Kind::Play, kNoPoint, m, {}};
        if (!byTheRules(pos, kNoPoint, clicked).isNull())
            return reject(
                tr("A goat on %1 would repeat an earlier position.").arg(pointName(pos, clicked)));
        return reject(tr("A goat cannot be placed on %1.").arg(pointName(pos, clicked)));
    }
    if (selected == kNoPoint)
        return reject(mover == Side::Tigers ? tr("Select a tiger first, then where it goes.")
                                            : tr("Select a goat first, then where it goes."));
    for (Move m : legal)
        if (!m.isPlacement() && m.from() == selected && m.to() == clicked)
            return {ClickOutcome::Kind::Play, kNoPoint, m, {}};

    if (!byTheRules(pos, selected, clicked).isNull())
        return reject(tr("%1 to %2 would repeat an earlier position.")
                          .arg(pointName(pos, selected), pointName(pos, clicked)));
    if (mover == Side::Goats)
        return reject(tr("A goat moves one step along a line to an empty point; %1 is not "
                         "one step from %2.")
                          .arg(pointName(pos, clicked), pointName(pos, selected)));
    return reject(tr("A tiger moves one step along a line or jumps over one goat to the "
                     "empty point right behind it; it cannot reach %1 from %2.")
                      .arg(pointName(pos, clicked), pointName(pos, selected)));
}
