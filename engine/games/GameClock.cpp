#include "engine/games/GameClock.h"

#include <algorithm>

namespace bagh::games {

bool TimeControl::valid() const {
    return baseMs >= kMinBaseMs && baseMs <= kMaxBaseMs && incrementMs >= 0 &&
           incrementMs <= kMaxIncrementMs;
}

std::string secondsText(std::int64_t ms) {
    std::string s = std::to_string(ms / 1000);
    if (const std::int64_t rest = ms % 1000; rest != 0) {
        std::string frac = std::to_string(1000 + rest).substr(1);
        while (frac.back() == '0') frac.pop_back();
        s += "." + frac;
    }
    return s;
}

std::string timeControlText(const TimeControl& t) {
    return secondsText(t.baseMs) + "+" + secondsText(t.incrementMs);
}

namespace {

// Seconds as secondsText writes them, in milliseconds; nothing past kMaxClockMs.
std::optional<std::int64_t> msFromSeconds(std::string_view text) {
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view frac = dot == std::string_view::npos ? "" : text.substr(dot + 1);
    if (whole.empty() || whole.size() > 6 || frac.size() > 3) return std::nullopt;
    if (dot != std::string_view::npos && frac.empty()) return std::nullopt;
    std::int64_t ms = 0;
    for (const char c : whole) {
        if (c < '0' || c > '9') return std::nullopt;
        ms = ms * 10 + (c - '0');
    }
    ms *= 1000;
    std::int64_t scale = 100;
    for (const char c : frac) {
        if (c < '0' || c > '9') return std::nullopt;
        ms += (c - '0') * scale;
        scale /= 10;
    }
    if (ms > kMaxClockMs) return std::nullopt;
    return ms;
}

}  // namespace

std::optional<TimeControl> timeControlFromText(std::string_view text) {
    const std::size_t plus = text.find('+');
    if (plus == std::string_view::npos) return std::nullopt;
    const auto base = msFromSeconds(text.substr(0, plus));
    const auto increment = msFromSeconds(text.substr(plus + 1));
    if (!base || !increment) return std::nullopt;
    const TimeControl t{*base, *increment};
    if (!t.valid()) return std::nullopt;
    return t;
}

GameClock::GameClock(TimeControl control)
    : control_(control), remaining_{control.baseMs, control.baseMs} {}

Clocks GameClock::remaining(std::int64_t nowMs) const {
    Clocks c = remaining_;
    if (running_)
        c.of(*running_) =
            std::max<std::int64_t>(0, c.of(*running_) - std::max<std::int64_t>(0, nowMs - since_));
    return c;
}

bool GameClock::flagFallen(std::int64_t nowMs) const {
    return running_ && remaining(nowMs).of(*running_) <= 0;
}

std::optional<std::int64_t> GameClock::untilFlag(std::int64_t nowMs) const {
    if (!running_) return std::nullopt;
    return remaining(nowMs).of(*running_);
}

void GameClock::start(Side side, std::int64_t nowMs) {
    stop(nowMs);
    running_ = side;
    since_ = nowMs;
}

void GameClock::stop(std::int64_t nowMs) {
    if (!running_) return;
    remaining_ = remaining(nowMs);
    running_.reset();
}

bool GameClock::moved(std::int64_t nowMs) {
    if (!running_) return true;
    const Side mover = *running_;
    stop(nowMs);
    std::int64_t& left = remaining_.of(mover);
    if (left <= 0) {
        left = 0;
        return false;
    }
    left = std::min(left + control_.incrementMs, kMaxClockMs);
    return true;
}

void GameClock::set(Clocks remaining, std::optional<Side> running, std::int64_t nowMs) {
    remaining_ = remaining;
    running_ = running;
    since_ = nowMs;
}

}  // namespace bagh::games
