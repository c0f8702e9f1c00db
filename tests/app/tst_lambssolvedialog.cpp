// The solve dialog for Lambs and Tigers, by its real widgets and keys: the game and rule chosen
// with the keyboard and the figures shown for each; a solve of the 23-point board's late capture
// blocks (13 captures to win, 11 and 12 taken: layers 30..22, a few seconds) started with
// Enter, cancelled between layers and continued, each value compared with a solve that ran
// through; a checkpoint of the sliding phase shown and continued; a damaged file solved again;
// Escape stopping a run within about a second; and the main window playing Lambs and Tigers
// opening the dialog on its own rule and reading the tables a solve writes.
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <atomic>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "dialogs/NewGameDialog.h"
#include "engine/lambs/solve/LambsSolvePlan.h"
#include "engine/lambs/solve/SolveDir.h"
#include "engine/lambs/solve/TableFile.h"
#include "session/GameSession.h"
#include "solve/SolveDialog.h"
#include "window/MainWindow.h"

using namespace bagh::lambs;
using Target = bagh::solve::SolveTarget;

namespace {

constexpr int kToWin = 13, kLow = 11;  // the test's solve: layers 30..22
constexpr int kThreads = 2;

Target lateBlocks() {
    Target t;
    t.game = Target::Game::Lambs;
    t.lambsCaptures = kToWin;
    t.minCaptured = kLow;
    return t;
}

// The engine's view of the same tables.
struct Space {
    Space() : index(lambsBoard()), space{&index, 15, kToWin, kLow} {}
    SolveIndex index;
    SolveSpace space;
};

int solveTimeout() { return testenv::timeout(120000); }

using apptest::shot;

}  // namespace

class TestLambsSolveDialog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir noTables_;  // what the engines see as the user's tables: nothing
    QTemporaryDir whole_;     // the test's solve, run through once
    Space s_;

    // Starts a run with Enter (Start is the default button) and waits for its end; returns the
    // layers reported solved.
    QList<int> run(SolveDialog& d, bool* ok = nullptr) {
        QSignalSpy layers(&d, &SolveDialog::layerSolved);
        QSignalSpy finished(&d, &SolveDialog::runFinished);
        d.show();
        d.activateWindow();
        if (!QTest::qWaitForWindowActive(&d)) qWarning("the dialog is not active");
        // Enter presses Start: the default button, or the focused one after a run.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        if (!finished.wait(solveTimeout())) qWarning("the solve did not finish");
        if (ok) *ok = !finished.isEmpty() && finished.first().at(0).toBool();
        QList<int> out;
        for (const QList<QVariant>& args : layers) out << args.at(0).toInt();
        return out;
    }
    bool sameAsWhole(const QString& dir) {
        for (int layer = 2 * kLow; layer <= s_.space.topLayer(); ++layer) {
            Layer a, b;
            const std::string ea = readTableFile(
                tablePath(s_.space, whole_.path().toStdString(), layer), s_.space, layer, &a, 2);
            const std::string eb = readTableFile(tablePath(s_.space, dir.toStdString(), layer),
                                                 s_.space, layer, &b, 2);
            if (!ea.empty() || !eb.empty() || a.words != b.words) {
                qWarning("layer %d: %s %s", layer, ea.c_str(), eb.c_str());
                return false;
            }
        }
        return true;
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        QVERIFY(noTables_.isValid() && whole_.isValid());
        qputenv("BAGHCHAL_TABLES", noTables_.path().toLocal8Bit());
        SolveDirOptions o;
        o.dir = whole_.path().toStdString();
        o.threads = kThreads;
        QVERIFY(solveIntoDir(s_.space, o).ok);
    }

    // Only the rules of the game chosen show: the captures rule is Lambs and Tigers' alone
    // (Bagh-Chal's tigers always win at five), in the solve dialog and in New Game, whose
    // traditional match and repetition rule are Bagh-Chal's alone.
    void rulesOfTheChosenGameOnly() {
        SolveDialog d;
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY(!d.capturesBox()->isVisible());
        QTest::keyClick(&d, Qt::Key_G, Qt::AltModifier);
        QTest::keyClick(d.gameBox(), Qt::Key_Down);
        QVERIFY(d.job().target.isLambs());
        QVERIFY(d.capturesBox()->isVisible());

        NewGameDialog n(GameSetup{});
        n.show();
        QVERIFY(QTest::qWaitForWindowExposed(&n));
        // The combo box whose items are the captures rules, and the Bagh-Chal-only controls.
        QComboBox *game = nullptr, *captures = nullptr, *repetition = nullptr;
        for (QComboBox* box : n.findChildren<QComboBox*>()) {
            if (box->findText(QStringLiteral("Every goat taken")) >= 0) captures = box;
            if (box->findText(QStringLiteral("Lambs and Tigers"), Qt::MatchStartsWith) >= 0)
                game = box;
            if (box->findText(QStringLiteral("Third repetition"), Qt::MatchStartsWith) >= 0)
                repetition = box;
        }
        QVERIFY(game && captures && repetition);
        auto* match = n.findChild<QCheckBox*>();
        QVERIFY(match);
        auto labelShown = [&](const QString& text) {
            for (QLabel* l : n.findChildren<QLabel*>())
                if (l->text() == text && l->isVisible()) return true;
            return false;
        };
        QVERIFY(!captures->isVisible());
        QVERIFY(!labelShown(QStringLiteral("Tigers win at")));
        QVERIFY(repetition->isVisible() && match->isVisible());
        game->setCurrentIndex(1);
        QVERIFY(captures->isVisible() && captures->isEnabled());
        QVERIFY(labelShown(QStringLiteral("Tigers win at")));
        QVERIFY(!repetition->isVisible() && !match->isVisible());
        QCOMPARE(n.setup().game, GameKind::Lambs);
        game->setCurrentIndex(0);
        QVERIFY(!captures->isVisible());
    }

    // Alt+G and Alt+T reach the choices; each shows its own figures (docs/FIGURES.md).
    void figuresFollowTheChoice() {
        SolveDialog d;
        d.show();
        QVERIFY(QTest::qWaitForWindowActive(&d));
        QCOMPARE(d.job().dir, noTables_.path());
        QCOMPARE(d.job().target, Target());  // Bagh-Chal at first
        QCOMPARE(d.diskText(), QStringLiteral("about 840 MB"));
        QVERIFY(!d.capturesBox()->isEnabled());
        QTest::keyClick(&d, Qt::Key_G, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), d.gameBox());
        QTest::keyClick(d.gameBox(), Qt::Key_Down);
        QVERIFY(d.job().target.isLambs());
        QCOMPARE(d.job().target.lambsCaptures, bagh::games::kLambsEveryGoat);
        QVERIFY(d.capturesBox()->isEnabled());
        QCOMPARE(d.capturesBox()->currentText(), QStringLiteral("Every goat taken"));
        QCOMPARE(d.diskText(), QStringLiteral("about 200 MB"));
        QCOMPARE(d.memoryText(), QStringLiteral("about 880 MB while solving"));
        QCOMPARE(d.timeText(), QStringLiteral("about 4–14 minutes on two cores, using every core"));
        QCOMPARE(d.stateText(), QStringLiteral("Not solved yet: 31 layers to solve."));
        shot(&d, "lambs-solve-idle.png");
        QTest::keyClick(&d, Qt::Key_T, Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), d.capturesBox());
        QTest::keyClick(d.capturesBox(), Qt::Key_Down);
        QCOMPARE(d.job().target.lambsCaptures, 5);
        QCOMPARE(d.diskText(), QStringLiteral("about 350 MB"));
        QCOMPARE(d.memoryText(), QStringLiteral("about 570 MB while solving"));
        QCOMPARE(d.timeText(), QStringLiteral("about 3–8 minutes on two cores, using every core"));
        QTest::keyClick(d.capturesBox(), Qt::Key_Down);
        QCOMPARE(d.job().target.lambsCaptures, 6);
        QCOMPARE(d.diskText(), QStringLiteral("about 340 MB"));
        QCOMPARE(d.memoryText(), QStringLiteral("about 690 MB while solving"));
        // Back to Bagh-Chal: its own figures, the rule box off again.
        QTest::keyClick(&d, Qt::Key_G, Qt::AltModifier);
        QTest::keyClick(d.gameBox(), Qt::Key_Up);
        QCOMPARE(d.job().target, Target());
        QCOMPARE(d.memoryText(), QStringLiteral("about 1.3 GB while solving"));
        QVERIFY(!d.capturesBox()->isEnabled());
    }

    // Enter starts; Cancel stops between layers, keeping those written; Continue picks up
    // with the next one and the tables equal a solve that ran through.
    void cancelAndContinue() {
        QTemporaryDir dir;
        SolveDialog d;
        d.setTarget(lateBlocks());
        d.setJob(dir.path(), 0, kThreads);
        QCOMPARE(d.job().bottom, 2 * kLow);  // the test space's lowest layer
        d.show();
        QVERIFY(QTest::qWaitForWindowActive(&d));
        QCOMPARE(d.stateText(), QStringLiteral("Not solved yet: 9 layers to solve."));
        QCOMPARE(d.startButton()->text(), QStringLiteral("Start"));
        QSignalSpy partly(&d, &SolveDialog::partlySolved);
        QList<int> values;
        connect(&d, &SolveDialog::layerSolved, this, [&](int layer) {
            values << d.progressBar()->value();
            if (layer == 29) {  // the sliding phase's two layers are written: stop
                QVERIFY(d.stateText().startsWith(QStringLiteral("Solving layer 28")));
                shot(&d, "lambs-solve-running.png");
                QTest::mouseClick(d.cancelButton(), Qt::LeftButton);
                QVERIFY(d.stateText().startsWith(QStringLiteral("Stopping")));
            }
        });
        bool ok = true;
        const QList<int> first = run(d, &ok);
        QVERIFY(!ok);
        QCOMPARE(first.mid(0, 2), (QList<int>{30, 29}));
        QVERIFY(first.size() <= 3);
        // By layers, as the state line counts them: two of nine once the sliding phase has
        // written both its layers (never a step back in between).
        QVERIFY(values[0] > 0 && values[1] >= values[0]);
        QCOMPARE(values[1], 2 * d.progressBar()->maximum() / 9);
        QCOMPARE(d.resumeLayer(), first.last() - 1);
        QCOMPARE(d.startButton()->text(), QStringLiteral("Continue"));
        QVERIFY2(d.stateText().startsWith(QStringLiteral("Stopped: %1 of 9 layers are solved; "
                                                         "Continue picks up with layer %2")
                                              .arg(first.size())
                                              .arg(d.resumeLayer())),
                 qPrintable(d.stateText()));
        QCOMPARE(partly.count(), 1);
        shot(&d, "lambs-solve-stopped.png");
        disconnect(&d, &SolveDialog::layerSolved, this, nullptr);

        const int resume = d.resumeLayer();
        const QList<int> second = run(d, &ok);
        QVERIFY(ok);
        QCOMPARE(second.first(), resume);  // no layer solved twice
        QCOMPARE(second.last(), 2 * kLow);
        QCOMPARE(d.progressBar()->value(), d.progressBar()->maximum());
        QVERIFY(d.stateText().startsWith(QStringLiteral("Done")));
        QCOMPARE(d.startButton()->text(), QStringLiteral("Solve Again"));
        QVERIFY(sameAsWhole(dir.path()));
    }

    // A checkpoint of the sliding phase (left by a stopped solve) shows as part of the first
    // layer, and Continue reads it rather than solving its blocks again.
    void checkpointIsContinued() {
        QTemporaryDir dir;
        SolveDirOptions o;
        o.dir = dir.path().toStdString();
        o.threads = kThreads;
        o.checkpointSeconds = 0;
        std::atomic<bool> cancel{false};
        o.cancel = &cancel;
        o.slidingDone = [&](double) { cancel = true; };  // after the first block (12 taken)
        QVERIFY(solveIntoDir(s_.space, o).cancelled);
        QCOMPARE(findCheckpoint(s_.space, o.dir), 12);
        SolveDialog d;
        d.setTarget(lateBlocks());
        d.setJob(dir.path(), 0, kThreads);
        d.show();
        QCOMPARE(d.resumeLayer(), 30);
        QCOMPARE(d.stateText(), QStringLiteral("0 of 9 layers are solved and part of layer 30; "
                                               "the solve continues there."));
        QCOMPARE(d.startButton()->text(), QStringLiteral("Continue"));
        QVERIFY(d.progressBar()->value() > 0);
        QStringList lines;
        connect(&d, &SolveDialog::layerSolved, this, [&] { lines << d.lineText(); });
        bool ok = false;
        QCOMPARE(run(d, &ok).first(), 30);
        QVERIFY(ok);
        QVERIFY(sameAsWhole(dir.path()));
        QCOMPARE(findCheckpoint(s_.space, o.dir), -1);  // removed with the sliding layers
    }

    // A truncated layer is not trusted: the solve starts there again.
    void damagedLayerIsSolvedAgain() {
        QTemporaryDir dir;
        for (int layer = 25; layer <= 30; ++layer)
            QVERIFY(QFile::copy(
                QString::fromStdString(tablePath(s_.space, whole_.path().toStdString(), layer)),
                QString::fromStdString(tablePath(s_.space, dir.path().toStdString(), layer))));
        QFile f(QString::fromStdString(tablePath(s_.space, dir.path().toStdString(), 26)));
        QVERIFY(f.open(QIODevice::ReadWrite) && f.resize(f.size() / 2));
        f.close();
        SolveDialog d;
        d.setTarget(lateBlocks());
        d.setJob(dir.path(), 0, kThreads);
        QCOMPARE(d.resumeLayer(), 26);
        QCOMPARE(d.stateText(),
                 QStringLiteral("4 of 9 layers are solved; the solve continues with layer 26."));
        bool ok = false;
        QCOMPARE(run(d, &ok).first(), 26);
        QVERIFY(ok);
        QVERIFY(sameAsWhole(dir.path()));
    }

    // Escape closes the dialog at once and the solve stops within about a second, whatever
    // step it is on.
    void escapeStopsWithinASecond() {
        QTemporaryDir dir;
        SolveDialog d;
        d.setTarget(lateBlocks());
        d.setJob(dir.path(), 0, kThreads);
        d.show();
        QVERIFY(QTest::qWaitForWindowActive(&d));
        QSignalSpy finished(&d, &SolveDialog::runFinished);
        d.start();
        QTRY_VERIFY(d.stateText().startsWith(QStringLiteral("Solving")));  // under way
        QElapsedTimer clock;
        clock.start();
        QTest::keyClick(&d, Qt::Key_Escape);
        QVERIFY(!d.isVisible());
        QVERIFY(finished.wait(solveTimeout()));
        qInfo("stopped %lld ms after Escape", static_cast<long long>(clock.elapsed()));
        QVERIFY(clock.elapsed() < 1500 * testenv::timeoutScale());
        QCOMPARE(finished.first().at(1).toBool(), true);  // cancelled
    }

    // Tools ▸ Solve, while the main window plays Lambs and Tigers, opens the dialog on the
    // game's rule (as does showLambsSolveDialog, the command line's --solve-lambs), and the
    // tables a solve writes make the window's analysis exact at once.
    void mainWindowSolvesTheLambsRule() {
        const std::unique_ptr<MainWindow> w = apptest::openWindow();
        QVERIFY(w);
        GameSetup setup = apptest::twoPlayers();
        setup.game = GameKind::Lambs;
        setup.lambsCaptures = 5;
        w->startNewGame(setup);
        QCOMPARE(w->session()->game().kind(), GameKind::Lambs);
        apptest::findAction(w.get(), QStringLiteral("Solve the Whole Game"))->trigger();
        SolveDialog* d = w->solveDialog();
        QVERIFY(d && d->isVisible());
        QVERIFY(d->job().target.isLambs() && d->job().target.lambsCaptures == 5);
        d->close();
        // The command line's way in (--solve-lambs): the dialog on the rule asked for.
        w->showLambsSolveDialog(6);
        QVERIFY(d->isVisible());
        QVERIFY(d->job().target.isLambs());
        QCOMPARE(d->job().target.lambsCaptures, 6);
        QCOMPARE(d->capturesBox()->currentText(), QStringLiteral("Six goats taken"));
        d->close();
        w->showLambsSolveDialog(5);
        QVERIFY(d->isVisible());
        QCOMPARE(d->job().target.lambsCaptures, 5);
        QCOMPARE(d->capturesBox()->currentText(), QStringLiteral("Five goats taken"));
        d->close();

        // Five goats placed, tigers to move (layer 9): beyond the shipped book, so the analysis
        // estimates.
        QVERIFY(apptest::loadPosition(w.get(), "T/2TT2/GGGGG1/6/4 t g10 c0"));
        QCOMPARE(w->session()->game().capturesToWin(), 5);
        w->analysisMode()->setActive(true);
        const AnalysisModel* list = w->analysisMode()->panel()->model();
        const int legal = static_cast<int>(w->session()->legalMoves().size());
        const std::uint64_t key = w->session()->game().current().key();
        auto shown = [&] { return list->report().positionKey == key && list->rowCount() == legal; };
        QTRY_VERIFY_WITH_TIMEOUT(shown(), testenv::timeout(10000));
        QVERIFY(!list->report().analysis.moves[0].exact);  // an estimate
        QVERIFY2(
            list->data(list->index(0, 0), AnalysisModel::EngineLineRole)
                .toString()
                .contains(QStringLiteral("estimate")),
            qPrintable(list->data(list->index(0, 0), AnalysisModel::EngineLineRole).toString()));
        // A solve writes layer 10 (here every value a draw, as a stand-in made in the format a
        // solve writes) and says so: the analysis starts again, exact.
        QTemporaryDir tables;
        const SolveIndex ix(lambsBoard());
        const SolveSpace space{&ix, 15, 5};
        Layer layer(layerShape(space, 10));
        std::fill(layer.words.begin(), layer.words.end(), 0xAAAAAAAAAAAAAAAAull);
        QCOMPARE(writeTableFile(tablePath(space, tables.path().toStdString(), 10), space, layer, 2),
                 std::string());
        Target target;
        target.game = Target::Game::Lambs;
        target.lambsCaptures = 5;
        d->setTarget(target);
        emit d->partlySolved(tables.path());
        auto exactDraws = [&] {
            if (!shown()) return false;
            for (const bagh::games::MoveValue& mv : list->report().analysis.moves)
                if (!mv.exact || mv.value != bagh::GameValue::Draw) return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(exactDraws(), testenv::timeout(10000));
        for (int i = 0; i < legal; ++i)
            QVERIFY(list->data(list->index(i, 0), AnalysisModel::EngineLineRole)
                        .toString()
                        .contains(QStringLiteral(" draw exact")));
        shot(w.get(), "lambs-window-exact.png");
        w->analysisMode()->setActive(false);
    }
};

QTEST_MAIN(TestLambsSolveDialog)
#include "tst_lambssolvedialog.moc"
