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
    return Position(tigers, goats & ~tigers, inHand, captured, side, ply);
}

}  // namespace bagh::lambs
