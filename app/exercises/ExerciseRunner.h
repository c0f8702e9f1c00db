// The one runner under every exercise of the app — a puzzle (puzzles/PuzzleSession), a mistake
// of one's own game (review/MistakeDrill), a lesson's step (tutorial/TutorialDialog): the
// position on the exercise's board as a games::Game of either game, the side to find a move
// for, the exact judge of a try (MoveJudge, asked as the exercise begins when the kind wants
// it), the opponent's answers played one after another after a delay, the refutation of a wrong
// try asked of the window's one engine seat (GameSession::requestRefutation), and the
// generation counter that makes whatever belongs to an exercise left behind (a delayed reply, a
// late refutation) stale. Each kind of exercise is a small class over it that says what a try
// means; none keeps a board, a timer or a request of its own.
#pragma once

#include <QObject>
#include <functional>
#include <vector>

#include "engine/games/AnyGame.h"

class GameSession;
class MoveJudge;
struct EngineInfo;

class ExerciseRunner : public QObject {
    Q_OBJECT

public:
    // `session`: the window's, whose engine refutes and judges (may be null: then nothing is
    // refuted and nothing judged, as in tests of the words).
    explicit ExerciseRunner(GameSession* session, QObject* parent = nullptr);

    // A new exercise at `game`'s last position (its history kept: a repetition counts): what
    // belonged to the one before is dropped. `judge`: ask the exact values of the position's
    // moves now (judge()). Emits positionChanged(`shown`, no animation): the move that led here
    // (a puzzle's record has it; by default the game's last move).
    void begin(const bagh::games::Game& game, bool judge = false,
               bagh::games::Move shown = bagh::games::Move());
    // Drops what is on its way (a reply, a refutation) without a new position.
    void drop();

    const bagh::games::Game& game() const { return game_; }
    bagh::games::Position position() const { return game_.current(); }
    bagh::games::GameKind kind() const { return game_.kind(); }
    // The side the player finds a move for: the side to move when the exercise began.
    bagh::Side side() const { return side_; }
    // The game has ended on the board (its result, or the captures that win).
    bool over() const;
    // The exact judge of the tries (null without a session).
    MoveJudge* judge() const { return judge_; }

    // Plays `move` (legal now) on the board and says so.
    void play(bagh::games::Move move, bool animate = true);
    // After the delay: `then`, unless the exercise was left meanwhile.
    void later(std::function<void()> then);
    // Plays the legal moves of `line` one by one, each after the delay, then `done`; stops at a
    // move that is not legal or at the end of the game.
    void playLine(std::vector<bagh::games::Move> line, std::function<void()> done);
    // Asks the engine seat for the side to move's best answer now; `onAnswer` gets it with the
    // engine's word on its value (for the side to move after the wrong try), unless the exercise
    // was left meanwhile. False, and nothing asked, without a session.
    bool refute(std::function<void(bagh::games::Move, const EngineInfo&)> onAnswer);

    // Time between the moves of a line (ms), and the refuting engine's thinking time (ms).
    void setReplyDelay(int ms) { replyDelayMs_ = ms; }
    void setRefuteMs(int ms) { refuteMs_ = ms; }

signals:
    // The board's position changed by `lastMove` (null at an exercise's start).
    void positionChanged(bagh::games::Move lastMove, bool animate);

private:
    GameSession* session_;
    MoveJudge* judge_ = nullptr;
    bagh::games::Game game_;
    bagh::Side side_ = bagh::Side::Goats;
    quint64 generation_ = 0;  // a new exercise makes late replies and refutations stale
    quint64 refuteId_ = 0;    // the awaited refutation; 0: none
    std::function<void(bagh::games::Move, const EngineInfo&)> onRefuted_;
    int replyDelayMs_ = 600;
    int refuteMs_ = 700;
};
