// A player in a match: something that, given a game, answers with a move. The match runner
// (MatchRunner.h) asks the side to move for its move and judges the answer; a player that
// cannot answer properly forfeits the game, and the runner says why. One interface for every
// game: a player is a BasicPlayer over the game's rules type (BaghChalRules.h, LambsRules.h).
#pragma once

#include <cstdint>
#include <string>

#include "engine/match/BaghChalRules.h"

namespace bagh::match {

// How long a player may think: one of movetime or depth (neither: the player's own default),
// plus the time after which the runner gives up waiting for an answer.
struct MoveLimits {
    std::int64_t movetimeMs = 0;
    int depth = 0;
    std::int64_t timeoutMs = 0;  // 0: no limit (in-process players, which always answer)
};

enum class Forfeit { None, Crashed, Illegal, Timeout, Garbage };

// "crashed", "illegal", "timeout", "garbage" ("" for None): the words of the game lines.
const char* forfeitName(Forfeit f);

template <class MoveT>
struct BasicPlayerAnswer {
    BasicPlayerAnswer() = default;
    BasicPlayerAnswer(MoveT m) : move(m) {}  // NOLINT: a move is an answer
    BasicPlayerAnswer(MoveT m, Forfeit f, std::string d)
        : move(m), forfeit(f), detail(std::move(d)) {}

    MoveT move;  // valid when forfeit == None
    Forfeit forfeit = Forfeit::None;
    std::string detail;  // what went wrong, for the runner's diagnostics
};

template <class Rules>
class BasicPlayer {
public:
    using Game = typename Rules::Game;
    using Move = typename Rules::Move;
    using Answer = BasicPlayerAnswer<Move>;

    virtual ~BasicPlayer() = default;
    // The name in game lines and saved games: one word.
    virtual std::string name() const = 0;
    // Gets ready for a game (starts a program, opens tables); false and a forfeit reason in
    // *answer on failure.
    virtual bool start(Answer* answer) {
        (void)answer;
        return true;
    }
    // The move for the side to move in `game` (which is not over). The runner checks legality.
    virtual Answer move(const Game& game, const MoveLimits& limits) = 0;
};

using PlayerAnswer = BasicPlayerAnswer<Move>;
using Player = BasicPlayer<BaghChalRules>;

}  // namespace bagh::match
