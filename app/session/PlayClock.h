// The chess clock of two players at one screen (GameSession owns it; network play's clock
// is the host's, in engine/net). It runs games::GameClock on a steady timer: the clock starts
// with the game's first move, so the first move costs no time, as in online play; each move
// charges its mover and adds the increment. Undo and redo give back the times of the position
// they return to (both players are at the board and agreed to it); looking at an earlier
// position changes nothing. It stops when the game ends; flagFell says whose time ran out, and
// the session ends the game.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <optional>
#include <vector>

#include "engine/games/GameClock.h"

class PlayClock : public QObject {
    Q_OBJECT

public:
    explicit PlayClock(QObject* parent = nullptr);

    // A new game under `control` (none: no clock), whose record is `startPly` plies long, both
    // sides at the base time; or, given `times`, a game put back with those times left (each
    // within 0..kMaxClockMs, else the base time). Either way nothing runs until a move is
    // played, and that move costs its mover no time.
    void reset(std::optional<bagh::games::TimeControl> control, int startPly,
               std::optional<bagh::games::Clocks> times = std::nullopt);
    bool active() const { return control_.has_value(); }
    std::optional<bagh::games::TimeControl> control() const { return control_; }

    // A move was played that made the record `ply` plies long; `next` is to move unless `over`.
    // A move from an earlier position (the later ones dropped) starts from that position's
    // times. Returns false if the mover's time had run out (flagFell follows, queued).
    bool movePlayed(int ply, bagh::Side next, bool over);
    // Undo or redo made the record `ply` plies long: that position's times, running for
    // `toMove` (none when the game is over there) once the clock has started.
    void returnTo(int ply, std::optional<bagh::Side> toMove);
    // The game ended: the times stop where they are.
    void stop();

    // The times now, and whose runs (none when stopped or without a clock).
    std::optional<bagh::games::Clocks> clocks() const;
    std::optional<bagh::Side> running() const;

signals:
    // The times changed (a move, an undo, a reset, the end); while they run, the session's one
    // display timer shows them (GameSession::clocksChanged).
    void ticked();
    // `side`'s time ran out on its turn (or before its last move reached the clock).
    void flagFell(bagh::Side side);

private:
    std::int64_t now() const { return steady_.elapsed(); }
    void record(int ply);  // keeps the times of the position `ply` plies long
    void armFlag();
    void onFlag();

    std::optional<bagh::games::TimeControl> control_;
    bagh::games::GameClock clock_;
    QElapsedTimer steady_;
    QTimer flag_;
    int startPly_ = 0;
    int ply_ = 0;                             // the record length the times are of
    bool started_ = false;                    // the first move was played
    std::vector<bagh::games::Clocks> atPly_;  // index ply - startPly_
};
