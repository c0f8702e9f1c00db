#include "engine/net/Keys.h"

namespace bagh::net {

const char* keyingWord(Keying k) {
    switch (k) {
        case Keying::Code:
            return "code";
        case Keying::Seat:
            return "seat";
        case Keying::Open:
            return "open";
    }
    return "open";
}

std::optional<Keying> keyingFromWord(std::string_view w) {
    for (const Keying k : {Keying::Code, Keying::Seat, Keying::Open})
        if (w == keyingWord(k)) return k;
    return std::nullopt;
}

const Key128& openKey() {
    // "baghchal open v2", as bytes: anyone may know it; it only keeps listeners out.
    static const Key128 key = {'b', 'a', 'g', 'h', 'c', 'h', 'a', 'l',
                               ' ', 'o', 'p', 'e', 'n', ' ', 'v', '2'};
    return key;
}

std::string keyWord(const Key128& key) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out;
    for (const std::uint8_t b : key) {
        out += kDigits[b >> 4];
        out += kDigits[b & 15];
    }
    return out;
}

std::optional<Key128> parseKey(std::string_view w) {
    if (w.size() != 32) return std::nullopt;
    auto digit = [](char c) -> int {
        if (c >= '0' && c <= '9') return c - '0';
        if (c >= 'a' && c <= 'f') return c - 'a' + 10;
        if (c >= 'A' && c <= 'F') return c - 'A' + 10;
        return -1;
    };
    Key128 key{};
    for (std::size_t i = 0; i < 16; ++i) {
        const int hi = digit(w[2 * i]), lo = digit(w[2 * i + 1]);
        if (hi < 0 || lo < 0) return std::nullopt;
        key[i] = static_cast<std::uint8_t>(hi << 4 | lo);
    }
    return key;
}

bool sameKey(const Key128& a, const Key128& b) {
    std::uint8_t diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i) diff |= static_cast<std::uint8_t>(a[i] ^ b[i]);
    return diff == 0;
}

}  // namespace bagh::net
