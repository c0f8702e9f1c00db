// What a screen reader hears after each move: the side panel's turn word ("Tigers to move")
// keeps its text, and its accessible name says the move just played, by anyone, and whose turn
// it is now, in the player's language and the move list's notation: "Goats played C3. Tigers
// to move.", "Tigers captured A1×C3. Goats to move.", "Goats played B2–B3. Tigers win." Every
// change of that name sends QAccessible's NameChanged (Qt 6.4 has no announcement event), which
// the AT-SPI bridge passes on. A position reached otherwise (a new game, undo, stepping through
// the moves) names only whose turn it is.
#pragma once

#include <QObject>
#include <QString>

#include "engine/games/GameTypes.h"

class GameSession;
class QLabel;

class TurnAnnouncer : public QObject {
    Q_OBJECT

public:
    // Names `statusWord` after `session`'s moves from now on; both must outlive this object
    // (it is a child of `statusWord`).
    TurnAnnouncer(GameSession* session, QLabel* statusWord);

    // The name as it is now.
    QString text() const;

private:
    void update();

    GameSession* session_;
    QLabel* word_;
    bagh::games::Move played_;  // the move just played, until the position changes again
};
