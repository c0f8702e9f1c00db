#include "engine/net/NetMatch.h"

#include <algorithm>

#include "engine/net/NetMatchDetail.h"

namespace bagh::net {

using namespace detail;

// --- the clock -------------------------------------------------------------------------------

void NetMatch::startClock(std::int64_t nowMs) {
    if (role_ != Role::Host || !terms_.clock || phase_ != Phase::Playing || !inProgress()) {
        clockOn_ = false;
        return;
    }
    clockOn_ = true;
    turnStart_ = nowMs;
}

void NetMatch::stopClock(std::int64_t nowMs) {
    if (role_ == Role::Guest) {
        // The guest shows the host's last stamp counted down; it stops where it shows now, until
        // the host's next stamp (a resume's says where the host stopped it).
        if (const std::optional<Clocks> shown = clockRunning() ? clocks(nowMs) : std::nullopt) {
            remaining_ = *shown;
            stampAt_ = nowMs;
        }
        return;
    }
    if (!clockOn_) return;
    std::int64_t& left = remaining_.of(game_.current().sideToMove());
    left = std::max<std::int64_t>(0, left - std::max<std::int64_t>(0, nowMs - turnStart_));
    clockOn_ = false;
}

bool NetMatch::chargeMover(Side mover, std::int64_t nowMs) {
    if (!clockOn_) return true;
    std::int64_t& left = remaining_.of(mover);
    left -= std::max<std::int64_t>(0, nowMs - turnStart_);
    clockOn_ = false;
    if (left <= 0) {
        left = 0;
        return false;
    }
    left = std::min(left + terms_.clock->incrementMs, kMaxClockMs);
    return true;
}

void NetMatch::flagFall(Side side, std::int64_t nowMs) {
    stopClock(nowMs);
    remaining_.of(side) = 0;
    conclude(flagged(side), nowMs);
    Message f = message(MessageType::Flag, game_.length());
    f.side = side;
    f.clocks = stamp(nowMs);
    send(f, nowMs);
    event(Event::Kind::FlagFell).side = side;
    clocksEvent(nowMs);
}

std::optional<Clocks> NetMatch::clocks(std::int64_t nowMs) const {
    if (!terms_.clock) return std::nullopt;
    Clocks c = remaining_;
    if (const std::optional<Side> side = clockRunning()) {
        const std::int64_t since = role_ == Role::Host ? turnStart_ : stampAt_;
        c.of(*side) =
            std::max<std::int64_t>(0, c.of(*side) - std::max<std::int64_t>(0, nowMs - since));
    }
    return c;
}

std::optional<Side> NetMatch::clockRunning() const {
    if (!terms_.clock) return std::nullopt;
    const bool running = role_ == Role::Host ? clockOn_ : playing() && inProgress();
    if (!running) return std::nullopt;
    return game_.current().sideToMove();
}

std::optional<Clocks> NetMatch::stamp(std::int64_t nowMs) const { return clocks(nowMs); }

void NetMatch::clocksEvent(std::int64_t nowMs) {
    if (const std::optional<Clocks> c = clocks(nowMs)) {
        Event& e = event(Event::Kind::Clocks);
        e.clocks = *c;
        e.running = clockRunning();
    }
}

}  // namespace bagh::net
