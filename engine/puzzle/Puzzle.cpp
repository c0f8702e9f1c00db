#include "engine/puzzle/Puzzle.h"

#include <cctype>
#include <charconv>
#include <unordered_set>

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/util/Quoted.h"

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

PuzzleParseResult refuse(std::string field, std::string reason) {
    PuzzleParseResult r;
    r.error = {std::move(field), std::move(reason)};
    return r;
}

// The words of a field `key value…` after the key, or nothing when the key is not there.
std::optional<std::vector<std::string_view>> keyed(std::string_view text, std::string_view key) {
    std::vector<std::string_view> w = words(text);
    if (w.empty() || w.front() != key) return std::nullopt;
    w.erase(w.begin());
    return w;
}

// The readers of the fields: each fills its part of *p, or returns what is wrong.
using FieldError = std::optional<PuzzleError>;

FieldError readId(std::string_view id, Puzzle* p) {
    if (id.empty()) return PuzzleError{"id", "empty"};
    if (id.size() > kMaxPuzzleIdLength)
        return PuzzleError{"id",
                           "longer than " + std::to_string(kMaxPuzzleIdLength) + " characters"};
    for (char c : id)
        if (!validIdChar(c))
            return PuzzleError{"id", quoted(id) +
                                         " has a character other than letters, digits, "
                                         "- _ ."};
    p->id = std::string(id);
    return std::nullopt;
}

FieldError readPosition(std::string_view text, Puzzle* p) {
    const ObxParseResult obx = parseObx(text);
    if (!obx.ok) return PuzzleError{"obx", obx.error.message()};
    p->position = obx.record.position;
    p->lastMove = obx.record.lastMove;
    if (p->position.goatsCaptured() >= kCapturesToWin || p->position.result().over())
        return PuzzleError{"obx", "the game is already over"};
    p->obx = writeObx(p->position, p->lastMove);
    return std::nullopt;
}

FieldError readGoal(std::string_view text, Puzzle* p) {
    const auto goal = keyed(text, "goal");
    if (!goal || goal->size() != 1 || ((*goal)[0] != "win" && (*goal)[0] != "draw"))
        return PuzzleError{"goal", "expected 'goal win' or 'goal draw', got " + quoted(text)};
    p->goal = (*goal)[0] == "win" ? Goal::Win : Goal::Draw;
    return std::nullopt;
}

// The moves, legal in turn from p->position, none after the end of the game.
FieldError readLine(std::string_view text, Puzzle* p) {
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
    Position pos = p->position;
    for (std::size_t i = 0; i < moves->size(); ++i) {
        const std::string what = "move " + std::to_string(i + 1) + " " + quoted((*moves)[i]);
        if (pos.result().over() || pos.goatsCaptured() >= kCapturesToWin)
            return PuzzleError{"moves", what + " comes after the end of the game"};
        const auto parsed = parseMoveText((*moves)[i]);
        if (!parsed) return PuzzleError{"moves", what + " is not a move"};
        const Move m = findLegalMove(pos, *parsed);
        if (m.isNull()) return PuzzleError{"moves", what + " is not legal"};
        pos.makeMove(m);
        p->line.push_back(m);
    }
    return std::nullopt;
}

FieldError readRating(std::string_view text, Puzzle* p) {
    const auto rating = keyed(text, "rating");
    int value = -1;
    if (rating && rating->size() == 1) {
        const std::string_view t = (*rating)[0];
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (ec != std::errc() || end != t.data() + t.size()) value = -1;
    }
    if (value < 0 || value > kMaxPuzzleRating)
        return PuzzleError{"rating", "expected 'rating N' with N from 0 to " +
                                         std::to_string(kMaxPuzzleRating) + ", got " +
                                         quoted(text)};
    p->rating = value;
    return std::nullopt;
}

}  // namespace

const char* goalName(Goal g) { return g == Goal::Win ? "win" : "draw"; }
const char* phaseName(Phase p) { return p == Phase::Placement ? "placement" : "sliding"; }

PuzzleParseResult parsePuzzleLine(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() > kMaxPuzzleLineBytes)
        return refuse("line", "longer than " + std::to_string(kMaxPuzzleLineBytes) + " bytes");
    std::vector<std::string_view> fields;
    for (std::size_t start = 0;;) {
        const std::size_t tab = line.find('\t', start);
        fields.push_back(line.substr(start, tab == std::string_view::npos ? tab : tab - start));
        if (tab == std::string_view::npos) break;
        start = tab + 1;
    }
    if (fields.size() != 5)
        return refuse("line",
                      "expected 5 tab-separated fields (ID, OBX, goal, line, rating), got " +
                          std::to_string(fields.size()));
    PuzzleParseResult r;
    // In field order, each only after the ones before it hold (the line needs the position).
    Puzzle* p = &r.puzzle;
    FieldError e = readId(fields[0], p);
    if (!e) e = readPosition(fields[1], p);
    if (!e) e = readGoal(fields[2], p);
    if (!e) e = readLine(fields[3], p);
    if (!e) e = readRating(fields[4], p);
    if (e) return refuse(e->field, e->reason);
    r.ok = true;
    return r;
}

std::optional<Puzzle> parsePuzzle(std::string_view line, std::string* error) {
    PuzzleParseResult r = parsePuzzleLine(line);
    if (r.ok) return std::move(r.puzzle);
    if (error) *error = r.error.message();
    return std::nullopt;
}

std::vector<Puzzle> parsePuzzleSet(std::string_view text, std::vector<std::string>* errors) {
    std::vector<Puzzle> out;
    std::unordered_set<std::string> ids;
    int number = 0;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++number;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        PuzzleParseResult r = parsePuzzleLine(line);
        if (r.ok && !ids.insert(r.puzzle.id).second)
            r = refuse("id", quoted(r.puzzle.id) + " repeats an earlier puzzle's ID");
        if (!r.ok) {
            if (errors)
                errors->push_back("line " + std::to_string(number) + ": " + r.error.message());
            continue;
        }
        out.push_back(std::move(r.puzzle));
    }
    return out;
}

std::string formatPuzzle(const Puzzle& p) {
    std::string out =
        p.id + '\t' + writeObx(p.position, p.lastMove) + "\tgoal " + goalName(p.goal) + "\tline";
    for (Move m : p.line) out += ' ' + m.toString();
    return out + "\trating " + std::to_string(p.rating);
}

}  // namespace bagh::puzzle
