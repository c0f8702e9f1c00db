// Where the player left off. When the window closes, the game shown (its whole record, the
// position shown, the setup, the two players' clocks, the file it belongs to and whether it was
// changed since) is kept
// in QSettings; the next start brings it back instead of a new game. A game in progress always
// comes back; a finished one only if it was never saved (so quitting never loses a game and
// never needs to ask). A match comes back as its current game alone.
#pragma once

class GameController;
class GameFiles;
class QSettings;

namespace LastSession {

// Keeps the game `controller` shows, and the file `files` names, in `settings`.
void save(QSettings& settings, const GameController& controller, const GameFiles& files);

// Brings back what save() kept: true if a game came back. Nothing kept, a record that no longer
// reads, or a finished game already saved: false, and nothing changes. A file that is gone or
// holds another game leaves the game untitled and unsaved.
bool restore(QSettings& settings, GameController* controller, GameFiles* files);

// Forgets what save() kept.
void clear(QSettings& settings);

}  // namespace LastSession
