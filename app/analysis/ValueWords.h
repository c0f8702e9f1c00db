// A game value in the player's words, translated: the one place the app words a value (the
// analysis list, its legend and tooltips, the tags on the board, the Engine card). The engine's
// own English words for the protocol are engine/search/Report's; none of them (plies, depth,
// score, exact) reach a player except through engineDetail(), shown only on request.
//
// Distances are told in moves, never plies. A move is one side's turn, and the distance is the
// number of moves the WINNER still makes: a game over in `plies` plies from here ends on the
// winner's own move (a capture, or the goats' move that traps the last tiger), so the winner
// moves on plies 1, 3, 5 … when it is to move and 2, 4, 6 … when not: (plies + 1) / 2 either
// way. "Goats win in 3 moves" is the same position for both sides.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include "engine/core/Position.h"
#include "engine/core/Types.h"

class ValueWords {
    Q_DECLARE_TR_FUNCTIONS(ValueWords)

public:
    // The winner's moves to the end of a game that ends `plies` plies from now (see above);
    // -1 for an unknown distance (plies < 0).
    static int winnerMoves(int plies);

    // "Goats" / "Tigers".
    static QString sideName(bagh::Side side);

    // For the side to move: "win in 3 moves", "loss in 2 moves", "draw"; estimates "likely
    // win", "likely draw", "likely loss".
    static QString forMover(bagh::GameValue value, bool exact, int plies, int score);
    // Naming the side, lower case, for the Engine card: "goats win in 3 moves", "draw"; an
    // estimate "+1.35 for the goats".
    static QString forSides(bagh::Side sideToMove, bagh::GameValue value, bool exact, int plies,
                            int score);
    // For a player: "Tigers win in 4 moves", "Draw with best play", and for estimates words,
    // not numbers: "Goats slightly better", "About even".
    static QString forPlayer(bagh::Side sideToMove, bagh::GameValue value, bool exact, int plies,
                             int score);
    // The value of the shown position, wherever the window states it (PositionVerdict): as
    // forPlayer, but an estimate always says it is one ("About even, by the computer's
    // estimate"), so no place can pass an estimate off as certain.
    static QString verdict(bagh::Side sideToMove, bagh::GameValue value, bool exact, int plies,
                           int score);
    // The result of a finished game: "Tigers win", "Draw", a grand win by its name.
    static QString result(bagh::GameResult result);
    // What a value is worth to a player in one sentence, for a tooltip's first line: certain
    // with best play from both sides, or the computer's estimate.
    static QString certainty(bool exact);

    // The engine's own measures of a value, translated, for players who ask for them (the
    // analysis panel's Details): "proven" or "estimate, score +0.35".
    static QString engineDetail(bool exact, int score);

    // The tag on the board for a move's value, for the side making it: a letter (win, draw,
    // loss, translated) and the winner's moves in the locale's digits ("W3", "D", "L12"); a
    // "?" instead of the distance for estimates.
    static QString badge(bagh::GameValue value, bool exact, int plies);
    // The letter alone.
    static QString badgeLetter(bagh::GameValue value);

    // The legend of the badges for a position with `sideToMove` to move: each entry a sample
    // badge and what it means ("W" – "Goats win"), the distance and the estimate marker last.
    struct LegendEntry {
        QString badge;
        bagh::GameValue value = bagh::GameValue::Unknown;
        bool exact = true;
        QString meaning;
    };
    static QVector<LegendEntry> legend(bagh::Side sideToMove);

    // An estimate in goats (centi-goats / 100) in the locale's digits: "+0.35", "−1.20".
    static QString score(int centiGoats);
};
