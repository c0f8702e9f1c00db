// A move on a board of at most 31 points named by number, in 16 bits: bits 0-4 the destination,
// 5-9 the origin (31, "no point", for a placement), 10-14 the jumped point (31 unless a jump).
// The jumped point is stored because on a board given as data it is not the midpoint of the
// numbers. Raw 0 (point 0 to point 0 over 0) is never a legal move and serves as "no move".
// Written once for Lambs and Tigers' own moves (lambs::Move) and the neutral move of
// engine/games (games::Move), which share this layout so that converting is a copy.
//
// `Derived` is the move type itself (CRTP): the factories return it.
#pragma once

#include <cstdint>

namespace bagh {

template <class Derived>
class PointMove {
public:
    static constexpr int kNoPointValue = 31;

    static constexpr Derived placement(int to) {
        return fromRaw(encode(kNoPointValue, to, kNoPointValue));
    }
    static constexpr Derived slide(int from, int to) {
        return fromRaw(encode(from, to, kNoPointValue));
    }
    static constexpr Derived jump(int from, int over, int to) {
        return fromRaw(encode(from, to, over));
    }
    // The move with this raw() (tables and conversions store moves raw).
    static constexpr Derived fromRaw(std::uint16_t raw) {
        Derived m;
        static_cast<PointMove&>(m).raw_ = raw;
        return m;
    }

    constexpr int to() const { return raw_ & 31; }
    constexpr int from() const { return (raw_ >> 5) & 31; }
    constexpr int over() const { return (raw_ >> 10) & 31; }
    constexpr bool isPlacement() const { return from() == kNoPointValue; }
    constexpr bool isJump() const { return over() != kNoPointValue; }
    constexpr bool isNull() const { return raw_ == 0; }
    constexpr std::uint16_t raw() const { return raw_; }
    constexpr bool operator==(const PointMove&) const = default;

private:
    static constexpr std::uint16_t encode(int from, int to, int over) {
        return static_cast<std::uint16_t>(to | (from << 5) | (over << 10));
    }
    std::uint16_t raw_ = 0;
};

}  // namespace bagh
