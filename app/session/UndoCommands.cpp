#include "session/UndoCommands.h"

#include <QCoreApplication>

#include "session/GameSession.h"
#include "session/MoveListModel.h"

MoveCommand::MoveCommand(GameSession* session, bagh::games::Move move, bool byComputer)
    : session_(session), move_(move) {
    const QString text = MoveListModel::moveText(session->game().kind(), move);
    setText(byComputer ? QCoreApplication::translate("MoveCommand", "Computer: %1").arg(text)
                       : QCoreApplication::translate("MoveCommand", "Move %1").arg(text));
}

void MoveCommand::redo() { session_->applyMove(move_); }

void MoveCommand::undo() { session_->retractMove(); }
