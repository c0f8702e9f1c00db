#include "engine/search/RootPlan.h"

#include <algorithm>

#include "engine/search/Evaluate.h"
#include "engine/search/GoatRisk.h"
#include "engine/search/SearchFacade.h"
#include "engine/search/TrapBonus.h"

namespace bagh {
namespace {

// Penalty for a goat move all of whose tiger replies win a goat by force, scaled by their share:
// three goats, so that among moves of the same proven value the chance of a loss outweighs the
// search's view of how many goats the best tiger wins (measured with the match runner against
// `greedy` from random openings: a goat lost in 9 of 20 games at 100, 6 of 20 at 300). Only
// among moves of a proven value, which the penalty cannot change.
constexpr int kForkWeight = 300;

// Replies of the opponent (to move in `child`) that win for it, by exact probes.
int winningReplies(const Position& child, const ExactSources& src) {
    MoveList replies;
    generateMoves(child, replies);
    int n = 0;
    for (Move r : replies) n += moveValue(child, r, src).value == GameValue::Win;
    return n;
}

// Bagh-Chal's hooks for the trap look (TrapBonus.h): its moves, its evaluation, the exact
// sources at hand.
struct BaghTrapHooks {
    using Position = bagh::Position;
    using Move = bagh::Move;
    using MoveList = bagh::MoveList;
    const ExactSources& src;
    void moves(const Position& pos, MoveList& list) const { generateMoves(pos, list); }
    GameResult result(const Position& pos) const { return pos.result(); }
    int evaluate(const Position& pos) const { return bagh::evaluate(pos); }
    bool provenWin(const Position& pos) const {
        return exactValue(pos, src).value == GameValue::Win;
    }
    bool givesGoat(const Position& root, const Position& child) const {
        return root.sideToMove() == Side::Goats && attackedGoats(child) != 0;
    }
};

}  // namespace

int trapBonus(const Position& root, Move m, const ExactSources& src) {
    return trapBonusOf(BaghTrapHooks{src}, root, m);
}

namespace {

void addBonus(std::vector<int>& bonus, const std::vector<int>& more) {
    if (more.empty()) return;
    if (bonus.empty()) bonus.assign(more.size(), 0);
    for (std::size_t i = 0; i < more.size(); ++i) bonus[i] += more[i];
}

// The goats' chances of losing a goat to a fallible tiger, per candidate, and the penalties
// (negative bonuses) they give; both empty when none applies.
void addGoatRisk(RootPlan& plan, const Position& root, const ExactSources& src, int rounds,
                 const std::atomic<bool>* stop) {
    if (root.sideToMove() != Side::Goats || plan.candidates.size() < 2) return;
    std::vector<int> risk = goatRisks(root, plan.candidates, src, rounds, stop);
    if (std::all_of(risk.begin(), risk.end(), [](int r) { return r == 0; })) return;
    std::vector<int> penalty;
    for (int r : risk) penalty.push_back(-(kForkWeight * r) / 1000);
    addBonus(plan.bonus, penalty);
    plan.risk = std::move(risk);
}

// A legal move and its exact value.
struct Valued {
    Move move;
    DbProbe value;
};

// planRoot at `root`; `game`, when given, is the game whose current position `root` is.
RootPlan planAt(const Position& root, const Game* game, const MoveList& legal,
                const ExactSources& src, bool traps, int riskRounds,
                const std::atomic<bool>* stop) {
    std::vector<Valued> moves;
    bool undecided = false, win = false, notLosing = false;
    for (Move m : legal) {
        DbProbe v = moveValue(root, m, src);
        // A move that ends the game by repetition ends it drawn, whatever the exact sources say
        // of the position it leaves (as in Lambs' facade).
        if (game && v.value != GameValue::Unknown && game->endsByRepetition(m))
            v = {GameValue::Draw, -1};
        moves.push_back({m, v});
        undecided |= v.value == GameValue::Unknown;
        win |= v.value == GameValue::Win;
        notLosing |= v.value == GameValue::Win || v.value == GameValue::Draw;
    }
    RootPlan plan;
    if (undecided && !win) {
        // Some values unknown: search them all, but never a proven loss beside a proven draw.
        for (const Valued& v : moves)
            if (!(notLosing && v.value.value == GameValue::Loss)) plan.candidates.push(v.move);
        // No risk penalties without a proven value to keep: they overrule the search's
        // judgement and walk into lost games. Against expert from random openings
        // (`perfect expert --games 40 --movetime 500 --openings random:4 --seed 11`) perfect lost
        // 3 of 20 goat games with a penalty of three goats here, 2 with one goat, none without.
        return plan;
    }
    plan.value = win ? GameValue::Win
                 : std::any_of(moves.begin(), moves.end(),
                               [](const Valued& v) { return v.value.value == GameValue::Draw; })
                     ? GameValue::Draw
                     : GameValue::Loss;
    std::vector<Valued> keep;
    for (const Valued& v : moves)
        if (v.value.value == plan.value) keep.push_back(v);
    // A draw is not ended by repetition while it can go on: of the drawing moves, those that
    // do not bring a position back a third time, where there are any (MATCHES.md#a-game-that-
    // stays-drawn: forbidding every return cost the goats their waiting moves, and wins).
    if (game && plan.value == GameValue::Draw) {
        std::vector<Valued> goOn;
        for (const Valued& v : keep)
            if (!game->endsByRepetition(v.move)) goOn.push_back(v);
        if (!goOn.empty()) keep = goOn;
    }

    // Distances where the database gives them: the fastest win, the longest loss.
    const bool known =
        std::all_of(keep.begin(), keep.end(), [](const Valued& v) { return v.value.plies >= 0; });
    if (known && plan.value != GameValue::Draw) {
        const bool winning = plan.value == GameValue::Win;
        int target = winning ? INT_MAX : INT_MIN;
        for (const Valued& v : keep)
            target = winning ? std::min(target, v.value.plies) : std::max(target, v.value.plies);
        std::erase_if(keep, [&](const Valued& v) { return v.value.plies != target; });
        plan.plies = target;
    }
    // Losing: of the longest defences, those that leave the opponent the fewest winning replies.
    if (plan.value == GameValue::Loss && keep.size() > 1) {
        std::vector<int> winners;
        int fewest = INT_MAX;
        for (const Valued& v : keep) {
            Position child = root;
            child.makeMove(v.move);
            winners.push_back(winningReplies(child, src));
            fewest = std::min(fewest, winners.back());
        }
        std::vector<Valued> narrowed;
        for (std::size_t i = 0; i < keep.size(); ++i)
            if (winners[i] == fewest) narrowed.push_back(keep[i]);
        keep = narrowed;
    }
    // The goats keep their goats: of the moves that keep a proven draw or win, those that leave
    // no goat en prise, where there are any. The value is the same; a fallible opponent gets
    // nothing, and a perfect one nothing it could not have had.
    if (root.sideToMove() == Side::Goats && plan.value != GameValue::Loss) {
        std::vector<Valued> safe;
        for (const Valued& v : keep) {
            Position child = root;
            child.makeMove(v.move);
            if (attackedGoats(child) == 0) safe.push_back(v);
        }
        if (!safe.empty()) keep = safe;
    }
    // And in a draw, of those, the moves after which the opponent cannot end the game by
    // repetition, where there are any (SearchFacade.h, opponentCanRepeat).
    if (game && traps && plan.value == GameValue::Draw && keep.size() > 1) {
        std::vector<Valued> open;
        for (const Valued& v : keep)
            if (!opponentCanRepeat<MoveList>(*game, v.move)) open.push_back(v);
        if (!open.empty()) keep = open;
    }
    for (const Valued& v : keep) plan.candidates.push(v.move);
    if (traps && plan.value == GameValue::Draw && keep.size() > 1)
        for (const Valued& v : keep) plan.bonus.push_back(trapBonus(root, v.move, src));
    if (traps && plan.value != GameValue::Loss) addGoatRisk(plan, root, src, riskRounds, stop);
    return plan;
}

}  // namespace

RootPlan planRoot(const Position& root, const MoveList& legal, const ExactSources& src, bool traps,
                  int riskRounds, const std::atomic<bool>* stop) {
    return planAt(root, nullptr, legal, src, traps, riskRounds, stop);
}

RootPlan planRoot(const Game& game, const MoveList& legal, const ExactSources& src, bool traps,
                  int riskRounds, const std::atomic<bool>* stop) {
    return planAt(game.current(), &game, legal, src, traps, riskRounds, stop);
}

}  // namespace bagh
