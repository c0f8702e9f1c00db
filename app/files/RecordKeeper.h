// Keeps the player's record (PlayerRecord) as games against the computer end, and gives the
// Game ▸ Statistics… action that shows it (StatisticsDialog).
#pragma once

class GameSession;
class QAction;
class QWidget;

namespace RecordKeeper {

// Counts every game `controller` finishes in play (GameSession::gameFinished) into the
// record in QSettings; returns the Statistics… action, which opens the dialog over `window`.
QAction* install(QWidget* window, GameSession* controller);

}  // namespace RecordKeeper
