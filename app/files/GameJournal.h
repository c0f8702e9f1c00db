// Writes the game shown to LastSession's file after every change of it, so that nothing is lost
// to a crash or a kill: a move, an undo or redo, a step through the moves, a resignation or a
// draw, a new game, a game opened, pasted or set up, a save (the file's name and the modified
// flag). Changes are coalesced: the first one starts a zero-millisecond single-shot timer, and
// the record is written once when the event loop next turns, so a move is on disk before the
// next turn ends and a burst of changes (a new game resets, moves and settles) costs one write.
// A record the same as the one last written is not written again; the clocks' ticks are no
// change (the clocks are kept as of the last change, and as of the close by writeNow).
//
// It writes nothing until start(): the window opens with a new game of its own before the
// start decides whether the last one comes back, and that new game must not replace it.
// GUI thread only.
#pragma once

#include <QObject>
#include <QTimer>
#include <string>

class GameSession;
class GameFiles;

class GameJournal : public QObject {
    Q_OBJECT

public:
    GameJournal(GameSession* session, GameFiles* files, QObject* parent = nullptr);

    // From now on every change is written (and the game shown now, if the file differs).
    void start();
    bool started() const { return started_; }
    // Writes the game now, with the clocks as they are (the window closes); before start() too.
    void writeNow();
    // How many times the file was written (for tests).
    int writes() const { return writes_; }
    // Something kept with the game changed besides the game (its review): written as a change.
    void changed();

signals:
    // The file could not be written: said once, until a write succeeds again.
    void message(const QString& text, int ms);

private:
    void write();

    GameSession* session_;
    GameFiles* files_;
    QTimer pending_;
    std::string written_;  // the text the file holds, as far as this journal knows
    bool started_ = false;
    bool failing_ = false;
    int writes_ = 0;
};
