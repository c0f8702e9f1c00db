// A game value in the player's words, translated: the one place the app words a value (the
// analysis list, the position line above it, the Engine card). The engine's own English words
// for the protocol are engine/search/Report's.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/Types.h"

class ValueWords {
    Q_DECLARE_TR_FUNCTIONS(ValueWords)

public:
    // For the side to move: "win in 7", "loss", "draw"; an estimate "≈ draw (+0.35)".
    static QString forMover(bagh::GameValue value, bool exact, int plies, int score);
    // Naming the side: "goats win in 7 plies", "draw"; an estimate "+1.35 for the goats".
    static QString forSides(bagh::Side sideToMove, bagh::GameValue value, bool exact, int plies,
                            int score);
    // For a player watching the computer think: "Tigers win in 7 moves", "Drawn with best
    // play", and for estimates words, not numbers: "Goats slightly better", "About even".
    static QString forPlayer(bagh::Side sideToMove, bagh::GameValue value, bool exact, int plies,
                             int score);
    // An estimate in goats (centi-goats / 100): "+0.35", "−1.20".
    static QString score(int centiGoats);
};
