#include "engine/net/JoinCode.h"

#include <vector>

#include "engine/util/Quoted.h"

namespace bagh::net {
namespace {

constexpr char kAlphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::uint8_t kVersionIpv4 = 0x24;
constexpr std::uint8_t kVersionIpv6 = 0x26;
constexpr std::size_t kIpv4Chars = 38;  // 23 bytes = 184 bits = 37 characters, then the check
constexpr std::size_t kIpv6Chars = 57;  // 35 bytes = 280 bits = 56 characters, then the check
constexpr std::size_t kIpv4BytesLen = 23;
constexpr std::size_t kIpv6BytesLen = 35;
// Version 1's codes (a 64-bit secret), told apart by their length to say what they are.
constexpr std::size_t kOldIpv4Chars = 25;
constexpr std::size_t kOldIpv6Chars = 45;
constexpr std::size_t kGroup = 5;

// The value 0..31 of a code character, forgiving case and the look-alikes; -1 if none.
int valueOf(char c) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c == 'O') c = '0';
    if (c == 'I' || c == 'L') c = '1';
    for (int v = 0; v < 32; ++v)
        if (kAlphabet[v] == c) return v;
    return -1;
}

// Luhn mod 32: from the right, every second value doubled and folded back into 0..31.
int checkValue(const std::vector<int>& values) {
    int sum = 0;
    bool twice = true;
    for (auto it = values.rbegin(); it != values.rend(); ++it, twice = !twice) {
        int v = *it;
        if (twice) {
            v *= 2;
            v = v / 32 + v % 32;
        }
        sum += v;
    }
    return (32 - sum % 32) % 32;
}

std::vector<std::uint8_t> bytesOf(const JoinCode& code) {
    std::vector<std::uint8_t> b;
    b.push_back(code.ipv6 ? kVersionIpv6 : kVersionIpv4);
    for (int i = 0; i < (code.ipv6 ? 16 : 4); ++i) b.push_back(code.address[i]);
    b.push_back(static_cast<std::uint8_t>(code.port >> 8));
    b.push_back(static_cast<std::uint8_t>(code.port & 0xFF));
    for (const std::uint8_t s : code.secret) b.push_back(s);
    return b;
}

// The characters of `text` that count, as values; *bad is the first character that is neither
// a code character nor a separator.
std::vector<int> valuesOf(std::string_view text, std::string* bad) {
    std::vector<int> values;
    for (const char c : text) {
        if (c == ' ' || c == '-' || c == '\t') continue;
        const int v = valueOf(c);
        if (v < 0) {
            if (bad->empty()) *bad = std::string(1, c);
            continue;
        }
        values.push_back(v);
        if (values.size() > kIpv6Chars) break;  // far too long already; no need to read on
    }
    return values;
}

}  // namespace

std::string encodeJoinCode(const JoinCode& code) {
    const std::vector<std::uint8_t> bytes = bytesOf(code);
    std::vector<int> values;
    unsigned acc = 0;
    int bits = 0;
    for (const std::uint8_t b : bytes) {
        acc = (acc << 8) | b;
        bits += 8;
        while (bits >= 5) {
            values.push_back(static_cast<int>((acc >> (bits - 5)) & 31));
            bits -= 5;
        }
    }
    if (bits > 0) values.push_back(static_cast<int>((acc << (5 - bits)) & 31));
    values.push_back(checkValue(values));
    std::string out;
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i > 0 && i % kGroup == 0) out += '-';
        out += kAlphabet[values[i]];
    }
    return out;
}

JoinCodeReading decodeJoinCode(std::string_view text) {
    JoinCodeReading r;
    std::string bad;
    std::vector<int> values = valuesOf(text, &bad);
    if (!bad.empty()) {
        r.error = "the code holds " + quoted(bad) +
                  ", which is not a code character (digits and letters but I, L, O and U)";
        return r;
    }
    if (values.size() == kOldIpv4Chars || values.size() == kOldIpv6Chars) {
        r.error = "this code is from an older version of Bagh-Chal, whose games were not "
                  "encrypted: both players need this version";
        return r;
    }
    if (values.size() != kIpv4Chars && values.size() != kIpv6Chars) {
        r.error =
            "a code has " + std::to_string(kIpv4Chars) + " characters (" +
            std::to_string(kIpv6Chars) + " for an IPv6 address); this has " +
            (values.size() > kIpv6Chars ? std::string("more") : std::to_string(values.size()));
        return r;
    }
    const int check = values.back();
    values.pop_back();
    if (checkValue(values) != check) {
        r.error = "the code has a typo: its check character does not match";
        return r;
    }
    std::vector<std::uint8_t> bytes;
    unsigned acc = 0;
    int bits = 0;
    for (const int v : values) {
        acc = (acc << 5) | static_cast<unsigned>(v);
        bits += 5;
        if (bits >= 8) {
            bytes.push_back(static_cast<std::uint8_t>((acc >> (bits - 8)) & 0xFF));
            bits -= 8;
        }
    }
    const bool ipv6 = values.size() + 1 == kIpv6Chars;
    const std::size_t want = ipv6 ? kIpv6BytesLen : kIpv4BytesLen;
    if (bytes.size() != want || (acc & ((1u << bits) - 1)) != 0 ||
        bytes[0] != (ipv6 ? kVersionIpv6 : kVersionIpv4)) {
        r.error = "this is not a join code of this program (or of a newer version)";
        return r;
    }
    JoinCode& code = r.code;
    code.ipv6 = ipv6;
    std::size_t at = 1;
    for (int i = 0; i < (ipv6 ? 16 : 4); ++i) code.address[i] = bytes[at++];
    code.port = static_cast<std::uint16_t>((bytes[at] << 8) | bytes[at + 1]);
    at += 2;
    for (std::uint8_t& s : code.secret) s = bytes[at++];
    r.ok = true;
    return r;
}

std::string normalizedJoinCode(std::string_view text) {
    const JoinCodeReading r = decodeJoinCode(text);
    if (!r.ok) return {};
    std::string out;
    for (const char c : encodeJoinCode(r.code))
        if (c != '-') out += c;
    return out;
}

}  // namespace bagh::net
