// Help ▸ Learn to Play, finished lesson by lesson by clicks on its board: every step has a
// move that reaches its goal, the step says so, and Next leads through all the lessons to the
// end. A wrong move is explained and Try Again restores the step.
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include "board/BoardView.h"
#include "core/MoveGen.h"
#include "core/Obx.h"
#include "core/Tables.h"
#include "tutorial/Lessons.h"
#include "tutorial/TutorialDialog.h"

using namespace bagh;

class TestTutorial : public QObject {
    Q_OBJECT

private:
    static void clickMove(BoardView* board, Move m) {
        if (!m.isPlacement())
            QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(m.from()).toPoint());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(m.to()).toPoint());
    }
    static Position positionOf(const tutorial::Step& step) {
        const ObxParseResult r = parseObx(step.obx.toStdString());
        return r.record.position;
    }

private slots:
    // Every step's position is a legal record, and some legal move reaches its goal and some
    // does not (a task with one answer for every click teaches nothing).
    void everyStepCanBeDoneAndMissed() {
        for (const tutorial::Lesson& lesson : tutorial::Lessons::all()) {
            QVERIFY(!lesson.steps.isEmpty());
            for (const tutorial::Step& step : lesson.steps) {
                const ObxParseResult r = parseObx(step.obx.toStdString());
                QVERIFY2(r.ok, qPrintable(step.obx));
                MoveList list;
                generateMoves(r.record.position, list);
                int right = 0, wrong = 0;
                for (Move m : list) {
                    QString why;
                    if (tutorial::Lessons::reaches(step, r.record.position, m, &why)) {
                        ++right;
                    } else {
                        ++wrong;
                        QVERIFY(!why.isEmpty());
                    }
                }
                QVERIFY2(right > 0, qPrintable(step.task));
                QVERIFY2(wrong > 0, qPrintable(step.task));
            }
        }
    }

    // The whole course by clicks: a right move each step, Next, to the end.
    void finishEveryLesson() {
        TutorialDialog dialog;
        dialog.board()->setAnimationsEnabled(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QSignalSpy completed(&dialog, &TutorialDialog::completed);
        QSignalSpy shown(&dialog, &TutorialDialog::stepShown);
        int steps = 0;
        for (int guard = 0; guard < 50 && completed.isEmpty(); ++guard) {
            const tutorial::Step step = dialog.currentStep();
            const Position pos = positionOf(step);
            MoveList list;
            generateMoves(pos, list);
            Move right;
            for (Move m : list)
                if (tutorial::Lessons::reaches(step, pos, m, nullptr)) {
                    right = m;
                    break;
                }
            QVERIFY(!right.isNull());
            clickMove(dialog.board(), right);
            QVERIFY2(dialog.stepDone(), qPrintable(step.task));
            QCOMPARE(dialog.feedback(), step.success);
            ++steps;
            const int lessonBefore = dialog.lessonIndex();
            dialog.next();
            if (completed.isEmpty()) QVERIFY(dialog.lessonIndex() >= lessonBefore);
        }
        QCOMPARE(completed.count(), 1);
        QVERIFY(steps >= dialog.lessonCount());
        QCOMPARE(shown.count(), steps - 1);
    }

    // A wrong placement in the first lesson is explained; Try Again shows the step afresh.
    void wrongMoveAndTryAgain() {
        TutorialDialog dialog;
        dialog.board()->setAnimationsEnabled(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        clickMove(dialog.board(), Move::placement(parseSquare("B2")));
        QVERIFY(!dialog.stepDone());
        QVERIFY(dialog.feedback().contains(QStringLiteral("B2")));
        QPushButton* retry = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Try Again")) retry = b;
        QVERIFY(retry && retry->isEnabled());
        QTest::mouseClick(retry, Qt::LeftButton);
        QCOMPARE(dialog.board()->position().key(), positionOf(dialog.currentStep()).key());
        QVERIFY(dialog.feedback().isEmpty());
        clickMove(dialog.board(), Move::placement(parseSquare("C3")));
        QVERIFY(dialog.stepDone());
    }
};

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"
