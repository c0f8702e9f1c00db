// Help ▸ Learn to Play: the lessons (Lessons.h) one step at a time on a board of their own, so
// the game in the window is left as it was. The learner plays on the real board widget; every
// move is legal by the engine's rules (the board offers nothing else) and is then checked
// against the step's goal: done (Next), or why not (Try Again). Navigation says what it does:
// Next Step / Next Lesson / Finish (once the step is done, or was done before), Previous Step
// (the step before, in this lesson or the last of the previous one), Previous Lesson (the start
// of the lesson before); each is disabled when there is nothing there, and while Next waits
// for the step a line under it says so. The texts scroll, so the
// buttons stay in sight on a small screen. A step is played as a LessonExercise, the exercise
// kind "lesson" over the one ExerciseRunner (as a puzzle and a mistake of one's game are).
#pragma once

#include <QDialog>
#include <QVector>

#include "engine/games/AnyGame.h"
#include "tutorial/Lessons.h"

class BoardView;
class LessonExercise;
class QLabel;
class QPushButton;

class TutorialDialog : public QDialog {
    Q_OBJECT

public:
    explicit TutorialDialog(QWidget* parent = nullptr);

    BoardView* board() const { return board_; }
    int lessonIndex() const { return lesson_; }
    int stepIndex() const { return step_; }
    int lessonCount() const { return static_cast<int>(lessons_.size()); }
    // The step now shown, and whether the learner has done it.
    const tutorial::Step& currentStep() const { return lessons_[lesson_].steps[step_]; }
    bool stepDone() const { return done_; }
    QString feedback() const;

    // Goes on to the next step or lesson (after a done step, or one done before); the last one
    // finishes.
    void next();
    // Starts the current step again from its position.
    void retry();
    // Back to the step before (the previous lesson's last at a lesson's first step).
    void previousStep();
    // Back to the first step of the previous lesson.
    void previousLesson();

signals:
    // A step was shown (a new one, or again).
    void stepShown(int lesson, int step);
    // The learner finished every lesson.
    void completed();

private:
    void showStep();
    void onTried(bool reached, const QString& why);
    // Steps counted through the whole course: where the learner is, and has been.
    int flatIndex() const;
    bool canGoOn() const { return done_ || flatIndex() < furthest_; }

    QVector<tutorial::Lesson> lessons_;
    int lesson_ = 0;
    int step_ = 0;
    bool done_ = false;
    int furthest_ = 0;          // flatIndex() of the furthest step reached: all before it were done
    LessonExercise* exercise_;  // the step being played
    BoardView* board_;
    QLabel* progress_;
    QLabel* title_;
    QLabel* intro_;
    QLabel* task_;
    QLabel* feedback_;
    QLabel* goOnNote_;  // under the step's buttons: why Next waits, while it does
    QPushButton* back_;
    QPushButton* stepBack_;
    QPushButton* retry_;
    QPushButton* next_;
};
