// Where the pieces of a tigers-and-goats game stand, and how a move changes that: the part of a
// position both games share (bagh::Position on the 5x5 grid, lambs::Position on a board given
// as data), written once. A template over the game's point mask and move type, all inline: make
// and unmake are the innermost step of perft and the search, and must cost no call.
//
// `MaskT` is one bit per point (bit p is point p). `MoveT` has to(), from(), over(),
// isPlacement() and isJump() (core/Move.h, lambs/Position.h). The state does not know its board
// and checks nothing: makeMove takes a move generated for this state, unmakeMove the move just
// made. A game's position derives from it and adds its start, its key and its result.
#pragma once

#include <bit>
#include <cstdint>

#include "engine/core/Types.h"  // Side, opponent

namespace bagh {

template <class MaskT, class MoveT>
class PieceState {
public:
    MaskT tigers() const { return tigers_; }
    MaskT goats() const { return goats_; }
    MaskT occupied() const { return tigers_ | goats_; }
    int goatsInHand() const { return inHand_; }
    int goatsCaptured() const { return captured_; }
    int goatsOnBoard() const { return std::popcount(goats_); }
    Side sideToMove() const { return side_; }
    // Plies played since the start of the game (the records' move number).
    int ply() const { return ply_; }
    void setPly(int ply) { ply_ = static_cast<std::uint16_t>(ply); }
    bool placementPhase() const { return inHand_ > 0; }

    // Plays a move generated for this position: a placement from the hand, a slide, or a
    // tiger's jump that captures the goat it jumps.
    void makeMove(MoveT m) {
        const MaskT toBit = pointBit(m.to());
        if (side_ == Side::Goats) {
            if (m.isPlacement()) {
                goats_ |= toBit;
                --inHand_;
            } else {
                goats_ ^= pointBit(m.from()) | toBit;
            }
        } else {
            tigers_ ^= pointBit(m.from()) | toBit;
            if (m.isJump()) {
                goats_ &= ~pointBit(m.over());
                ++captured_;
            }
        }
        side_ = opponent(side_);
        ++ply_;
    }

    // Takes back the move just played with makeMove().
    void unmakeMove(MoveT m) {
        side_ = opponent(side_);
        --ply_;
        const MaskT toBit = pointBit(m.to());
        if (side_ == Side::Goats) {
            if (m.isPlacement()) {
                goats_ &= ~toBit;
                ++inHand_;
            } else {
                goats_ ^= pointBit(m.from()) | toBit;
            }
        } else {
            tigers_ ^= pointBit(m.from()) | toBit;
            if (m.isJump()) {
                goats_ |= pointBit(m.over());
                --captured_;
            }
        }
    }

    bool operator==(const PieceState&) const = default;

protected:
    PieceState() = default;
    // The parts as given (the game's fromParts masks them to its board first).
    PieceState(MaskT tigers, MaskT goats, int inHand, int captured, Side side, int ply)
        : tigers_(tigers),
          goats_(goats),
          inHand_(static_cast<std::uint8_t>(inHand)),
          captured_(static_cast<std::uint8_t>(captured)),
          side_(side),
          ply_(static_cast<std::uint16_t>(ply)) {}

    static constexpr MaskT pointBit(int p) { return MaskT{1} << p; }

    MaskT tigers_ = 0;
    MaskT goats_ = 0;
    std::uint8_t inHand_ = 0;
    std::uint8_t captured_ = 0;
    Side side_ = Side::Goats;
    std::uint16_t ply_ = 0;
};

}  // namespace bagh
