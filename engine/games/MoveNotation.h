// A move's text in either game, read and written through the neutral types, so that a caller
// (the app's typed move, a saved game, the network) asks once and never branches on the game.
// Bagh-Chal writes "C1" (a placement), "E1D1" (a slide or a jump, from and to) and also reads
// "E1-D1", "A1xC3", "mC1", "mA1C3(B2)" (core/Move.h); Lambs and Tigers writes "12", "3-9",
// "3x15" and also reads them after an `m` (lambs/Record.h). Letters in any case.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/games/GameTypes.h"

namespace bagh::games {

// The move `text` names on `kind`'s board: a placement, a slide between neighbours, or a jump
// along a line (with its jumped point, which the text need not name). Nothing when the text is
// none of the game's forms, names a point off the board, or names two points that are neither
// neighbours nor the ends of a jump (or a jumped point other than the one between them). Says
// nothing about legality in a position: ask Game::isLegal. For every move m of the board,
// parseMove(kind, moveText(kind, m)) == m.
std::optional<Move> parseMove(GameKind kind, std::string_view text);

// A move as `kind` writes it: "C1", "E1D1" (Bagh-Chal); "12", "3-9", "3x15" (Lambs and
// Tigers). A null move: "none" (Bagh-Chal), "-" (Lambs and Tigers).
std::string moveText(GameKind kind, Move m);

}  // namespace bagh::games
