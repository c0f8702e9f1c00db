// Small readers of untrusted record text, shared by the position records of both games (OBX,
// the Lambs and Tigers record): fields split at whitespace, and short decimal numbers.
#pragma once

#include <cctype>
#include <charconv>
#include <optional>
#include <string_view>
#include <vector>

namespace bagh {

// The fields of `text`, split at runs of whitespace (none for blank text).
inline std::vector<std::string_view> splitFields(std::string_view text) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        const std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i > start) fields.push_back(text.substr(start, i - start));
    }
    return fields;
}

// A non-negative decimal number of at most 6 digits, or nothing.
inline std::optional<int> parseNumber(std::string_view s) {
    if (s.empty() || s.size() > 6) return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size() || value < 0) return std::nullopt;
    return value;
}

}  // namespace bagh
