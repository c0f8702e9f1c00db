// The clock of the session's game: the session's own PlayClock (two players at one screen with
// GameSetup::clock), or the times of a seat that keeps the clock (a host elsewhere), and the one
// timer that shows a running clock a few times a second. Which is shown is decided here, from
// the seats the session places (setSeat); the record's moves reach the own clock through own().
// `changed` goes out whenever the times shown change or run on.
#pragma once

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <array>
#include <optional>

#include "engine/games/GameClock.h"
#include "session/PlayClock.h"
#include "session/Seat.h"

class SessionClock : public QObject {
    Q_OBJECT

public:
    explicit SessionClock(QObject* parent = nullptr);

    // The session's own clock (what a move, an undo or a new game tells).
    PlayClock* own() { return clock_; }
    const PlayClock* own() const { return clock_; }
    // The seat now at `side` (its clock is shown instead of the own one if it keeps it).
    void setSeat(bagh::Side side, const Seat* seat);

    // The times shown, whose runs, under which control.
    std::optional<bagh::games::Clocks> clocks() const;
    std::optional<bagh::Side> running() const;
    std::optional<bagh::games::TimeControl> control() const;

signals:
    void changed();
    // The own clock's flag fell for `side`.
    void flagFell(bagh::Side side);

private:
    void updateTick();
    // The seat that keeps the clock, if one does.
    const Seat* keeper() const;

    PlayClock* clock_;
    std::array<QPointer<const Seat>, 2> seats_;  // goats, tigers
    QTimer tick_;                                // the one timer that shows the running clock
};
