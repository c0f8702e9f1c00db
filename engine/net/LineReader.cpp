#include "engine/net/LineReader.h"

#include <algorithm>

namespace bagh::net {

bool LineReader::feed(std::string_view bytes) {
    if (overlong_) return false;
    // Drop what was returned already, so the buffer holds only what is still to be read.
    if (start_ > 0) {
        buffer_.erase(0, start_);
        start_ = 0;
    }
    // Take bytes up to the end of each line; an unfinished line stops at the limit, and the
    // bytes beyond it are never kept.
    std::size_t i = 0;
    while (i < bytes.size()) {
        const std::size_t nl = bytes.find('\n', i);
        const std::size_t lastNl = buffer_.rfind('\n');
        const std::size_t open =
            lastNl == std::string::npos ? buffer_.size() : buffer_.size() - lastNl - 1;
        const std::size_t room = max_ - 1 - std::min(open, max_ - 1);
        const std::size_t end = nl == std::string_view::npos ? bytes.size() : nl + 1;
        const std::size_t body = (nl == std::string_view::npos ? end : nl) - i;
        if (body > room) {
            overlong_ = true;
            buffer_.append(bytes.substr(i, room));
            return false;
        }
        buffer_.append(bytes.substr(i, end - i));
        i = end;
    }
    return true;
}

std::optional<std::string> LineReader::next() {
    const std::size_t nl = buffer_.find('\n', start_ + scanned_);
    if (nl == std::string::npos) {
        scanned_ = buffer_.size() - start_;
        return std::nullopt;
    }
    std::string line = buffer_.substr(start_, nl - start_);
    start_ = nl + 1;
    scanned_ = 0;
    return line;
}

std::string LineReader::takeRest() {
    std::string rest = buffer_.substr(start_);
    clear();
    return rest;
}

void LineReader::clear() {
    buffer_.clear();
    start_ = 0;
    scanned_ = 0;
    overlong_ = false;
}

bool RateLimit::take(std::int64_t nowMs) {
    if (last_ && nowMs > *last_)
        tokens_ = std::min<double>(burst_, tokens_ + double(nowMs - *last_) * perSecond_ / 1000.0);
    if (!last_ || nowMs > *last_) last_ = nowMs;
    if (tokens_ < 1.0) return false;
    tokens_ -= 1.0;
    return true;
}

void RateLimit::reset(std::int64_t nowMs) {
    tokens_ = burst_;
    last_ = nowMs;
}

}  // namespace bagh::net
