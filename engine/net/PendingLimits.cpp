#include "engine/net/PendingLimits.h"

#include <algorithm>

namespace bagh::net {

std::string limitKey(bool ipv6, const std::array<std::uint8_t, 16>& a) {
    const bool mapped = ipv6 &&
                        std::all_of(a.begin(), a.begin() + 10, [](auto b) { return b == 0; }) &&
                        a[10] == 0xFF && a[11] == 0xFF;
    if (!ipv6 || mapped) {
        const int at = mapped ? 12 : 0;
        return std::to_string(a[at]) + "." + std::to_string(a[at + 1]) + "." +
               std::to_string(a[at + 2]) + "." + std::to_string(a[at + 3]);
    }
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    for (int group = 0; group < 4; ++group) {
        const unsigned value = unsigned(a[2 * group]) << 8 | a[2 * group + 1];
        std::string g;
        for (int shift = 12; shift >= 0; shift -= 4) g += kDigits[(value >> shift) & 15];
        g.erase(0, std::min(g.find_first_not_of('0'), g.size() - 1));
        out += g + ":";
    }
    return out + ":/64";
}

int PendingLimits::waitingFrom(std::string_view key) const {
    return static_cast<int>(std::count_if(entries_.begin(), entries_.end(),
                                          [key](const Entry& e) { return e.key == key; }));
}

PendingLimits::Decision PendingLimits::arrive(std::uint64_t id, std::string_view key,
                                              std::int64_t nowMs) {
    Decision d;
    if (waitingFrom(key) >= kPerAddress) return d;
    if (waiting() >= kInAll) {
        // The one stalled longest gives way (its last step, or its arrival, longest ago); of two
        // stalled as long, the one that got less far.
        const Entry* victim = nullptr;
        for (const Entry& e : entries_) {
            if (e.stage == Stage::Kept) continue;
            if (!victim || e.since < victim->since ||
                (e.since == victim->since &&
                 (e.stage < victim->stage ||
                  (e.stage == victim->stage && e.order < victim->order))))
                victim = &e;
        }
        if (!victim) return d;
        d.evicted = victim->id;
        leave(victim->id);
    }
    entries_.push_back({id, std::string(key), next_++, Stage::Silent, nowMs});
    d.admitted = true;
    return d;
}

void PendingLimits::advance(std::uint64_t id, Stage stage, std::int64_t nowMs) {
    for (Entry& e : entries_)
        if (e.id == id && stage > e.stage) {
            e.stage = stage;
            e.since = nowMs;
        }
}

void PendingLimits::leave(std::uint64_t id) {
    entries_.erase(std::remove_if(entries_.begin(), entries_.end(),
                                  [id](const Entry& e) { return e.id == id; }),
                   entries_.end());
}

}  // namespace bagh::net
