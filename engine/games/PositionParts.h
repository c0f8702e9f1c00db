// A position of either game built from its parts, as a set-up board gives them: the pieces on
// the points, the side to move, the goats in hand and captured. Checked against the game's
// board and counts, and then by the game's own record reader, so that a position accepted here
// is one that game's record, a saved game and the engine accept too.
#pragma once

#include <optional>

#include "engine/core/Obx.h"  // ObxError: the one error convention of the record readers
#include "engine/games/GameTypes.h"

namespace bagh::games {

struct PositionParts {
    Mask tigers = 0;
    Mask goats = 0;
    int inHand = 0;    // goats still to place
    int captured = 0;  // goats the tigers have taken
    Side side = Side::Goats;
    // Plies played before it (the record's move number); nothing: derived from the counts as
    // the game's record reader derives a record without one.
    std::optional<int> ply;
};

struct PositionBuild {
    bool ok = false;
    Position position;  // valid when ok
    ObxError error;     // valid when !ok
};

// The position of `kind` with these parts under the captures rule `capturesToWin` (Lambs: 1 to
// 15, kLambsEveryGoat for every goat; Bagh-Chal's is always 5 and the argument is ignored).
// Refused, with the field at fault and why (ObxError's field, reason, code and numbers):
//   "captures"     a Lambs rule outside 1..15 (code Other, n[0] the rule)
//   "pieces"       a piece off the board (Other, n[0] the point), a tiger and a goat on one
//                  point (Other, n[0] the point), not the game's number of tigers
//                  (TigerCount, n[0] the tigers)
//   "in hand"      below 0 or above the game's goats (InHandInvalid, n[0])
//   "captured"     below 0 or above the captures that win (CapturedInvalid, n[0])
//   "goats"        on the board, in hand and captured not the game's goats (GoatCount, n[] the
//                  three)
//   "move number"  a negative ply (MoveNumberInvalid, n[0])
// and anything else the game's record reader refuses (its own error). Never throws.
PositionBuild positionFromParts(GameKind kind, int capturesToWin, const PositionParts& parts);

// The parts of `pos`: positionFromParts(pos.kind(), pos.capturesToWin(), partsOf(pos)) gives
// `pos` back.
PositionParts partsOf(const Position& pos);

}  // namespace bagh::games
