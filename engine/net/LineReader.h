// The byte stream of a connection cut into lines, and the rate a peer may send them at. Both
// bound what a peer can make this side hold or do: a line is refused once it is longer than
// its limit (the reader never holds more than that of an unfinished line), and a peer that
// sends lines faster than the limit allows is cut off. Time is given by the caller (milliseconds
// of a monotonic clock), so both are tested without waiting.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/net/Protocol.h"

namespace bagh::net {

class LineReader {
public:
    explicit LineReader(std::size_t maxLineBytes = kMaxLineBytes) : max_(maxLineBytes) {}

    // Appends bytes from the peer. Returns false, and takes no more bytes, once an unfinished
    // line is at the limit without its '\n' (overlong()).
    bool feed(std::string_view bytes);
    // The next whole line, without its '\n', or nothing until more bytes come.
    std::optional<std::string> next();
    bool overlong() const { return overlong_; }
    // The bytes not yet returned as lines (whole lines and the unfinished one), emptied: what
    // came after a hello, for the match that takes the connection over.
    std::string takeRest();
    void clear();

private:
    std::size_t max_;
    std::string buffer_;
    std::size_t start_ = 0;    // the first byte not yet returned
    std::size_t scanned_ = 0;  // bytes from start_ known to hold no '\n'
    bool overlong_ = false;
};

// A token bucket: `burst` lines at once, then `perSecond` lines a second sustained.
class RateLimit {
public:
    RateLimit(int burst = 100, int perSecond = 50) : burst_(burst), perSecond_(perSecond) {
        tokens_ = burst;
    }
    // Counts one line at `nowMs`; false if it is over the limit.
    bool take(std::int64_t nowMs);
    void reset(std::int64_t nowMs);

private:
    int burst_;
    int perSecond_;
    double tokens_ = 0;
    std::optional<std::int64_t> last_;
};

}  // namespace bagh::net
