// One puzzle from the solved game, and its line in a puzzle file (`baghchal-engine puzzles`,
// resources/puzzles/puzzles.tsv). A line has five fields separated by single tabs:
//
//   ID <TAB> OBX <TAB> goal win|draw <TAB> line M1 R1 M2 … Mk <TAB> rating R
//
//   ID      letters, digits, '-', '_' and '.', at most 64 characters, unique within a file;
//   OBX     the position (docs/RULES.md, either dialect) with the solver to move; not over;
//   goal    `goal win`: the side to move wins, and M1 is its only winning move;
//           `goal draw`: the side to move draws, and M1 is its only move that does not lose;
//   line    the solver's moves and the opponent's replies alternating, solver first, ending with
//           the solver's move (an odd number of moves); every move legal in turn, written as the
//           engine reads moves (C1, E1D1, A1xC3 …; written back as C1 / E1D1). The game may end
//           only with the last move. Each solver move is again the only one that keeps the goal;
//           each reply is the opponent's most resisting (PuzzleProver.h checks all of it);
//   rating  an integer 0..4000 (about 600 easy to 2400 hard, PuzzleRating.h).
//
// A puzzle file is such lines, one per line; blank lines and lines starting with '#' are
// skipped. The parser checks the form and the legality of the line, never the values: that
// needs the database and is PuzzleProver's job. It never throws and never crashes on garbage;
// every refusal names the field and says why.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Move.h"
#include "engine/core/Position.h"

namespace bagh::puzzle {

enum class Goal { Win, Draw };
// Where the puzzle's position stands: goats still in hand (placement) or all placed (sliding,
// the endgame database's part, including the tigers' move after the last placement).
enum class Phase { Placement, Sliding };

const char* goalName(Goal g);    // "win", "draw"
const char* phaseName(Phase p);  // "placement", "sliding"

struct Puzzle {
    std::string id;
    Position position;  // the solver to move; its ply is the record's move number
    Move lastMove;      // the opponent's move that led here (the OBX last-move field), or null
    std::string obx;    // the record as OBX text (canonical, seed dialect, after parsing)
    Goal goal = Goal::Win;
    std::vector<Move> line;  // solver first, odd length, legal in turn
    int rating = 0;

    Side solver() const { return position.sideToMove(); }
    Phase phase() const { return position.goatsInHand() > 0 ? Phase::Placement : Phase::Sliding; }
    // The solver's moves of the line (M1, M2 …): the ones the player must find.
    int solverMoves() const { return (static_cast<int>(line.size()) + 1) / 2; }
};

// Limits a line must keep (the parser refuses more): what a file of puzzles needs, no more.
constexpr std::size_t kMaxPuzzleLineBytes = 4096;
constexpr std::size_t kMaxPuzzleIdLength = 64;
constexpr int kMaxPuzzleMoves = 199;
constexpr int kMaxPuzzleRating = 4000;

// Why a line was refused: the field ("line", "id", "obx", "goal", "moves", "rating") and the
// reason, e.g. "moves: move 3 'B2C3' is not legal".
struct PuzzleError {
    std::string field;
    std::string reason;
    std::string message() const { return field + ": " + reason; }
};

struct PuzzleParseResult {
    bool ok = false;
    Puzzle puzzle;      // valid when ok
    PuzzleError error;  // valid when !ok
};

// Reads one puzzle line (without its newline; a trailing '\r' is ignored).
PuzzleParseResult parsePuzzleLine(std::string_view line);

// The same, for callers that want an optional: the puzzle, or nothing with *error (when given)
// set to the message ("goal: expected 'goal win' or 'goal draw', got 'goal lose'").
std::optional<Puzzle> parsePuzzle(std::string_view line, std::string* error = nullptr);

// Reads a whole puzzle file: every valid puzzle in file order. Each refused line adds
// "line N: <message>" to *errors (when given), N counted from 1, and is left out; so is a puzzle
// whose ID repeats an earlier one.
std::vector<Puzzle> parsePuzzleSet(std::string_view text, std::vector<std::string>* errors);

// The line of a puzzle, without a newline: what parsePuzzleLine reads back as the same puzzle.
std::string formatPuzzle(const Puzzle& p);

}  // namespace bagh::puzzle
