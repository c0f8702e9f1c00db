// How a player with exact knowledge (the endgame database, the placement tables) chooses its
// move: keep the best proven value, then choose among the moves that keep it by playing
// strength, the way strong engines play on in drawn or won table positions:
//   - win: the fastest win where distances are known; the search breaks the remaining ties;
//   - draw: the search over exactly the drawing moves, each given a bonus for the opponent's
//     chances to go wrong after it (natural-looking replies that lose, from exact probes); a
//     move that ends the game by repetition only where every drawing move does;
//   - loss: the longest resistance, then the moves that leave the opponent the fewest winning
//     replies; the search breaks the remaining ties.
// The goats, at full strength, also weigh how many tiger replies would win a goat by force at
// soon (GoatRisk.h): a fallible tiger that finds such a reply only by chance seldom gets one.
// The reported value stays the proven one; only the choice among equals changes.
#pragma once

#include <atomic>
#include <vector>

#include "engine/core/Game.h"
#include "engine/search/Exact.h"

namespace bagh {

// The goats' risk look at full depth (three random tiger slides) and the cheap one.
constexpr int kDeepRiskRounds = 3;
constexpr int kQuickRiskRounds = 2;

struct RootPlan {
    GameValue value = GameValue::Unknown;  // the root's proven value; Unknown: not all decided
    int plies = -1;                        // to the end where the database gives it
    MoveList candidates;                   // the moves to choose among (never empty)
    std::vector<int> bonus;                // per candidate, centi-goats; empty: none
    std::vector<int> risk;                 // per candidate goat move, per mille (GoatRisk.h)
};

// Plans the choice at `root` among `legal` (non-empty, the house rule already applied).
// Where some moves are undecided the plan keeps every move except proven losses when a move
// proven not to lose exists, and a proven win wins outright. `traps` adds the draw bonuses
// (the full-strength level; costs a probe per reply of each drawing move) and, for the goats,
// the fork penalties, whatever the proven value (a few thousand move generations).
// `riskRounds` is how deep the goats' risk looks (GoatRisk.h): 3 costs up to about 0.15 s a goat
// move in the book, 2 a few milliseconds.
// A set `stop` flag cuts the risk look short (no penalties then).
RootPlan planRoot(const Position& root, const MoveList& legal, const ExactSources& src, bool traps,
                  int riskRounds = kDeepRiskRounds, const std::atomic<bool>* stop = nullptr);
// The same at the current position of `game`, knowing its history: in a proven draw the moves
// that would end the game by repetition (Game::endsByRepetition) are dropped while a drawing
// move that does not remains, before the goats' choice of safe moves.
RootPlan planRoot(const Game& game, const MoveList& legal, const ExactSources& src, bool traps,
                  int riskRounds = kDeepRiskRounds, const std::atomic<bool>* stop = nullptr);

// The bonus of one drawing move `m`: how likely the opponent, to move after it, picks a
// natural-looking reply that loses; none for a goat move that leaves a goat en prise. Exposed
// for tests.
int trapBonus(const Position& root, Move m, const ExactSources& src);

}  // namespace bagh
