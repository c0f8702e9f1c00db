// The tutor (New Game ▸ "Tutor", GameSetup::tutor, off unless chosen): before a person's move
// that throws a proven value away, the move is held instead of played, and the window's
// TutorBar says what it loses ("This move lets the tigers win.") with Take It Back and Play It
// Anyway. It serves a person at this screen whose turn it is, against a seat that allows help
// (the computer, another person here: Seat::allowsHelp, as hints ask), never a network game, and
// not in analysis mode (the computer held, the values on the board already). It asks the seats
// what they can do, never what kind they are.
//
// The values are asked for ahead: when such a turn starts, the position's and every legal
// move's result's proven values go to the session's engine channel (MoveJudge). A move made
// before they have arrived is played without a warning; so is a move the exact sources do not
// decide (both values must be proven), and a move that keeps the value (review::classify:
// neither Mistake nor Blunder). Nothing here waits: the warning is the window's state, answered
// whenever the player likes; a new move, an undo, a new game or the other side's news lets it
// lapse.
#pragma once

#include <QObject>
#include <QString>

#include "engine/games/AnyGame.h"
#include "analysis/MoveJudge.h"

class GameSession;

class Tutor : public QObject {
    Q_OBJECT

public:
    explicit Tutor(GameSession* session, QObject* parent = nullptr);

    // The tutor watches the turn now: it is on in the setup, the game goes on, a person here is
    // to move and neither seat refuses help, and the computer is not held for analysis.
    bool serves() const;
    // A person's move, before the session plays it. True when the tutor holds it (a warning is
    // open; the caller plays nothing); false when the caller should play it as usual. A move
    // held before is dropped first.
    bool holds(bagh::games::Move move);
    bool holding() const { return !held_.isNull(); }
    bagh::games::Move heldMove() const { return held_; }
    // The open warning, in the player's words (empty when none).
    QString warning() const { return holding() ? warning_ : QString(); }
    // The values for the turn being played have all arrived (for tests: a move now is judged).
    bool ready() const;

    // The player's answers to the open warning: the position stays as it was, or the move is
    // played after all (through GameSession::playHumanMove).
    void takeBack();
    void playAnyway();

    // The warning for `move` (valued `before` and `after`, for its mover) in the player's words.
    static QString warningText(bagh::games::GameKind kind, bagh::games::Move move, bagh::Side mover,
                               const bagh::review::PlyValue& before,
                               const bagh::review::PlyValue& after);

signals:
    // A warning opened (the move is held).
    void warned(bagh::games::Move move, const QString& text);
    // The player answered the open warning: took the move back, or played it anyway.
    void answered(bool tookBack);
    // A warning opened or closed (answered, replaced or lapsed).
    void warningChanged();
    // Something to tell the player (a move played anyway that the session refused).
    void message(const QString& text);

private:
    // The session changed: a held move lapses once its position is gone; the values of a new
    // turn are asked for.
    void follow();
    // True if the judge's position is the one shown now.
    bool judgesShownPosition() const;
    void drop();

    GameSession* session_;
    MoveJudge* judge_;
    bagh::games::Move held_;
    QString warning_;
};
