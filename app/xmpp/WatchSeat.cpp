#include "xmpp/WatchSeat.h"

#include "xmpp/WatchedGame.h"

WatchSeat::WatchSeat(WatchedGame* watched, bagh::Side side, QObject* parent)
    : Seat(parent), watched_(watched) {
    Seat::start(side);
    connect(watched, &WatchedGame::recordChanged, this,
            [this](const bagh::games::Game& game) { emit recordChanged(game); });
}

QString WatchSeat::name() const {
    if (!watched_) return {};
    return side() == bagh::Side::Goats ? watched_->goats() : watched_->tigers();
}

void WatchSeat::asked(Request request, const bagh::games::Game&) { emit answered(request, false); }

QString WatchSeat::elsewhereText() const {
    return tr("You are watching this game: only its players move.");
}
