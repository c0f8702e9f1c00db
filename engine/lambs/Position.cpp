#include "engine/lambs/Position.h"

namespace bagh::lambs {

std::string Move::toString() const {
    if (isNull()) return "-";
    if (isPlacement()) return std::to_string(to());
    return std::to_string(from()) + (isJump() ? "x" : "-") + std::to_string(to());
}

Position Position::start(const Board& board) {
    return fromParts(board.startTigers(), 0, board.goats(), 0, Side::Goats, 0);
}

Position Position::fromParts(Mask tigers, Mask goats, int inHand, int captured, Side side,
                             int ply) {
    Position p;
    p.tigers_ = tigers;
    p.goats_ = goats & ~tigers;
    p.inHand_ = static_cast<std::uint8_t>(inHand);
    p.captured_ = static_cast<std::uint8_t>(captured);
    p.side_ = side;
    p.ply_ = static_cast<std::uint16_t>(ply);
    return p;
}

void Position::makeMove(Move m) {
    const Mask toBit = bit(m.to());
    if (side_ == Side::Goats) {
        if (m.isPlacement()) {
            goats_ |= toBit;
            --inHand_;
        } else {
            goats_ ^= bit(m.from()) | toBit;
        }
    } else {
        tigers_ ^= bit(m.from()) | toBit;
        if (m.isJump()) {
            goats_ &= ~bit(m.over());
            ++captured_;
        }
    }
    side_ = opponent(side_);
    ++ply_;
}

void Position::unmakeMove(Move m) {
    side_ = opponent(side_);
    --ply_;
    const Mask toBit = bit(m.to());
    if (side_ == Side::Goats) {
        if (m.isPlacement()) {
            goats_ &= ~toBit;
            ++inHand_;
        } else {
            goats_ ^= bit(m.from()) | toBit;
        }
    } else {
        tigers_ ^= bit(m.from()) | toBit;
        if (m.isJump()) {
            goats_ |= bit(m.over());
            --captured_;
        }
    }
}

bool MoveList::contains(Move m) const {
    for (Move x : *this)
        if (x == m) return true;
    return false;
}

}  // namespace bagh::lambs
