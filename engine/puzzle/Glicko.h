// The player's puzzle rating, Qt-free (the app keeps it in QSettings: app/puzzles/
// PlayerRating.h). Glicko (Glickman, "Parameter estimation in large dynamic paired comparison
// experiments", 1999) with the puzzle as the opponent, rated at its own rating (PuzzleRating.h)
// with a fixed small deviation. A solve counts as a win, a failed or assisted (hint) attempt as
// a loss. The rating also says how long a line the player is ready for (longestPuzzle).
#pragma once

#include <vector>

namespace bagh::puzzle {

// One game of a rating period: the opponent's rating and deviation, and the score (1 a win,
// 0.5 a draw, 0 a loss).
struct GlickoGame {
    double rating = 1500.0;
    double deviation = 350.0;
    double score = 0.0;
};

// Glicko's g(RD): how much an opponent's uncertain rating damps what a result says.
double glickoG(double deviation);
// The expected score E of a player rated `rating` against `opponent` (its rating and deviation).
double glickoExpected(double rating, const GlickoGame& opponent);

struct Glicko {
    double rating = 1500.0;
    double deviation = 350.0;
};
// Glicko's step 2: the rating and deviation after one rating period of `games`, unbounded (the
// caller clamps). No games leave the player as is.
Glicko glickoUpdate(const Glicko& player, const std::vector<GlickoGame>& games);

struct SolverRating {
    // A newcomer is taken for a beginner: the easy end of the puzzles' scale (about 600, found
    // at a glance, to 2400, PuzzleRating.h), where the set's one-move puzzles begin. The wide
    // starting deviation lets the first few results move it far, so a stronger player climbs
    // fast.
    static constexpr double kStart = 800.0;
    static constexpr double kStartDeviation = 350.0;
    static constexpr double kLeastDeviation = 50.0;
    static constexpr double kPuzzleDeviation = 80.0;
    static constexpr double kLowest = 100.0;
    static constexpr double kHighest = 4000.0;

    double rating = kStart;
    double deviation = kStartDeviation;  // shrinks as results come in, never below the least
    int attempts = 0;
    int solved = 0;

    // The rating after one result against a puzzle rated `puzzleRating` (a rating period of
    // one game); returns the change.
    double update(double puzzleRating, bool won);
    // The chance the Glicko model gives the player of solving a puzzle of that rating.
    double expected(double puzzleRating) const;
    // The most solver moves a puzzle offered at this rating should ask for: one at a beginner's
    // rating, one more for every kRatingPerMove above it (the shipped set's mean rating rises by
    // about that much per extra move of the line).
    static constexpr double kRatingPerMove = 200.0;
    int longestPuzzle() const;
};

}  // namespace bagh::puzzle
