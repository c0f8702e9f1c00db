// Help ▸ Learn to Play, finished lesson by lesson by clicks on its board: every step has a
// move that reaches its goal, the step says so, and Next leads through all the lessons to the
// end. A wrong move is explained and Try Again restores the step. The way back says what it
// does (Previous Step, Previous Lesson) and is disabled where there is nothing before; Next says
// where it goes; the dialog fits a 960×540 screen with its buttons in sight.
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>

#include "TestEnv.h"
#include "board/BoardView.h"
#include "engine/games/AnyGame.h"
#include "engine/games/MoveNotation.h"
#include "tutorial/Lessons.h"
#include "tutorial/TutorialDialog.h"

using namespace bagh::games;

class TestTutorial : public QObject {
    Q_OBJECT

private:
    static void clickMove(BoardView* board, Move m) {
        if (!m.isPlacement())
            QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(m.from()).toPoint());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(m.to()).toPoint());
    }
    static Position positionOf(const tutorial::Step& step) { return step.start().current(); }
    static Move placement(const char* point) { return *parseMove(GameKind::BaghChal, point); }
    static QPushButton* button(QWidget* dialog, const QString& text) {
        for (QPushButton* b : dialog->findChildren<QPushButton*>())
            if (b->text() == text) return b;
        return nullptr;
    }
    // Does the shown step by a click on a move that reaches its goal.
    static bool doStep(TutorialDialog& dialog) {
        const tutorial::Step step = dialog.currentStep();
        const Game game = step.start();
        for (Move m : game.legalMoves())
            if (tutorial::Lessons::reaches(step, game, m, nullptr)) {
                clickMove(dialog.board(), m);
                return dialog.stepDone();
            }
        return false;
    }

private slots:
    // Every step's position is a legal record, and some legal move reaches its goal and some
    // does not (a task with one answer for every click teaches nothing).
    void everyStepCanBeDoneAndMissed() {
        for (const tutorial::Lesson& lesson : tutorial::Lessons::all()) {
            QVERIFY(!lesson.steps.isEmpty());
            for (const tutorial::Step& step : lesson.steps) {
                const RecordReading r = readRecord(
                    step.kind, step.kind == GameKind::Lambs ? kLambsEveryGoat : 5,
                    step.record.toStdString(), bagh::RepetitionRule::ThirdOccurrenceDraws);
                QVERIFY2(r.ok, qPrintable(step.record));
                int right = 0, wrong = 0;
                for (Move m : r.game.legalMoves()) {
                    QString why;
                    if (tutorial::Lessons::reaches(step, r.game, m, &why)) {
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
            const Game game = step.start();
            Move right;
            for (Move m : game.legalMoves())
                if (tutorial::Lessons::reaches(step, game, m, nullptr)) {
                    right = m;
                    break;
                }
            QVERIFY(!right.isNull());
            // The line under Next ("Do this step…") goes when the step is done; the buttons
            // stay where they were (they jumped 20 px).
            auto buttonsAt = [&dialog] {
                QList<QPoint> at;
                for (QPushButton* b : dialog.findChildren<QPushButton*>())
                    at << b->mapTo(&dialog, QPoint());
                return at;
            };
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            const QList<QPoint> before = buttonsAt();
            clickMove(dialog.board(), right);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCOMPARE(buttonsAt(), before);
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
        clickMove(dialog.board(), placement("B2"));
        QVERIFY(!dialog.stepDone());
        QVERIFY(dialog.feedback().contains(QStringLiteral("B2")));
        QPushButton* retry = nullptr;
        for (QPushButton* b : dialog.findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Try Again")) retry = b;
        QVERIFY(retry && retry->isEnabled());
        QTest::mouseClick(retry, Qt::LeftButton);
        QCOMPARE(dialog.board()->position().key(), positionOf(dialog.currentStep()).key());
        QVERIFY(dialog.feedback().isEmpty());
        clickMove(dialog.board(), placement("C3"));
        QVERIFY(dialog.stepDone());
    }

    // The way back and forth through the course, by its buttons.
    void navigation() {
        const QVector<tutorial::Lesson> lessons = tutorial::Lessons::all();
        QVERIFY(lessons.size() >= 2);
        QVERIFY2(lessons[0].steps.size() >= 2, "the test walks within lesson 1");
        TutorialDialog dialog;
        dialog.board()->setAnimationsEnabled(false);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QPushButton* backLesson = button(&dialog, QStringLiteral("Previous Lesson"));
        QPushButton* backStep = button(&dialog, QStringLiteral("Previous Step"));
        QVERIFY(backLesson && backStep);
        auto next = [&] {
            for (const QString& t : {QStringLiteral("Next Step"), QStringLiteral("Next Lesson"),
                                     QStringLiteral("Finish")})
                if (QPushButton* b = button(&dialog, t)) return b;
            return static_cast<QPushButton*>(nullptr);
        };
        // Lesson 1, step 1: nothing before, nothing to go on to until it is done.
        QVERIFY(!backLesson->isEnabled());
        QVERIFY(!backStep->isEnabled());
        QCOMPARE(next()->text(), QStringLiteral("Next Step"));
        QVERIFY(!next()->isEnabled());
        // A line under the greyed Next says why it waits, until the step is done.
        auto* goOn = dialog.findChild<QLabel*>(QStringLiteral("goOnNote"));
        QVERIFY(goOn && goOn->isVisible() && !goOn->text().isEmpty());
        QVERIFY(doStep(dialog));
        QVERIFY(next()->isEnabled());
        QVERIFY(!goOn->isVisible());
        QTest::mouseClick(next(), Qt::LeftButton);
        QCOMPARE(dialog.stepIndex(), 1);
        // Lesson 1, step 2: a step before it, but no lesson.
        QVERIFY(backStep->isEnabled());
        QVERIFY(!backLesson->isEnabled());
        QTest::mouseClick(backStep, Qt::LeftButton);
        QCOMPARE(dialog.lessonIndex(), 0);
        QCOMPARE(dialog.stepIndex(), 0);
        // A step done before may be left again without doing it anew.
        QVERIFY(next()->isEnabled());
        QTest::mouseClick(next(), Qt::LeftButton);
        QCOMPARE(dialog.stepIndex(), 1);
        QVERIFY(!next()->isEnabled());
        // To the end of lesson 1: Next says it starts the next lesson.
        for (int s = 1; s + 1 < lessons[0].steps.size(); ++s) {
            QVERIFY(doStep(dialog));
            QTest::mouseClick(next(), Qt::LeftButton);
        }
        QCOMPARE(next()->text(), QStringLiteral("Next Lesson"));
        QVERIFY(doStep(dialog));
        QTest::mouseClick(next(), Qt::LeftButton);
        QCOMPARE(dialog.lessonIndex(), 1);
        QCOMPARE(dialog.stepIndex(), 0);
        QVERIFY(backLesson->isEnabled());
        // Previous Step at a lesson's first step: the last step of the lesson before.
        QTest::mouseClick(backStep, Qt::LeftButton);
        QCOMPARE(dialog.lessonIndex(), 0);
        QCOMPARE(dialog.stepIndex(), lessons[0].steps.size() - 1);
        QTest::mouseClick(next(), Qt::LeftButton);
        QCOMPARE(dialog.lessonIndex(), 1);
        // Previous Lesson from inside lesson 2: the start of lesson 1, not of lesson 2.
        if (lessons[1].steps.size() >= 2) {
            QVERIFY(doStep(dialog));
            QTest::mouseClick(next(), Qt::LeftButton);
            QCOMPARE(dialog.stepIndex(), 1);
        }
        QTest::mouseClick(backLesson, Qt::LeftButton);
        QCOMPARE(dialog.lessonIndex(), 0);
        QCOMPARE(dialog.stepIndex(), 0);
        QVERIFY(!backLesson->isEnabled());
        QVERIFY(!backStep->isEnabled());
        // Forward through what was done, then on to the last step: Finish, which finishes.
        QSignalSpy completed(&dialog, &TutorialDialog::completed);
        for (int guard = 0; guard < 100 && completed.isEmpty(); ++guard) {
            if (!next()->isEnabled()) QVERIFY(doStep(dialog));
            const bool last = dialog.lessonIndex() == dialog.lessonCount() - 1 &&
                              dialog.stepIndex() == lessons.last().steps.size() - 1;
            QCOMPARE(next()->text(),
                     last ? QStringLiteral("Finish")
                     : dialog.stepIndex() + 1 < lessons[dialog.lessonIndex()].steps.size()
                         ? QStringLiteral("Next Step")
                         : QStringLiteral("Next Lesson"));
            QTest::mouseClick(next(), Qt::LeftButton);
        }
        QCOMPARE(completed.count(), 1);
    }

    // On a 960×540 screen (the dialog's client area 960×500 under a title bar), at the normal
    // font, a large and a huge one (a long translation or a player's big font needs as much
    // room): every button is in sight and every text can be read whole, if need be by scrolling.
    void fitsSmallScreen_data() {
        QTest::addColumn<double>("fontScale");
        QTest::newRow("normal font") << 1.0;
        QTest::newRow("large font") << 1.6;
        QTest::newRow("huge font") << 2.2;
    }
    void fitsSmallScreen() {
        QFETCH(double, fontScale);
        const QFont original = QApplication::font();
        QFont font = original;
        font.setPointSizeF(original.pointSizeF() * fontScale);
        QApplication::setFont(font);
        auto restore = qScopeGuard([&] { QApplication::setFont(original); });
        TutorialDialog dialog;
        dialog.board()->setAnimationsEnabled(false);
        const QSize screen(960, 500);
        QVERIFY2(dialog.width() <= screen.width() && dialog.height() <= screen.height(),
                 "the dialog opens larger than the screen");
        dialog.resize(screen);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // The first word-wrapped text not shown whole, or nothing. A text in a scroll area is
        // whole when the area gives it all its height (the area scrolls); one outside must also
        // lie inside the dialog.
        auto clipped = [&dialog]() -> QString {
            for (QLabel* l : dialog.findChildren<QLabel*>()) {
                if (!l->wordWrap() || l->text().isEmpty()) continue;
                if (l->height() < l->heightForWidth(l->width())) return l->text();
                QWidget* clip = l->parentWidget();
                while (clip && clip != &dialog && !qobject_cast<QScrollArea*>(clip))
                    clip = clip->parentWidget();
                if (clip == &dialog &&
                    !dialog.rect().contains(QRect(l->mapTo(&dialog, QPoint(0, 0)), l->size())))
                    return l->text();
            }
            return QString();
        };
        QSignalSpy completed(&dialog, &TutorialDialog::completed);
        for (int guard = 0; guard < 50 && completed.isEmpty(); ++guard) {
            QVERIFY(doStep(dialog));  // the longest texts: the task and what was done
            const QString where = QStringLiteral("lesson %1 step %2")
                                      .arg(dialog.lessonIndex() + 1)
                                      .arg(dialog.stepIndex() + 1);
            // The layout settles over a few events.
            QTRY_COMPARE_WITH_TIMEOUT(clipped(), QString(),
                                      static_cast<int>(2000 * testenv::timeoutScale()));
            QVERIFY2(dialog.height() <= screen.height(), qPrintable(where));
            for (QPushButton* b : dialog.findChildren<QPushButton*>()) {
                const QRect r(b->mapTo(&dialog, QPoint(0, 0)), b->size());
                QVERIFY2(b->isVisible() && dialog.rect().contains(r),
                         qPrintable(where + QStringLiteral(": ") + b->text()));
                QVERIFY2(b->width() >= b->minimumSizeHint().width(), qPrintable(b->text()));
            }
            dialog.next();
        }
        QCOMPARE(completed.count(), 1);
    }
};

QTEST_MAIN(TestTutorial)
#include "tst_tutorial.moc"
