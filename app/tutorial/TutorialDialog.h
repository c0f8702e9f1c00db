// Help ▸ Learn to Play: the lessons (Lessons.h) one step at a time on a board of their own, so
// the game in the window is left as it was. The learner plays on the real board widget; every
// move is legal by the engine's rules (the board offers nothing else) and is then checked
// against the step's goal: done (Next), or why not (Try Again).
#pragma once

#include <QDialog>
#include <QVector>

#include "core/Position.h"
#include "tutorial/Lessons.h"

class BoardView;
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

    // Goes on to the next step or lesson (after a done step); the last one finishes.
    void next();
    // Starts the current step again from its position.
    void retry();
    // Back to the first step of the previous lesson (or of this one).
    void previousLesson();

signals:
    // A step was shown (a new one, or again).
    void stepShown(int lesson, int step);
    // The learner finished every lesson.
    void completed();

private:
    void showStep();
    void onMove(bagh::Move move);

    QVector<tutorial::Lesson> lessons_;
    int lesson_ = 0;
    int step_ = 0;
    bool done_ = false;
    bagh::Position position_;
    BoardView* board_;
    QLabel* progress_;
    QLabel* title_;
    QLabel* intro_;
    QLabel* task_;
    QLabel* feedback_;
    QPushButton* back_;
    QPushButton* retry_;
    QPushButton* next_;
};
