#include "engine/net/NetMatch.h"

#include <algorithm>

#include "engine/net/NetMatchDetail.h"

namespace bagh::net {

using namespace detail;

// --- the clock -------------------------------------------------------------------------------

void NetMatch::startClock(std::int64_t nowMs) {
    if (role_ != Role::Host || !terms_.clock || phase_ != Phase::Playing || !inProgress()) {
        clock_.stop(nowMs);
        return;
    }
    clock_.start(game_.current().sideToMove(), nowMs);
}

// On the guest the shown times stop where they are, until the host's next stamp (a resume's
// says where the host stopped it).
void NetMatch::stopClock(std::int64_t nowMs) { clock_.stop(nowMs); }

bool NetMatch::chargeMover(Side mover, std::int64_t nowMs) {
    if (clock_.running() != mover) return true;
    return clock_.moved(nowMs);
}

void NetMatch::noteStamp(const Clocks& c, std::int64_t nowMs) {
    const bool running = playing() && inProgress();
    clock_.set(c, running ? std::optional(game_.current().sideToMove()) : std::nullopt, nowMs);
}

void NetMatch::flagFall(Side side, std::int64_t nowMs) {
    stopClock(nowMs);
    Clocks left = clock_.remaining(nowMs);
    left.of(side) = 0;
    clock_.set(left, std::nullopt, nowMs);
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
    return clock_.remaining(nowMs);
}

std::optional<Side> NetMatch::clockRunning() const {
    if (!terms_.clock) return std::nullopt;
    return clock_.running();
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
