// Turns a click on a board point into what it means in the current position, in either game:
// select a piece, drop the selection, play a move, or refuse with a reason a player
// understands. Legality comes only from the move list the engine's rules produced
// (games::Game::legalMoves); this class just matches clicks against it and explains misses.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "engine/core/Types.h"  // Side
#include "engine/games/GameTypes.h"

struct ClickOutcome {
    enum class Kind { Select, Deselect, Play, Reject };
    Kind kind = Kind::Reject;
    bagh::games::Point point = bagh::games::kNoPoint;  // the piece to select (Select)
    bagh::games::Move move;                            // the move to play (Play)
    QString reason;                                    // why nothing happens (Reject)
};

class ClickInterpreter {
    Q_DECLARE_TR_FUNCTIONS(ClickInterpreter)

public:
    // `legal` must be the legal moves of `pos` in its game; `selected` the currently selected
    // point or kNoPoint; `clicked` a point of the board (anything else is refused).
    static ClickOutcome interpret(const bagh::games::Position& pos,
                                  const bagh::games::MoveList& legal, bagh::games::Point selected,
                                  bagh::games::Point clicked);

    // The points a selected piece (or, for kNoPoint, a goat from the hand) may move to.
    static bagh::games::Mask targets(const bagh::games::MoveList& legal, bagh::games::Point from);

    // "goats" / "tigers", translated, for messages.
    static QString sideName(bagh::Side side);
};
