// The player's puzzle rating as the app keeps it: the engine's Glicko rating of a puzzle solver
// (engine/puzzle/Glicko.h: the arithmetic, the start, how long a line the player is ready for)
// and the puzzles already attempted (only the first attempt at a puzzle counts), stored in
// QSettings, one rating per game (Bagh-Chal's under puzzles/, as before there were two;
// Lambs and Tigers' under puzzles-lambs/).
#pragma once

#include <QSet>
#include <QString>

#include "engine/games/GameTypes.h"
#include "engine/puzzle/Glicko.h"

class QSettings;

struct PlayerRating : bagh::puzzle::SolverRating {
    QSet<QString> seen;  // puzzle ids attempted (counted once)

    // The rating in `kind` kept in `settings`; bad values (a hand-edited file) fall back to a
    // new player's.
    static PlayerRating load(QSettings& settings,
                             bagh::games::GameKind kind = bagh::games::GameKind::BaghChal);
    void save(QSettings& settings,
              bagh::games::GameKind kind = bagh::games::GameKind::BaghChal) const;
};
