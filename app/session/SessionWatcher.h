// One who watches the session's game without playing it (a spectator over a transport, a log, a
// test): not a seat, so it can neither move nor ask. The session tells every watcher the record
// it starts from or jumps to, every move played on it (by either seat, in order), and the end.
// A watcher is the caller's; it stays until removed (GameSession::removeWatcher) and must be
// removed before it is deleted.
#pragma once

#include "engine/games/AnyGame.h"

class SessionWatcher {
public:
    // The record is now `game` (a new game, a load, an undo, a jump through the moves).
    virtual void recordShown(const bagh::games::Game& game) = 0;
    // `move` was just played; `game` is the record after it.
    virtual void movePlayed(const bagh::games::Game& game, bagh::games::Move move) = 0;
    // The game in play ended (by a move, a resignation, a draw agreed, a flag).
    virtual void gameEnded(const bagh::games::Game& game) = 0;

protected:
    ~SessionWatcher() = default;
};
