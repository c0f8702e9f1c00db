#include "engine/core/Perft.h"

#include "engine/core/MoveGen.h"

namespace bagh {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return static_cast<std::uint64_t>(countMoves(pos));
    MoveList list;
    generateMoves(pos, list);
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove(m);
    }
    return nodes;
}

}  // namespace bagh
