// What a player sees of a board before any piece: its points, the lines between neighbours,
// the tigers' start, the goats, and how points are named in moves. Derived from each game's
// own tables (core/Tables.h, lambs/Board.h), never written twice.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/games/GameTypes.h"

namespace bagh::games {

struct BoardShape {
    GameKind kind = GameKind::BaghChal;
    int points = 0;
    int tigers = 0;
    int goats = 0;
    Mask startTigers = 0;
    // Every pair of neighbouring points once, the lower point first.
    std::vector<std::pair<Point, Point>> edges;
    Mask full() const { return points >= 32 ? ~Mask{0} : (Mask{1} << points) - 1; }
};

const BoardShape& boardShape(GameKind kind);

// How a move names the point: "C3" (Bagh-Chal), "12" (Lambs).
std::string pointName(GameKind kind, Point p);

}  // namespace bagh::games
