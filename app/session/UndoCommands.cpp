#include "session/UndoCommands.h"

#include <QCoreApplication>

#include "session/MoveListModel.h"

MoveCommand::MoveCommand(MoveTarget* target, bagh::games::GameKind kind, bagh::games::Move move,
                         bool byComputer)
    : target_(target), move_(move) {
    const QString text = MoveListModel::moveText(kind, move);
    setText(byComputer ? QCoreApplication::translate("MoveCommand", "Computer: %1").arg(text)
                       : QCoreApplication::translate("MoveCommand", "Move %1").arg(text));
}

void MoveCommand::redo() { target_->applyMove(move_); }

void MoveCommand::undo() { target_->retractMove(); }
