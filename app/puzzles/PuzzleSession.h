// Game ▸ Puzzles without the widgets: the shipped puzzles of either game (engine/puzzle, made by
// `baghchal-engine puzzles [--game lambs]`), the one being solved, and the player's rating in
// that game. The exercise kind "puzzle" over the one ExerciseRunner (the board, the delayed
// reply, the refutation, the stale answers): a move on the line is answered by the line's
// reply; any other move is wrong, which the puzzle's proof makes exact (one move alone keeps
// the value), and is answered by the engine's refutation and what the move cost, at the
// perfect level, asked of the app's one engine seat (the game's own computer waits
// meanwhile). Only the first attempt at a puzzle moves the rating: a hint or a wrong move is a
// failure, a clean solve a success.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>
#include <random>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/puzzle/GamePuzzle.h"
#include "puzzles/PlayerRating.h"

class ExerciseRunner;
class GameSession;

// What a wrong move cost, from the refuting engine.
struct Refutation {
    bagh::games::Move wrong;
    bagh::games::Move reply;  // the opponent's best answer (null when the game ended with it)
    // The solver's value after the wrong move: Draw (a win given away) or Loss. Exact when
    // `proven`; otherwise what the puzzle's proof says of every other move.
    bagh::GameValue value = bagh::GameValue::Unknown;
    bool proven = false;
    int plies = -1;  // plies to the end after the wrong move with best play, where known
};

class PuzzleSession : public QObject {
    Q_OBJECT

public:
    enum class State {
        Empty,     // no puzzle loaded
        Solving,   // the player's move
        Replying,  // a right move made; the line's reply follows
        Judging,   // a wrong move made; the refutation is being found
        Solved,
        Failed,  // refuted; retry or go on
    };

    // `seat` answers wrong moves (the window's session); without one a wrong move is judged
    // by the puzzle's own proof alone.
    explicit PuzzleSession(GameSession* seat = nullptr, QObject* parent = nullptr);
    ~PuzzleSession() override;

    // The game whose puzzles are solved (Bagh-Chal at first): its shipped set and the player's
    // rating in it are loaded; returns how many puzzles it holds (refused lines to *errors).
    int setGame(bagh::games::GameKind kind, QStringList* errors = nullptr);
    bagh::games::GameKind game() const { return kind_; }
    // Reads a puzzle file of the game; returns how many puzzles it holds. Refused lines go to
    // *errors.
    int load(const QByteArray& text, QStringList* errors = nullptr);
    // The game's set shipped with the program (:/puzzles/puzzles.tsv, lambs-puzzles.tsv).
    int loadShipped(QStringList* errors = nullptr);
    int count() const { return static_cast<int>(puzzles_.size()); }
    const bagh::puzzle::GamePuzzle& puzzleAt(int i) const {
        return puzzles_[static_cast<size_t>(i)];
    }

    int index() const { return index_; }
    const bagh::puzzle::GamePuzzle& puzzle() const { return puzzles_[static_cast<size_t>(index_)]; }
    State state() const { return state_; }
    // The position on the board, through engine/games like every board of the app.
    bagh::games::Position position() const;
    // The moves the board offers: the legal moves while Solving, else none.
    bagh::games::MoveList legalMoves() const;
    // Solver moves found so far, and how many the line has. The line alternates solver move and
    // reply, so after k right moves step_ is 2k - 1 (the reply to come, or the last move made)
    // or 2k (the reply made).
    int found() const { return (step_ + 1) / 2; }
    int toFind() const { return puzzle().solverMoves(); }
    const Refutation& refutation() const { return refutation_; }
    bool counted() const { return counted_; }  // this attempt has moved the rating
    double lastChange() const { return lastChange_; }
    const PlayerRating& rating() const { return rating_; }

    // Shows puzzle `i` from its start.
    void start(int i);
    // The same puzzle again from its start; it no longer counts for the rating.
    void retry();
    // An unseen puzzle near the player's rating, no longer than the rating is ready for
    // (PlayerRating::longestPuzzle, and never shorter than the set's shortest); else an unseen
    // one of any length; else any. One of the nearest few, seeded: tests choose the seed.
    int pickNext();
    void next() { start(pickNext()); }
    void setSeed(std::uint64_t seed) { rng_.seed(seed); }
    // Time between a right move and the line's reply (ms).
    void setReplyDelay(int ms);
    // Thinking time of the refuting engine (ms).
    void setRefuteMs(int ms);

    // The player's move in the current position (legal by the board). Right: the reply
    // follows after the delay; wrong: the refutation follows when found.
    void play(bagh::games::Move move);
    // The move to find now (counts as a failed attempt).
    bagh::games::Move hint();
    // The puzzle's line move `i` (0: the first move to find).
    bagh::games::Move lineMove(int i) const;

signals:
    // The position changed by `lastMove` (null at a start); animate moves that were just made.
    void positionChanged(bagh::games::Move lastMove, bool animate);
    void stateChanged(State state);
    // The rating moved by `change` after the first attempt at a puzzle.
    void ratingChanged(double change);

private:
    void setState(State s);
    void countResult(bool won);
    void playReply();
    void refute(bagh::games::Move wrong);
    void onRefuted(bagh::games::Move reply, int value, bool proven, int plies);

    ExerciseRunner* runner_;  // the puzzle being solved, from its start
    bagh::games::GameKind kind_ = bagh::games::GameKind::BaghChal;
    std::vector<bagh::puzzle::GamePuzzle> puzzles_;
    int index_ = -1;
    int step_ = 0;  // next index into the line
    State state_ = State::Empty;
    Refutation refutation_;
    PlayerRating rating_;
    bool counted_ = false;
    double lastChange_ = 0;
    std::mt19937_64 rng_{std::random_device{}()};
};
