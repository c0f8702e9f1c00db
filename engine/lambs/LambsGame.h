// A Lambs and Tigers game record: the variant, the start position, the moves played, and the
// repetition house rule, on the record both games share (core/GameRecord.h: the same two house
// rules and the same repetition decisions as Bagh-Chal's).
#pragma once

#include "engine/core/Game.h"  // RepetitionRule, GameRecord
#include "engine/lambs/Board.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

using bagh::RepetitionRule;

// The rules of one position under a variant (its board and captures-to-win), as the record
// asks for them.
struct LambsRecordRules {
    using Position = ::bagh::lambs::Position;
    using Move = ::bagh::lambs::Move;
    using MoveList = ::bagh::lambs::MoveList;
    Variant variant;
    void moves(const Position& pos, MoveList& list) const { generateMoves(variant, pos, list); }
    GameResult result(const Position& pos) const { return lambs::result(variant, pos); }
};

class LambsGame : public GameRecord<LambsRecordRules> {
public:
    // Starts at `start` (the board's start when omitted) under `variant`'s captures-to-win.
    explicit LambsGame(const Variant& variant = Variant::lambs(),
                       RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws)
        : LambsGame(variant, Position::start(variant.board()), rule) {}
    LambsGame(const Variant& variant, const Position& start,
              RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws)
        : GameRecord(LambsRecordRules{variant}, start, rule) {}

    const Variant& variant() const { return rules().variant; }
};

}  // namespace bagh::lambs
