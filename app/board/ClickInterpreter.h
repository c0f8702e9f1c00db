// Turns a click on a board point into what it means in the current position: select a piece,
// drop the selection, play a move, or refuse with a reason a player understands. Legality
// comes only from the move list the engine core produced (Game::legalMoves); this class just
// matches clicks against it and explains misses.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/core/MoveGen.h"
#include "engine/core/Position.h"

struct ClickOutcome {
    enum class Kind { Select, Deselect, Play, Reject };
    Kind kind = Kind::Reject;
    bagh::Square square = bagh::kNoSquare;  // the piece to select (Select)
    bagh::Move move;                        // the move to play (Play)
    QString reason;                         // why nothing happens (Reject)
};

class ClickInterpreter {
    Q_DECLARE_TR_FUNCTIONS(ClickInterpreter)

public:
    // `legal` must be the legal moves of `pos` in its game; `selected` the currently selected
    // point or kNoSquare; `clicked` a point 0..24.
    static ClickOutcome interpret(const bagh::Position& pos, const bagh::MoveList& legal,
                                  bagh::Square selected, bagh::Square clicked);

    // The points a selected piece (or, for kNoSquare, a goat from the hand) may move to.
    static bagh::Bitboard targets(const bagh::MoveList& legal, bagh::Square from);

    // "goats" / "tigers", translated, for messages.
    static QString sideName(bagh::Side side);
};
