// OBX position notation (docs/RULES.md): read both dialects, write either.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/core/Move.h"
#include "engine/core/Position.h"

namespace bagh {

enum class ObxDialect {
    Seed,  // digits for empty runs, gN in hand, integer move number (the default we write)
    V2,    // baghchal.net's OBX 2.0: X per empty point, no in-hand field, #g1 / #t3
};

// Which rule a record breaks: what an app needs to say it in the player's words (the English
// of field and reason is for the CLI and logs). Other: a reader that gives no code (records of
// other formats sharing ObxError).
enum class ObxErrorCode {
    Other,
    TooLong,            // record: n[0] = the limit
    Empty,              // record
    ExtraField,         // record: text = the field
    TooManyRows,        // pieces
    RowTooShort,        // pieces: row n[0] covers n[1] points
    RowTooLong,         // pieces: row n[0] covers more than 5 points
    BadCharacter,       // pieces: text = the character, in row n[0]
    TooFewRows,         // pieces: n[0] rows
    TigerCount,         // pieces: n[0] tigers
    TooManyGoats,       // pieces: n[0] goats on the board
    TurnMissing,        // turn
    TurnInvalid,        // turn: text
    InHandInvalid,      // in hand: text
    InHandMissing,      // in hand
    InHandDisagrees,    // in hand: @n[0] and gn[1]
    CapturedInvalid,    // captured: text
    CapturedMissing,    // captured
    LastMoveInvalid,    // last move: text
    MoveNumberInvalid,  // move number: text
    GoatsOverflow,      // goats: n[0] on the board + n[1] captured > 20
    GoatCount,          // goats: n[0] on the board + n[1] in hand + n[2] captured != 20
};

// The field of a record at fault, for either game's reader and for a position built from its
// parts (games::PositionParts): what a front end words, never the English name.
enum class ObxField {
    Record,
    Pieces,
    Turn,
    InHand,
    Captured,
    Goats,
    LastMove,
    MoveNumber,
    Captures
};

// The field named `name` ("pieces", "turn", "in hand", "captured", "goats", "last move",
// "move number", "captures"; anything else: the record as a whole).
ObxField obxFieldOf(std::string_view name);

// What went wrong, naming the field ("pieces", "turn", "in hand", "captured", "goats",
// "last move", "move number", "record") and why; code, numbers and text say the same for a
// translation, `where` the field.
struct ObxError {
    std::string field;
    std::string reason;
    ObxErrorCode code = ObxErrorCode::Other;
    int n[3] = {0, 0, 0};
    std::string text{};  // the offending text as written, when the code names one
    ObxField where = ObxField::Record;
    std::string message() const { return field + ": " + reason; }
};

struct ObxRecord {
    Position position;  // its ply is the move number (derived when the record has none)
    Move lastMove;      // null when absent, "-", or not matching the board
    bool hasMoveNumber = false;
    std::vector<std::string> warnings;  // legal but odd records: the import still happened
};

struct ObxParseResult {
    bool ok = false;
    ObxRecord record;  // valid when ok
    ObxError error;    // valid when !ok
};

// Parses one record. Never throws; every invalid record gets an error naming its field.
ObxParseResult parseObx(std::string_view text);

// Writes a record; `lastMove` may be null.
std::string writeObx(const Position& pos, Move lastMove = Move(),
                     ObxDialect dialect = ObxDialect::Seed);

}  // namespace bagh
