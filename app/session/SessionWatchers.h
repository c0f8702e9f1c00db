// The watchers of the session's game (SessionWatcher.h), told what they have not heard yet: the
// record shown when it changes (not twice the same), every move played, the end.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/games/AnyGame.h"
#include "session/SessionWatcher.h"

class SessionWatchers {
public:
    // `watcher` (the caller's) is told `shown` at once, and from now on what follows.
    void add(SessionWatcher* watcher, const bagh::games::Game& shown);
    void remove(SessionWatcher* watcher);
    // The record is now `game`: `played` was just played on it, or (a null move) it was
    // reached otherwise and is told if it is not the record they heard of last.
    void told(const bagh::games::Game& game, bagh::games::Move played);
    // The game in play ended.
    void ended(const bagh::games::Game& game);

private:
    void heard(const bagh::games::Game& game);

    std::vector<SessionWatcher*> watchers_;
    // The position the watchers last heard of.
    int length_ = -1;
    std::uint64_t key_ = 0;
};
