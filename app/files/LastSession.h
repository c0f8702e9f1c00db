// Where the player left off. The game shown (its whole record, the position shown, the setup,
// the two players' clocks, the file it belongs to and whether it was changed since) is kept in
// one file, last-game.bgc in the program's data folder (LastGameRecord.h has its format and why
// it is one saved-game file), written by GameJournal after every change of the game; the next
// start brings it back instead of a new game, however the last one ended (a clean quit or a
// kill). A game in progress always comes back; a finished one only if it was never saved (so
// quitting never loses a game and never needs to ask). A match comes back as its current game.
//
// A file that does not read (cut short, garbage, another version, an illegal move) is put
// aside as last-game.bgc.damaged-<time>, never read again and never deleted, and the player is
// told; the start goes on with a new game. Older versions kept the game in QSettings' "session"
// group: read once when there is no file yet, then removed.
#pragma once

#include <QString>
#include <string>

class GameSession;
class GameFiles;

namespace LastSession {

// The file that keeps the game: last-game.bgc in QStandardPaths::AppDataLocation (under
// QStandardPaths' test mode a folder of the test's own).
QString filePath();

// The file's text for the game `session` shows and the file `files` names.
std::string record(const GameSession& session, const GameFiles& files);

// Writes `text` to filePath() through QSaveFile (the whole file or nothing). False with the
// reason in *error if it could not.
bool write(const std::string& text, QString* error = nullptr);

struct Restored {
    bool back = false;  // a game came back
    QString problem;    // the kept record did not read: what the player is told, else empty
};

// Brings back what was kept: `back` if a game came back. Nothing kept, or a finished game
// already saved: not back, and nothing changes. A damaged file: not back, put aside, and
// `problem` says so. A file that is gone or holds another game leaves the game untitled and
// unsaved.
Restored restore(GameSession* session, GameFiles* files);

// Removes the older versions' record in QSettings (the file replaces it).
void forgetSettings();

}  // namespace LastSession
