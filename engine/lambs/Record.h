// The position record of a data-described board, modelled on OBX (docs/RULES.md):
//
//     <points> <turn> g<in hand> c<captured> [<last move>] [<move number>]
//
// 1. points: the notation rows of the board top to bottom, separated by '/'; inside a row its
//    points in number order (left to right), `T` a tiger, `G` a goat, a digit 1-9 that many
//    empty points. Lambs and Tigers has the rows 0 | 1-6 | 7-12 | 13-18 | 19-22, so its start
//    is `T/2TT2/6/6/4`.
// 2. turn: `g` goats to move, `t` tigers to move.
// 3. `gN` goats in hand, `cN` goats captured (N up to the variant's captures-to-win).
// 4. last move, optional: `mP` a placement on P, `mP-Q` a slide, `mPxQ` a jump (points by
//    number, e.g. `m12`, `m3-9`, `m0x8`), or `-`.
// 5. move number, optional: plies played, or `-`.
// Fields are separated by whitespace; letters may be either case. A malformed record gets an
// error naming the field (ObxError); a last move that does not fit the board is dropped with
// a warning, as OBX does.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Obx.h"  // ObxError: one error convention for every record reader
#include "engine/lambs/Board.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

struct Record {
    Position position;  // its ply is the move number (derived when the record has none)
    Move lastMove;      // null when absent, "-", or not matching the board
    bool hasMoveNumber = false;
    std::vector<std::string> warnings;
};

struct RecordParseResult {
    bool ok = false;
    Record record;   // valid when ok
    ObxError error;  // valid when !ok
};

// Parses one record for variant `v`. Never throws.
RecordParseResult parseRecord(const Variant& v, std::string_view text);

// Writes the record, with `lastMove` (may be null) and the position's ply.
std::string writeRecord(const Variant& v, const Position& pos, Move lastMove = Move());

// The points a move text names: "12", "3-9", "3x15", optionally after an `m` (any case).
// from is kNoPoint for a placement; says nothing about legality or the board's size.
struct MoveText {
    Point from = kNoPoint;
    Point to = kNoPoint;
    bool jump = false;  // written with 'x'
};
std::optional<MoveText> parseMoveText(std::string_view text);

// The legal move a text names in `pos` ('-' and 'x' both accepted), or a null move.
Move findLegalMove(const Variant& v, const Position& pos, std::string_view text);

}  // namespace bagh::lambs
