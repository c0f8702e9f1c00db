#include "engine/core/Move.h"

#include <cctype>

#include "engine/core/Tables.h"

namespace bagh {

std::string Move::toString() const {
    if (isNull()) return "none";
    if (isPlacement()) return squareName(to());
    return squareName(from()) + squareName(to());
}

std::optional<MoveText> parseMoveText(std::string_view text) {
    if (!text.empty() && (text[0] == 'm' || text[0] == 'M')) text.remove_prefix(1);
    MoveText result;
    if (text.size() >= 2 && text.back() == ')') {
        const auto open = text.find('(');
        if (open == std::string_view::npos) return std::nullopt;
        result.captured = parseSquare(text.substr(open + 1, text.size() - open - 2));
        if (result.captured == kNoSquare) return std::nullopt;
        text = text.substr(0, open);
    }
    if (text.size() == 2) {
        result.to = parseSquare(text);
        if (result.to == kNoSquare || result.captured != kNoSquare) return std::nullopt;
        return result;
    }
    std::string_view first = text.substr(0, 2), second;
    if (text.size() == 4) {
        second = text.substr(2);
    } else if (text.size() == 5 && (text[2] == '-' || text[2] == 'x' || text[2] == 'X')) {
        second = text.substr(3);
    } else {
        return std::nullopt;
    }
    result.from = parseSquare(first);
    result.to = parseSquare(second);
    if (result.from == kNoSquare || result.to == kNoSquare) return std::nullopt;
    return result;
}

}  // namespace bagh
