#include "engine/puzzle/LambsPuzzle.h"

#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"
#include "engine/puzzle/PuzzleFields.h"

namespace bagh::puzzle {
namespace {

bool over(const lambs::Variant& v, const lambs::Position& pos) {
    return pos.goatsCaptured() >= v.capturesToWin() || lambs::result(v, pos).over();
}

FieldError readRecord(std::string_view text, LambsPuzzle* p) {
    const lambs::RecordParseResult r = lambs::parseRecord(p->variant(), text);
    if (!r.ok) return PuzzleError{"record", r.error.message()};
    p->position = r.record.position;
    p->lastMove = r.record.lastMove;
    if (over(p->variant(), p->position)) return PuzzleError{"record", "the game is already over"};
    p->record = lambs::writeRecord(p->variant(), p->position, p->lastMove);
    return std::nullopt;
}

FieldError readLine(std::string_view text, LambsPuzzle* p) {
    std::vector<std::string_view> moves;
    if (FieldError e = readPuzzleMoveWords(text, &moves)) return e;
    lambs::Position pos = p->position;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const std::string what = puzzleMoveWhat(i, moves[i]);
        if (over(p->variant(), pos))
            return PuzzleError{"moves", what + " comes after the end of the game"};
        if (!lambs::parseMoveText(moves[i])) return PuzzleError{"moves", what + " is not a move"};
        const lambs::Move m = lambs::findLegalMove(p->variant(), pos, moves[i]);
        if (m.isNull()) return PuzzleError{"moves", what + " is not legal"};
        pos.makeMove(m);
        p->line.push_back(m);
    }
    return std::nullopt;
}

}  // namespace

LambsPuzzleParseResult parseLambsPuzzleLine(std::string_view line, int captures) {
    LambsPuzzleParseResult r;
    r.puzzle.captures = captures;
    std::vector<std::string_view> fields;
    FieldError e = splitPuzzleFields(line, &fields);
    LambsPuzzle* p = &r.puzzle;
    // In field order, each only after the ones before it hold (the line needs the position).
    if (!e) e = readPuzzleId(fields[0], &p->id);
    if (!e) e = readRecord(fields[1], p);
    if (!e) e = readPuzzleGoal(fields[2], &p->goal);
    if (!e) e = readLine(fields[3], p);
    if (!e) e = readPuzzleRating(fields[4], &p->rating);
    if (e) {
        r.error = *e;
        return r;
    }
    r.ok = true;
    return r;
}

std::vector<LambsPuzzle> parseLambsPuzzleSet(std::string_view text,
                                             std::vector<std::string>* errors, int captures) {
    return parsePuzzleLines<LambsPuzzle>(text, errors, [captures](std::string_view line) {
        return parseLambsPuzzleLine(line, captures);
    });
}

std::string formatLambsPuzzle(const LambsPuzzle& p) {
    std::string out = p.id + '\t' + lambs::writeRecord(p.variant(), p.position, p.lastMove) +
                      "\tgoal " + goalName(p.goal) + "\tline";
    for (lambs::Move m : p.line) out += ' ' + m.toString();
    return out + "\trating " + std::to_string(p.rating);
}

bool isLambsPuzzleLine(std::string_view line) {
    const std::size_t tab = line.find('\t');
    if (tab == std::string_view::npos) return false;
    const std::string_view record = line.substr(tab + 1);
    const std::size_t slash = record.find('/');
    // The apex row holds one point: "T", "G" or "1" before the first '/'.
    return slash == 1;
}

}  // namespace bagh::puzzle
