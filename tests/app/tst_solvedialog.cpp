// The solve dialog driven through its buttons on the last three layers (39..37, about five
// seconds from the endgame database) in temporary folders: progress, cancel between layers,
// resume where it stopped, damaged files solved again rather than trusted, closing while it
// runs, and the window reopening its tables and analysing again after a solve.
#include <QAction>
#include <QDir>
#include <QFile>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/AnalysisStatus.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/SolvePlan.h"
#include "session/GameSession.h"
#include "solve/SolveDialog.h"
#include "window/MainWindow.h"

namespace {

constexpr int kBottom = 37;
constexpr int kThreads = 2;

QString fileOf(const QString& dir, int layer) {
    return dir + QLatin1Char('/') + QString::fromStdString(bagh::solve::layerFileName(layer));
}

// The layer files in `dir` that pass the full check (format 3: the tigers layers 39 and 37;
// goats layer 38 is derived), and whether anything else lies there (a temporary file left by a
// half-written layer would).
QList<int> soundLayers(const QString& dir, QStringList* others = nullptr) {
    QList<int> layers;
    for (const QString& name : QDir(dir).entryList(QDir::Files | QDir::Hidden)) {
        int layer = -1;
        for (int l = 0; l <= bagh::solve::kTopLayer; ++l)
            if (name == QString::fromStdString(bagh::solve::layerFileName(l))) layer = l;
        if (layer >= 0 && bagh::solve::verifyLayer(dir.toStdString(), layer).empty())
            layers << layer;
        else if (others)
            *others << name;
    }
    std::sort(layers.begin(), layers.end(), std::greater<int>());
    return layers;
}

QList<int> layersOf(const QSignalSpy& spy) {
    QList<int> out;
    for (const QList<QVariant>& args : spy) out << args.at(0).toInt();
    return out;
}

// The longest wait for a solve or for what follows it: a run takes seconds.
int solveTimeout() { return testenv::timeout(120000); }

using apptest::shot;

}  // namespace

class TestSolveDialog : public QObject {
    Q_OBJECT

private:
    QTemporaryDir noTables_;  // what the engine sees as the user's tables: nothing
    QTemporaryDir solved_;    // layers 39..37, solved once and copied by later tests

    // Starts a run and waits for its end; returns the layers reported solved.
    QList<int> run(SolveDialog& d, bool* ok = nullptr) {
        QSignalSpy layers(&d, &SolveDialog::layerSolved);
        QSignalSpy finished(&d, &SolveDialog::runFinished);
        QTest::mouseClick(d.startButton(), Qt::LeftButton);
        if (!finished.wait(solveTimeout())) qWarning("the solve did not finish");
        if (ok) *ok = !finished.isEmpty() && finished.first().at(0).toBool();
        return layersOf(layers);
    }
    // Copies layers of solved_, solving them first when this test runs on its own.
    void copySolved(const QString& to, QList<int> layers) {
        if (soundLayers(solved_.path()) != QList<int>{39, 37}) {
            SolveDialog d;
            d.setJob(solved_.path(), kBottom, kThreads);
            run(d);
        }
        for (int l : layers) QVERIFY(QFile::copy(fileOf(solved_.path(), l), fileOf(to, l)));
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        QVERIFY(noTables_.isValid() && solved_.isValid());
        qputenv("BAGHCHAL_TABLES", noTables_.path().toLocal8Bit());
    }

    void solvesWithProgress() {
        SolveDialog d;
        QCOMPARE(d.job().dir, noTables_.path());  // the engine's own table folder by default
        d.setJob(solved_.path(), kBottom, kThreads);
        d.show();
        QCOMPARE(d.resumeLayer(), 39);
        QCOMPARE(d.startButton()->text(), QStringLiteral("Start"));
        QCOMPARE(d.progressBar()->value(), 0);
        shot(&d, "solve-idle.png");
        QSignalSpy solvedSpy(&d, &SolveDialog::solved);
        QSignalSpy progress(&d, &SolveDialog::layerSolved);
        QList<int> values;
        QStringList times;
        connect(&d, &SolveDialog::layerSolved, this, [&] {
            values << d.progressBar()->value();
            times << d.timeText();
        });
        connect(&d, &SolveDialog::layerSolved, this, [&](int layer) {
            if (layer == 38) shot(&d, "solve-running.png");
        });
        bool ok = false;
        QCOMPARE(run(d, &ok), (QList<int>{39, 38, 37}));  // 38 derived, reported all the same
        QVERIFY(ok);
        // By layers, as the state line counts them: a third for each (weighted by positions,
        // the first layers of a whole solve left the bar at 0 %).
        QCOMPARE(values.size(), 3);
        const int max = d.progressBar()->maximum();
        QCOMPARE(values[0], max / 3);
        QCOMPARE(values[1], 2 * max / 3);
        QCOMPARE(values[2], max);
        // One estimate: the time left at this run's pace replaces the figure measured
        // beforehand as soon as there is one, and the figure is back once the run is over.
        QVERIFY2(times[0].contains(QStringLiteral("more minutes at the pace so far")),
                 qPrintable(times[0]));
        QVERIFY2(!times[0].contains(QStringLiteral("5–10")), qPrintable(times[0]));
        QCOMPARE(d.timeText(), QStringLiteral("about 5–10 minutes on two cores, using every core"));
        // The last layer in a player's words, not the solver's log line.
        QVERIFY2(d.lineText().startsWith(QStringLiteral("Layer 37 solved in ")) &&
                     !d.lineText().contains(QStringLiteral("positions")) &&
                     !d.lineText().contains(QStringLiteral("M/s")),
                 qPrintable(d.lineText()));
        QCOMPARE(solvedSpy.count(), 1);
        QCOMPARE(solvedSpy.first().at(0).toString(), solved_.path());
        QStringList others;
        QCOMPARE(soundLayers(solved_.path(), &others), (QList<int>{39, 37}));
        QVERIFY2(others.isEmpty(), qPrintable(others.join(' ')));
        // Everything there: offered again, not repeated by itself.
        QCOMPARE(d.resumeLayer(), -1);
        QCOMPARE(d.startButton()->text(), QStringLiteral("Solve Again"));
        QVERIFY(d.stateText().startsWith(QStringLiteral("Done")));
        shot(&d, "solve-done.png");
        d.refresh();
        QVERIFY(d.stateText().contains(QStringLiteral("solved")));
    }

    void cancelStopsBetweenLayersAndResumes() {
        QTemporaryDir dir;
        SolveDialog d;
        d.setJob(dir.path(), kBottom, kThreads);
        d.show();
        QSignalSpy partly(&d, &SolveDialog::partlySolved);
        // Cancel once the first layer is written: the solver is on the next one by then and
        // drops it within about a second (or has just finished it).
        connect(&d, &SolveDialog::layerSolved, &d,
                [&] { QTest::mouseClick(d.cancelButton(), Qt::LeftButton); });
        bool ok = true;
        const QList<int> first = run(d, &ok);
        QVERIFY(!ok);
        QVERIFY(!d.isRunning());
        QCOMPARE(first.value(0), 39);
        QVERIFY(first.size() <= 2);
        qInfo("stopped after %d layer(s)", int(first.size()));
        QStringList others;
        const QList<int> kept = soundLayers(dir.path(), &others);
        QCOMPARE(kept, QList<int>{39});  // the one file reported is there and sound, nothing else
        QVERIFY2(others.isEmpty(), qPrintable(others.join(' ')));
        QCOMPARE(d.resumeLayer(), 37);  // goats layer 38 is derived from 39, done or not
        QCOMPARE(d.startButton()->text(), QStringLiteral("Continue"));
        QVERIFY(d.stateText().startsWith(QStringLiteral("Stopped")));
        // The layers written so far are offered to the engine at once.
        QCOMPARE(partly.count(), 1);
        QCOMPARE(partly.at(0).at(0).toString(), dir.path());
        shot(&d, "solve-stopped.png");

        disconnect(&d, &SolveDialog::layerSolved, &d, nullptr);
        const int resume = d.resumeLayer();
        const QList<int> second = run(d, &ok);
        QVERIFY(ok);
        QCOMPARE(second.value(0), resume);  // no layer solved twice
        QCOMPARE(soundLayers(dir.path()), (QList<int>{39, 37}));
    }

    // Layer 39 damaged: solved again, with 38 and 37 after it, rather than trusted.
    void damagedLayerIsSolvedAgain_data() {
        QTest::addColumn<bool>("truncated");
        QTest::addColumn<int>("resume");  // where the cheap look at the headers resumes
        // A truncated file fails the cheap look: solved again from there (layer 37's file,
        // below the gap, is not trusted).
        QTest::newRow("truncated file") << true << 39;
        // Damage inside a block passes the cheap look, which trusts the header; the runner
        // checks the file it resumes from (39, for goats layer 38) completely and goes back up.
        QTest::newRow("damaged block") << false << 37;
    }
    void damagedLayerIsSolvedAgain() {
        QFETCH(bool, truncated);
        QFETCH(int, resume);
        QTemporaryDir dir;
        copySolved(dir.path(), truncated ? QList<int>{39, 37} : QList<int>{39});
        QFile f(fileOf(dir.path(), 39));
        QVERIFY(f.open(QIODevice::ReadWrite));
        if (truncated) {
            QVERIFY(f.resize(f.size() / 2));
        } else {
            QVERIFY(f.seek(f.size() - 1000));
            const char byte = f.peek(1).at(0);
            f.write(QByteArray(1, char(byte ^ 0x5a)));
        }
        f.close();
        SolveDialog d;
        d.setJob(dir.path(), kBottom, kThreads);
        QCOMPARE(d.resumeLayer(), resume);
        // From the top it is a fresh start: nothing below a damaged top file is trusted.
        QCOMPARE(d.startButton()->text(),
                 resume == 39 ? QStringLiteral("Start") : QStringLiteral("Continue"));
        bool ok = false;
        QCOMPARE(run(d, &ok), (QList<int>{39, 38, 37}));
        QVERIFY(ok);
        QCOMPARE(soundLayers(dir.path()), (QList<int>{39, 37}));
    }

    void closingWhileRunningStops() {
        QTemporaryDir dir;
        SolveDialog d;
        d.setJob(dir.path(), kBottom, kThreads);
        d.show();
        QSignalSpy finished(&d, &SolveDialog::runFinished);
        QTest::mouseClick(d.startButton(), Qt::LeftButton);
        QVERIFY(d.isRunning());
        QTest::mouseClick(d.closeButton(), Qt::LeftButton);
        QVERIFY(!d.isVisible());  // gone at once, the solve stops in the background
        QVERIFY(finished.wait(solveTimeout()));
        QCOMPARE(finished.first().at(1).toBool(), true);  // cancelled
        QStringList others;
        const QList<int> kept = soundLayers(dir.path(), &others);
        QVERIFY(kept.size() <= 1);
        QVERIFY2(others.isEmpty(), qPrintable(others.join(' ')));
        // Deleting a running dialog waits for the solve instead of crashing.
        auto* again = new SolveDialog;
        again->setJob(dir.path(), kBottom, kThreads);
        again->start();
        QVERIFY(again->isRunning());
        delete again;
        QVERIFY(soundLayers(dir.path(), &others).size() <= 3);
        QVERIFY2(others.isEmpty(), qPrintable(others.join(' ')));
    }

    // Said before any work, with the folder named (a file stands where the folder should be:
    // refused even to root).
    void unusableFolderIsReported() {
        QTemporaryDir dir;
        QFile blocker(dir.filePath(QStringLiteral("file")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        const QString folder = dir.filePath(QStringLiteral("file/tables"));
        SolveDialog d;
        d.setJob(folder, kBottom, kThreads);
        bool ok = true;
        QVERIFY(run(d, &ok).isEmpty());
        QVERIFY(!ok);
        QVERIFY2(d.stateText().contains(folder) && d.stateText().contains(QStringLiteral("error")),
                 qPrintable(d.stateText()));
        QVERIFY(!d.isRunning());
        QVERIFY(d.startButton()->isEnabled());
    }

    // Quitting while a solve runs: the window stays until the solve has stopped (within about
    // a second), then closes by itself; the GUI is never blocked meanwhile.
    void windowWaitsForTheSolveBeforeClosing() {
        QTemporaryDir dir;
        const std::unique_ptr<MainWindow> w = apptest::openWindow();
        QVERIFY(w);
        w->showSolveDialog();
        SolveDialog* d = w->solveDialog();
        d->setJob(dir.path(), kBottom, kThreads);
        QSignalSpy finished(d, &SolveDialog::runFinished);
        d->start();
        QVERIFY(!w->close());
        QVERIFY(w->isVisible());
        QVERIFY(finished.wait(solveTimeout()));
        QTRY_VERIFY_WITH_TIMEOUT(!w->isVisible(), testenv::timeout(30000));
        QStringList others;
        soundLayers(dir.path(), &others);
        QVERIFY2(others.isEmpty(), qPrintable(others.join(' ')));
    }

    // After a solve from the window, the engine reads the new tables: the status bar and the
    // analysis of a position two placements from the end turn exact.
    void windowUsesTablesAfterSolve() {
        QTemporaryDir dir;
        copySolved(dir.path(), {39});  // only layer 37 is left to solve (38 derived): quicker
        const std::unique_ptr<MainWindow> w = apptest::openWindow();
        QVERIFY(w);
        QVERIFY(apptest::loadPosition(w.get(), "TGGGT/GGGGG/GG1GG/GGGGG/T1GGT t g1 c0"));
        QTRY_VERIFY_WITH_TIMEOUT(w->analysisStatus()->text().contains(QStringLiteral("estimates")),
                                 testenv::timeout(30000));
        w->analysisMode()->setActive(true);
        apptest::findAction(w.get(), QStringLiteral("Solve the Whole Game"))->trigger();
        SolveDialog* d = w->solveDialog();
        QVERIFY(d && d->isVisible());
        d->setJob(dir.path(), kBottom, kThreads);
        QCOMPARE(d->resumeLayer(), 37);
        bool ok = false;
        QCOMPARE(run(*d, &ok), (QList<int>{37}));
        QVERIFY(ok);
        QTRY_COMPARE_WITH_TIMEOUT(w->analysisStatus()->text(),
                                  QStringLiteral("Certain values here (solved tables)"),
                                  solveTimeout());
        const AnalysisModel* model = w->analysisMode()->panel()->model();
        QTRY_VERIFY_WITH_TIMEOUT(
            !model->report().analysis.moves.empty() && model->report().analysis.exact,
            solveTimeout());
        for (const bagh::games::MoveValue& mv : model->report().analysis.moves) QVERIFY(mv.exact);
        shot(d, "solve-window.png");
        shot(w.get(), "solve-window-main.png");
        d->close();
    }
};

QTEST_MAIN(TestSolveDialog)
#include "tst_solvedialog.moc"
