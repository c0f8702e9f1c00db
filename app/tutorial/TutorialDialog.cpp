#include "tutorial/TutorialDialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "board/BoardView.h"
#include "dialogs/FitToScreen.h"
#include "tutorial/LessonExercise.h"
#include "window/AppStyle.h"

using namespace bagh;

TutorialDialog::TutorialDialog(QWidget* parent)
    : QDialog(parent), lessons_(tutorial::Lessons::all()), exercise_(new LessonExercise(this)) {
    setWindowTitle(tr("Learn to Play"));
    auto* row = new QHBoxLayout(this);
    board_ = new BoardView;
    board_->setMinimumSize(200, 200);  // small screens: the board gives way first
    row->addWidget(board_, 1);

    auto* text = new QVBoxLayout;
    progress_ = new QLabel;
    progress_->setObjectName(QStringLiteral("cardTitle"));
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("turnLabel"));
    title_->setWordWrap(true);
    intro_ = new QLabel;
    intro_->setWordWrap(true);
    task_ = new QLabel;
    task_->setWordWrap(true);
    task_->setStyleSheet(
        QStringLiteral("font-weight: bold; color: %1;").arg(AppStyle::colour("big").name()));
    feedback_ = new QLabel;
    feedback_->setWordWrap(true);
    feedback_->setMinimumHeight(feedback_->fontMetrics().lineSpacing() * 3);
    feedback_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->setContentsMargins(0, 0, 0, 0);
    text->addWidget(progress_);
    text->addWidget(title_);
    text->addWidget(intro_);
    text->addSpacing(8);
    text->addWidget(task_);
    text->addWidget(feedback_);
    text->addStretch(1);
    // The texts scroll when a small screen (or a long translation) leaves them too little room;
    // the buttons below stay in sight.
    auto* textBox = new QWidget;
    textBox->setLayout(text);
    auto* scroll = new QScrollArea;
    scroll->setWidget(textBox);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->viewport()->setAutoFillBackground(false);
    textBox->setAutoFillBackground(false);
    auto* side = new QVBoxLayout;
    side->addWidget(scroll, 1);
    // The step's own buttons above, leaving the course below.
    back_ = new QPushButton(tr("Previous Lesson"));
    back_->setToolTip(tr("The first step of the lesson before"));
    stepBack_ = new QPushButton(tr("Previous Step"));
    retry_ = new QPushButton(tr("Try Again"));
    next_ = new QPushButton(tr("Next Step"));
    auto* close = new QPushButton(tr("Close"));
    auto* stepButtons = new QHBoxLayout;
    stepButtons->addWidget(stepBack_);
    stepButtons->addStretch(1);
    stepButtons->addWidget(retry_);
    stepButtons->addWidget(next_);
    auto* courseButtons = new QHBoxLayout;
    courseButtons->addWidget(back_);
    courseButtons->addStretch(1);
    courseButtons->addWidget(close);
    side->addLayout(stepButtons);
    // A step is not skipped (each one teaches what the next needs): say so where the greyed
    // Next is, not only in a tooltip.
    goOnNote_ = new QLabel(tr("Do this step on the board to go on."));
    goOnNote_->setObjectName(QStringLiteral("goOnNote"));
    goOnNote_->setWordWrap(true);
    goOnNote_->setAlignment(Qt::AlignRight);
    // Its room stays when it goes, so the buttons above it do not jump.
    QSizePolicy keepRoom = goOnNote_->sizePolicy();
    keepRoom.setRetainSizeWhenHidden(true);
    goOnNote_->setSizePolicy(keepRoom);
    side->addWidget(goOnNote_);
    side->addLayout(courseButtons);
    auto* sideBox = new QWidget;
    sideBox->setLayout(side);
    row->addWidget(sideBox);
    // Measured with the window's style sheet applied (polish): Next changes its words as the
    // course goes on, so room for the longest of them; the column as wide as its buttons need
    // (a translation, a large font), and at least 340.
    sideBox->ensurePolished();
    int nextWidth = 0;
    for (const QString& words : {tr("Next Step"), tr("Next Lesson"), tr("Finish")}) {
        next_->setText(words);
        nextWidth = std::max(nextWidth, next_->sizeHint().width());
    }
    next_->setMinimumWidth(nextWidth);
    sideBox->setFixedWidth(std::max(340, sideBox->minimumSizeHint().width()));

    // The one board view speaks the neutral types of either game, as the lessons do.
    connect(board_, &BoardView::moveChosen, exercise_, &LessonExercise::play);
    connect(exercise_, &LessonExercise::tried, this, &TutorialDialog::onTried);
    connect(exercise_, &LessonExercise::positionChanged, this,
            [this](bagh::games::Move last, bool animate) {
                board_->setPosition(exercise_->position(), exercise_->legalMoves(), last, animate);
            });
    connect(board_, &BoardView::clickRejected, this,
            [this](const QString& why) { feedback_->setText(why); });
    connect(back_, &QPushButton::clicked, this, &TutorialDialog::previousLesson);
    connect(stepBack_, &QPushButton::clicked, this, &TutorialDialog::previousStep);
    connect(retry_, &QPushButton::clicked, this, &TutorialDialog::retry);
    connect(next_, &QPushButton::clicked, this, &TutorialDialog::next);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    // Fits a 960×540 screen with the window's title bar.
    resize(860, 500);
    // Never larger than the screen, and on it (a 1280×720 screen at scale 2 is 640×360).
    FitToScreen::keepOnScreen(this);
    showStep();
}

QString TutorialDialog::feedback() const { return feedback_->text(); }

void TutorialDialog::showStep() {
    const tutorial::Lesson& lesson = lessons_[lesson_];
    const tutorial::Step& step = lesson.steps[step_];
    done_ = false;
    exercise_->start(step);
    board_->setInputBlocked(QString());
    progress_->setText(tr("Lesson %1 of %2 · step %3 of %4")
                           .arg(QLocale().toString(lesson_ + 1))
                           .arg(QLocale().toString(lessonCount()))
                           .arg(QLocale().toString(step_ + 1))
                           .arg(QLocale().toString(static_cast<int>(lesson.steps.size())))
                           .toUpper());
    title_->setText(lesson.title);
    intro_->setText(lesson.intro);
    task_->setText(step.task);
    feedback_->clear();
    feedback_->setStyleSheet(QString());
    const bool lastStep = step_ == lesson.steps.size() - 1;
    next_->setText(!lastStep                     ? tr("Next Step")
                   : lesson_ + 1 < lessonCount() ? tr("Next Lesson")
                                                 : tr("Finish"));
    next_->setEnabled(canGoOn());
    goOnNote_->setVisible(!next_->isEnabled());
    retry_->setEnabled(false);
    stepBack_->setEnabled(flatIndex() > 0);
    back_->setEnabled(lesson_ > 0);
    board_->setFocus();
    emit stepShown(lesson_, step_);
}

void TutorialDialog::onTried(bool reached, const QString& why) {
    if (reached) {
        done_ = true;
        furthest_ = std::max(furthest_, flatIndex() + 1);
        feedback_->setStyleSheet(QStringLiteral("color: %1;").arg(AppStyle::colour("good").name()));
        feedback_->setText(currentStep().success);
        // The button's own words: Next Step, Next Lesson or Finish.
        board_->setInputBlocked(tr("Done: press %1.").arg(next_->text()));
        next_->setEnabled(true);
        goOnNote_->hide();
        next_->setDefault(true);
        next_->setFocus();
    } else {
        feedback_->setStyleSheet(QStringLiteral("color: %1;").arg(AppStyle::colour("warn").name()));
        feedback_->setText(why);
        board_->setInputBlocked(tr("Press Try Again."));
        retry_->setEnabled(true);
        retry_->setDefault(true);
        retry_->setFocus();
    }
}

int TutorialDialog::flatIndex() const {
    int index = step_;
    for (int i = 0; i < lesson_; ++i) index += static_cast<int>(lessons_[i].steps.size());
    return index;
}

void TutorialDialog::next() {
    if (!canGoOn()) return;
    if (step_ + 1 < lessons_[lesson_].steps.size()) {
        ++step_;
    } else if (lesson_ + 1 < lessonCount()) {
        ++lesson_;
        step_ = 0;
    } else {
        emit completed();
        accept();
        return;
    }
    showStep();
}

void TutorialDialog::retry() { showStep(); }

void TutorialDialog::previousStep() {
    if (step_ > 0) {
        --step_;
    } else if (lesson_ > 0) {
        --lesson_;
        step_ = static_cast<int>(lessons_[lesson_].steps.size()) - 1;
    } else {
        return;
    }
    showStep();
}

void TutorialDialog::previousLesson() {
    if (lesson_ == 0) return;
    --lesson_;
    step_ = 0;
    showStep();
}
