// A seat at the game: anything that plays one side (after cutechess's ChessPlayer). The session
// (GameSession) tells a seat what happens — its side, its turn, the other side's move, a
// question from the other side, the end — and the seat answers only by signals, whenever it is
// ready: a person at this screen, the computer at a level (EngineSeat), a person on another
// computer (RemoteSeat), and what comes next, without the session knowing which.
//
// The contract: a seat never plays on the record itself and never runs an event loop of its own;
// the session checks every move it is given with the rules, whoever made it. A question (take
// back, draw) is state in the session, answered by `answered` at once or later; at most one is
// open per side. Capabilities are asked of a seat (does the person here move for it, does it move
// by itself, may the player here take help against it), never what kind of seat it is.
#pragma once

#include <QObject>
#include <QString>
#include <optional>

#include "engine/core/Types.h"
#include "engine/games/AnyGame.h"
#include "engine/games/GameClock.h"

class Seat : public QObject {
    Q_OBJECT

public:
    // What one side may ask of the other.
    enum class Request { TakeBack, Draw };
    Q_ENUM(Request)

    using QObject::QObject;

    // Who sits here, in the player's words ("You", "Computer (Expert)", "Sita").
    virtual QString name() const = 0;
    // The person at this screen moves for this seat: the board takes clicks on its turn, and its
    // questions are answered in this window.
    virtual bool playsAtThisScreen() const { return false; }
    // It moves by itself when told yourTurn (the computer): the session holds it while paused,
    // while an earlier position is shown, or while a person here plays for it (analysis).
    virtual bool movesByItself() const { return false; }
    // What a person here is told on a try to move for this seat, which moves elsewhere ("It is
    // Sita's turn."; a game watched says so).
    virtual QString elsewhereText() const { return tr("It is %1's turn.").arg(name()); }
    // The level it plays at, where it plays at one (the computer); the window names the game's
    // opponent by it, else by the seat's name.
    virtual std::optional<int> level() const { return std::nullopt; }
    // Undo, redo and navigation here change the game for this seat too (it keeps no record of its
    // own elsewhere); if not, a take-back is a question to it and a redo is not possible.
    virtual bool sharesUndoHistory() const { return true; }
    // The player here may take hints against this seat (not against a person elsewhere, who
    // expects a fair game).
    virtual bool allowsHelp() const { return true; }
    // The seat keeps the game's clock (a host on another computer): the session shows its times
    // instead of running one of its own.
    virtual bool keepsClock() const { return false; }
    virtual std::optional<bagh::games::Clocks> clocksNow() const { return std::nullopt; }
    virtual std::optional<bagh::Side> clockRunning() const { return std::nullopt; }
    virtual std::optional<bagh::games::TimeControl> clockControl() const { return std::nullopt; }

    // The seat plays `side` from now on (a new game, a match's second game).
    virtual void start(bagh::Side side) { side_ = side; }
    bagh::Side side() const { return side_; }
    // It is this seat's turn in `game` (the record's end): move when ready.
    virtual void yourTurn(const bagh::games::Game& game) { Q_UNUSED(game); }
    // The turn was taken away (an undo, a pause, a new position, the end): drop any move being
    // worked out; a move emitted after this is ignored by the session.
    virtual void standDown() {}
    // The other side played `move`; `game` is the record after it.
    virtual void opponentMoved(const bagh::games::Game& game, bagh::games::Move move) {
        Q_UNUSED(game);
        Q_UNUSED(move);
    }
    // The other side's `move`, legal in `game` (the record before it), is about to be played:
    // a seat that keeps the game's one record elsewhere (a network game's protocol) takes it
    // onto that record first, and says why not (not connected, a question open) when it will
    // not; the session then does not play it. Every other seat takes it.
    virtual bool takesMove(const bagh::games::Game& game, bagh::games::Move move, QString* why) {
        Q_UNUSED(game);
        Q_UNUSED(move);
        Q_UNUSED(why);
        return true;
    }
    // The session did not play this seat's move (not legal on its record, or not its turn).
    virtual void moveRefused(const bagh::games::Game& game) { Q_UNUSED(game); }
    // The other side asks `request` in `game`: answer with `answered`, now or later.
    virtual void asked(Request request, const bagh::games::Game& game) {
        Q_UNUSED(request);
        Q_UNUSED(game);
    }
    // The other side's answer to this seat's request (the session has applied it already).
    virtual void heardAnswer(Request request, bool yes) {
        Q_UNUSED(request);
        Q_UNUSED(yes);
    }
    // The game ended (`game.result()` says how), in play or by a claim.
    virtual void ended(const bagh::games::Game& game) { Q_UNUSED(game); }

signals:
    // This seat's move, for the session to check and play.
    void moved(bagh::games::Move move);
    // This seat asks the other side (take back its last move, a draw).
    void requested(Seat::Request request);
    // This seat's answer to the other side's question.
    void answered(Seat::Request request, bool yes);
    // The game ends as this seat says, from outside the board: it resigns, or a clock it keeps
    // fell. The session checks the claim against its record.
    void resultClaimed(bagh::GameResult result);
    // The game's one record as this seat keeps it changed other than by a move (a network game
    // resumed after a drop, a move taken back): the session reads it, back to the common start
    // and on through the rest.
    void recordChanged(const bagh::games::Game& game);
    // Every open question between this seat and the other lapsed (its connection dropped: the
    // other computer forgot them too).
    void questionsLapsed();
    // The times of a clock this seat keeps changed (a move, an undo, a join).
    void clockChanged();
    // Something to tell the player (the seat's own news: a connection lost, a chat line).
    void message(const QString& text);

private:
    bagh::Side side_ = bagh::Side::Goats;
};
