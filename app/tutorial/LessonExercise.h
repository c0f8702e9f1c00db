// A lesson's step as an exercise: the exercise kind "lesson" over the one ExerciseRunner (as a
// puzzle and a mistake of one's game are), judged by the step's goal (Lessons::reaches). The
// step's position is offered until a move is made; the move is played whatever it did, and
// `tried` says whether it reached the goal and, if not, why.
#pragma once

#include <QObject>
#include <QString>

#include "engine/games/AnyGame.h"
#include "tutorial/Lessons.h"

class ExerciseRunner;

class LessonExercise : public QObject {
    Q_OBJECT

public:
    explicit LessonExercise(QObject* parent = nullptr);

    // Shows `step` from its position: the board takes a move.
    void start(const tutorial::Step& step);
    // The learner's move (legal in the position shown): played, then judged by the goal.
    void play(bagh::games::Move move);

    bagh::games::Position position() const;
    // The moves the board offers: the legal ones until a move is made, then none.
    bagh::games::MoveList legalMoves() const;

signals:
    void positionChanged(bagh::games::Move lastMove, bool animate);
    // A move was made: whether it reached the step's goal; if not, why, in the learner's words.
    void tried(bool reached, const QString& why);

private:
    ExerciseRunner* runner_;
    tutorial::Step step_;
    bool trying_ = false;  // the board takes a move
};
