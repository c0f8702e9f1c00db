// The player's puzzle rating: Glicko (Glickman, 1999) with the puzzle as the opponent, rated at
// its own rating with a fixed small deviation. A solve counts as a win, a failed or assisted
// (hint) attempt as a loss; only the first attempt at a puzzle counts. Kept in QSettings.
#pragma once

#include <QSet>
#include <QString>

class QSettings;

struct PlayerRating {
    static constexpr double kStart = 1500.0;
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

    static PlayerRating load(QSettings& settings);
    void save(QSettings& settings) const;
};
