#include "session/SessionWatchers.h"

#include <algorithm>

using bagh::games::Game;
using bagh::games::Move;

void SessionWatchers::add(SessionWatcher* watcher, const Game& shown) {
    if (std::find(watchers_.begin(), watchers_.end(), watcher) != watchers_.end()) return;
    watchers_.push_back(watcher);
    watcher->recordShown(shown);
    heard(shown);
}

void SessionWatchers::remove(SessionWatcher* watcher) {
    watchers_.erase(std::remove(watchers_.begin(), watchers_.end(), watcher), watchers_.end());
}

void SessionWatchers::told(const Game& game, Move played) {
    if (!played.isNull()) {
        for (SessionWatcher* w : watchers_) w->movePlayed(game, played);
    } else if (game.length() != length_ || game.current().key() != key_) {
        for (SessionWatcher* w : watchers_) w->recordShown(game);
    }
    heard(game);
}

void SessionWatchers::ended(const Game& game) {
    for (SessionWatcher* w : watchers_) w->gameEnded(game);
}

void SessionWatchers::heard(const Game& game) {
    length_ = game.length();
    key_ = game.current().key();
}
