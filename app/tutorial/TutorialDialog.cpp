#include "tutorial/TutorialDialog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

#include "board/BoardView.h"
#include "core/MoveGen.h"
#include "core/Obx.h"

using namespace bagh;

TutorialDialog::TutorialDialog(QWidget* parent)
    : QDialog(parent), lessons_(tutorial::Lessons::all()), position_(Position::start()) {
    setWindowTitle(tr("Learn to Play"));
    auto* row = new QHBoxLayout(this);
    board_ = new BoardView;
    board_->setMinimumSize(360, 360);
    row->addWidget(board_, 1);

    auto* side = new QVBoxLayout;
    progress_ = new QLabel;
    progress_->setObjectName(QStringLiteral("cardTitle"));
    title_ = new QLabel;
    title_->setObjectName(QStringLiteral("turnLabel"));
    title_->setWordWrap(true);
    intro_ = new QLabel;
    intro_->setWordWrap(true);
    task_ = new QLabel;
    task_->setWordWrap(true);
    task_->setStyleSheet(QStringLiteral("font-weight: bold; color: #ffd28a;"));
    feedback_ = new QLabel;
    feedback_->setWordWrap(true);
    feedback_->setMinimumHeight(feedback_->fontMetrics().lineSpacing() * 3);
    feedback_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    side->addWidget(progress_);
    side->addWidget(title_);
    side->addWidget(intro_);
    side->addSpacing(8);
    side->addWidget(task_);
    side->addWidget(feedback_);
    side->addStretch(1);
    // The step's own buttons above, leaving the course below.
    back_ = new QPushButton(tr("Previous Lesson"));
    retry_ = new QPushButton(tr("Try Again"));
    next_ = new QPushButton(tr("Next"));
    auto* close = new QPushButton(tr("Close"));
    auto* stepButtons = new QHBoxLayout;
    stepButtons->addStretch(1);
    stepButtons->addWidget(retry_);
    stepButtons->addWidget(next_);
    auto* courseButtons = new QHBoxLayout;
    courseButtons->addWidget(back_);
    courseButtons->addStretch(1);
    courseButtons->addWidget(close);
    side->addLayout(stepButtons);
    side->addLayout(courseButtons);
    auto* sideBox = new QWidget;
    sideBox->setLayout(side);
    sideBox->setFixedWidth(340);
    row->addWidget(sideBox);

    connect(board_, &BoardView::moveChosen, this, &TutorialDialog::onMove);
    connect(board_, &BoardView::clickRejected, this,
            [this](const QString& why) { feedback_->setText(why); });
    connect(back_, &QPushButton::clicked, this, &TutorialDialog::previousLesson);
    connect(retry_, &QPushButton::clicked, this, &TutorialDialog::retry);
    connect(next_, &QPushButton::clicked, this, &TutorialDialog::next);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    resize(860, 520);
    showStep();
}

QString TutorialDialog::feedback() const { return feedback_->text(); }

void TutorialDialog::showStep() {
    const tutorial::Lesson& lesson = lessons_[lesson_];
    const tutorial::Step& step = lesson.steps[step_];
    done_ = false;
    const ObxParseResult parsed = parseObx(step.obx.toStdString());
    Q_ASSERT(parsed.ok);
    position_ = parsed.record.position;
    MoveList legal;
    generateMoves(position_, legal);
    board_->setPosition(position_, legal, Move(), false);
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
    const bool last = lesson_ == lessonCount() - 1 && step_ == lesson.steps.size() - 1;
    next_->setText(last ? tr("Finish") : tr("Next"));
    next_->setEnabled(false);
    retry_->setEnabled(false);
    back_->setEnabled(lesson_ > 0 || step_ > 0);
    board_->setFocus();
    emit stepShown(lesson_, step_);
}

void TutorialDialog::onMove(Move move) {
    if (done_) return;
    QString why;
    const bool reached = tutorial::Lessons::reaches(currentStep(), position_, move, &why);
    position_.makeMove(move);
    board_->setPosition(position_, MoveList(), move, true);
    if (reached) {
        done_ = true;
        feedback_->setStyleSheet(QStringLiteral("color: #9fe07a;"));
        feedback_->setText(currentStep().success);
        board_->setInputBlocked(tr("Done: press Next."));
        next_->setEnabled(true);
        next_->setDefault(true);
        next_->setFocus();
    } else {
        feedback_->setStyleSheet(QStringLiteral("color: #ffb070;"));
        feedback_->setText(why);
        board_->setInputBlocked(tr("Press Try Again."));
        retry_->setEnabled(true);
        retry_->setDefault(true);
        retry_->setFocus();
    }
}

void TutorialDialog::next() {
    if (!done_) return;
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

void TutorialDialog::previousLesson() {
    if (step_ == 0 && lesson_ > 0) --lesson_;
    step_ = 0;
    showStep();
}
