// Lambs and Tigers as the match runner sees it (BaghChalRules.h says what a rules type is): one
// variant, that is the board and its captures-to-win rule. Programs are told the game before
// `isready` (`setoption name Game value lambs`, `setoption name Captures value N`) and get
// positions as `position record <RECORD> moves …` with the moves as Lambs writes them (`12`,
// `3-9`, `3x15`; lambs/Record.h).
#pragma once

#include <string>
#include <vector>

#include "engine/lambs/LambsGame.h"
#include "engine/match/BaghChalRules.h"  // MoveRead

namespace bagh::lambs {
class LambsEngine;
}

namespace bagh::match {

struct LambsRules {
    using Game = lambs::LambsGame;
    using Position = lambs::Position;
    using Move = lambs::Move;
    using MoveList = lambs::MoveList;
    using Engine = lambs::LambsEngine;

    static constexpr const char* kRecordName = "Lambs record";

    explicit LambsRules(const lambs::Variant& v = lambs::Variant::lambs()) : variant(v) {}

    Position start() const { return Position::start(variant.board()); }
    Game game(const Position& start, RepetitionRule rule) const {
        return Game(variant, start, rule);
    }
    // Random openings stop before the last goat is placed (15 goats, 30 placement plies).
    int maxOpeningPlies() const { return 2 * variant.board().goats() - 2; }
    bool goatEnPrise(const Position& pos) const;
    MinimaxFeatures minimaxFeatures(const Position& pos) const;
    void moves(const Position& pos, MoveList& list) const {
        lambs::generateMoves(variant, pos, list);
    }
    GameResult result(const Position& pos) const { return lambs::result(variant, pos); }
    // The exact value for the side to move from this rule's solved tables found where the
    // engine looks (the shipped book and layers, the data package), opened once per rule;
    // Unknown where they do not reach.
    GameValue provenValue(const Position& pos) const;
    // One Lambs record: true and *pos, or false and *error ("pieces: …").
    bool readRecord(const std::string& text, Position* pos, std::string* error) const;

    std::vector<std::string> setupLines() const;
    std::string positionLine(const Game& game) const;
    MoveRead readMove(const Game& game, const std::string& word, Move* move) const;

    lambs::Variant variant;
};

}  // namespace bagh::match
