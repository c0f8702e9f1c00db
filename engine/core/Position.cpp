#include "Position.h"

#include "MoveGen.h"

namespace bagh {

Position Position::start() {
    return fromParts(bit(0) | bit(4) | bit(20) | bit(24), 0, kGoats, 0, Side::Goats, 0);
}

Position Position::fromParts(Bitboard tigers, Bitboard goats, int inHand, int captured, Side side,
                             int ply) {
    Position p;
    p.tigers_ = tigers & kFullBoard;
    p.goats_ = goats & kFullBoard;
    p.inHand_ = static_cast<std::uint8_t>(inHand);
    p.captured_ = static_cast<std::uint8_t>(captured);
    p.side_ = side;
    p.ply_ = static_cast<std::uint16_t>(ply);
    return p;
}

void Position::makeMove(Move m) {
    const Bitboard toBit = bit(m.to());
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
    const Bitboard toBit = bit(m.to());
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

GameResult Position::result() const {
    if (captured_ >= kCapturesToWin) return {Outcome::TigersWin, EndReason::FiveCaptured};
    if (side_ == Side::Tigers) {
        if (!tigersCanMove(*this)) return {Outcome::GoatsWin, EndReason::TigersBlocked};
    } else if (!placementPhase() && !goatsCanMove(*this)) {
        return {Outcome::TigersWin, EndReason::GoatsBlocked};
    }
    return {};
}

}  // namespace bagh
