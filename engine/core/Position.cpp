#include "engine/core/Position.h"

#include <array>

#include "engine/core/MoveGen.h"

namespace bagh {

Position Position::start() {
    return fromParts(bit(0) | bit(4) | bit(20) | bit(24), 0, kGoats, 0, Side::Goats, 0);
}

Position Position::fromParts(Bitboard tigers, Bitboard goats, int inHand, int captured, Side side,
                             int ply) {
    return Position(tigers & kFullBoard, goats & kFullBoard, inHand, captured, side, ply);
}

namespace {

// The six diagonals of the grid with at least four points (row - col in -1..1, row + col in
// 3..5), as geometric lines: whether their points have diagonal moves does not matter.
constexpr std::array<Bitboard, 6> kLongDiagonals = [] {
    std::array<Bitboard, 6> lines{};
    for (int row = 0; row < 5; ++row)
        for (int col = 0; col < 5; ++col) {
            if (row - col >= -1 && row - col <= 1)
                lines[row - col + 1] |= bit(makeSquare(row, col));
            if (row + col >= 3 && row + col <= 5) lines[row + col] |= bit(makeSquare(row, col));
        }
    return lines;
}();

bool onOneLongDiagonal(Bitboard tigers) {
    for (Bitboard line : kLongDiagonals)
        if ((tigers & ~line) == 0) return true;
    return false;
}

}  // namespace

const char* outcomeName(Outcome o) {
    return o == Outcome::TigersWin  ? "tigers-win"
           : o == Outcome::GoatsWin ? "goats-win"
           : o == Outcome::Draw     ? "draw"
                                    : "";
}

const char* endReasonName(EndReason r) {
    switch (r) {
        case EndReason::FiveCaptured:
            return "captures";
        case EndReason::TigersBlocked:
            return "tigers-blocked";
        case EndReason::GoatsBlocked:
            return "goats-blocked";
        case EndReason::Repetition:
            return "repetition";
        case EndReason::NoNewPosition:
            return "no-new-position";
        case EndReason::Resignation:
            return "resignation";
        case EndReason::DrawAgreed:
            return "agreement";
        case EndReason::TimeForfeit:
            return "time-forfeit";
        case EndReason::None:
            break;
    }
    return "";
}

const char* grandWinName(GrandWin g) {
    return g == GrandWin::LockedGoats ? "locked-goats" : g == GrandWin::Dandee ? "dandee" : "";
}

GameResult Position::result() const {
    if (captured_ >= kCapturesToWin) return {Outcome::TigersWin, EndReason::FiveCaptured};
    if (side_ == Side::Tigers) {
        if (!tigersCanMove(*this))
            return {Outcome::GoatsWin, EndReason::TigersBlocked,
                    onOneLongDiagonal(tigers_) ? GrandWin::Dandee : GrandWin::None};
    } else if (!placementPhase() && !goatsCanMove(*this)) {
        return {Outcome::TigersWin, EndReason::GoatsBlocked, GrandWin::LockedGoats};
    }
    return {};
}

}  // namespace bagh
