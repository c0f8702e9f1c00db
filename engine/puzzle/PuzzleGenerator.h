// Puzzles from the solved game: positions of sensible play where exactly one move keeps the
// side to move's proven value (the only win, or the only move that does not lose).
//
// Where the positions come from: games the engine plays against itself from the start, each
// side at a shallow depth (3 to 5 plies, by search alone) with noise among near-equal moves
// (Search::setRootBonus), so that the games look like play between club players who now and
// then slip, which is exactly where puzzles arise. Every position of such a game that the exact
// sources decide (the opening book, the end of the placement by search to the database, the
// sliding phase from the database) is judged; of those with one value-keeping move and a
// non-trivial answer (not a single legal move, not a fifth capture, not a line whose every
// solver move is the only natural-looking one, PuzzleRating.h), one placement and one sliding
// position per game are taken, each with its line (PuzzleValues.h: the opponent's most
// resisting replies, the solver's moves while they stay unique) and its rating
// (PuzzleRating.h). Positions already used, under the board's symmetries, are left out.
//
// Determinism: game i depends only on the seed and i; games are played in parallel in batches
// and their puzzles taken in game order, so the output is the same for any thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "engine/puzzle/Puzzle.h"
#include "engine/search/Exact.h"

namespace bagh::puzzle {

enum class PhaseFilter { Any, Placement, Sliding };

struct GeneratorOptions {
    int count = 20;
    std::uint64_t seed = 1;
    PhaseFilter phase = PhaseFilter::Any;
    int threads = 0;  // 0: one per core
    // The solver moves of a line at most (the line then ends with the solver's move even where
    // the next would still be unique).
    int maxSolverMoves = 8;
};

struct GeneratorStats {
    int games = 0;
    int placement = 0;
    int sliding = 0;
};

// Generates options.count puzzles (fewer only if 1000 times as many games gave no more),
// calling onPuzzle (may be empty) for each as soon as it is final, in output order. IDs are
// "s<seed>-<n>" with n from 1, four digits at least.
std::vector<Puzzle> generatePuzzles(const GeneratorOptions& options, const ExactSources& src,
                                    const std::function<void(const Puzzle&)>& onPuzzle = {},
                                    GeneratorStats* stats = nullptr);

}  // namespace bagh::puzzle
