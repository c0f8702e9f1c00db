// Setting traps inside a proven draw, one mechanism for both games and both sides: among the
// moves that keep the draw, prefer the one after which a fallible opponent most likely picks a
// reply that loses. The opponent is modelled as a player who reads a few plies: it rates each
// reply by a plain alpha-beta search of kTrapModelDepth plies (the reply included) over the
// game's static evaluation, and plays one of its favourites — a reply within kTrapNaturalMargin
// of its best rating ("natural"). Which replies lose is exact (the game's solved tables or
// database). The bonus, in centi-goats, added to the search's score of the move at the root:
//   kTrapNaturalWeight · (natural replies that lose / natural replies)
//   + kTrapAnyWeight · (replies that lose / all replies),
// none for a goat move that leaves a goat en prise (a gift, not a trap: the natural reply takes
// it). The search's judgement of the position comes first, the trap decides between moves it
// rates alike. How the depth and weights were chosen and what they win: docs/MATCHES.md,
// "Setting traps".
//
// The game is given as hooks, `G` (search/RootPlan.cpp for Bagh-Chal, lambs/LambsEngine.cpp for
// Lambs and Tigers):
//   G::Position, G::Move, G::MoveList
//   void moves(const Position&, MoveList&) const     the legal moves
//   GameResult result(const Position&) const         the result by the rules (not over: none)
//   int evaluate(const Position&) const              static score for the side to move
//   bool provenWin(const Position&) const            exact: the side to move has won or wins
//   bool givesGoat(const Position& root, const Position& child) const
//                                                    a goat move that leaves a goat en prise
#pragma once

#include <algorithm>
#include <climits>
#include <vector>

#include "engine/core/Position.h"  // GameResult, Outcome
#include "engine/core/Types.h"     // Side

namespace bagh {

constexpr int kTrapModelDepth = 5;
constexpr int kTrapNaturalMargin = 40;
constexpr int kTrapNaturalWeight = 30;
constexpr int kTrapAnyWeight = 10;

namespace trap_detail {

constexpr int kModelInfinity = 1'000'000;
constexpr int kModelWin = 100'000;  // a result the modelled reader sees, sooner is better

// The modelled opponent's reading: negamax with alpha-beta (fail-soft) for the side to move in
// `pos`, `depth` plies, the game's evaluation at the horizon.
template <class G>
int modelSearch(const G& g, const typename G::Position& pos, int depth, int alpha, int beta) {
    const GameResult r = g.result(pos);
    if (r.over()) {
        if (r.outcome == Outcome::Draw) return 0;
        const bool moverWon = (r.outcome == Outcome::GoatsWin) == (pos.sideToMove() == Side::Goats);
        return moverWon ? kModelWin + depth : -kModelWin - depth;
    }
    if (depth <= 0) return g.evaluate(pos);
    typename G::MoveList moves;
    g.moves(pos, moves);
    int best = -kModelInfinity;
    for (auto m : moves) {
        typename G::Position child = pos;
        child.makeMove(m);
        const int score = -modelSearch(g, child, depth - 1, -beta, -alpha);
        best = std::max(best, score);
        alpha = std::max(alpha, best);
        if (alpha >= beta) break;
    }
    return moves.size() == 0 ? g.evaluate(pos) : best;
}

}  // namespace trap_detail

template <class G>
int trapBonusOf(const G& g, const typename G::Position& root, typename G::Move m) {
    using namespace trap_detail;
    typename G::Position child = root;
    child.makeMove(m);
    if (g.givesGoat(root, child)) return 0;
    typename G::MoveList replies;
    g.moves(child, replies);
    if (replies.size() < 2) return 0;
    struct Reply {
        typename G::Position after;
        int preference;  // the opponent's view of it
        bool loses;      // proven to lose for the opponent
    };
    std::vector<Reply> rs;
    for (auto r : replies) {
        typename G::Position grandchild = child;
        grandchild.makeMove(r);
        // The evaluation speaks for the side to move in the grandchild: us.
        rs.push_back({grandchild, -g.evaluate(grandchild), g.provenWin(grandchild)});
    }
    // Read the replies the one-move look likes best first, so the window below closes early:
    // a reply only needs reading far enough to know it falls outside the margin.
    std::stable_sort(rs.begin(), rs.end(),
                     [](const Reply& a, const Reply& b) { return a.preference > b.preference; });
    int best = -kModelInfinity;
    for (Reply& r : rs) {
        if (kTrapModelDepth > 1) {
            const int floor =
                best == -kModelInfinity ? -kModelInfinity : best - kTrapNaturalMargin - 1;
            r.preference = -modelSearch(g, r.after, kTrapModelDepth - 1, -kModelInfinity, -floor);
        }
        best = std::max(best, r.preference);
    }
    int natural = 0, naturalLosing = 0, losing = 0;
    for (const Reply& r : rs) {
        losing += r.loses;
        if (r.preference >= best - kTrapNaturalMargin) ++natural, naturalLosing += r.loses;
    }
    return (kTrapNaturalWeight * naturalLosing) / std::max(1, natural) +
           (kTrapAnyWeight * losing) / static_cast<int>(rs.size());
}

}  // namespace bagh
