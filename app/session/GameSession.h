// The game session (after cutechess's ChessGame and KDE Knights' manager): the game between two
// seats (Seat.h) — a person at this screen, the computer, a person on another computer — that it
// tells what happens and whose answers it checks with the rules. It never asks what kind of seat
// it holds, only what the seat can do. It ties the session's rooms, each one concern:
//   SessionRecord  the one record, its undo history of real moves, navigation, the document
//   EngineService  the one channel to the engine thread: hints, analysis, verdicts, refutations
//   SessionClock   the clock shown (its own PlayClock or a keeper seat's) and its display timer
//   MatchTally     a traditional match's games
// and keeps here what needs them together: whose turn it is, the moves each seat makes,
// take-backs, the questions between the players (SessionQuestions.cpp) and how a game ended.
// The window shows what this says and forwards a person's actions; it asks the engine through
// engine().
#pragma once

#include <QObject>
#include <QPointer>
#include <QUndoStack>
#include <array>
#include <functional>
#include <optional>
#include <vector>

#include "base/MetaTypes.h"
#include "engine/core/Game.h"
#include "engine/games/AnyGame.h"
#include "session/EngineService.h"
#include "session/GameSetup.h"
#include "session/MatchTally.h"
#include "session/Seat.h"
#include "session/SessionClock.h"
#include "session/SessionRecord.h"
#include "session/SessionWatcher.h"

class PlayClock;
class GameSession : public QObject {
    Q_OBJECT

public:
    explicit GameSession(QObject* parent = nullptr);

    const bagh::games::Game& game() const { return record_->game(); }
    const GameSetup& setup() const { return setup_; }
    bagh::GameResult result() const { return game().result(); }
    // Legal moves now, by the engine core's rules and the game's house rule.
    bagh::games::MoveList legalMoves() const { return game().legalMoves(); }
    bagh::games::Move lastMove() const { return record_->lastMove(); }
    QUndoStack* undoStack() { return record_->undoStack(); }
    // The engine service: analysis, verdicts, hints' answers, new tables (EngineService.h).
    EngineService* engine() const { return engine_; }

    // Starts a new game (game 1 of a match when setup.match).
    void newGame(const GameSetup& setup);
    // A single game with `setup` from `game` (its position and history, which repetition
    // counts; the undo history starts here): a position practised against the computer.
    void newGameFrom(const GameSetup& setup, const bagh::games::Game& game);
    // A new game (or match) with the same setup.
    void playAgain();
    // Continues from `game` (its start position and moves) with the current setup; the undo
    // history starts here. Used for loaded positions and by tests.
    void setGame(const bagh::games::Game& game);
    // Loads a position record as a new game's start (its last move, if any, is marked on the
    // board): OBX for Bagh-Chal, the Lambs record for Lambs and Tigers (the current game's
    // kind is tried first, then the other). On error returns false, fills *error with the
    // current kind's reason, and changes nothing.
    bool loadPosition(const QString& obx, QString* error = nullptr);
    // Loads a whole game: its start, then every move on the undo stack, so the move list can
    // step through all of it. Shows the last position; takes its house rule. From a file it is
    // the file's, unmodified; a new document (a pasted game) is modified until saved. It is
    // played on without clocks, unless `clocks` puts two players' clocks back (resumeGame).
    enum class Document { FromFile, New };
    void loadGame(const bagh::games::Game& game, Document document = Document::FromFile,
                  std::optional<bagh::games::Clocks> clocks = std::nullopt);
    // Where the player left off (LastSession): `game` under `setup` as a single game (a match's
    // other game is not kept), showing the position after `shownPly` plies. If the computer is
    // to move there, it waits (the watch pause) until the player resumes it: a start never
    // plays a move by itself. Two players' clocks come back with `clocks` left, if given and the
    // game goes on; they run again from the next move, which costs no time.
    void resumeGame(const GameSetup& setup, const bagh::games::Game& game, int shownPly,
                    Document document, std::optional<bagh::games::Clocks> clocks = std::nullopt);
    // The whole game: the moves up to the shown position and those after it that navigation
    // or undo stepped back over (what a save writes).
    bagh::games::Game fullGame() const { return record_->fullGame(); }
    // True if the whole game differs from the one last loaded from a file, started afresh or
    // marked saved. A position loaded or set up (loadPosition, setGame, newGameFrom) is a new
    // document that has never been saved: modified until it is.
    bool isModified() const { return record_->isModified(); }
    void markSaved() { record_->markSaved(); }

    // Navigation (move list, arrow keys): shows the position after `ply` plies of the whole
    // game, clamped to what the undo history holds. The computer does not move while an
    // earlier position is shown.
    void goToPly(int ply);
    int currentPly() const { return record_->currentPly(); }
    int firstPly() const { return record_->firstPly(); }
    int lastPly() const { return record_->lastPly(); }
    // Asked before a move from an earlier, navigated-to position drops the later moves;
    // `dropped` is how many. Without a hook the moves are dropped.
    void setConfirmDropMoves(std::function<bool(int dropped)> confirm) {
        confirmDrop_ = std::move(confirm);
    }

    // Analysis mode: the computer makes no moves, either side may be played by hand.
    void setComputerPaused(bool paused);
    bool computerPaused() const { return paused_; }
    // The player's pause of a computer-vs-computer game (the computer makes no moves until
    // resumed); apart from analysis mode's pause, so neither lifts the other's.
    void setWatchPaused(bool paused);
    bool watchPaused() const { return watchPaused_; }
    // If a seat that moves by itself (the computer) is to move now, it waits (the watch pause)
    // until resumed: for a start that must not play a move by itself.
    void holdSelfMover();

    // Watchers of the game (SessionWatcher.h): they see the record and every move; not seats.
    // `watcher` stays the caller's; it is told the record shown at once.
    void addWatcher(SessionWatcher* watcher);
    void removeWatcher(SessionWatcher* watcher);

    // The seat at `side`: who plays it and what it can do.
    Seat* seat(bagh::Side side) const { return seats_[sideIndex(side)]; }
    // Puts these seats at the two sides in place of the setup's (network play: a person here and
    // a remote seat); the session owns them from now on, and the setup records `players` as who
    // plays (a single game). Nothing else changes: the window loads the game first. A later new
    // game or load seats the setup's players again.
    void seatPlayers(Seat* goats, Seat* tigers, GameMode players = GameMode::Network);
    // The setup's players at both sides again, keeping the game (a network game left: two players
    // at this screen).
    void seatSetupPlayers();

    // True if the seat at `side` moves by itself (the computer; not a person, here or elsewhere).
    bool movesByItself(bagh::Side side) const;
    // True if such a seat is to move and not held (paused, an earlier position shown).
    bool isSelfMoverTurn() const;
    // The side of the one person at this screen when the other seat moves by itself (a game
    // against the computer); none otherwise.
    std::optional<bagh::Side> sideAgainstSelfMover() const;
    bool isThinking() const { return turnGiven_ || engine_->hintPending(); }
    // "You", "Computer (Expert)", "Player 1", a remote player's name: who plays `side`.
    QString playerName(bagh::Side side) const;

    // A move by the person whose turn it is (or, while the computer is held, for it). Returns
    // false and says why in *why when it is not the turn of a person here or the move is not
    // legal; the game is unchanged then.
    bool playHumanMove(bagh::games::Move move, QString* why = nullptr);
    // The same from typed text ("C1", "E1D1", "A1xC3").
    bool playTypedMove(const QString& text, QString* why = nullptr);

    // Undo takes back the last move of the person here (against the computer with the reply):
    // at once where the other seat shares the undo history, else as a question to it. Redo only
    // where both seats share it.
    bool canUndoTurn() const;
    bool canRedoTurn() const;
    void undoTurn();
    void redoTurn();

    // Asks the engine for a move for the person to move; answered by hintReady. Not against a
    // seat that allows no help.
    void requestHint();
    bool canHint() const;

    // Resigning and questions, at the last position of a game in progress with a person at the
    // board (not while an earlier position is shown, not computer vs computer).
    bool canConcede() const;
    // The person here resigns (the one to move, when two play at this screen).
    void resign();
    // Both players agreed to a draw.
    void agreeDraw();
    // The person here offers a draw (the one to move, when two play at this screen): a question to
    // the other seat, answered by drawOfferAnswered.
    void offerDraw();
    // The side a person here acts for when asking `request` or resigning: the only person here,
    // or with two, the one who moved last (a take-back) or is to move (a draw, resigning).
    std::optional<bagh::Side> askingSide(Seat::Request request) const;
    // The open question from `from`, if any (at most one per side; a new one replaces it).
    std::optional<Seat::Request> questionFrom(bagh::Side from) const;
    // True if the question from `from` is for a person here to answer (the window's bar).
    bool answersHere(bagh::Side from) const;
    // A person here answers the question from `from` (no effect if it lapsed).
    void answer(bagh::Side from, bool yes);

    // The perfect level's answer in `game` (a puzzle's position after a wrong move), through
    // the one engine seat; answered by refutationFound with the returned id. The seat runs one
    // search at a time: the game's own computer is held first (it waits, as Move ▸ Resume says)
    // and analysis stops. Nothing here waits on the GUI thread.
    quint64 requestRefutation(const bagh::games::Game& game, int movetimeMs);
    // Stops whatever the engine does (the window is closing).
    void stopEngine();

    // Traditional match: index of the current game (0 or 1) and the finished games before it.
    int matchGameIndex() const { return match_.index(); }
    // Finished games of the match, the current one included once it is over.
    std::vector<bagh::match::MatchGame> matchGames() const;
    bool canStartNextMatchGame() const;
    void startNextMatchGame();
    // Names of the match's first and second player ("You" / "Computer", "Player 1" / …).
    QString matchPlayerName(bool first) const;

    // The clock of the game being played (two players at one screen with GameSetup::clock): a
    // flag fall ends the game, the time forfeit an end like a resignation (undo takes it back with
    // the move before it). A seat that keeps the clock (a host elsewhere) supplies the times
    // instead; clocks() and clockRunning() say which are shown, clocksChanged while they run.
    const PlayClock* clock() const { return clock_->own(); }
    std::optional<bagh::games::Clocks> clocks() const { return clock_->clocks(); }
    std::optional<bagh::Side> clockRunning() const { return clock_->running(); }
    std::optional<bagh::games::TimeControl> clockControl() const { return clock_->control(); }

    // Thinking time per computer move; 0 means by level. For tests and the speed setting.
    void setMovetimeOverride(int ms) { movetimeOverride_ = ms; }

signals:
    // The position changed; `lastMove` is the move that led to it (null at a start or after
    // undo to the start); animate when it was just played.
    void positionChanged(bagh::games::Move lastMove, bool animate);
    void thinkingChanged(bool thinking);
    // The engine service's answer to requestRefutation.
    void refutationFound(quint64 id, bagh::games::Move move, const EngineInfo& info);
    void gameOver(bagh::GameResult result);
    // A game ended in play, once: by the move that ended it, a resignation or an agreed draw;
    // never for a finished game loaded, set up or navigated to (the player's record counts it).
    void gameFinished(bagh::GameResult result);
    // The game shown is no longer the document it was: a new game, a loaded or set-up position,
    // a game read from a file (the reader names the file after this), the second game of a
    // match. Whoever keeps the document's file name forgets it here, so a save never writes a
    // different game over the file.
    void documentReplaced();
    // The answer to a draw offer (the game is drawn already when accepted).
    void drawOfferAnswered(bool accepted);
    // A question opened or closed (the window's bar, the actions).
    void questionsChanged();
    // A question from `from` was answered (`yes`). One that lapsed (a move played, the game
    // over, a new question from the same side) only closes: questionsChanged.
    void questionAnswered(bagh::Side from, Seat::Request request, bool yes);
    // The times shown changed or ran on (a few times a second while a clock runs).
    void clocksChanged();
    void message(const QString& text);
    // The game, undo/redo availability or the turn owner changed: once per change, after
    // positionChanged, gameOver and the computer's start, so a listener refreshes once.
    void stateChanged();

private:
    // Operations open a batch; stateChanged goes out once, when the outermost batch ends and
    // something changed inside it.
    class ChangeBatch {
    public:
        explicit ChangeBatch(GameSession* c) : c_(c) { ++c_->changeDepth_; }
        ~ChangeBatch();
        ChangeBatch(const ChangeBatch&) = delete;
        ChangeBatch& operator=(const ChangeBatch&) = delete;

    private:
        GameSession* c_;
    };
    // The index of `side` in the per-side arrays (goats first).
    static int sideIndex(bagh::Side side) { return side == bagh::Side::Goats ? 0 : 1; }
    void markChanged();
    // The setup's seats at both sides (inside a reset, which settles afterwards).
    void placeSetupSeats();
    void startGame();
    // The record becomes `game` (a new document), the setup's seats at it.
    void resetTo(const bagh::games::Game& game, bagh::games::Move startLastMove);
    // The setup's game and captures rule become those of `game` (a loaded or pasted one).
    void followKind(const bagh::games::Game& game);
    // What follows a reset of the record: no end reported, the clock, the news, the turn.
    void afterReset(std::optional<bagh::games::TimeControl> clock,
                    std::optional<bagh::games::Clocks> left = std::nullopt);
    void settle(bool played);
    // One move played or taken back on the record by itself (the undo stack).
    void onRecordMoved(bagh::games::Move move);
    void onRecordRetracted();
    // The record jumped (navigation, undo, a replay): the clock, the news, the turn.
    void afterJump(bool played, bool animate);
    // Tells the seat to move that it is its turn, if it moves by itself and is not held.
    void giveTurn();
    // Every seat stands down and a hint being worked out is dropped (the position changes).
    void cancelEngine();
    void concludeGame(bagh::GameResult r);
    // Plays `move` on the record (the other seat hears of it in settle), once the other seat
    // took it (Seat::takesMove); false with its reason if it did not.
    bool playOnRecord(bagh::games::Move move, bool byComputer, QString* why = nullptr);
    void onSeatMoved(Seat* seat, bagh::games::Move move);
    void onSeatRequested(Seat* seat, Seat::Request request);
    void onSeatAnswered(Seat* seat, Seat::Request request, bool yes);
    void onSeatClaimed(Seat* seat, bagh::GameResult result);
    // The game as `seat` keeps it: take back to where the two agree, play on the rest.
    void onSeatRecord(Seat* seat, const bagh::games::Game& game);
    // Connects a seat, places it at `side` and deletes the one it replaces (later: it may be the
    // sender of the signal being handled).
    void placeSeat(bagh::Side side, Seat* seat);
    void openQuestion(bagh::Side from, Seat::Request request);
    void closeQuestion(bagh::Side from, Seat::Request request, bool yes);
    // Every open question lapses (the position changed).
    void dropQuestions();
    // Takes the record back to before `asker`'s last move.
    void takeBackFor(bagh::Side asker);
    // Shows the record's end (a move or a claim from a seat belongs there).
    void showRecordEnd();
    // The clock of a game started now under the setup: two people at this screen's, if set.
    std::optional<bagh::games::TimeControl> gameClock() const;
    // Undo or redo moved the record's end: the clock takes that position's times.
    void returnClock();
    void onFlagFell(bagh::Side side);
    bool held() const;
    int undoTarget() const;
    int redoTarget() const;
    bool othersShareUndo() const;

    GameSetup setup_;
    SessionRecord* record_;
    EngineService* engine_;
    SessionClock* clock_;
    MatchTally match_;
    bool turnGiven_ = false;  // a seat that moves by itself was told yourTurn
    // The position a seat that moves elsewhere was last told it is its turn in.
    std::uint64_t toldKey_ = 0;
    int toldLength_ = -1;
    std::array<QPointer<Seat>, 2> seats_;                    // goats, tigers
    std::array<std::optional<Seat::Request>, 2> questions_;  // open, by the side that asked
    bagh::games::Move announce_;  // a move just played in play, for the other seat to hear
    int movetimeOverride_ = 0;
    bool paused_ = false;
    bool watchPaused_ = false;
    bool finishReported_ = false;  // gameFinished went out for this document
    std::function<bool(int)> confirmDrop_;
    std::vector<SessionWatcher*> watchers_;
    // The position the watchers last heard of (a record shown again is not told twice).
    int watchedLength_ = -1;
    std::uint64_t watchedKey_ = 0;
    int changeDepth_ = 0;
    bool changed_ = false;
};
