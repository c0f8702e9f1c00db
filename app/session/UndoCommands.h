// Undo-stack commands. Each holds the real move it played, so undo and redo replay exactly
// that move on the game record (never a copy of a board that could drift from the record).
#pragma once

#include <QUndoCommand>

#include "engine/games/GameTypes.h"

class GameSession;

class MoveCommand : public QUndoCommand {
public:
    // `byComputer` only changes the text shown in an undo view.
    MoveCommand(GameSession* session, bagh::games::Move move, bool byComputer);

    void redo() override;
    void undo() override;
    bagh::games::Move move() const { return move_; }

private:
    GameSession* session_;
    bagh::games::Move move_;
};
