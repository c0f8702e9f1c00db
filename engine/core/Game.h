// A Bagh-Chal game record: the start position, the moves played, and the repetition house
// rule, on the record both games share (core/GameRecord.h), which decides repetition for the
// app, the protocol and the search's root.
#pragma once

#include "engine/core/GameRecord.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Position.h"

namespace bagh {

// Bagh-Chal's rules of one position, as the record asks for them.
struct BaghChalRecordRules {
    using Position = ::bagh::Position;
    using Move = ::bagh::Move;
    using MoveList = ::bagh::MoveList;
    void moves(const Position& pos, MoveList& list) const { generateMoves(pos, list); }
    GameResult result(const Position& pos) const { return pos.result(); }
};

class Game : public GameRecord<BaghChalRecordRules> {
public:
    explicit Game(const Position& start = Position::start(),
                  RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws)
        : GameRecord({}, start, rule) {}
};

}  // namespace bagh
