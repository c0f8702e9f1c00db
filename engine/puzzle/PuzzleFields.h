// The parts of a puzzle line that do not depend on the game (Puzzle.h has the format): the five
// tab-separated fields, the ID, the goal, the line's move words and the rating, and the reading
// of a whole file. Bagh-Chal's reader (Puzzle.cpp) and Lambs and Tigers' (LambsPuzzle.cpp)
// differ only in the record and the moves, which each reads with its own game's notation.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "engine/puzzle/Puzzle.h"
#include "engine/util/Quoted.h"

namespace bagh::puzzle {

using FieldError = std::optional<PuzzleError>;

// Splits a line (its '\r' dropped) into exactly five fields, or says why not.
FieldError splitPuzzleFields(std::string_view line, std::vector<std::string_view>* fields);
FieldError readPuzzleId(std::string_view text, std::string* id);
FieldError readPuzzleGoal(std::string_view text, Goal* goal);
FieldError readPuzzleRating(std::string_view text, int* rating);
// The move words after "line": at least one, at most kMaxPuzzleMoves, an odd number.
FieldError readPuzzleMoveWords(std::string_view text, std::vector<std::string_view>* words);
// "move N 'TEXT'": how the line's readers name a move in their complaints.
std::string puzzleMoveWhat(std::size_t index, std::string_view text);

// Reads a file of puzzles with `parseLine` (std::string_view -> a result with ok, puzzle (with
// its id) and error): every valid one in file order; a refused line, or one whose ID repeats an
// earlier one, adds "line N: <message>" to *errors (when given).
template <class Puzzle, class ParseLine>
std::vector<Puzzle> parsePuzzleLines(std::string_view text, std::vector<std::string>* errors,
                                     ParseLine parseLine) {
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
        auto r = parseLine(line);
        if (r.ok && !ids.insert(r.puzzle.id).second) {
            r.ok = false;
            r.error = {"id", quoted(r.puzzle.id) + " repeats an earlier puzzle's ID"};
        }
        if (!r.ok) {
            if (errors)
                errors->push_back("line " + std::to_string(number) + ": " + r.error.message());
            continue;
        }
        out.push_back(std::move(r.puzzle));
    }
    return out;
}

}  // namespace bagh::puzzle
