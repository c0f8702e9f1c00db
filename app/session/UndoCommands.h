// Undo-stack commands. Each holds the real move it played, so undo and redo replay exactly
// that move on the game record (never a copy of a board that could drift from the record).
// The command knows only the small interface of what it plays on (MoveTarget), so the record
// that holds the stack (SessionRecord) and the commands do not include each other.
#pragma once

#include <QUndoCommand>

#include "engine/games/GameTypes.h"

// What a MoveCommand plays on: one move forward, one back.
class MoveTarget {
public:
    virtual void applyMove(bagh::games::Move move) = 0;
    virtual void retractMove() = 0;

protected:
    ~MoveTarget() = default;
};

class MoveCommand : public QUndoCommand {
public:
    // `kind` and `byComputer` only change the text shown in an undo view ("Move C1",
    // "Computer: C1"; a seat that moves by itself is worded as the computer there).
    MoveCommand(MoveTarget* target, bagh::games::GameKind kind, bagh::games::Move move,
                bool byComputer);

    void redo() override;
    void undo() override;
    bagh::games::Move move() const { return move_; }

private:
    MoveTarget* target_;
    bagh::games::Move move_;
};
