#include "engine/puzzle/Puzzle.h"

#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/puzzle/PuzzleFields.h"

namespace bagh::puzzle {
namespace {

PuzzleParseResult refuse(std::string field, std::string reason) {
    PuzzleParseResult r;
    r.error = {std::move(field), std::move(reason)};
    return r;
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

// The moves, legal in turn from p->position, none after the end of the game.
FieldError readLine(std::string_view text, Puzzle* p) {
    std::vector<std::string_view> moves;
    if (FieldError e = readPuzzleMoveWords(text, &moves)) return e;
    Position pos = p->position;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string what = puzzleMoveWhat(i, moves[i]);
        if (pos.result().over() || pos.goatsCaptured() >= kCapturesToWin)
            return PuzzleError{"moves", what + " comes after the end of the game"};
        const auto parsed = parseMoveText(moves[i]);
        if (!parsed) return PuzzleError{"moves", what + " is not a move"};
        const Move m = findLegalMove(pos, *parsed);
        if (m.isNull()) return PuzzleError{"moves", what + " is not legal"};
        pos.makeMove(m);
        p->line.push_back(m);
    }
    return std::nullopt;
}

}  // namespace

const char* goalName(Goal g) { return g == Goal::Win ? "win" : "draw"; }
const char* phaseName(Phase p) { return p == Phase::Placement ? "placement" : "sliding"; }

PuzzleParseResult parsePuzzleLine(std::string_view line) {
    std::vector<std::string_view> fields;
    if (FieldError e = splitPuzzleFields(line, &fields)) return refuse(e->field, e->reason);
    PuzzleParseResult r;
    // In field order, each only after the ones before it hold (the line needs the position).
    Puzzle* p = &r.puzzle;
    FieldError e = readPuzzleId(fields[0], &p->id);
    if (!e) e = readPosition(fields[1], p);
    if (!e) e = readPuzzleGoal(fields[2], &p->goal);
    if (!e) e = readLine(fields[3], p);
    if (!e) e = readPuzzleRating(fields[4], &p->rating);
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
    return parsePuzzleLines<Puzzle>(text, errors, parsePuzzleLine);
}

std::string formatPuzzle(const Puzzle& p) {
    std::string out =
        p.id + '\t' + writeObx(p.position, p.lastMove) + "\tgoal " + goalName(p.goal) + "\tline";
    for (Move m : p.line) out += ' ' + m.toString();
    return out + "\trating " + std::to_string(p.rating);
}

}  // namespace bagh::puzzle
