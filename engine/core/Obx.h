// OBX position notation (docs/RULES.md): read both dialects, write either.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "Move.h"
#include "Position.h"

namespace bagh {

enum class ObxDialect {
    Seed,  // digits for empty runs, gN in hand, integer move number (the default we write)
    V2,    // baghchal.net's OBX 2.0: X per empty point, no in-hand field, #g1 / #t3
};

// What went wrong, naming the field ("pieces", "turn", "in hand", "captured", "goats",
// "last move", "move number", "record") and why.
struct ObxError {
    std::string field;
    std::string reason;
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
