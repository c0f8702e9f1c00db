#include "engine/puzzle/PuzzleFields.h"

#include <cctype>
#include <charconv>

namespace bagh::puzzle {
namespace {

// The words of a field, split at runs of spaces.
std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ') ++i;
        if (i > start) out.push_back(text.substr(start, i - start));
    }
    return out;
}

bool validIdChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
}

// The words of a field `key value…` after the key, or nothing when the key is not there.
std::optional<std::vector<std::string_view>> keyed(std::string_view text, std::string_view key) {
    std::vector<std::string_view> w = words(text);
    if (w.empty() || w.front() != key) return std::nullopt;
    w.erase(w.begin());
    return w;
}

}  // namespace

FieldError splitPuzzleFields(std::string_view line, std::vector<std::string_view>* fields) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() > kMaxPuzzleLineBytes)
        return PuzzleError{"line", "longer than " + std::to_string(kMaxPuzzleLineBytes) + " bytes"};
    fields->clear();
    for (std::size_t start = 0;;) {
        const std::size_t tab = line.find('\t', start);
        fields->push_back(line.substr(start, tab == std::string_view::npos ? tab : tab - start));
        if (tab == std::string_view::npos) break;
        start = tab + 1;
    }
    if (fields->size() != 5)
        return PuzzleError{"line",
                           "expected 5 tab-separated fields (ID, OBX, goal, line, rating), got " +
                               std::to_string(fields->size())};
    return std::nullopt;
}

FieldError readPuzzleId(std::string_view text, std::string* id) {
    if (text.empty()) return PuzzleError{"id", "empty"};
    if (text.size() > kMaxPuzzleIdLength)
        return PuzzleError{"id",
                           "longer than " + std::to_string(kMaxPuzzleIdLength) + " characters"};
    for (char c : text)
        if (!validIdChar(c))
            return PuzzleError{"id", quoted(text) +
                                         " has a character other than letters, digits, "
                                         "- _ ."};
    *id = std::string(text);
    return std::nullopt;
}

FieldError readPuzzleGoal(std::string_view text, Goal* goal) {
    const auto g = keyed(text, "goal");
    if (!g || g->size() != 1 || ((*g)[0] != "win" && (*g)[0] != "draw"))
        return PuzzleError{"goal", "expected 'goal win' or 'goal draw', got " + quoted(text)};
    *goal = (*g)[0] == "win" ? Goal::Win : Goal::Draw;
    return std::nullopt;
}

FieldError readPuzzleRating(std::string_view text, int* rating) {
    const auto r = keyed(text, "rating");
    int value = -1;
    if (r && r->size() == 1) {
        const std::string_view t = (*r)[0];
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (ec != std::errc() || end != t.data() + t.size()) value = -1;
    }
    if (value < 0 || value > kMaxPuzzleRating)
        return PuzzleError{"rating", "expected 'rating N' with N from 0 to " +
                                         std::to_string(kMaxPuzzleRating) + ", got " +
                                         quoted(text)};
    *rating = value;
    return std::nullopt;
}

FieldError readPuzzleMoveWords(std::string_view text, std::vector<std::string_view>* out) {
    const auto moves = keyed(text, "line");
    if (!moves) return PuzzleError{"moves", "expected 'line M1 R1 M2 ...', got " + quoted(text)};
    if (moves->empty()) return PuzzleError{"moves", "no moves after 'line'"};
    if (static_cast<int>(moves->size()) > kMaxPuzzleMoves)
        return PuzzleError{"moves", "more than " + std::to_string(kMaxPuzzleMoves) + " moves"};
    if (moves->size() % 2 == 0)
        return PuzzleError{"moves",
                           "the line must end with the solver's move (an odd number of moves), "
                           "got " +
                               std::to_string(moves->size())};
    *out = *moves;
    return std::nullopt;
}

std::string puzzleMoveWhat(std::size_t index, std::string_view text) {
    return "move " + std::to_string(index + 1) + " " + quoted(text);
}

}  // namespace bagh::puzzle
