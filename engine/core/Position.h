// The state of a game at one moment: where the pieces stand, goats in hand and captured, whose
// turn it is. Plain value type; copying it is cheap.
#pragma once

#include <cstdint>

#include "engine/core/Move.h"
#include "engine/core/PieceState.h"
#include "engine/core/Types.h"

namespace bagh {

enum class Outcome : std::uint8_t { None, TigersWin, GoatsWin, Draw };

// Why a game ended. Repetition is decided by the game record (Game), not by a position alone.
enum class EndReason : std::uint8_t {
    None,
    FiveCaptured,   // tigers took their fifth goat
    TigersBlocked,  // tigers to move and no tiger can slide or jump
    GoatsBlocked,   // goats to move in the sliding phase and no goat can slide
    Repetition,     // house rule 1: the same position for the third time
    NoNewPosition,  // house rule 2: every legal move would recreate an earlier position
    Resignation,    // the players' word: one side resigned (Game::conclude)
    DrawAgreed,     // the players' word: a draw offered and accepted (Game::conclude)
    TimeForfeit,    // the clock's word: the side to move ran out of time (Game::conclude)
};

// The grand wins of Nepali tradition (RULES.md), worth twelve games in a match: how a won game
// was won, on top of its outcome.
enum class GrandWin : std::uint8_t {
    None,
    LockedGoats,  // the tigers' grand win: the goats, all placed, cannot move on their turn
    Dandee,       // the goats' grand win: the blocked tigers stand on one diagonal line
};

// The words of the protocol, saved games and the match runner: "tigers-win", "goats-win",
// "draw" ("" for none); "captures", "tigers-blocked", "goats-blocked", "repetition",
// "no-new-position", "resignation", "agreement", "time-forfeit" ("" for none); "locked-goats",
// "dandee" ("" for none).
const char* outcomeName(Outcome o);
const char* endReasonName(EndReason r);
const char* grandWinName(GrandWin g);

struct GameResult {
    Outcome outcome = Outcome::None;
    EndReason reason = EndReason::None;
    GrandWin grand = GrandWin::None;
    constexpr bool over() const { return outcome != Outcome::None; }
    constexpr bool operator==(const GameResult&) const = default;
};

// The grid's position: the shared piece state (core/PieceState.h: accessors, makeMove,
// unmakeMove) with the grid's start, key and result.
class Position : public PieceState<Bitboard, Move> {
public:
    // A default position has the whole hand, 20 goats, and an empty board.
    Position() : PieceState(0, 0, kGoats, 0, Side::Goats, 0) {}
    // The start: tigers on the four corners, 20 goats in hand, goats to move.
    static Position start();

    // Builds a position from raw parts; no validation (see Obx for checked input).
    static Position fromParts(Bitboard tigers, Bitboard goats, int inHand, int captured, Side side,
                              int ply = 0);

    Bitboard empty() const { return kFullBoard & ~occupied(); }

    // A perfect (collision-free) key of everything that decides the future of the game: board,
    // side to move, goats in hand (captured follows from them). Used for repetition and the TT.
    std::uint64_t key() const {
        return std::uint64_t{tigers_} | (std::uint64_t{goats_} << 25) |
               (std::uint64_t(side_) << 50) | (std::uint64_t{inHand_} << 51);
    }

    // The result by the rules of a single position: five captures, tigers blocked, goats
    // blocked in the sliding phase. Repetition is the game record's business.
    GameResult result() const;

    bool operator==(const Position& o) const { return key() == o.key() && ply_ == o.ply_; }

private:
    using PieceState::PieceState;
};

}  // namespace bagh
