#include "engine/games/PositionParts.h"

#include <bit>
#include <initializer_list>
#include <string>

#include "engine/games/AnyGame.h"
#include "engine/games/BoardShape.h"
#include "engine/games/GameAdapters.h"

namespace bagh::games {
namespace {

PositionBuild refused(std::string field, std::string reason, ObxErrorCode code,
                      std::initializer_list<int> numbers) {
    PositionBuild out;
    out.error.where = obxFieldOf(field);
    out.error.field = std::move(field);
    out.error.reason = std::move(reason);
    out.error.code = code;
    int i = 0;
    for (int n : numbers) out.error.n[i++] = n;
    return out;
}

std::string num(int n) { return std::to_string(n); }

// The record without its last field, the move number: the reader then derives the ply.
std::string withoutMoveNumber(const std::string& record) {
    return record.substr(0, record.find_last_of(' '));
}

}  // namespace

PositionBuild positionFromParts(GameKind kind, int capturesToWin, const PositionParts& p) {
    using Code = ObxErrorCode;
    const BoardShape& shape = boardShape(kind);
    const int rule = kind == GameKind::Lambs ? capturesToWin : bagh::kCapturesToWin;
    if (rule < 1 || rule > shape.goats)
        return refused("captures",
                       num(rule) + " captures to win, expected 1 to " + num(shape.goats),
                       Code::Other, {rule});
    if (const Mask off = (p.tigers | p.goats) & ~shape.full())
        return refused("pieces",
                       "a piece on point " + num(std::countr_zero(off)) +
                           ", off the board (points 0 to " + num(shape.points - 1) + ")",
                       Code::Other, {std::countr_zero(off)});
    if (const Mask both = p.tigers & p.goats)
        return refused("pieces",
                       pointName(kind, std::countr_zero(both)) + " holds a tiger and a goat",
                       Code::Other, {std::countr_zero(both)});
    const int tigers = std::popcount(p.tigers), onBoard = std::popcount(p.goats);
    if (tigers != shape.tigers)
        return refused("pieces", num(tigers) + " tigers, expected " + num(shape.tigers),
                       Code::TigerCount, {tigers});
    if (p.inHand < 0 || p.inHand > shape.goats)
        return refused("in hand", num(p.inHand) + ", expected 0 to " + num(shape.goats),
                       Code::InHandInvalid, {p.inHand});
    if (p.captured < 0 || p.captured > rule)
        return refused("captured", num(p.captured) + ", expected 0 to " + num(rule),
                       Code::CapturedInvalid, {p.captured});
    if (onBoard + p.inHand + p.captured != shape.goats)
        return refused("goats",
                       num(onBoard) + " on the board + " + num(p.inHand) + " in hand + " +
                           num(p.captured) + " captured = " + num(onBoard + p.inHand + p.captured) +
                           ", expected " + num(shape.goats),
                       Code::GoatCount, {onBoard, p.inHand, p.captured});
    if (p.ply && *p.ply < 0)
        return refused("move number", num(*p.ply) + ", expected 0 or more", Code::MoveNumberInvalid,
                       {*p.ply});

    // The game's own reader has the last word, so that this accepts what a record accepts.
    const Position built =
        kind == GameKind::Lambs
            ? fromLambs(lambs::Position::fromParts(p.tigers, p.goats, p.inHand, p.captured, p.side,
                                                   p.ply.value_or(0)),
                        rule)
            : fromBaghChal(bagh::Position::fromParts(p.tigers, p.goats, p.inHand, p.captured,
                                                     p.side, p.ply.value_or(0)));
    std::string record = writeRecord(built);
    if (!p.ply) record = withoutMoveNumber(record);
    const RecordReading r = readRecord(kind, rule, record, RepetitionRule::ThirdOccurrenceDraws);
    PositionBuild out;
    if (!r.ok) {
        out.error = r.error;
        return out;
    }
    out.ok = true;
    out.position = r.game.startPosition();
    return out;
}

PositionParts partsOf(const Position& pos) {
    PositionParts p;
    p.tigers = pos.tigers();
    p.goats = pos.goats();
    p.inHand = pos.goatsInHand();
    p.captured = pos.goatsCaptured();
    p.side = pos.sideToMove();
    p.ply = pos.ply();
    return p;
}

}  // namespace bagh::games
