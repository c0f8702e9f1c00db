#include "engine/search/Report.h"

#include <sstream>

#include "engine/search/Score.h"

namespace bagh::report {
namespace {

std::string words(GameValue value, bool exact, int plies, const int* score) {
    std::string s = std::string(valueName(shownValue(value))) + (exact ? " exact" : " estimate");
    if (plies >= 0) s += " plies " + std::to_string(plies);
    if (score && (!exact || plies < 0)) s += " score " + std::to_string(*score);
    return s;
}

}  // namespace

GameValue shownValue(GameValue v) { return v == GameValue::Unknown ? GameValue::Draw : v; }

std::string valueWords(GameValue value, bool exact, int plies, int score) {
    return words(value, exact, plies, &score);
}

std::string valueWords(GameValue value, bool exact, int plies) {
    return words(value, exact, plies, nullptr);
}

std::string moveLine(const MoveValue& mv) {
    return "move " + mv.move.toString() + ' ' + valueWords(mv.value, mv.exact, mv.plies, mv.score);
}

std::string positionLine(const Analysis& a) {
    return "position " + valueWords(a.value, a.exact, a.plies, a.score);
}

std::vector<std::string> analysisLines(const Analysis& a) {
    std::vector<std::string> lines;
    lines.push_back(positionLine(a));
    for (const MoveValue& mv : a.moves) lines.push_back(moveLine(mv));
    return lines;
}

std::string infoLine(const SearchInfo& info) {
    std::ostringstream line;
    line << "info depth " << info.depth << " score " << info.score << " value "
         << valueWords(info.value, info.proven, info.plies) << " nodes " << info.nodes << " nps "
         << info.nps << " time " << info.timeMs << " hashfull " << info.hashfullPermille << " pv";
    for (Move m : info.pv) line << ' ' << m.toString();
    return line.str();
}

std::string boardTag(const MoveValue& mv) {
    const GameValue v = shownValue(mv.value);
    const char letter = v == GameValue::Win ? 'W' : v == GameValue::Loss ? 'L' : 'D';
    std::string tag(1, letter);
    if (!mv.exact) return tag + '?';
    if (v != GameValue::Draw && mv.plies >= 0) tag += std::to_string(mv.plies);
    return tag;
}

}  // namespace bagh::report
