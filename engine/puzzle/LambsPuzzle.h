// A puzzle of Lambs and Tigers under one captures-to-win rule (the shipped set: the every-goat
// rule, whose tables the book holds whole, resources/book/lambs-w15-*; the five- and six-capture
// rules where their tables are at hand), and its line in a puzzle file: the same five fields as
// Bagh-Chal's (Puzzle.h), the record and the moves in this game's notation
// (engine/lambs/Record.h: `T/2TT2/G5/6/4 t g14 c0 m7 1`, moves `12`, `3-9`, `3x15`):
//
//   ID <TAB> record <TAB> goal win|draw <TAB> line M1 R1 M2 … Mk <TAB> rating R
//
// The parser checks the form and the legality of the line, never the values (the prover's job,
// LambsPuzzleValues.h); it never throws, and every refusal names the field ("record" for the
// position) and says why. The line does not name its rule: a set is of one rule, which its
// reader is told (the every-goat rule unless said otherwise).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"
#include "engine/puzzle/Puzzle.h"

namespace bagh::puzzle {

// The rule of the shipped Lambs puzzles: the tigers win by taking every goat.
constexpr int kLambsPuzzleCaptures = 15;

struct LambsPuzzle {
    int captures = kLambsPuzzleCaptures;  // the captures that win: the set's rule
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
    lambs::Variant variant() const { return lambs::Variant::lambs(captures); }
};

struct LambsPuzzleParseResult {
    bool ok = false;
    LambsPuzzle puzzle;  // valid when ok
    PuzzleError error;   // valid when !ok
};

// One line of a set whose tigers win on `captures` captures (1..15).
LambsPuzzleParseResult parseLambsPuzzleLine(std::string_view line,
                                            int captures = kLambsPuzzleCaptures);
// A whole file, as parsePuzzleSet (Puzzle.h).
std::vector<LambsPuzzle> parseLambsPuzzleSet(std::string_view text,
                                             std::vector<std::string>* errors,
                                             int captures = kLambsPuzzleCaptures);
std::string formatLambsPuzzle(const LambsPuzzle& p);

// Whether a puzzle line's record is a Lambs record rather than OBX (its first row is the apex's
// one point): how `puzzles --check` tells the sets apart.
bool isLambsPuzzleLine(std::string_view line);

}  // namespace bagh::puzzle
