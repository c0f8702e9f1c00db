#include "engine/core/Game.h"

namespace bagh {

bool declarableEnd(const GameResult& r) {
    const bool resignation =
        (r.reason == EndReason::Resignation || r.reason == EndReason::TimeForfeit) &&
        (r.outcome == Outcome::GoatsWin || r.outcome == Outcome::TigersWin);
    const bool agreed = r.reason == EndReason::DrawAgreed && r.outcome == Outcome::Draw;
    return resignation || agreed;
}

}  // namespace bagh
