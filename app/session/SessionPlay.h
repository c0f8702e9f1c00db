// The game in play between the two seats, on the one record: the moves played on it (by a person
// here or by a seat), whose turn it is told, navigation and take-backs, the pauses, what an
// answer to a question does, and how a game ends; after every change it settles (drops stale
// engine work, tells the other seat and the watchers, reports the end or gives the turn) and says
// so once, in one batch of news. It holds the seats (SessionSeats) and the questions
// (SessionQuestions) and works on the session's record, engine channel and clock; which game is
// played, loaded or started is the session's (GameSession), which forwards what the window asks.
#pragma once

#include <QObject>
#include <functional>
#include <optional>

#include "engine/games/AnyGame.h"
#include "engine/games/GameClock.h"
#include "session/Seat.h"
#include "session/SessionWatchers.h"

class EngineService;
class SessionClock;
class SessionQuestions;
class SessionRecord;
class SessionSeats;

class SessionPlay : public QObject {
    Q_OBJECT

public:
    SessionPlay(SessionRecord* record, EngineService* engine, SessionClock* clock, QObject* parent);

    // Operations open a batch; stateChanged goes out once, when the outermost batch ends and
    // something changed inside it.
    class Batch {
    public:
        explicit Batch(SessionPlay* p) : p_(p) { ++p_->changeDepth_; }
        ~Batch();
        Batch(const Batch&) = delete;
        Batch& operator=(const Batch&) = delete;

    private:
        SessionPlay* p_;
    };
    void markChanged();

    SessionSeats* seats() const { return seats_; }
    const SessionQuestions* questions() const { return questions_; }
    SessionWatchers& watchers() { return watchers_; }
    bool isThinking() const;

    // Places `seat` at `side` (SessionSeats::place) and tells the clock.
    void placeSeat(bagh::Side side, Seat* seat);
    // Every open question lapses (the position or the seats changed).
    void dropQuestions();
    // The record was reset to a new document: no end reported yet (a finished position is not
    // a game won here), the clock under `clock` with `left`, the news, the turn.
    void restart(std::optional<bagh::games::TimeControl> clock,
                 std::optional<bagh::games::Clocks> left);
    // Every seat stands down and a hint being worked out is dropped (the position changes).
    void cancelEngine();
    // After every change: stale engine work dropped, the other seat and the watchers told of a
    // move just played, the end reported or the turn given. `played`: a move was just played
    // (not a jump through the moves or a load), so an end now is the game's end in play.
    void settle(bool played);

    // GameSession's contracts, forwarded (GameSession.h says them).
    void goToPly(int ply);
    void setConfirmDropMoves(std::function<bool(int dropped)> confirm) {
        confirmDrop_ = std::move(confirm);
    }
    void setPaused(bool paused);
    void setWatchPaused(bool paused);
    void holdSelfMover();
    bool playHumanMove(bagh::games::Move move, QString* why);
    bool canUndoTurn() const;
    bool canRedoTurn() const;
    void undoTurn();
    void redoTurn();
    bool canConcede() const;
    void resign();
    void agreeDraw();
    void offerDraw();
    void answer(bagh::Side from, bool yes);

signals:
    // GameSession's signals of the same names.
    void positionChanged(bagh::games::Move lastMove, bool animate);
    void thinkingChanged(bool thinking);
    void gameOver(bagh::GameResult result);
    void gameFinished(bagh::GameResult result);
    void drawOfferAnswered(bool accepted);
    void questionsChanged();
    void questionAnswered(bagh::Side from, Seat::Request request, bool yes);
    void message(const QString& text);
    void stateChanged();

private:
    const bagh::games::Game& game() const;
    // One move played on the record by itself (the undo stack).
    void onRecordMoved(bagh::games::Move move);
    // A pause changes by `change`: the seats stand down and the turn is given again.
    void repause(const std::function<void()>& change);
    // The record jumped (navigation, undo, a replay): the news, the turn.
    void afterJump(bool played, bool animate);
    // Tells the seat to move that it is its turn (SessionSeats::giveTurn).
    void giveTurn();
    void concludeGame(bagh::GameResult r);
    // Plays `move` on the record (the other seat hears of it in settle), once the other seat
    // took it (Seat::takesMove); false with its reason if it did not.
    bool playOnRecord(bagh::games::Move move, bool byComputer, QString* why = nullptr);
    void onSeatMoved(Seat* seat, bagh::games::Move move);
    void onSeatClaimed(bagh::GameResult result);
    // The game as `seat` keeps it: take back to where the two agree, play on the rest.
    void onSeatRecord(Seat* seat, const bagh::games::Game& game);
    void openQuestion(bagh::Side from, Seat::Request request);
    // The question `request` from `from` answered `yes`: what the answer does.
    void closeQuestion(bagh::Side from, Seat::Request request, bool yes);
    // Takes the record back to before `asker`'s last move.
    void takeBackFor(bagh::Side asker);
    // Shows the record's end (a move or a claim from a seat belongs there).
    void showRecordEnd();
    // Undo or redo moved the record's end: the clock takes that position's times.
    void returnClock();
    void onFlagFell(bagh::Side side);

    SessionRecord* record_;
    EngineService* engine_;
    SessionClock* clock_;
    SessionSeats* seats_;
    SessionQuestions* questions_;
    SessionWatchers watchers_;
    bagh::games::Move announce_;   // a move just played in play, for the other seat to hear
    bool finishReported_ = false;  // gameFinished went out for this document
    std::function<bool(int)> confirmDrop_;
    int changeDepth_ = 0;
    bool changed_ = false;
};
