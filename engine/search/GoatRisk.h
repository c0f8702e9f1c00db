// The goats' practical risk: how likely a fallible tiger wins a goat soon after a goat move.
// The search plays against the best tiger, and once it sees a goat lost against best play it
// rates every such move alike; a tiger that picks its moves without seeing the whole tree finds
// the winning line only by chance, and the goats should make that chance small.
//
// The model tiger (the match runner's `greedy`, and a casual player) takes a goat whenever it
// can and otherwise moves at random; the goats answer with their best move under the model:
// one that keeps the best value exact sources prove, as the player does (a proven win where
// there is one, never a proven loss beside a move that is not), and leaves the fewest chances.
// A won line that only goes on by giving a goat away counts as that goat lost.
#pragma once

#include <atomic>
#include <vector>

#include "engine/search/Exact.h"

namespace bagh {

// For each goat move of `moves` from `root` (goats to move): the probability, in per mille, that
// the model tiger wins a goat by force: at once (a goat left en prise), or after `rounds` random
// tiger slides each answered by the goats' best move (rounds 1: a fork by the next slide).
// All 0 when the tigers are to move.
// A set `stop` flag ends the look at once: every risk is then 0 (no penalties), so a search
// asked to stop is not held up by its root's planning.
std::vector<int> goatRisks(const Position& root, const MoveList& moves, const ExactSources& src,
                           int rounds, const std::atomic<bool>* stop = nullptr);

}  // namespace bagh
