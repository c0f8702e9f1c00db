// Untrusted text inside an error message: in single quotes, printable ASCII only (anything else
// becomes '?'), and at most 24 characters, then "...". Used wherever input is echoed back.
#pragma once

#include <string>
#include <string_view>

namespace bagh {

inline std::string quoted(std::string_view s) {
    constexpr std::size_t kShown = 24;
    std::string out = "'";
    for (std::size_t i = 0; i < s.size() && i < kShown; ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        out += (c >= 32 && c < 127) ? static_cast<char>(c) : '?';
    }
    if (s.size() > kShown) out += "...";
    return out + "'";
}

}  // namespace bagh
