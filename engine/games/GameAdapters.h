// The two games' own types and the neutral ones of GameTypes.h, converted both ways without
// loss. Bagh-Chal writes no jumped point into its moves (it is the midpoint); Lambs' moves have
// the neutral layout already.
#pragma once

#include "engine/core/Move.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Position.h"
#include "engine/games/GameTypes.h"
#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::games {

Move fromBaghChal(bagh::Move m);
bagh::Move toBaghChal(Move m);
Position fromBaghChal(const bagh::Position& p);
MoveList fromBaghChal(const bagh::MoveList& list);
bagh::Position toBaghChal(const Position& p);

inline Move fromLambs(lambs::Move m) { return Move::fromRaw(m.raw()); }
inline lambs::Move toLambs(Move m) { return lambs::Move::fromRaw(m.raw()); }
Position fromLambs(const lambs::Position& p, int capturesToWin);
lambs::Position toLambs(const Position& p);

// The Lambs variant whose tigers win on `capturesToWin` captures (1..15).
lambs::Variant lambsVariant(int capturesToWin);

}  // namespace bagh::games
