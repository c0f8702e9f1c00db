// Lambs and Tigers puzzles from its solved tables (the every-goat rule's, which the book ships
// whole; another rule's where its tables are at hand: the book's sliding layers, a solve),
// chosen as Bagh-Chal's are (PuzzleGenerator.h): games the engine plays against itself, each
// side a club player of SelfPlay.h reading by search alone; every position of such a game is
// judged exactly (LambsPuzzleValues.h), and where exactly one move keeps the side to move's
// value (a win, or a draw where every other move loses) and the answer is not trivial (not a
// single legal move, not a capture that ends the game, not a line whose every solver move is
// the only natural-looking one), one placement and one sliding position per game are taken,
// each with its line (the opponent's most resisting replies, the solver's moves while they stay
// unique, at most maxSolverMoves) and its rating (PuzzleRating.h, from this game's search).
// Positions already used, under the board's mirror, are left out.
//
// Deterministic: game i depends only on the seed and i; games are played in parallel in batches
// and their puzzles taken in game order, so the output is the same for any thread count.
#pragma once

#include <functional>
#include <vector>

#include "engine/puzzle/LambsPuzzle.h"
#include "engine/puzzle/LambsPuzzleValues.h"
#include "engine/puzzle/PuzzleGenerator.h"  // GeneratorOptions, GeneratorStats

namespace bagh::puzzle {

// IDs are "lambs-s<seed>-<n>" (another rule than every goat: "lambs-w<captures>-s<seed>-<n>"), n
// from 1, four digits at least.
std::vector<LambsPuzzle> generateLambsPuzzles(
    const GeneratorOptions& options, const LambsPuzzleSources& src,
    const std::function<void(const LambsPuzzle&)>& onPuzzle = {}, GeneratorStats* stats = nullptr);

}  // namespace bagh::puzzle
