#include "session/UndoCommands.h"

#include <QCoreApplication>

#include "session/GameSession.h"
#include "session/MoveListModel.h"

MoveCommand::MoveCommand(GameSession* controller, bagh::games::Move move, bool byComputer)
    : controller_(controller), move_(move) {
    const QString text = MoveListModel::moveText(controller->game().kind(), move);
    setText(byComputer ? QCoreApplication::translate("MoveCommand", "Computer: %1").arg(text)
                       : QCoreApplication::translate("MoveCommand", "Move %1").arg(text));
}

void MoveCommand::redo() { controller_->applyMove(move_); }

void MoveCommand::undo() { controller_->retractMove(); }
