#include "engine/games/GameAdapters.h"

#include <bit>

namespace bagh::games {

const char* gameKindName(GameKind kind) { return kind == GameKind::Lambs ? "lambs" : "baghchal"; }

std::optional<GameKind> gameKindFromName(std::string_view name) {
    if (name == "baghchal" || name == "bagh-chal") return GameKind::BaghChal;
    if (name == "lambs") return GameKind::Lambs;
    return std::nullopt;
}

int Position::goatsOnBoard() const { return std::popcount(goats_); }

Move fromBaghChal(bagh::Move m) {
    if (m.isNull()) return {};
    if (m.isPlacement()) return Move::placement(m.to());
    if (m.isJump()) return Move::jump(m.from(), m.over(), m.to());
    return Move::slide(m.from(), m.to());
}

bagh::Move toBaghChal(Move m) {
    if (m.isNull() || m.to() >= bagh::kSquares) return {};
    if (m.isPlacement()) return bagh::Move::placement(m.to());
    if (m.from() >= bagh::kSquares) return {};
    if (m.isJump()) return bagh::Move::jump(m.from(), m.to());
    return bagh::Move::slide(m.from(), m.to());
}

Position fromBaghChal(const bagh::Position& p) {
    return Position(GameKind::BaghChal, bagh::kCapturesToWin, p.tigers(), p.goats(),
                    p.goatsInHand(), p.goatsCaptured(), p.sideToMove(), p.ply(), p.key());
}

MoveList fromBaghChal(const bagh::MoveList& list) {
    MoveList out;
    out.reserve(static_cast<std::size_t>(list.size()));
    for (bagh::Move m : list) out.push_back(fromBaghChal(m));
    return out;
}

bagh::Position toBaghChal(const Position& p) {
    return bagh::Position::fromParts(p.tigers(), p.goats(), p.goatsInHand(), p.goatsCaptured(),
                                     p.sideToMove(), p.ply());
}

Position fromLambs(const lambs::Position& p, int capturesToWin) {
    return Position(GameKind::Lambs, capturesToWin, p.tigers(), p.goats(), p.goatsInHand(),
                    p.goatsCaptured(), p.sideToMove(), p.ply(), p.key());
}

lambs::Position toLambs(const Position& p) {
    return lambs::Position::fromParts(p.tigers(), p.goats(), p.goatsInHand(), p.goatsCaptured(),
                                      p.sideToMove(), p.ply());
}

lambs::Variant lambsVariant(int capturesToWin) { return lambs::Variant::lambs(capturesToWin); }

}  // namespace bagh::games
