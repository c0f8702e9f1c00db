// The Lambs and Tigers search's memory: Bagh-Chal's table (search/Tt.h) over this board's moves.
// Position::key() is perfect here too (26 bits a mask, the side and the goats in hand above).
#pragma once

#include "engine/lambs/Position.h"
#include "engine/search/Tt.h"

namespace bagh {
extern template class BasicTt<lambs::Move>;
}

namespace bagh::lambs {

using Tt = BasicTt<Move>;
using TtHit = BasicTtHit<Move>;

}  // namespace bagh::lambs
