// One side of a game watched over XMPP (WatchedGame): a seat that nobody here plays, whose moves
// are the watched player's. It never moves by itself, takes no move from this screen, allows no
// help and keeps its record elsewhere (so undo, redo and hints are off): every change of the
// watched record reaches the session as the seat's record (recordChanged), which the session
// reads back to the common start and on, as it reads a network game resumed.
#pragma once

#include <QPointer>

#include "session/Seat.h"

class WatchedGame;

class WatchSeat : public Seat {
    Q_OBJECT

public:
    // The seat at `side` of `watched` (the caller's; it must outlive the seat or be deleted
    // first: the seat then falls silent).
    WatchSeat(WatchedGame* watched, bagh::Side side, QObject* parent = nullptr);

    QString name() const override;
    bool sharesUndoHistory() const override { return false; }
    QString elsewhereText() const override;
    bool allowsHelp() const override { return false; }
    // Nothing asked of a watched player reaches it: a question here lapses at once.
    void asked(Request request, const bagh::games::Game& game) override;

private:
    QPointer<WatchedGame> watched_;
};
