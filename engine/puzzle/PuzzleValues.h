// The exact judgements a puzzle rests on, shared by the generator and the prover: the values
// of every move of a position, which moves keep its value, and which replies resist most.
#pragma once

#include <vector>

#include "engine/search/Exact.h"

namespace bagh::puzzle {

// Goats in hand up to which a placement position is proven by a full-width search down to the
// database (ExactSources::searchInHand): with 4 in hand every line reaches the database within
// 8 plies over a board with 5 + captured empty points, a proof costs 0.25 ms on average and a
// few ms at worst (random positions of layers 31-32); with 5 in hand five times as much, and
// the generator ran four times slower for 4% more placement puzzles.
constexpr int kSearchInHand = 4;

struct MoveJudgement {
    Move move;
    DbProbe value;  // for the side to move before the move; plies from before it
};

// The exact values of one position's moves.
struct Judgement {
    GameValue value = GameValue::Unknown;  // of the position for its side to move
    bool decided = false;                  // every legal move's value is known
    int keeping = 0;                       // moves that keep `value` (when decided)
    Move only;                             // the keeping move when keeping == 1
    int plies = -1;                        // to the end through `only`, where known
    std::vector<MoveJudgement> moves;      // every legal move in generation order (when decided)
};

// Judges `pos` (not over). A position without legal moves is decided, lost, keeping 0.
Judgement judge(const Position& pos, const ExactSources& src);

// The opponent's most resisting replies in `pos` (its turn, after the solver kept its value
// `solverValue`, win or draw), every one keeping the opponent's own value:
//   - the solver wins (the opponent loses): the longest loss where the database gives the
//     distances, then those that leave the solver the fewest winning moves (RootPlan's choice);
//   - the solver draws: the drawing replies that leave the solver the fewest moves that do not
//     lose.
// Empty when the values are not all decided. In generation order.
std::vector<Move> resistingReplies(const Position& pos, GameValue solverValue,
                                   const ExactSources& src);

}  // namespace bagh::puzzle
