#include "engine/games/MoveNotation.h"

#include <span>

#include "engine/core/Move.h"
#include "engine/core/Tables.h"
#include "engine/games/GameAdapters.h"
#include "engine/lambs/Board.h"
#include "engine/lambs/Record.h"

namespace bagh::games {
namespace {

// The move from `from` to `to` on a board with these neighbours and jumps: a slide, a jump
// (over the point its jump list names), or nothing. `over` is the jumped point the text named,
// kNoPoint when it named none.
template <class Jumps>
std::optional<Move> stepOrJump(Mask neighbours, const Jumps& jumps, Point from, Point to,
                               Point over) {
    if (neighbours & bit(to)) {
        if (over != kNoPoint) return std::nullopt;
        return Move::slide(from, to);
    }
    for (const auto& j : jumps)
        if (j.land == to && (over == kNoPoint || over == j.over))
            return Move::jump(from, j.over, to);
    return std::nullopt;
}

std::optional<Move> parseBaghChal(std::string_view text) {
    const auto t = bagh::parseMoveText(text);
    if (!t) return std::nullopt;
    if (t->from == kNoSquare) return Move::placement(t->to);
    const JumpList& jumps = tables().jumps[t->from];
    const std::span<const Jump> list(jumps.jumps.data(), static_cast<std::size_t>(jumps.count));
    const Point over = t->captured == kNoSquare ? kNoPoint : t->captured;
    return stepOrJump(tables().neighbours[t->from], list, t->from, t->to, over);
}

std::optional<Move> parseLambs(std::string_view text) {
    const auto t = lambs::parseMoveText(text);
    const lambs::Board& board = lambs::lambsBoard();
    if (!t || t->to >= board.points()) return std::nullopt;
    if (t->from == kNoPoint) return Move::placement(t->to);
    if (t->from >= board.points()) return std::nullopt;
    // '-' and 'x' alike, as lambs::findLegalMove reads them: the board tells the two apart.
    return stepOrJump(board.neighbours(t->from), board.jumps(t->from), t->from, t->to, kNoPoint);
}

}  // namespace

std::optional<Move> parseMove(GameKind kind, std::string_view text) {
    return kind == GameKind::Lambs ? parseLambs(text) : parseBaghChal(text);
}

std::string moveText(GameKind kind, Move m) {
    return kind == GameKind::Lambs ? toLambs(m).toString() : toBaghChal(m).toString();
}

}  // namespace bagh::games
