// Weights, from the goats' point of view. They are Bagh-Chal's hand-set weights (search/
// Evaluate.cpp says how those were chosen and checked), with one change for this board: three
// tigers instead of four, so a blocked tiger is a larger share of the win (60, not 45). Not
// tuned against anything yet: there is no Lambs database to tune against.
#include "engine/lambs/Evaluate.h"

#include <bit>

namespace bagh::lambs {
namespace {

constexpr int kCaptured = 100;
constexpr int kThreatTigersToMove = 85;  // a goat en prise with the tigers to move: nearly gone
constexpr int kThreatExtra = 15;         // each further goat en prise
constexpr int kSingleThreatGoatsToMove = 12;  // goats to move cover one threat ...
constexpr int kDoubleThreatGoatsToMove = 70;  // ... but not two
constexpr int kBlocked = 60;
constexpr int kNearlyBlocked = 12;
constexpr int kMobility = 3;

}  // namespace

EvalFeatures evalFeatures(const Board& b, const Position& pos) {
    EvalFeatures f;
    const Mask goats = pos.goats();
    const Mask empty = b.full() & ~pos.occupied();
    Mask attacked = 0;
    for (Mask t = pos.tigers(); t; t &= t - 1) {
        const Point s = std::countr_zero(t);
        int moves = std::popcount(b.neighbours(s) & empty);
        if ((b.jumpLands(s) & empty) && (b.neighbours(s) & goats)) {
            for (const Jump& j : b.jumps(s)) {
                if ((goats & bit(j.over)) && (empty & bit(j.land))) {
                    attacked |= bit(j.over);
                    ++moves;
                }
            }
        }
        f.mobility += moves;
        f.blocked += moves == 0;
        f.nearlyBlocked += moves == 1;
    }
    f.attacked = std::popcount(attacked);
    f.captured = pos.goatsCaptured();
    f.tigersToMove = pos.sideToMove() == Side::Tigers;
    return f;
}

int evaluateFeatures(const EvalFeatures& f) {
    int goats = -kCaptured * f.captured + kBlocked * f.blocked + kNearlyBlocked * f.nearlyBlocked -
                kMobility * f.mobility;
    if (f.attacked > 0) {
        if (f.tigersToMove)
            goats -= kThreatTigersToMove + kThreatExtra * (f.attacked - 1);
        else
            goats -= f.attacked == 1 ? kSingleThreatGoatsToMove : kDoubleThreatGoatsToMove;
    }
    if (goats == 0) goats = f.tigersToMove ? -1 : 1;
    return f.tigersToMove ? -goats : goats;
}

}  // namespace bagh::lambs
