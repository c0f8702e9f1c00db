// A move in 16 bits: a goat placement, or a slide or jump of one piece.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/Types.h"

namespace bagh {

// Layout: bits 0-4 destination, bits 5-9 origin (kNoSquare for a placement), bit 10 set for a
// jump. Raw value 0 (A1 to A1) is never a legal move, so it serves as "no move".
class Move {
public:
    constexpr Move() = default;

    static constexpr Move placement(Square to) { return Move(encode(kNoSquare, to, false)); }
    static constexpr Move slide(Square from, Square to) { return Move(encode(from, to, false)); }
    static constexpr Move jump(Square from, Square to) { return Move(encode(from, to, true)); }
    static constexpr Move fromRaw(std::uint16_t raw) { return Move(raw); }

    constexpr Square to() const { return raw_ & 31; }
    constexpr Square from() const { return (raw_ >> 5) & 31; }
    constexpr bool isPlacement() const { return from() == kNoSquare; }
    constexpr bool isJump() const { return (raw_ & kJumpBit) != 0; }
    // The captured goat's point for a jump: the midpoint of a straight two-step line.
    constexpr Square over() const { return (from() + to()) / 2; }
    constexpr bool isNull() const { return raw_ == 0; }
    constexpr std::uint16_t raw() const { return raw_; }

    constexpr bool operator==(const Move&) const = default;

    // "C1" for a placement, "E1D1" for a slide or a jump.
    std::string toString() const;

private:
    static constexpr std::uint16_t kJumpBit = 1u << 10;
    static constexpr std::uint16_t encode(Square from, Square to, bool jump) {
        return static_cast<std::uint16_t>(to | (from << 5) | (jump ? kJumpBit : 0));
    }
    constexpr explicit Move(std::uint16_t raw) : raw_(raw) {}

    std::uint16_t raw_ = 0;
};

// The squares a move text names, before it is matched against a position's legal moves.
struct MoveText {
    Square from = kNoSquare;  // kNoSquare for a placement
    Square to = kNoSquare;
    Square captured = kNoSquare;  // from the OBX 2.0 form mA1C3(B2), else kNoSquare
};

// Reads "C1", "E1D1", "E1-D1", "A1xC3", "mC1", "mA1C3", "mA1C3(B2)" (any case). Returns nothing
// for text that is not one of these forms; says nothing about legality.
std::optional<MoveText> parseMoveText(std::string_view text);

}  // namespace bagh
