// Analysis mode: the values on the board and in the list are the engine's. For database
// positions every mark equals the database value of the child position, and every list line
// equals what `baghchal-engine analyse` prints for the same position. Also the value text
// helper, and navigation with the arrow keys.
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardView.h"
#include "analysis/EvalGraph.h"
#include "session/GameController.h"
#include "window/MainWindow.h"
#include "session/MoveListModel.h"
#include "window/SidePanel.h"
#include "core/MoveGen.h"
#include "core/Obx.h"
#include "db/EndgameDb.h"
#include "search/Report.h"

using namespace bagh;

namespace {

Position parse(const char* obx) {
    const ObxParseResult r = parseObx(obx);
    if (!r.ok) qFatal("bad OBX %s", obx);
    return r.record.position;
}

GameSetup twoPlayers() {
    GameSetup s;
    s.mode = GameMode::TwoPlayers;
    return s;
}

}  // namespace

class TestAnalysis : public QObject {
    Q_OBJECT

private:
    MainWindow* window_ = nullptr;
    std::unique_ptr<EndgameDb> db_;

    // Turns analysis on for `obx` and waits for the final report.
    void analyse(const char* obx) {
        QString error;
        QVERIFY2(window_->loadPosition(QString::fromLatin1(obx), &error), qPrintable(error));
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window_->analysisMode()->isSettled(), 30000);
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        std::string error;
        db_ = EndgameDb::open(findEndgameDb(""), &error);
        QVERIFY2(db_, error.c_str());
    }

    void init() {
        window_ = new MainWindow;
        window_->setAskQuestions(false);
        window_->startNewGame(twoPlayers());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
    }

    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

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
        analyse(obx.toLatin1().constData());
        const Position pos = parse(obx.toLatin1().constData());
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
        analyse(obx);
        const QByteArray engine = qgetenv("BAGHCHAL_ENGINE");
        if (engine.isEmpty()) QSKIP("BAGHCHAL_ENGINE is not set");
        QProcess cli;
        cli.start(QString::fromLocal8Bit(engine),
                  {QStringLiteral("analyse"), QString::fromLatin1(obx)});
        QVERIFY(cli.waitForFinished(60000));
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
        QString error;
        QVERIFY(window_->loadPosition(QStringLiteral("T1G1T/5/2G2/5/T3T g g18 c0"), &error));
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window_->boardView()->moveMarks().size() == 19, 20000);
        for (const MoveMark& m : window_->boardView()->moveMarks()) QVERIFY(m.move.isPlacement());
        window_->analysisMode()->setActive(false);
        QVERIFY(window_->boardView()->moveMarks().isEmpty());
    }

    // The analysis follows the board: a move played restarts it on the new position.
    void restartsWhenThePositionChanges() {
        analyse("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1");
        QVERIFY(window_->controller()->playTypedMove(QStringLiteral("E3D4")));
        QTRY_VERIFY_WITH_TIMEOUT(window_->analysisMode()->isSettled(), 30000);
        const AnalysisReport& r = window_->analysisMode()->panel()->model()->report();
        QCOMPARE(r.positionKey, window_->controller()->game().current().key());
        QCOMPARE(r.sideToMove, Side::Tigers);
    }

    void navigationKeys() {
        GameController* c = window_->controller();
        for (const char* m : {"C1", "A1B1", "C2", "B1A1"})
            QVERIFY(c->playTypedMove(QString::fromLatin1(m)));
        window_->activateWindow();
        QCOMPARE(c->currentPly(), 4);
        QTest::keyClick(window_, Qt::Key_Left);
        QCOMPARE(c->currentPly(), 3);
        QTest::keyClick(window_, Qt::Key_Home);
        QCOMPARE(c->currentPly(), 0);
        QTest::keyClick(window_, Qt::Key_Right);
        QCOMPARE(c->currentPly(), 1);
        QCOMPARE(window_->boardView()->lastMove().toString(), std::string("C1"));
        QTest::keyClick(window_, Qt::Key_End);
        QCOMPARE(c->currentPly(), 4);
        // Playing on from an earlier position drops the later moves (asked, here agreed).
        c->goToPly(2);
        QCOMPARE(c->fullGame().length(), 4);
        QVERIFY(c->playTypedMove(QStringLiteral("D1")));
        QCOMPARE(c->fullGame().length(), 3);
        QCOMPARE(c->lastPly(), 3);
    }

    void graphHasProvenPointsForEveryPly() {
        // Six plies played without analysing any of them: the shipped book (plies 0..10)
        // decides every position, so the graph has a proven draw at each ply at once.
        GameController* c = window_->controller();
        for (const char* m : {"C1", "A1B1", "C2", "B1A1", "D1", "E1E2"})
            QVERIFY(c->playTypedMove(QString::fromLatin1(m)));
        const EvalGraph* graph = window_->analysisMode()->panel()->graph();
        for (int ply = 0; ply <= 6; ++ply) {
            QTRY_VERIFY_WITH_TIMEOUT(graph->pointAt(ply) != nullptr, 5000);
            QVERIFY(graph->pointAt(ply)->proven);
            QCOMPARE(graph->pointAt(ply)->goatsValue, GameValue::Draw);
        }
        // A sliding-phase position: the database's value, with its distance.
        QString error;
        QVERIFY2(
            window_->loadPosition(QStringLiteral("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1"), &error),
            qPrintable(error));
        QTRY_VERIFY_WITH_TIMEOUT(graph->pointAt(0) != nullptr, 5000);
        const DbProbe probe = db_->probe(c->game().current());
        QVERIFY(graph->pointAt(0)->proven);
        QCOMPARE(graph->pointAt(0)->goatsValue, probe.value);  // goats to move
        QCOMPARE(graph->pointAt(0)->plies, probe.plies);
    }

    void moveListMarksTheMoveThatLost() {
        // From the book: after D3 A5B5 B2 E5D4 the goats still hold the draw, and C3 loses it.
        GameController* c = window_->controller();
        for (const char* m : {"D3", "A5B5", "B2", "E5D4", "C3"})
            QVERIFY(c->playTypedMove(QString::fromLatin1(m)));
        MoveListModel* list = window_->sidePanel()->moveList();
        QTRY_COMPARE_WITH_TIMEOUT(list->verdict(4), GameValue::Loss, 5000);
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
        for (const char* m : {"C1", "A1B1", "C2"})
            QVERIFY(c->playTypedMove(QString::fromLatin1(m)));
        c->setConfirmDropMoves([](int dropped) { return dropped == 0; });
        c->goToPly(1);
        QString why;
        QVERIFY(!c->playTypedMove(QStringLiteral("E1D1"), &why));
        QCOMPARE(c->fullGame().length(), 3);
    }

    void positionOptionMarksTheLastMove() {
        QString error;
        QVERIFY(window_->loadPosition(QStringLiteral("T1G1T/5/5/5/T3T t g19 c0 mC1 1"), &error));
        QCOMPARE(window_->boardView()->lastMove().toString(), std::string("C1"));
    }
};

QTEST_MAIN(TestAnalysis)
#include "tst_analysis.moc"
