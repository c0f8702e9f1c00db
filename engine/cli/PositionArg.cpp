#include "engine/cli/PositionArg.h"

#include <charconv>
#include <iostream>

#include "engine/core/Obx.h"

namespace bagh::cli {

bool readPosition(const std::string& obx, Position& pos) {
    const ObxParseResult parsed = parseObx(obx);
    if (!parsed.ok) {
        std::cerr << "error: " << parsed.error.message() << '\n';
        return false;
    }
    for (const std::string& w : parsed.record.warnings) std::cerr << "warning: " << w << '\n';
    pos = parsed.record.position;
    return true;
}

std::string joinRecord(const std::vector<std::string>& pieces) {
    std::string record;
    for (const std::string& p : pieces) record += (record.empty() ? "" : " ") + p;
    return record;
}

std::optional<int> parseCapturesToWin(const std::string& text, int goats) {
    if (text == "all") return lambs::kAllGoats;
    const auto n = parseInteger(text, 1, goats);
    if (!n) return std::nullopt;
    return static_cast<int>(*n);
}

std::optional<lambs::Variant> lambsVariantOf(const ArgParser& p, const std::string& captures) {
    const int goats = lambs::lambsBoard().goats();
    const std::optional<int> toWin = parseCapturesToWin(captures, goats);
    if (!toWin) {
        p.fail("--captures: expected 1.." + std::to_string(goats) + " or all, got '" + captures +
               "'");
        return std::nullopt;
    }
    return lambs::Variant::lambs(*toWin);
}

std::optional<long long> parseInteger(const std::string& text, long long lo, long long hi) {
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < lo || value > hi)
        return std::nullopt;
    return value;
}

}  // namespace bagh::cli
