// The session's two seats (Seat.h) and whose turn it is: who sits at each side, what the seats
// can do together (share the undo history, allow help, both play at this screen), which side a
// person here acts for, the pauses that hold a seat that moves by itself, and telling the seat to
// move that it is its turn (once per position for a seat that moves elsewhere). It reads the
// record and never changes it: the session ties a seat's answers to the record (GameSession).
// It never asks what kind of seat it holds, only what the seat can do.
#pragma once

#include <QObject>
#include <QPointer>
#include <array>
#include <cstdint>
#include <optional>

#include "engine/games/AnyGame.h"
#include "session/Seat.h"

class SessionRecord;

class SessionSeats : public QObject {
    Q_OBJECT

public:
    SessionSeats(const SessionRecord* record, QObject* parent);

    // The seat at `side`: who plays it and what it can do.
    Seat* seat(bagh::Side side) const { return seats_[index(side)]; }
    // Places `seat` at `side` (it becomes this object's child) and passes its signals on; the one
    // it replaces stands down and is deleted later (it may be the sender of the signal being
    // handled).
    void place(bagh::Side side, Seat* seat);

    // True if the seat at `side` moves by itself (the computer; not a person, here or elsewhere).
    bool movesByItself(bagh::Side side) const { return seat(side)->movesByItself(); }
    // True if such a seat is to move and not held (paused, an earlier position shown).
    bool isSelfMoverTurn() const;
    // The side of the one person at this screen when the other seat moves by itself (a game
    // against the computer); none otherwise.
    std::optional<bagh::Side> sideAgainstSelfMover() const;
    // True if both seats play at this screen (two people share the session's clock).
    bool bothHere() const;
    // True if both seats share the undo history (a take-back needs no question).
    bool shareUndo() const;
    // True if neither seat forbids help (hints).
    bool allowHelp() const;
    // The side a person here acts for when asking `request` or resigning: the only person here,
    // or with two, the one who moved last (a take-back) or is to move (a draw, resigning).
    std::optional<bagh::Side> askingSide(Seat::Request request) const;
    // The record index (from its first ply) before the last move of `side`, or -1.
    int beforeLastMoveOf(bagh::Side side) const;
    // The record index redo goes to: the next position where a person here is to move, else the
    // end; -1 when there is nothing to redo for a person here.
    int redoTarget() const;

    // Analysis mode's pause: the computer makes no moves, either side may be played by hand.
    bool paused() const { return paused_; }
    void setPaused(bool paused) { paused_ = paused; }
    // The player's pause of a seat that moves by itself (apart from analysis mode's, so neither
    // lifts the other's).
    bool watchPaused() const { return watchPaused_; }
    void setWatchPaused(bool paused) { watchPaused_ = paused; }
    // Paused, or an earlier position shown (a seat that moves by itself would drop the later
    // moves). Moves taken back are no such position: the stack keeps them for redo.
    bool held() const;

    // True while a seat that moves by itself was told it is its turn and has not answered.
    bool turnGiven() const { return turnGiven_; }
    // Tells the seat to move that it is its turn: a seat that moves elsewhere once per position
    // (the pauses are not its); one that moves by itself unless held, told already, or asked a
    // question (`asked`: it answers before it moves). selfMoverCalled goes out before it is told.
    void giveTurn(bool asked);
    // True if a move from `seat` counts: it moves elsewhere, or its turn stands.
    bool mayMove(const Seat* seat) const { return !seat->movesByItself() || turnGiven_; }
    // The seat that moves by itself answered its turn.
    void turnTaken() { turnGiven_ = false; }
    // Every seat stands down; no turn stands.
    void standDown();
    // The seat to move will be told of its turn again, even in a position it was told of.
    void forgetTold() { toldLength_ = -1; }
    // The seat that did not make `move`, the last move of `game`, hears of it.
    void tellMoved(const bagh::games::Game& game, bagh::games::Move move);
    // Both seats hear the game in play ended.
    void tellEnded(const bagh::games::Game& game);

signals:
    // A seat that moves by itself is about to be told it is its turn.
    void selfMoverCalled();
    // The signals of the seats seated now (Seat.h), with the seat that sent them.
    void moved(Seat* seat, bagh::games::Move move);
    void requested(Seat* seat, Seat::Request request);
    void answered(Seat* seat, Seat::Request request, bool yes);
    void resultClaimed(Seat* seat, bagh::GameResult result);
    void recordChanged(Seat* seat, const bagh::games::Game& game);
    void questionsLapsed();
    void message(const QString& text);

private:
    // The index of `side` in the per-side arrays (goats first).
    static int index(bagh::Side side) { return side == bagh::Side::Goats ? 0 : 1; }
    // True if `seat` still sits where it sat down (a replaced seat's late word is not heard).
    bool seated(const Seat* seat) const { return seat == this->seat(seat->side()); }
    const bagh::games::Game& game() const;

    const SessionRecord* record_;
    std::array<QPointer<Seat>, 2> seats_;  // goats, tigers
    bool paused_ = false;
    bool watchPaused_ = false;
    bool turnGiven_ = false;  // a seat that moves by itself was told yourTurn
    // The position a seat that moves elsewhere was last told it is its turn in.
    std::uint64_t toldKey_ = 0;
    int toldLength_ = -1;
};
