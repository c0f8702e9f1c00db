// A puzzle of Lambs and Tigers under the every-goat rule (the rule whose tables ship in the book,
// resources/book/lambs-w15-*), and its line in a puzzle file: the same five fields as
// Bagh-Chal's (Puzzle.h), the record and the moves in this game's notation
// (engine/lambs/Record.h: `T/2TT2/G5/6/4 t g14 c0 m7 1`, moves `12`, `3-9`, `3x15`):
//
//   ID <TAB> record <TAB> goal win|draw <TAB> line M1 R1 M2 … Mk <TAB> rating R
//
// The parser checks the form and the legality of the line, never the values (the prover's job,
// LambsPuzzleValues.h); it never throws, and every refusal names the field ("record" for the
// position) and says why.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"
#include "engine/puzzle/Puzzle.h"

namespace bagh::puzzle {

// The rule of every Lambs puzzle: the tigers win by taking every goat.
const lambs::Variant& lambsPuzzleVariant();

struct LambsPuzzle {
    std::string id;
    lambs::Position position;  // the solver to move; its ply is the record's move number
    lambs::Move lastMove;      // the opponent's move that led here, or null
    std::string record;        // canonical, after parsing
    Goal goal = Goal::Win;
    std::vector<lambs::Move> line;  // solver first, odd length, legal in turn
    int rating = 0;

    Side solver() const { return position.sideToMove(); }
    Phase phase() const { return position.goatsInHand() > 0 ? Phase::Placement : Phase::Sliding; }
    int solverMoves() const { return (static_cast<int>(line.size()) + 1) / 2; }
};

struct LambsPuzzleParseResult {
    bool ok = false;
    LambsPuzzle puzzle;  // valid when ok
    PuzzleError error;   // valid when !ok
};

LambsPuzzleParseResult parseLambsPuzzleLine(std::string_view line);
// A whole file, as parsePuzzleSet (Puzzle.h).
std::vector<LambsPuzzle> parseLambsPuzzleSet(std::string_view text,
                                             std::vector<std::string>* errors);
std::string formatLambsPuzzle(const LambsPuzzle& p);

// Whether a puzzle line's record is a Lambs record rather than OBX (its first row is the apex's
// one point): how `puzzles --check` tells the sets apart.
bool isLambsPuzzleLine(std::string_view line);

}  // namespace bagh::puzzle
