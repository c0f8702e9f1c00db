// The player's puzzle rating: Glicko (Glickman, 1999) with the puzzle as the opponent, rated at
// its own rating with a fixed small deviation. A solve counts as a win, a failed or assisted
// (hint) attempt as a loss; only the first attempt at a puzzle counts. Kept in QSettings.
// The rating also says how long a line the player is ready for (longestPuzzle).
#pragma once

#include <QSet>
#include <QString>

class QSettings;

struct PlayerRating {
    // A newcomer is taken for a beginner: the easy end of the puzzles' scale (about 600, found
    // at a glance, to 2400, PuzzleRating.h), where the set's one-move puzzles begin. The wide
    // starting deviation lets the first few results move it far, so a stronger player climbs
    // fast.
    static constexpr double kStart = 800.0;
    static constexpr double kStartDeviation = 350.0;
    static constexpr double kLeastDeviation = 50.0;
    static constexpr double kPuzzleDeviation = 80.0;

    double rating = kStart;
    double deviation = kStartDeviation;  // shrinks as results come in
    int attempts = 0;
    int solved = 0;
    QSet<QString> seen;  // puzzle ids attempted (counted once)

    // The rating after one result against a puzzle rated `puzzleRating`; returns the change.
    double update(double puzzleRating, bool won);
    // The chance the Glicko model gives the player of solving a puzzle of that rating.
    double expected(double puzzleRating) const;
    // The most solver moves a puzzle offered at this rating should ask for: one at a beginner's
    // rating, one more for every kRatingPerMove above it (the shipped set's mean rating rises by
    // about that much per extra move of the line).
    static constexpr double kRatingPerMove = 200.0;
    int longestPuzzle() const;

    static PlayerRating load(QSettings& settings);
    void save(QSettings& settings) const;
};
