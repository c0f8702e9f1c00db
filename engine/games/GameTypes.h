// The games the program plays, behind one set of types: which game (GameKind), a point and a
// set of points, a move and a position in either game. The app, the saved-game format and the
// network play see only these; each game's own engine types stay in core/ (Bagh-Chal) and
// lambs/ (Lambs and Tigers), and GameAdapters.h converts between the two without loss.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/PointMove.h"
#include "engine/core/Types.h"  // Side, GameValue

namespace bagh::games {

enum class GameKind : std::uint8_t { BaghChal, Lambs };

// "baghchal" / "lambs": the --game word of the engine's command line and of saved games.
const char* gameKindName(GameKind kind);
std::optional<GameKind> gameKindFromName(std::string_view name);

// Lambs and Tigers' "every goat" rule: the tigers win only by taking all 15 goats. The one
// captures-to-win number of that rule wherever a rule is a number of captures (games::Game,
// Position, saved games' "all", the network's terms, the app); lambs::Variant also reads its
// own kAllGoats (0) as this rule. The other usual rules are 5 and 6.
constexpr int kLambsEveryGoat = 15;

// A point of the board, 0..points-1 (Bagh-Chal: row * 5 + column, A1 = 0; Lambs: the numbers
// of its notation); kNoPoint for none. Both boards have at most 31 points.
using Point = int;
using Mask = std::uint32_t;
constexpr Point kNoPoint = 31;
constexpr int kMaxPoints = 31;
constexpr Mask bit(Point p) { return Mask{1} << p; }

// A placement, a slide or a jump (with the jumped point): core/PointMove.h's 16 bits, the
// layout Lambs' own moves have too. Raw 0 is never a legal move and serves as "no move".
class Move : public PointMove<Move> {};

using MoveList = std::vector<Move>;

// Where the pieces stand, goats in hand and captured, whose turn: a snapshot of either game's
// position, with the rule it is judged under (the captures that win) so that it can be asked about
// on its own. key() is the game's own position key (equal keys, equal futures).
class Position {
public:
    Position() = default;
    Position(GameKind kind, int capturesToWin, Mask tigers, Mask goats, int inHand, int captured,
             Side side, int ply, std::uint64_t key)
        : kind_(kind),
          capturesToWin_(capturesToWin),
          tigers_(tigers),
          goats_(goats),
          inHand_(inHand),
          captured_(captured),
          side_(side),
          ply_(ply),
          key_(key) {}

    GameKind kind() const { return kind_; }
    // The captures that win: Bagh-Chal 5; Lambs 5, 6 or every goat (kLambsEveryGoat).
    int capturesToWin() const { return capturesToWin_; }
    Mask tigers() const { return tigers_; }
    Mask goats() const { return goats_; }
    Mask occupied() const { return tigers_ | goats_; }
    int goatsInHand() const { return inHand_; }
    int goatsCaptured() const { return captured_; }
    int goatsOnBoard() const;
    Side sideToMove() const { return side_; }
    int ply() const { return ply_; }
    bool placementPhase() const { return inHand_ > 0; }
    std::uint64_t key() const { return key_; }
    bool operator==(const Position&) const = default;

private:
    GameKind kind_ = GameKind::BaghChal;
    int capturesToWin_ = 5;
    Mask tigers_ = 0;
    Mask goats_ = 0;
    int inHand_ = 0;
    int captured_ = 0;
    Side side_ = Side::Goats;
    int ply_ = 0;
    std::uint64_t key_ = 0;
};

}  // namespace bagh::games
