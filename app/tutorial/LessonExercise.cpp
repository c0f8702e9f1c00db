#include "tutorial/LessonExercise.h"

#include "exercises/ExerciseRunner.h"

LessonExercise::LessonExercise(QObject* parent)
    : QObject(parent), runner_(new ExerciseRunner(nullptr, this)) {
    connect(runner_, &ExerciseRunner::positionChanged, this, &LessonExercise::positionChanged);
}

void LessonExercise::start(const tutorial::Step& step) {
    step_ = step;
    trying_ = true;  // first: the board asks legalMoves() when the position arrives
    runner_->begin(step.start());
}

void LessonExercise::play(bagh::games::Move move) {
    if (!trying_ || !runner_->game().isLegal(move)) return;
    QString why;
    const bool reached = tutorial::Lessons::reaches(step_, runner_->game(), move, &why);
    trying_ = false;
    runner_->play(move);
    emit tried(reached, why);
}

bagh::games::Position LessonExercise::position() const { return runner_->position(); }

bagh::games::MoveList LessonExercise::legalMoves() const {
    return trying_ ? runner_->game().legalMoves() : bagh::games::MoveList();
}
