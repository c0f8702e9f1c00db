// Analysis mode: the values on the board and in the list are the engine's. For database
// positions every mark equals the database value of the child position, and every list line
// equals what `baghchal-engine analyse` prints for the same position. Also the value text
// helper, and navigation with the arrow keys.
#include <QProcess>
#include <QTest>

#include "AppTest.h"
#include "EngineBridge.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/EvalGraph.h"
#include "board/BoardView.h"
#include "core/MoveGen.h"
#include "db/EndgameDb.h"
#include "search/Report.h"
#include "search/Score.h"
#include "session/GameController.h"
#include "session/MoveListModel.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"

using namespace bagh;

class TestAnalysis : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;
    std::unique_ptr<EndgameDb> db_;

    // Waits for the analysis of the shown position to settle (its final report).
    bool waitForAnalysis() {
        return QTest::qWaitFor([this] { return window_->analysisMode()->isSettled(); },
                               testenv::timeout(30000));
    }
    // Turns analysis on for `obx` and waits for the final report.
    bool analyse(const char* obx) {
        if (!apptest::loadPosition(window_.get(), obx)) return false;
        window_->analysisMode()->setActive(true);
        return waitForAnalysis();
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        std::string error;
        db_ = EndgameDb::open(testenv::databasePath(), &error);
        QVERIFY2(db_, error.c_str());
    }

    void init() {
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    // Every legal move has a mark, and each mark is the database value of its child, seen
    // from the side to move (the child's value flipped, one ply further).
    void marksEqualTheDatabase_data() {
        QTest::addColumn<QString>("obx");
        QTest::newRow("goats to move") << "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1";
        QTest::newRow("tigers to move") << "T1G1T/GGGGG/GG1GG/GGGGG/T1G1T t g0 c4";
        QTest::newRow("four captured") << "TGGGT/G1G1G/GG1GG/G1G1G/TGGGT g g0 c4";
    }

    void marksEqualTheDatabase() {
        QFETCH(QString, obx);
        QVERIFY(analyse(obx.toLatin1().constData()));
        const Position pos = bridge::position(obx.toLatin1().constData());
        QVERIFY(EndgameDb::covers(pos));
        MoveList legal;
        generateMoves(pos, legal);
        const QVector<MoveMark> marks = window_->boardView()->moveMarks();
        QCOMPARE(marks.size(), legal.size());
        for (Move m : legal) {
            Position child = pos;
            child.makeMove(m);
            // The fifth capture leaves the database: then the rules give the value.
            DbProbe probe = db_->probe(child);
            if (!EndgameDb::covers(child)) {
                QVERIFY(child.result().over());
                probe = DbProbe{GameValue::Loss, 0};
            }
            MoveValue expected;
            expected.move = m;
            expected.exact = true;
            expected.value = probe.value == GameValue::Win    ? GameValue::Loss
                             : probe.value == GameValue::Loss ? GameValue::Win
                                                              : GameValue::Draw;
            expected.plies = probe.value == GameValue::Draw ? -1 : probe.plies + 1;
            const auto it = std::find_if(marks.begin(), marks.end(),
                                         [m](const MoveMark& k) { return k.move == m; });
            QVERIFY2(it != marks.end(), m.toString().c_str());
            QCOMPARE(it->tag, QString::fromStdString(report::boardTag(expected)));
            QCOMPARE(it->value, expected.value);
            QVERIFY(it->exact);
        }
    }

    // The list says, line for line, what the command-line engine says.
    void listEqualsCliAnalyse() {
        const char* obx = "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1";
        QVERIFY(analyse(obx));
        QProcess cli;
        cli.start(testenv::enginePath(), {QStringLiteral("analyse"), QString::fromLatin1(obx)});
        QVERIFY(cli.waitForFinished(testenv::timeout(60000)));
        QCOMPARE(cli.exitCode(), 0);
        QStringList expected =
            QString::fromLatin1(cli.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
        QVERIFY(expected.size() > 1);
        const AnalysisModel* model = window_->analysisMode()->panel()->model();
        QCOMPARE(QString::fromStdString(report::positionLine(model->report().analysis)),
                 expected.takeFirst());
        QStringList shown;
        for (int row = 0; row < model->rowCount(); ++row)
            shown << model->data(model->index(row, 0), AnalysisModel::EngineLineRole).toString();
        QCOMPARE(shown, expected);
    }

    // A placement position: one mark per empty point, every one a placement.
    void placementMarksCoverEveryEmptyPoint() {
        QVERIFY(apptest::loadPosition(window_.get(), "T1G1T/5/2G2/5/T3T g g18 c0"));
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window_->boardView()->moveMarks().size() == 19,
                                 testenv::timeout(30000));
        for (const MoveMark& m : window_->boardView()->moveMarks()) QVERIFY(m.move.isPlacement());
        window_->analysisMode()->setActive(false);
        QVERIFY(window_->boardView()->moveMarks().isEmpty());
    }

    // The analysis follows the board: a move played restarts it on the new position.
    void restartsWhenThePositionChanges() {
        QVERIFY(analyse("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        QVERIFY(apptest::playTypedMoves(window_->controller(), {"E3D4"}));
        QVERIFY(waitForAnalysis());
        const AnalysisReport& r = window_->analysisMode()->panel()->model()->report();
        QCOMPARE(r.positionKey, window_->controller()->game().current().key());
        QCOMPARE(r.sideToMove, Side::Tigers);
    }

    void navigationKeys() {
        GameController* c = window_->controller();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2", "B1A1"}));
        window_->activateWindow();
        QCOMPARE(c->currentPly(), 4);
        QTest::keyClick(window_.get(), Qt::Key_Left);
        QCOMPARE(c->currentPly(), 3);
        QTest::keyClick(window_.get(), Qt::Key_Home);
        QCOMPARE(c->currentPly(), 0);
        QTest::keyClick(window_.get(), Qt::Key_Right);
        QCOMPARE(c->currentPly(), 1);
        QCOMPARE(window_->boardView()->lastMove().toString(), std::string("C1"));
        QTest::keyClick(window_.get(), Qt::Key_End);
        QCOMPARE(c->currentPly(), 4);
        // Playing on from an earlier position drops the later moves (asked, here agreed).
        c->goToPly(2);
        QCOMPARE(c->fullGame().length(), 4);
        QVERIFY(apptest::playTypedMoves(c, {"D1"}));
        QCOMPARE(c->fullGame().length(), 3);
        QCOMPARE(c->lastPly(), 3);
    }

    void graphHasProvenPointsForEveryPly() {
        // Six plies played without analysing any of them: the shipped book (plies 0..10)
        // decides every position, so the graph has a proven draw at each ply at once.
        GameController* c = window_->controller();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2", "B1A1", "D1", "E1E2"}));
        const EvalGraph* graph = window_->analysisMode()->panel()->graph();
        for (int ply = 0; ply <= 6; ++ply) {
            QTRY_VERIFY_WITH_TIMEOUT(graph->pointAt(ply) != nullptr, testenv::timeout(30000));
            QVERIFY(graph->pointAt(ply)->proven);
            QCOMPARE(graph->pointAt(ply)->goatsValue, GameValue::Draw);
        }
        // A sliding-phase position: the database's value, with its distance.
        QVERIFY(apptest::loadPosition(window_.get(), "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"));
        QTRY_VERIFY_WITH_TIMEOUT(graph->pointAt(0) != nullptr, testenv::timeout(30000));
        const DbProbe probe = db_->probe(c->game().current());
        QVERIFY(graph->pointAt(0)->proven);
        QCOMPARE(graph->pointAt(0)->goatsValue, probe.value);  // goats to move
        QCOMPARE(graph->pointAt(0)->plies, probe.plies);
    }

    void moveListMarksTheMoveThatLost() {
        // From the book: after D3 A5B5 B2 E5D4 the goats still hold the draw, and C3 loses it.
        GameController* c = window_->controller();
        QVERIFY(apptest::playTypedMoves(c, {"D3", "A5B5", "B2", "E5D4", "C3"}));
        MoveListModel* list = window_->sidePanel()->moveList();
        QTRY_COMPARE_WITH_TIMEOUT(list->verdict(4), GameValue::Loss, testenv::timeout(30000));
        for (int ply = 0; ply < 4; ++ply) QCOMPARE(list->verdict(ply), GameValue::Unknown);
        // Shown in analysis mode only: no spoiler during play.
        const QModelIndex c3 = list->index(2, 0);
        QCOMPARE(list->data(c3).toString(), QStringLiteral("C3"));
        window_->analysisMode()->setActive(true);
        QCOMPARE(list->data(c3).toString(), QStringLiteral("C3?"));
        QCOMPARE(list->data(c3, Qt::ToolTipRole).toString(),
                 QStringLiteral("Turned a draw into a loss"));
        window_->analysisMode()->setActive(false);
        QCOMPARE(list->data(c3).toString(), QStringLiteral("C3"));
    }

    void refusingKeepsTheLaterMoves() {
        GameController* c = window_->controller();
        QVERIFY(apptest::playTypedMoves(c, {"C1", "A1B1", "C2"}));
        c->setConfirmDropMoves([](int dropped) { return dropped == 0; });
        c->goToPly(1);
        QString why;
        QVERIFY(!c->playTypedMove(QStringLiteral("E1D1"), &why));
        QCOMPARE(c->fullGame().length(), 3);
    }

    void positionOptionMarksTheLastMove() {
        QVERIFY(apptest::loadPosition(window_.get(), "T1G1T/5/5/5/T3T t g19 c0 mC1 1"));
        QCOMPARE(window_->boardView()->lastMove().toString(), std::string("C1"));
    }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
