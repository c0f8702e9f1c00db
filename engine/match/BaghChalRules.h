// Bagh-Chal as the match runner sees it: the game part of engine/match. The runner, the
// openings, the reference players and the program players are templates over such a "rules"
// type (LambsRules.h is the other one); it names the game's types and answers the few questions
// that differ between games: is a goat en prise, what does the `minimax` player's evaluation
// count, how does a record of an openings file read, how is a position spoken to a program and
// how does its answer read as a move.
#pragma once

#include <string>
#include <vector>

#include "engine/core/Game.h"
#include "engine/core/MoveGen.h"

namespace bagh {
class Engine;
}

namespace bagh::match {

// How a program's `bestmove` word reads in the game: a legal move, no move at all, or a move
// the rules do not allow now.
enum class MoveRead { Legal, Garbage, Illegal };

// True if a tiger could capture a goat in `pos` were it the tigers' turn.
bool goatEnPrise(const Position& pos);

// What the `minimax` reference player's evaluation counts (MinimaxPlayer.h), in either game and
// whoever is to move; each game's rules type counts them with its own move generation.
struct MinimaxFeatures {
    int captured = 0;    // goats captured so far
    int enPrise = 0;     // goats a tiger could take now
    int trapped = 0;     // tigers with no slide and no jump
    int tigerMoves = 0;  // all tiger moves, slides and jumps
};

struct BaghChalRules {
    using Game = bagh::Game;
    using Position = bagh::Position;
    using Move = bagh::Move;
    using MoveList = bagh::MoveList;
    using Engine = bagh::Engine;  // the in-process player's engine (EnginePlayer.h)

    // What an openings file holds, for its errors.
    static constexpr const char* kRecordName = "OBX record";

    Position start() const { return Position::start(); }
    Game game(const Position& start, RepetitionRule rule) const { return Game(start, rule); }
    // Random openings stop before the last goat is placed (20 goats, 40 placement plies).
    int maxOpeningPlies() const { return 38; }
    bool goatEnPrise(const Position& pos) const { return match::goatEnPrise(pos); }
    MinimaxFeatures minimaxFeatures(const Position& pos) const;
    // The legal moves of `pos` by the rules alone.
    void moves(const Position& pos, MoveList& list) const { generateMoves(pos, list); }
    // The result of `pos` by the rules alone (repetition belongs to the game).
    GameResult result(const Position& pos) const { return pos.result(); }
    // The exact value of a placement position for the side to move from the placement tables
    // found where the engine looks (the shipped book, the data package, $BAGHCHAL_TABLES),
    // opened once; Unknown where they do not reach. What random openings are checked against.
    GameValue provenValue(const Position& pos) const;
    // One OBX record: true and *pos, or false and *error ("pieces: …").
    bool readRecord(const std::string& text, Position* pos, std::string* error) const;

    // Spoken to a program (ProcessPlayer.h): lines before `isready` (none: Bagh-Chal is the
    // protocol's default game), the `position obx <start> moves …` line, and its answer.
    std::vector<std::string> setupLines() const { return {}; }
    std::string positionLine(const Game& game) const;
    MoveRead readMove(const Game& game, const std::string& word, Move* move) const;
};

}  // namespace bagh::match
