// A chess clock for two sides under one time control (minutes plus an increment a move), as
// network play's host keeps it and two players at one screen use it. Nothing here reads a
// clock: every call is given the time now (milliseconds on a steady clock), so a test runs a
// whole game's clock without waiting, and the caller decides when a flag is looked at.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/Types.h"

namespace bagh::games {

// The longest a clock may show (100 hours) and the widest time control (base 1 s to 10 h,
// increment at most 10 min): the network protocol's limits too.
constexpr std::int64_t kMaxClockMs = 100LL * 3600 * 1000;
constexpr std::int64_t kMinBaseMs = 1000;
constexpr std::int64_t kMaxBaseMs = 10LL * 3600 * 1000;
constexpr std::int64_t kMaxIncrementMs = 10LL * 60 * 1000;

struct TimeControl {
    std::int64_t baseMs = 0;
    std::int64_t incrementMs = 0;
    // Within the limits above.
    bool valid() const;
    bool operator==(const TimeControl&) const = default;
};

// What remains on each side's clock.
struct Clocks {
    std::int64_t goatsMs = 0;
    std::int64_t tigersMs = 0;
    std::int64_t of(Side s) const { return s == Side::Goats ? goatsMs : tigersMs; }
    std::int64_t& of(Side s) { return s == Side::Goats ? goatsMs : tigersMs; }
    bool operator==(const Clocks&) const = default;
};

// Milliseconds as seconds: "300", "2.5".
std::string secondsText(std::int64_t ms);
// "600+5": the base and the increment in seconds, as saved games write a time control.
std::string timeControlText(const TimeControl& t);
// The time control of such a text ("600+5", "2.5+0"; seconds with at most three decimals), or
// nothing when it does not read or is not valid(). timeControlFromText(timeControlText(t)) == t
// for every valid t.
std::optional<TimeControl> timeControlFromText(std::string_view text);

class GameClock {
public:
    GameClock() = default;
    // Both sides at the base time, stopped.
    explicit GameClock(TimeControl control);

    const TimeControl& control() const { return control_; }
    // What remains at `nowMs`: the running side counted down since it started (never below 0).
    Clocks remaining(std::int64_t nowMs) const;
    // The side whose time runs, if any.
    std::optional<Side> running() const { return running_; }
    // True if the running side has no time left at `nowMs`.
    bool flagFallen(std::int64_t nowMs) const;
    // Milliseconds until the running side's flag falls (0 if it has), nothing when stopped.
    std::optional<std::int64_t> untilFlag(std::int64_t nowMs) const;

    // Stops the running side (charging it what it used) and starts `side`'s time at `nowMs`.
    void start(Side side, std::int64_t nowMs);
    // Stops the running side, charging it what it used; nothing if stopped.
    void stop(std::int64_t nowMs);
    // The running side moved at `nowMs`: it is charged what it used and, if time was left, given
    // the increment (up to kMaxClockMs); the clock stops. False, and its time at 0, if its flag
    // had fallen. True when stopped (nothing to charge).
    bool moved(std::int64_t nowMs);
    // Sets both times as given (a stamp from the host, a game taken back or resumed); `running`
    // runs from `nowMs`.
    void set(Clocks remaining, std::optional<Side> running, std::int64_t nowMs);

private:
    TimeControl control_;
    Clocks remaining_;  // as of since_ for the running side, exact for the other
    std::optional<Side> running_;
    std::int64_t since_ = 0;
};

}  // namespace bagh::games
