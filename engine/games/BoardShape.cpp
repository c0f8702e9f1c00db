#include "engine/games/BoardShape.h"

#include "engine/core/Position.h"
#include "engine/core/Tables.h"
#include "engine/lambs/Board.h"

namespace bagh::games {
namespace {

BoardShape baghChalShape() {
    BoardShape s;
    s.kind = GameKind::BaghChal;
    s.points = bagh::kSquares;
    s.tigers = bagh::kTigers;
    s.goats = bagh::kGoats;
    s.startTigers = bagh::Position::start().tigers();
    for (Point a = 0; a < s.points; ++a)
        for (Point b = a + 1; b < s.points; ++b)
            if (bagh::adjacent(a, b)) s.edges.emplace_back(a, b);
    return s;
}

BoardShape lambsShape() {
    const lambs::Board& board = lambs::lambsBoard();
    BoardShape s;
    s.kind = GameKind::Lambs;
    s.points = board.points();
    s.tigers = board.tigers();
    s.goats = board.goats();
    s.startTigers = board.startTigers();
    for (Point a = 0; a < s.points; ++a)
        for (Point b = a + 1; b < s.points; ++b)
            if (board.neighbours(a) & lambs::bit(b)) s.edges.emplace_back(a, b);
    return s;
}

}  // namespace

const BoardShape& boardShape(GameKind kind) {
    static const BoardShape baghChal = baghChalShape();
    static const BoardShape lambs = lambsShape();
    return kind == GameKind::Lambs ? lambs : baghChal;
}

std::string pointName(GameKind kind, Point p) {
    if (kind == GameKind::Lambs) return std::to_string(p);
    return bagh::squareName(p);
}

}  // namespace bagh::games
