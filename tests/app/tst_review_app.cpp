// The review of a game in the window (app/review): a short game of either game with a known
// mistake is reviewed off the GUI thread, the ply is marked in the panel and in the move list,
// Next Mistake (F8) shows the position before it with the kept and the played move on the
// board and the refutation in words; a review can be cancelled and an answer for a changed
// record is dropped; a save keeps the verdicts and an open shows them without reviewing again,
// and so does the game kept for the next start; a changed record, or a block whose moves do
// not match, drops them; the shortcut is the window's only Ctrl+R, and Tab reaches the panel,
// whose controls all have names, and Tab into a list lands on the move shown.
#include <QAbstractButton>
#include <QAccessible>
#include <QComboBox>
#include <QFile>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include "AppTest.h"
#include "TestEnv.h"
#include "TestGames.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/EvalGraph.h"
#include "board/BoardView.h"
#include "engine/games/SavedGame.h"
#include "files/GameFiles.h"
#include "files/LastSession.h"
#include "review/MistakesDialog.h"
#include "review/ReviewModel.h"
#include "review/ReviewPanel.h"
#include "review/ReviewRunner.h"
#include "review/ReviewTools.h"
#include "review/ReviewWords.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "ui/ResultBanner.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"

using namespace bagh;
using games::GameKind;
using review::Verdict;

Q_DECLARE_METATYPE(bagh::games::GameKind)

namespace {

// Twelve placements from the start: past the book, so the review estimates by searching.
games::Game longerGame() {
    return testgames::fromRecord(GameKind::BaghChal, 5, "T3T/5/5/5/T3T g g20 c0",
                                 {"C3", "A1B1", "C2", "B1A1", "C4", "A1B1", "B3", "B1A1", "D3",
                                  "A1B1", "B2", "B1A1", "D4", "A1B1"});
}

QByteArray readAll(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// How many of `view`'s cells say "focused" to a screen reader.
int focusedCells(QTableView* view) {
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(view);
    int focused = 0;
    for (int i = 0; table && i < table->childCount(); ++i)
        if (QAccessibleInterface* c = table->child(i);
            c && c->role() == QAccessible::Cell && c->state().focused)
            ++focused;
    return focused;
}

// Presses Tab from the board until `target` has the focus; false if it never comes.
bool tabFromBoardTo(MainWindow* window, QWidget* target) {
    window->boardView()->setFocus(Qt::TabFocusReason);
    for (int i = 0; i < 80; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        if (QApplication::focusWidget() == target) return true;
    }
    return false;
}

}  // namespace

class TestReviewApp : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;
    QTemporaryDir dir_;

    GameSession* game() const { return window_->session(); }
    ReviewTools* tools() const { return window_->review(); }
    ReviewPanel* panel() const { return tools()->panel(); }

    // Shows `g` as a game of two players here (its moves on the undo stack), reviewed.
    bool reviewed(const games::Game& g) {
        game()->loadGame(g, GameSession::Document::New);
        tools()->reviewAction()->trigger();
        if (!QTest::qWaitFor([this] { return tools()->review() != nullptr; }, 30000)) {
            qWarning("no review: %s", qPrintable(panel()->statusText()));
            return false;
        }
        return true;
    }

private slots:
    void initTestCase() {
        qRegisterMetaType<bagh::Side>();
        apptest::useTestSettings();
        QVERIFY(dir_.isValid());
    }
    void init() {
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    void reviewMarksTheMistake_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("bagh-chal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void reviewMarksTheMistake() {
        QFETCH(GameKind, kind);
        const games::Game g = testgames::mistakeGame(kind);
        QVERIFY(reviewed(g));
        QVERIFY(tools()->panelShown());
        QCOMPARE(tools()->runner()->startedCount(), 1);
        const review::GameReview& r = *tools()->review();
        QCOMPARE(r.plies.size(), std::size_t(2));
        QCOMPARE(r.plies[0].verdict, Verdict::Mistake);
        QCOMPARE(r.turningPoints(), std::vector<int>{1});
        // The panel, the move list and both graphs say so, in words too.
        const QString cell =
            panel()->model()->index(0, ReviewModel::VerdictColumn).data().toString();
        QCOMPARE(cell, QStringLiteral("? mistake"));
        QVERIFY(panel()
                    ->model()
                    ->index(0, ReviewModel::VerdictColumn)
                    .data(Qt::AccessibleTextRole)
                    .toString()
                    .contains(QStringLiteral("mistake")));
        MoveListModel* moves = window_->sidePanel()->moveList();
        const QModelIndex first = moves->index(0, 0);
        QVERIFY(first.data().toString().endsWith(QLatin1Char('?')));
        QVERIFY(first.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("mistake")));
        QCOMPARE(panel()->graph()->turningPoints(), std::vector<int>{1});
        QCOMPARE(window_->analysisMode()->panel()->graph()->turningPoints(), std::vector<int>{1});
        QVERIFY(panel()->summaryText().contains(QStringLiteral("mistakes\u00a01")));

        // F8: the position before the mistake, the move that kept the draw and the move played.
        window_->boardView()->setFocus();
        QTest::keyClick(window_.get(), Qt::Key_F8);
        QCOMPARE(game()->currentPly(), 0);
        QCOMPARE(window_->boardView()->position().key(), g.positionAt(0).key());
        const QVector<MoveMark>& marks = window_->boardView()->moveMarks();
        QCOMPARE(marks.size(), 2);
        QCOMPARE(marks[0].move, r.plies[0].best);
        QCOMPARE(marks[0].value, GameValue::Draw);
        QCOMPARE(marks[1].move, r.plies[0].move);
        QCOMPARE(marks[1].value, GameValue::Loss);
        QVERIFY(g.positionAt(0).sideToMove() == Side::Goats);
        const QString said = panel()->explanationText();
        QVERIFY2(said.contains(QStringLiteral("the tigers answer ") +
                               MoveListModel::moveText(kind, r.plies[0].refutation.at(0))),
                 qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Keeping the draw: ") +
                               MoveListModel::moveText(kind, r.plies[0].best)),
                 qPrintable(said));
        // The row selected, not current: a current cell is told focused to a reader, who would
        // leave the board for the list; the cell is current once the focus comes.
        QCOMPARE(panel()->view()->selectionModel()->selectedRows().value(0).row(), 0);
        QVERIFY(!panel()->view()->currentIndex().isValid());
        // The chosen row stays in sight when the explanation takes room from the list.
        QTRY_VERIFY(panel()->view()->viewport()->rect().contains(panel()->view()->visualRect(
            panel()->view()->selectionModel()->selectedRows().value(0))));

        // Learn from Your Mistakes: the side picked at one screen (the goats made it).
        QVERIFY(panel()->learnSideBox()->isVisibleTo(panel()));
        QCOMPARE(panel()->practisedText(), QStringLiteral("0 of 1 practised"));
        QSignalSpy practise(tools(), &ReviewTools::practiseRequested);
        QVERIFY(panel()->learnButton()->isEnabled());
        panel()->learnButton()->click();
        QCOMPARE(practise.count(), 1);
        QCOMPARE(practise.at(0).at(0).value<bagh::Side>(), Side::Goats);
        // The exercises open on the mistake; the move that keeps the draw solves it, and the
        // review keeps it practised.
        MistakesDialog* mistakes = tools()->mistakesDialog();
        QVERIFY(mistakes);
        QTRY_VERIFY(mistakes->isVisible());
        mistakes->board()->setAnimationsEnabled(false);
        QCOMPARE(mistakes->board()->position().key(), g.positionAt(0).key());
        apptest::clickMove(mistakes->board(), r.plies[0].best);
        QTRY_COMPARE_WITH_TIMEOUT(panel()->practisedText(), QStringLiteral("1 of 1 practised"),
                                  10000);
        QCOMPARE(tools()->review()->practised, std::vector<int>{1});
        mistakes->close();
        QTRY_VERIFY(!tools()->mistakesDialog());
    }

    // Cancel stops the review at once; the next one runs; an answer for a record changed since
    // is dropped; the window goes away with a review running.
    void cancel() {
        game()->loadGame(longerGame(), GameSession::Document::New);
        tools()->reviewAction()->trigger();
        QVERIFY(tools()->runner()->isRunning());
        QVERIFY(panel()->progressBar()->isVisibleTo(panel()));
        QVERIFY(panel()->cancelButton()->isVisibleTo(panel()));
        QSignalSpy finished(tools()->runner(), &ReviewRunner::finished);
        QTest::mouseClick(panel()->cancelButton(), Qt::LeftButton);
        QVERIFY(!tools()->runner()->isRunning());
        QVERIFY(panel()->againButton()->isVisibleTo(panel()));
        QVERIFY(!panel()->progressBar()->isVisibleTo(panel()));
        QTest::qWait(200);
        QCOMPARE(finished.count(), 0);
        QVERIFY(!tools()->review());

        // A review whose game changes before it answers: dropped.
        game()->loadGame(testgames::mistakeGame(GameKind::BaghChal), GameSession::Document::New);
        tools()->reviewAction()->trigger();
        QVERIFY(game()->playHumanMove(game()->legalMoves().front()));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
        QVERIFY(!tools()->review());
        QVERIFY(panel()->statusText().contains(QStringLiteral("changed")));

        // The window closes under a running review without waiting for it to end.
        game()->loadGame(longerGame(), GameSession::Document::New);
        tools()->reviewAction()->trigger();
        QElapsedTimer closing;
        closing.start();
        window_.reset();
        QVERIFY2(closing.elapsed() < 3000, qPrintable(QString::number(closing.elapsed())));
    }

    // A save keeps the verdicts; an open shows them without a review; a block for other moves
    // is dropped with a word, and the game opens all the same.
    void saveAndOpen() {
        const games::Game g = testgames::mistakeGame(GameKind::BaghChal);
        QVERIFY(reviewed(g));
        tools()->setPractised({1});
        const QString path = dir_.filePath(QStringLiteral("reviewed.bgc"));
        QString error;
        QVERIFY2(window_->gameFiles()->save(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("; review 1"));
        const review::GameReview kept = *tools()->review();

        window_ = apptest::openWindow();
        QVERIFY(window_);
        QVERIFY2(window_->openGameFile(path, &error), qPrintable(error));
        QVERIFY(tools()->review());
        QCOMPARE(tools()->review()->plies, kept.plies);
        QCOMPARE(tools()->review()->practised, std::vector<int>{1});
        QVERIFY(!tools()->runner());  // no review was run
        QVERIFY(tools()->panelShown());
        QVERIFY(window_->sidePanel()->moveList()->index(0, 0).data().toString().endsWith('?'));

        // The same block under a record one move shorter: its moves do not match.
        games::Game shorter = g;
        shorter.undo();
        games::SavedGame saved;
        saved.game = shorter;
        const std::string other = games::writeSavedGame(saved) + review::writeReviewBlock(g, kept);
        const QString otherPath = dir_.filePath(QStringLiteral("other.bgc"));
        QFile out(otherPath);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(other.data(), qint64(other.size()));
        out.close();
        QVERIFY2(window_->openGameFile(otherPath, &error), qPrintable(error));
        QCOMPARE(game()->fullGame().length(), 1);
        QVERIFY(!tools()->review());
        QVERIFY(!tools()->runner());
        QVERIFY(window_->statusBar()->currentMessage().contains(QStringLiteral("does not match")));
        QVERIFY(window_->sidePanel()->moveList()->plyNotes().isEmpty());
    }

    // The game kept for the next start (LastSession, written by the journal) keeps the review,
    // and the next start shows it without reviewing again.
    void lastGameKeepsTheReview() {
        window_->resumeLastGame(true);  // the journal writes from here on
        QVERIFY(reviewed(testgames::mistakeGame(GameKind::Lambs)));
        tools()->setPractised({1});
        QTRY_VERIFY(readAll(LastSession::filePath()).contains("; practised 1"));
        window_ = apptest::openWindow();
        QVERIFY(window_);
        QVERIFY(window_->resumeLastGame());
        QVERIFY(tools()->review());
        QCOMPARE(tools()->review()->plies[0].verdict, Verdict::Mistake);
        QCOMPARE(tools()->review()->practised, std::vector<int>{1});
        QVERIFY(!tools()->runner());
        QVERIFY(tools()->panelShown());
    }

    // An undo keeps the record (its move stays to redo, and a save writes it), and the review
    // with it; another move in its place makes the review no longer the game's: said, Review
    // Again offered, the marks gone, nothing of it saved.
    void changedRecord() {
        const games::Game g = testgames::mistakeGame(GameKind::BaghChal);
        QVERIFY(reviewed(g));
        game()->undoTurn();  // two players: one ply back
        QCOMPARE(game()->currentPly(), 1);
        QVERIFY(tools()->review());
        QCOMPARE(window_->sidePanel()->moveList()->plyNotes().size(), 2);
        games::MoveList legal = game()->legalMoves();
        legal.erase(std::remove(legal.begin(), legal.end(), g.moveAt(1)), legal.end());
        QVERIFY(!legal.empty());
        QVERIFY(game()->playHumanMove(legal.front()));
        QVERIFY(!tools()->review());
        QVERIFY(panel()->statusText().contains(QStringLiteral("changed since")));
        QVERIFY(panel()->againButton()->isVisibleTo(panel()));
        QVERIFY(window_->sidePanel()->moveList()->plyNotes().isEmpty());
        QVERIFY(panel()->graph()->turningPoints().empty());
        QVERIFY(!window_->findChild<QAction*>(QStringLiteral("nextMistakeAction"))->isEnabled());
        // Nothing of the review is saved with the changed game.
        QVERIFY(window_->gameFiles()->appendix(game()->fullGame()).empty());
        // Review Again: the game as it is now.
        QTest::mouseClick(panel()->againButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(tools()->review(), 30000);
        QCOMPARE(tools()->review()->plies.size(), std::size_t(2));
        QCOMPARE(tools()->review()->plies[1].move, legal.front());
    }

    // Ctrl+R is the window's only Ctrl+R; the end banner offers the review; Tab reaches the
    // panel's list; every control of the panel has a name.
    void shortcutAndFocus() {
        QAction* action = tools()->reviewAction();
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_R));
        for (const QAction* a : window_->findChildren<QAction*>())
            if (a != action)
                QVERIFY2(!a->shortcuts().contains(action->shortcut()), qPrintable(a->text()));
        QVERIFY(!action->isEnabled());  // no move yet

        // The banner's button, at the end of a game.
        const games::Game g = testgames::mistakeGame(GameKind::BaghChal);
        game()->loadGame(g, GameSession::Document::New);
        QPushButton* fromBanner = nullptr;
        for (QPushButton* b : window_->resultBanner()->findChildren<QPushButton*>())
            if (b->text() == QStringLiteral("Review the Game")) fromBanner = b;
        QVERIFY(fromBanner);
        window_->resultBanner()->showResult("t", "d", QString());
        QTest::mouseClick(fromBanner, Qt::LeftButton);
        QVERIFY(!window_->resultBanner()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(tools()->review(), 30000);

        // Tab from the board reaches the list.
        window_->boardView()->setFocus(Qt::TabFocusReason);
        bool reached = false;
        for (int i = 0; i < 80 && !reached; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached = QApplication::focusWidget() == panel()->view();
        }
        QVERIFY(reached);
        // In the list End, Home and Down choose a ply: the board shows the position before it.
        QTest::keyClick(panel()->view(), Qt::Key_End);
        QCOMPARE(panel()->view()->currentIndex().row(), 1);
        QCOMPARE(game()->currentPly(), 1);
        QTest::keyClick(panel()->view(), Qt::Key_Home);
        QCOMPARE(game()->currentPly(), 0);
        QTest::keyClick(panel()->view(), Qt::Key_Down);
        QCOMPARE(game()->currentPly(), 1);
        QCOMPARE(panel()->view()->currentIndex().row(), 1);

        // One focused object at a time: the list's current cell says "focused" to a screen
        // reader only while the list has the focus, and keeps its move when the focus comes back.
        QCOMPARE(focusedCells(panel()->view()), 1);
        window_->boardView()->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(focusedCells(panel()->view()), 0);
        QCOMPARE(game()->currentPly(), 1);
        panel()->view()->setFocus(Qt::TabFocusReason);
        QCOMPARE(focusedCells(panel()->view()), 1);
        QCOMPARE(game()->currentPly(), 1);
        // The row in words, a column each (a reader reads the row: nothing twice), the number
        // without the list's dot.
        QStringList said;
        for (int column = 0; column < ReviewModel::kColumns; ++column)
            said << panel()->model()->index(0, column).data(Qt::AccessibleTextRole).toString();
        QCOMPARE(said.value(0), QStringLiteral("Move 1, Goats"));
        QCOMPARE(said.value(1),
                 panel()->model()->index(0, ReviewModel::MoveColumn).data().toString());
        QVERIFY2(!said.value(2).isEmpty() && !said.value(2).contains(said.value(1)),
                 qPrintable(said.join(QStringLiteral(" | "))));
        // The side panel's move list is on the way of Tab too, and names its cells whole.
        window_->boardView()->setFocus(Qt::TabFocusReason);
        reached = false;
        for (int i = 0; i < 80 && !reached; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            reached = QApplication::focusWidget() == window_->sidePanel()->moveView();
        }
        QVERIFY(reached);
        const QString move =
            window_->sidePanel()->moveList()->index(0, 0).data(Qt::AccessibleTextRole).toString();
        QVERIFY2(move.startsWith(QStringLiteral("Move 1, Goats, ")), qPrintable(move));

        QStringList unnamed;
        for (QWidget* w : panel()->findChildren<QWidget*>()) {
            if (w->focusPolicy() == Qt::NoFocus && !qobject_cast<QProgressBar*>(w)) continue;
            const bool control = qobject_cast<QAbstractButton*>(w) || qobject_cast<QComboBox*>(w) ||
                                 qobject_cast<QTableView*>(w) || qobject_cast<QProgressBar*>(w);
            if (control && w->accessibleName().isEmpty() &&
                !(qobject_cast<QAbstractButton*>(w) &&
                  !static_cast<QAbstractButton*>(w)->text().isEmpty()))
                unnamed << w->metaObject()->className();
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(' ')));
    }

    // Tab into the review's list lands on the move of the position shown, and chooses nothing:
    // the board stays (it landed on the first move and took the whole game back). The list
    // follows the board stepped through by the keys; the side panel's list lands on the move
    // last played.
    void tabLandsOnTheMoveShown_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void tabLandsOnTheMoveShown() {
        QFETCH(GameKind, kind);
        const games::Game g = testgames::mistakeGame(kind);
        QVERIFY(reviewed(g));
        QCOMPARE(game()->currentPly(), 2);
        QTableView* list = panel()->view();
        // No cell of a list without the focus is current: a reader would be told it focused.
        QCOMPARE(focusedCells(list), 0);
        QVERIFY(!window_->sidePanel()->moveView()->currentIndex().isValid());
        QVERIFY(tabFromBoardTo(window_.get(), list));
        QCOMPARE(list->currentIndex().row(), 1);  // the last move: the game's end is shown
        QCOMPARE(game()->currentPly(), 2);
        QVERIFY(list->selectionModel()->isRowSelected(1, QModelIndex()));
        QCOMPARE(focusedCells(list), 1);

        // Back to the start by the keys on the board: Tab lands on the first move, the one
        // played from the position shown.
        window_->boardView()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(window_->boardView(), Qt::Key_Home);
        QCOMPARE(game()->currentPly(), 0);
        QCOMPARE(focusedCells(list), 0);
        QVERIFY(list->selectionModel()->isRowSelected(0, QModelIndex()));
        QVERIFY(tabFromBoardTo(window_.get(), list));
        QCOMPARE(list->currentIndex().row(), 0);
        QCOMPARE(game()->currentPly(), 0);
        // Down in the list chooses the next move as ever.
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(game()->currentPly(), 1);

        // The side panel's move list: the move last played, here the second.
        window_->boardView()->setFocus(Qt::TabFocusReason);
        QTest::keyClick(window_->boardView(), Qt::Key_End);
        QCOMPARE(game()->currentPly(), 2);
        QTableView* moves = window_->sidePanel()->moveView();
        QVERIFY(!moves->currentIndex().isValid());
        QVERIFY(tabFromBoardTo(window_.get(), moves));
        const QModelIndex last = window_->sidePanel()->moveList()->lastMoveIndex();
        QVERIFY(last.isValid() && last != moves->model()->index(0, 0));
        QCOMPARE(moves->currentIndex(), last);
        QCOMPARE(game()->currentPly(), 2);
    }

    // Ctrl+R (the review's action) at a game's end puts the end's banner away: the review beside
    // the board takes over (it stayed over the board in Nepali).
    void reviewPutsTheBannerAway() {
        const games::Game g = testgames::mistakeGame(GameKind::BaghChal);
        game()->loadGame(g, GameSession::Document::New);
        window_->resultBanner()->showResult("t", "d", QString());
        QVERIFY(window_->resultBanner()->isVisible());
        tools()->reviewAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(tools()->review(), 30000);
        QVERIFY(!window_->resultBanner()->isVisible());
    }

    // Moves not proven keep their verdict (never a mistake), but a drop of the estimates by a
    // goat's worth or more is said, as an estimate: in the row, the explanation and the summary.
    void estimatesSayWhereItSlipped() {
        review::GameReview r;
        auto ply = [](int n, Side mover, int before, int after) {
            review::PlyReview p;
            p.ply = n;
            p.mover = mover;
            p.verdict = Verdict::Unknown;
            p.before.score = before;
            p.after.score = after;
            return p;
        };
        r.plies = {ply(1, Side::Goats, 10, -20), ply(2, Side::Tigers, 20, 25),
                   ply(3, Side::Goats, -25, -180), ply(4, Side::Tigers, 180, 150)};
        r.complete = true;
        QCOMPARE(ReviewWords::estimatedCost(r.plies[0]), 30);
        QCOMPARE(ReviewWords::estimatedCost(r.plies[2]), 155);
        QCOMPARE(ReviewWords::costliestByEstimate(r), 3);
        QVERIFY(!ReviewWords::cell(r.plies[0]).contains(QStringLiteral("costly")));
        QVERIFY(ReviewWords::cell(r.plies[2]).endsWith(QStringLiteral("looks costly")));
        const QString said = ReviewWords::explain(GameKind::BaghChal, r.plies[2]);
        QVERIFY2(said.contains(QStringLiteral("about 1.6 of a goat's worth")), qPrintable(said));
        QVERIFY(said.contains(QStringLiteral("estimate")));
        // An exact value on either side is no estimate to compare.
        review::PlyReview exact = r.plies[2];
        exact.before = {GameValue::Draw, true, -1, 0};
        QCOMPARE(ReviewWords::estimatedCost(exact), 0);
        // No move slipped by a goat's worth: nothing named.
        r.plies[2].after.score = -60;
        QCOMPARE(ReviewWords::costliestByEstimate(r), 0);
        // The accuracy says how many proven moves it rests on.
        review::SideSummary s;
        s.judged = 5;
        s.accuracy = 100;
        QVERIFY(ReviewWords::accuracy(Side::Goats, s).contains(QStringLiteral("proven moves: 5")));
    }

    // `baghchal-engine review` and the window's review print the same line for every ply: the
    // same reviewer, the same exact values and the same estimates (fixed depth, fresh table),
    // over games with proven and estimated plies in both games.
    void commandLineAgrees_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("which");
        QTest::newRow("bagh-chal mistake") << GameKind::BaghChal << 0;
        QTest::newRow("bagh-chal estimates") << GameKind::BaghChal << 1;
        QTest::newRow("lambs mistake") << GameKind::Lambs << 0;
        QTest::newRow("lambs estimates") << GameKind::Lambs << 1;
    }
    void commandLineAgrees() {
        QFETCH(GameKind, kind);
        QFETCH(int, which);
        const games::Game g =
            which == 0 ? testgames::mistakeGame(kind)
            : kind == GameKind::BaghChal
                ? longerGame()
                // Lambs under five captures past its shipped first plies: estimated.
                : testgames::fromRecord(
                      kind, 5, "T/2TT2/6/6/4 g g15 c0",
                      {"12", "0-2", "13", "2-0", "14", "0-2", "15", "2-0", "16", "0-2"});
        QVERIFY(reviewed(g));
        const review::GameReview app = *tools()->review();
        QVERIFY(app.complete);
        if (which == 1)
            QVERIFY(std::any_of(app.plies.begin(), app.plies.end(),
                                [](const auto& p) { return p.verdict == Verdict::Unknown; }));
        const QString path = dir_.filePath(QStringLiteral("agree.bgc"));
        QString error;
        QVERIFY2(window_->gameFiles()->save(path, &error), qPrintable(error));
        QProcess cli;
        cli.start(testenv::enginePath(), {QStringLiteral("review"), path});
        QVERIFY(cli.waitForFinished(60000));
        QCOMPARE(cli.exitCode(), 0);
        QStringList lines;
        for (const QByteArray& line : cli.readAllStandardOutput().split('\n'))
            if (line.startsWith("ply ")) lines << QString::fromUtf8(line);
        QCOMPARE(lines.size(), static_cast<int>(app.plies.size()));
        for (std::size_t i = 0; i < app.plies.size(); ++i)
            QCOMPARE(lines[static_cast<int>(i)],
                     QString::fromStdString(review::plyLine(kind, app.plies[i])));
    }

    // A narrow column (960 × 540 at scale 2) cuts nothing at its edge: the mistake buttons
    // stand one above the other and the words of Learn from Your Mistakes break; the end
    // banner keeps inside a narrow board, its Review button on a second row.
    void narrowColumnAndBoardCutNothing() {
        QVERIFY(reviewed(testgames::mistakeGame(GameKind::BaghChal)));
        ReviewPanel* p = panel();
        auto* scroll = p->findChild<QScrollArea*>(QStringLiteral("reviewScroll"));
        QVERIFY(scroll);
        p->setFixedWidth(232);
        QTRY_VERIFY(scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width());
        QVERIFY(p->learnButton()->text().contains(QLatin1Char('\n')));
        p->setFixedWidth(420);
        QTRY_VERIFY(!p->learnButton()->text().contains(QLatin1Char('\n')));
        // A 1920×1080 screen at scale 2 (960×540): the graph stays, shorter; in analysis too.
        p->setMinimumWidth(0);
        p->setMaximumWidth(QWIDGETSIZE_MAX);
        window_->resize(960, 540);
        QTRY_VERIFY(window_->height() < 620);  // short: the compact panels
        QTRY_VERIFY(p->graph()->isVisible() && p->graph()->height() >= 32);
        window_->analysisMode()->setActive(true);
        AnalysisPanel* analysis = window_->analysisMode()->panel();
        QTRY_VERIFY(analysis->graph()->isVisible() && analysis->graph()->height() >= 32);
        window_->analysisMode()->setActive(false);

        QWidget board;
        board.resize(350, 350);
        ResultBanner banner(&board);
        banner.showResult(QStringLiteral("The computer wins"),
                          QStringLiteral("Tigers win. Five goats have been captured."), {});
        auto buttonNamed = [&banner](const QString& text) {
            for (QPushButton* b : banner.findChildren<QPushButton*>())
                if (b->text() == text) return b;
            return static_cast<QPushButton*>(nullptr);
        };
        QPushButton* view = buttonNamed(QStringLiteral("View the board"));
        QPushButton* review = buttonNamed(QStringLiteral("Review the Game"));
        QVERIFY(view && review);
        banner.setRoom(10000);
        banner.adjustSize();
        QCOMPARE(review->y(), view->y());  // room enough: one row
        banner.setRoom(334);
        banner.adjustSize();
        QVERIFY(review->y() > view->y());
        QVERIFY(banner.sizeHint().width() <= 350);
    }

    // Tables solved since the last review: the next one opens them, with an engine made anew.
    void tablesSolvedSinceAreUsed() {
        QVERIFY(reviewed(testgames::mistakeGame(GameKind::BaghChal)));
        QVERIFY(tools()->runner());
        emit game()->engine()->tablesReloaded(QString());
        QVERIFY(!tools()->runner());
        tools()->reviewAgain();
        QVERIFY(tools()->runner());
        QCOMPARE(tools()->runner()->startedCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(tools()->review() && !tools()->runner()->isRunning(), 30000);
    }
};

QTEST_MAIN(TestReviewApp)
#include "tst_review_app.moc"
