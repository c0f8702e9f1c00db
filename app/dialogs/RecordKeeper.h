// Keeps the player's record (PlayerRecord) as games against the computer end, and gives the
// Game ▸ Statistics… action that shows it (StatisticsDialog); the tutor's warnings go there too.
#pragma once

class GameSession;
class QAction;
class Tutor;
class QWidget;

namespace RecordKeeper {

// Counts every game `session` finishes in play (GameSession::gameFinished) into the
// record in QSettings; returns the Statistics… action, which opens the dialog over `window`.
QAction* install(QWidget* window, GameSession* session);
// Counts the tutor's warnings, and the moves taken back after one, into the same record.
void followTutor(Tutor* tutor);

}  // namespace RecordKeeper
