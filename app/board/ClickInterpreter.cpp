#include "board/ClickInterpreter.h"

#include "engine/core/Tables.h"

using namespace bagh;

namespace {

QString pointName(Square s) { return QString::fromStdString(squareName(s)); }

Side occupant(const Position& pos, Square s, bool* occupied) {
    *occupied = (pos.occupied() & bit(s)) != 0;
    return (pos.tigers() & bit(s)) ? Side::Tigers : Side::Goats;
}

ClickOutcome reject(const QString& why) { return {ClickOutcome::Kind::Reject, kNoSquare, {}, why}; }

// True if `m` is a move of the position that only the repetition rule forbids.
bool onlyRepetitionForbids(const Position& pos, Move m) {
    MoveList all;
    generateMoves(pos, all);
    return all.contains(m);
}

}  // namespace

QString ClickInterpreter::sideName(Side side) {
    return side == Side::Goats ? tr("goats") : tr("tigers");
}

Bitboard ClickInterpreter::targets(const MoveList& legal, Square from) {
    Bitboard b = 0;
    for (Move m : legal)
        if ((from == kNoSquare && m.isPlacement()) || (!m.isPlacement() && m.from() == from))
            b |= bit(m.to());
    return b;
}

ClickOutcome ClickInterpreter::interpret(const Position& pos, const MoveList& legal,
                                         Square selected, Square clicked) {
    if (clicked < 0 || clicked >= kSquares) return reject(tr("Click on a point of the board."));
    if (legal.empty()) return reject(tr("The game is over: no more moves."));
    const Side mover = pos.sideToMove();
    bool occupied = false;
    const Side who = occupant(pos, clicked, &occupied);

    if (occupied && who == mover) {
        if (mover == Side::Goats && pos.placementPhase())
            return reject(
                tr("Goats still in hand must be placed first (%Ln left): click an "
                   "empty point.",
                   nullptr, pos.goatsInHand()));
        if (clicked == selected) return {ClickOutcome::Kind::Deselect, kNoSquare, {}, {}};
        if (targets(legal, clicked) == 0)
            return reject(who == Side::Tigers
                              ? tr("The tiger on %1 cannot move.").arg(pointName(clicked))
                              : tr("The goat on %1 cannot move.").arg(pointName(clicked)));
        return {ClickOutcome::Kind::Select, clicked, {}, {}};
    }
    if (occupied)
        return reject(
            tr("It is the %1' turn; that is one of the %2.").arg(sideName(mover), sideName(who)));

    // An empty point: a placement, or the target of the selected piece.
    if (mover == Side::Goats && pos.placementPhase()) {
        const Move m = Move::placement(clicked);
        if (legal.contains(m)) return {ClickOutcome::Kind::Play, kNoSquare, m, {}};
        if (onlyRepetitionForbids(pos, m))
            return reject(
                tr("A goat on %1 would repeat an earlier position.").arg(pointName(clicked)));
        return reject(tr("A goat cannot be placed on %1.").arg(pointName(clicked)));
    }
    if (selected == kNoSquare)
        return reject(mover == Side::Tigers ? tr("Select a tiger first, then where it goes.")
                                            : tr("Select a goat first, then where it goes."));
    for (Move m : legal)
        if (!m.isPlacement() && m.from() == selected && m.to() == clicked)
            return {ClickOutcome::Kind::Play, kNoSquare, m, {}};

    const Move slide = Move::slide(selected, clicked), jump = Move::jump(selected, clicked);
    if (onlyRepetitionForbids(pos, slide) || onlyRepetitionForbids(pos, jump))
        return reject(tr("%1 to %2 would repeat an earlier position.")
                          .arg(pointName(selected), pointName(clicked)));
    if (mover == Side::Goats)
        return reject(tr("A goat moves one step along a line to an empty point; %1 is not "
                         "one step from %2.")
                          .arg(pointName(clicked), pointName(selected)));
    return reject(tr("A tiger moves one step along a line or jumps over one goat to the "
                     "empty point right behind it; it cannot reach %1 from %2.")
                      .arg(pointName(clicked), pointName(selected)));
}
