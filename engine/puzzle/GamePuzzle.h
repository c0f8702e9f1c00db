// A puzzle of either game in the neutral types of engine/games: what the app solves, whichever
// game's set it came from (Bagh-Chal's Puzzle.h, Lambs and Tigers' LambsPuzzle.h; the
// conversions keep everything, moves and positions through GameAdapters).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/puzzle/LambsPuzzle.h"
#include "engine/puzzle/Puzzle.h"

namespace bagh::puzzle {

struct GamePuzzle {
    std::string id;
    games::Position position;  // the solver to move (its kind is the puzzle's game)
    games::Move lastMove;      // the opponent's move that led here, or null
    Goal goal = Goal::Win;
    std::vector<games::Move> line;  // solver first, odd length, legal in turn
    int rating = 0;

    games::GameKind kind() const { return position.kind(); }
    Side solver() const { return position.sideToMove(); }
    Phase phase() const { return position.goatsInHand() > 0 ? Phase::Placement : Phase::Sliding; }
    int solverMoves() const { return (static_cast<int>(line.size()) + 1) / 2; }
    // The puzzle's game at its position (third repetition draws), no moves yet.
    games::Game start() const {
        return games::Game::from(position, RepetitionRule::ThirdOccurrenceDraws);
    }
};

GamePuzzle toGamePuzzle(const Puzzle& p);
GamePuzzle toGamePuzzle(const LambsPuzzle& p);

// A puzzle file of `kind` (Puzzle.h's format, or LambsPuzzle.h's), as parsePuzzleSet reads it.
std::vector<GamePuzzle> parseGamePuzzleSet(games::GameKind kind, std::string_view text,
                                           std::vector<std::string>* errors);

}  // namespace bagh::puzzle
