// "Learn from your mistakes" without the widgets: one side's Mistake and Blunder plies of a
// reviewed game (engine/review/GameReview.h), one exercise each, in the game's order. An
// exercise is the position before the ply: find a move that keeps its proven value (the
// review's `before`: a win or a draw). Every try is judged exactly, as the review judges a ply
// (MoveJudge: the proven values of the position's children, asked of the session's one engine
// channel as soon as the exercise starts, and review::classify):
//   - a move that keeps the value is right: it is played, and the ply is practised;
//   - a move that throws it away is wrong: it is played, then the line that shows why — the
//     review's refutation when it is the game's own move, else the perfect level's answer
//     (GameSession::requestRefutation, as a puzzle's wrong move), and the position is offered
//     again on retry();
//   - a move the exact sources do not decide is not played and not judged (the player is asked
//     for another).
// Inaccuracies are left out: their goal (a faster win) is not a result kept or lost. The
// exercise kind "mistake" over the one ExerciseRunner (the board, the judge, the delayed line,
// the refutation and the stale answers are the runner's).
#pragma once

#include <QObject>
#include <QSet>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/review/GameReview.h"

class ExerciseRunner;
class GameSession;

class MistakeDrill : public QObject {
    Q_OBJECT

public:
    enum class State {
        Empty,     // no exercise (the side made no mistake)
        Solving,   // the player's try
        Judging,   // a try made before the values arrived: waiting for them
        Refuting,  // a wrong try played; the line that shows why follows
        Wrong,     // refuted: retry() offers the position again
        Right,     // a move that keeps the value was found
        Unproven,  // the last try is not decided by the exact sources; try another
    };

    // `game` the reviewed game, `review` its review, `side` the side practised; `session` the
    // window's, whose engine channel judges and refutes. Shows nothing until start().
    MistakeDrill(GameSession* session, const bagh::games::Game& game,
                 const bagh::review::GameReview& review, bagh::Side side,
                 QObject* parent = nullptr);

    bagh::Side side() const { return side_; }
    int count() const { return static_cast<int>(exercises_.size()); }
    // 0-based index of the exercise shown, -1 when there is none.
    int index() const { return index_; }
    State state() const { return state_; }
    // The exercise shown: the reviewed ply (its move, values, best move, refutation).
    const bagh::review::PlyReview& exercise() const;
    const bagh::review::PlyReview& exerciseAt(int i) const {
        return exercises_[static_cast<std::size_t>(i)];
    }
    // The position on the board and the moves it takes (only while Solving).
    bagh::games::Position position() const;
    bagh::games::MoveList legalMoves() const;
    bagh::games::GameKind kind() const { return game_.kind(); }
    // Whether the exercise of `ply` was practised (before, or here).
    bool isPractised(int ply) const { return practised_.contains(ply); }

    // The last try, what it is worth for the side practised, and the opponent's answer shown
    // (the first move of the refuting line; null when the game ended with the try).
    bagh::games::Move tried() const { return tried_; }
    bagh::review::PlyValue triedValue() const { return triedValue_; }
    bagh::games::Move answer() const { return answer_; }

    // Shows exercise `i` (0-based) from its position; out of range: nothing.
    void start(int i);
    void next() { start(index_ + 1); }
    void previous() { start(index_ - 1); }
    // The same position again (after a wrong try).
    void retry() { start(index_); }
    // The player's try in the position shown (legal there).
    void play(bagh::games::Move move);

    // Time between the moves of a refuting line (ms), and the perfect level's thinking time.
    void setReplyDelay(int ms);
    void setRefuteMs(int ms);

signals:
    // The board's position changed by `lastMove` (null at an exercise's start).
    void positionChanged(bagh::games::Move lastMove, bool animate);
    void stateChanged(MistakeDrill::State state);
    // The exercise of `ply` (1-based, the game's numbering) was solved: a move kept the value.
    void practised(int ply);

private:
    void setState(State s);
    void judge();
    void refute();
    // Plays the refuting line on the board (its first move is the answer shown), then Wrong.
    void showLine(std::vector<bagh::games::Move> line);

    ExerciseRunner* runner_;
    bagh::games::Game game_;
    bagh::Side side_;
    std::vector<bagh::review::PlyReview> exercises_;
    QSet<int> practised_;
    int index_ = -1;
    State state_ = State::Empty;
    bagh::games::Move tried_;
    bagh::review::PlyValue triedValue_;
    bagh::games::Move answer_;
};
