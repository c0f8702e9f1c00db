// The status bar's word on the analysis: exact from the shipped opening book, exact from the
// endgame database, an estimate where neither reaches, and kept up to date through moves,
// navigation, undo and loading. The user's table folder is an empty one here, so only the book
// beside the executable (layers 0..10) and the database beside it are found.
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisStatus.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"

using bagh::ExactCoverage;

namespace {

const QString kBook = QStringLiteral("Certain values here (solved tables)");
const QString kDatabase = QStringLiteral("Certain values here (endgame database)");
// The position's own value is in the book, its moves' are not.
const QString kPositionOnly =
    QStringLiteral("This position's value is certain; its moves' values are estimates");
const QString kEstimate =
    QStringLiteral("The computer's estimates here — solve the whole game for certain values");

}  // namespace

class TestAnalysisStatus : public QObject {
    Q_OBJECT

private:
    QTemporaryDir noTables_;
    std::unique_ptr<MainWindow> window_;

    QString status() const { return window_->analysisStatus()->text(); }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        QVERIFY(noTables_.isValid());
        qputenv("BAGHCHAL_TABLES", noTables_.path().toLocal8Bit());
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanupTestCase() { window_.reset(); }

    void words_data() {
        QTest::addColumn<int>("coverage");
        QTest::addColumn<bool>("placement");
        QTest::addColumn<bool>("over");
        QTest::addColumn<QString>("text");
        QTest::newRow("tables") << int(ExactCoverage::Tables) << true << false << kBook;
        QTest::newRow("database") << int(ExactCoverage::Database) << false << false << kDatabase;
        QTest::newRow("placement") << int(ExactCoverage::None) << true << false << kEstimate;
        QTest::newRow("sliding") << int(ExactCoverage::None) << false << false
                                 << QStringLiteral("The computer's estimates here");
        QTest::newRow("over") << int(ExactCoverage::None) << false << true
                              << QStringLiteral("The game is over");
    }
    void words() {
        QFETCH(int, coverage);
        QFETCH(bool, placement);
        QFETCH(bool, over);
        QFETCH(QString, text);
        QCOMPARE(AnalysisStatus::describe(ExactCoverage(coverage), placement, over), text);
    }

    // Where no table decides the moves, the position's own proven value is still certain.
    void positionProvenAlone() {
        QCOMPARE(AnalysisStatus::describe(ExactCoverage::None, true, false, true), kPositionOnly);
        QCOMPARE(AnalysisStatus::describe(ExactCoverage::Database, false, false, true), kDatabase);
    }

    void followsTheShownPosition_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QString>("text");
        QTest::newRow("start: the book") << "T3T/5/5/5/T3T g g20 c0" << kBook;
        QTest::newRow("ply 9: book layers 9 and 10") << "T3T/GGGGG/5/5/T3T t g15 c0" << kBook;
        // Layer 10 is in the book, but its moves lead into layer 11, which is not.
        QTest::newRow("ply 10: the book's edge") << "T3T/GGGGG/5/5/T3T g g15 c0" << kPositionOnly;
        QTest::newRow("ply 20") << "T3T/GGGGG/GGGGG/5/T3T g g10 c0" << kEstimate;
        QTest::newRow("sliding phase") << "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1" << kDatabase;
        QTest::newRow("last placement made")
            << "T1G1T/GGGGG/GG1GG/GGGGG/T1G1T t g0 c4" << kDatabase;
    }
    void followsTheShownPosition() {
        QFETCH(QString, obx);
        QFETCH(QString, text);
        // Waits for the answer about this position, not the text left by the row before.
        QSignalSpy updated(window_->analysisStatus(), &AnalysisStatus::updated);
        QVERIFY(apptest::loadPosition(window_.get(), obx.toLatin1().constData()));
        QVERIFY(updated.wait(testenv::timeout(30000)));
        QCOMPARE(status(), text);
    }

    // Moves, navigation and undo change the shown position: the status follows each.
    void followsMovesAndNavigation() {
        QVERIFY(apptest::loadPosition(window_.get(), "T3T/GGGGG/5/5/T3T t g15 c0"));  // ply 9
        QTRY_COMPARE_WITH_TIMEOUT(status(), kBook, testenv::timeout(30000));
        GameSession* c = window_->session();
        QVERIFY(apptest::playTypedMoves(c, {"A1B1"}));  // ply 10
        QTRY_COMPARE_WITH_TIMEOUT(status(), kPositionOnly, testenv::timeout(30000));
        c->goToPly(c->firstPly());
        QTRY_COMPARE_WITH_TIMEOUT(status(), kBook, testenv::timeout(30000));
        c->goToPly(c->lastPly());
        QTRY_COMPARE_WITH_TIMEOUT(status(), kPositionOnly, testenv::timeout(30000));
        c->undoTurn();
        QTRY_COMPARE_WITH_TIMEOUT(status(), kBook, testenv::timeout(30000));
    }
};

QTEST_MAIN(TestAnalysisStatus)
#include "tst_analysisstatus.moc"
