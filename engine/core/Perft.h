// Perft: the number of leaf nodes of the legal move tree to a fixed depth (no repetition rule,
// finished games are leaves that count 0 below them). The last ply is counted in bulk.
#pragma once

#include <cstdint>

#include "engine/core/Position.h"

namespace bagh {

std::uint64_t perft(Position& pos, int depth);

}  // namespace bagh
