// Setting traps inside a proven draw, one mechanism for both games and both sides: among the
// moves that keep the draw, prefer the one after which a fallible opponent most likely picks a
// reply that loses. The opponent is modelled as a player who looks one move ahead: it rates each
// reply by the static evaluation of the position the reply leaves, and plays one of its
// favourites — a reply within kTrapNaturalMargin of its best rating ("natural"). Which replies
// lose is exact (the game's solved tables or database). The bonus, in centi-goats, added to the
// search's score of the move at the root:
//   kTrapNaturalWeight · (natural replies that lose / natural replies)
//   + kTrapAnyWeight · (replies that lose / all replies),
// none for a goat move that leaves a goat en prise (a gift, not a trap: the natural reply takes
// it). Well under half a goat: the search's judgement of the position comes first, the trap
// decides between moves it rates alike. How the weights were chosen and what they win:
// docs/MATCHES.md, "Setting traps".
//
// The game is given as hooks, `G` (search/RootPlan.cpp for Bagh-Chal, lambs/LambsEngine.cpp for
// Lambs and Tigers):
//   G::Position, G::Move, G::MoveList
//   void moves(const Position&, MoveList&) const     the legal moves
//   int evaluate(const Position&) const              static score for the side to move
//   bool provenWin(const Position&) const            exact: the side to move has won or wins
//   bool givesGoat(const Position& root, const Position& child) const
//                                                    a goat move that leaves a goat en prise
#pragma once

#include <algorithm>
#include <climits>
#include <vector>

namespace bagh {

constexpr int kTrapNaturalMargin = 40;
constexpr int kTrapNaturalWeight = 30;
constexpr int kTrapAnyWeight = 10;

template <class G>
int trapBonusOf(const G& g, const typename G::Position& root, typename G::Move m) {
    typename G::Position child = root;
    child.makeMove(m);
    if (g.givesGoat(root, child)) return 0;
    typename G::MoveList replies;
    g.moves(child, replies);
    if (replies.size() < 2) return 0;
    struct Reply {
        int preference;  // the opponent's one-move view of it
        bool loses;      // proven to lose for the opponent
    };
    std::vector<Reply> rs;
    int best = INT_MIN;
    for (auto r : replies) {
        typename G::Position grandchild = child;
        grandchild.makeMove(r);
        // The evaluation speaks for the side to move in the grandchild: us.
        const int preference = -g.evaluate(grandchild);
        rs.push_back({preference, g.provenWin(grandchild)});
        best = std::max(best, preference);
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
