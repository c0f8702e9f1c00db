#include "engine/search/GoatRisk.h"

#include <algorithm>
#include <array>
#include <unordered_map>

namespace bagh {
namespace {

constexpr int kCertain = 1000;

// One look: the answers already known (placement orders transpose), by position and depth.
class RiskLook {
public:
    RiskLook(const ExactSources& src, const std::atomic<bool>* stop) : src_(src), stop_(stop) {}

    bool stopped() {
        if (!stopped_ && stop_ && stop_->load(std::memory_order_relaxed)) stopped_ = true;
        return stopped_;
    }

    // Goats to move in `pos`: the least risk of the moves the player would choose among, those
    // that keep the best value it can prove, as RootPlan.h keeps it: the winning moves where one
    // is proven, else the moves not proven to lose, else all. Certain when every one of them
    // leaves a goat en prise.
    int bestGoatRisk(const Position& pos, int rounds) {
        if (stopped()) return 0;
        const std::uint64_t key = pos.key() * 8 + static_cast<unsigned>(rounds);
        if (auto it = known_.find(key); it != known_.end()) return it->second;
        MoveList moves;
        generateMoves(pos, moves);
        // The last goat answer only has to leave no goat en prise: above it the values decide.
        std::array<GameValue, kMaxMoves> value;
        value.fill(GameValue::Unknown);
        bool anyWin = false, anyNotLosing = false;
        if (rounds > 0) {
            for (int i = 0; i < moves.size(); ++i) {
                Position child = pos;
                child.makeMove(moves[i]);
                value[static_cast<std::size_t>(i)] = opposite(exactValue(child, src_).value);
                anyWin |= value[static_cast<std::size_t>(i)] == GameValue::Win;
                anyNotLosing |= value[static_cast<std::size_t>(i)] != GameValue::Loss;
            }
        }
        int best = kCertain;
        for (int i = 0; i < moves.size() && best > 0; ++i) {
            const GameValue v = value[static_cast<std::size_t>(i)];
            if (anyWin ? v != GameValue::Win : anyNotLosing && v == GameValue::Loss) continue;
            Position child = pos;
            child.makeMove(moves[i]);
            best = std::min(best, riskAfterGoatMove(child, rounds, best));
        }
        known_.emplace(key, best);
        return best;
    }

    // Tigers to move in `child`: certain when a goat is en prise (the model takes it), else the
    // average over the tigers' slides of the goats' best answer. Stops early, returning at
    // least `cutoff`, once the average cannot come in under it.
    int riskAfterGoatMove(const Position& child, int rounds, int cutoff) {
        if (child.result().over()) return 0;
        if (attackedGoats(child) != 0) return kCertain;
        if (rounds <= 0) return 0;
        MoveList replies;
        generateMoves(child, replies);
        if (replies.empty()) return 0;
        const int n = replies.size();
        int sum = 0;
        for (Move r : replies) {
            Position next = child;
            next.makeMove(r);
            sum += next.result().over() ? 0 : bestGoatRisk(next, rounds - 1);
            if (sum >= cutoff * n) return cutoff;
        }
        return sum / n;
    }

private:
    const ExactSources& src_;
    const std::atomic<bool>* stop_;
    bool stopped_ = false;
    std::unordered_map<std::uint64_t, int> known_;
};

}  // namespace

std::vector<int> goatRisks(const Position& root, const MoveList& moves, const ExactSources& src,
                           int rounds, const std::atomic<bool>* stop) {
    std::vector<int> risks(static_cast<std::size_t>(moves.size()), 0);
    if (root.sideToMove() != Side::Goats) return risks;
    RiskLook look(src, stop);
    for (int i = 0; i < moves.size(); ++i) {
        Position child = root;
        child.makeMove(moves[i]);
        risks[static_cast<std::size_t>(i)] = look.riskAfterGoatMove(child, rounds, kCertain);
    }
    if (look.stopped()) std::fill(risks.begin(), risks.end(), 0);
    return risks;
}

}  // namespace bagh
