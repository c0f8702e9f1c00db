#include "analysis/AnalysisText.h"

#include "search/Score.h"

using namespace bagh;

namespace AnalysisText {

GameValue shownValue(GameValue v) { return v == GameValue::Unknown ? GameValue::Draw : v; }

// Mirrors valueWords() in engine/cli/SearchProtocol.cpp; the score goes out only where the
// CLI prints it (estimates, and exact values without a distance).
std::string engineWords(GameValue value, bool exact, int plies, int score) {
    std::string s = std::string(valueName(shownValue(value))) + (exact ? " exact" : " estimate");
    if (plies >= 0) s += " plies " + std::to_string(plies);
    if (!exact || plies < 0) s += " score " + std::to_string(score);
    return s;
}

std::string moveLine(const MoveValue& mv) {
    return "move " + mv.move.toString() + ' ' + engineWords(mv.value, mv.exact, mv.plies, mv.score);
}

std::string positionLine(const Analysis& a) {
    return "position " + engineWords(a.value, a.exact, a.plies, a.score);
}

std::string boardTag(const MoveValue& mv) {
    const GameValue v = shownValue(mv.value);
    const char letter = v == GameValue::Win ? 'W' : v == GameValue::Loss ? 'L' : 'D';
    std::string tag(1, letter);
    if (!mv.exact) return tag + '?';
    if (v != GameValue::Draw && mv.plies >= 0) tag += std::to_string(mv.plies);
    return tag;
}

}  // namespace AnalysisText
