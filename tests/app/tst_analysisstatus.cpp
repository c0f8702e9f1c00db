// The status bar's word on the analysis (issue 9): exact from the shipped opening book, exact
// from the endgame database, an estimate where neither reaches, and kept up to date through
// moves, navigation, undo and loading. The user's table folder is an empty one here, so only the
// book beside the executable (layers 0..10) and the database beside it are found.
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "analysis/AnalysisStatus.h"
#include "session/GameController.h"
#include "window/MainWindow.h"

using bagh::ExactCoverage;

namespace {

const QString kBook = QStringLiteral("Exact values here (solved tables)");
const QString kDatabase = QStringLiteral("Exact values here (endgame database)");
const QString kEstimate =
    QStringLiteral("Estimates here (search) — solve the whole game for exact values");

}  // namespace

class TestAnalysisStatus : public QObject {
    Q_OBJECT

private:
    QTemporaryDir noTables_;
    MainWindow* window_ = nullptr;

    QString status() const { return window_->analysisStatus()->text(); }
    void load(const char* obx) {
        QString error;
        QVERIFY2(window_->loadPosition(QString::fromLatin1(obx), &error), qPrintable(error));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("baghchal-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_analysisstatus"));
        QVERIFY(noTables_.isValid());
        qputenv("BAGHCHAL_TABLES", noTables_.path().toLocal8Bit());
        window_ = new MainWindow;
        window_->setAskQuestions(false);
        GameSetup two;
        two.mode = GameMode::TwoPlayers;
        window_->startNewGame(two);
        window_->show();
    }
    void cleanupTestCase() { delete window_; }

    void words_data() {
        QTest::addColumn<int>("coverage");
        QTest::addColumn<bool>("placement");
        QTest::addColumn<bool>("over");
        QTest::addColumn<QString>("text");
        QTest::newRow("tables") << int(ExactCoverage::Tables) << true << false << kBook;
        QTest::newRow("database") << int(ExactCoverage::Database) << false << false << kDatabase;
        QTest::newRow("placement") << int(ExactCoverage::None) << true << false << kEstimate;
        QTest::newRow("sliding") << int(ExactCoverage::None) << false << false
                                 << QStringLiteral("Estimates here (search)");
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

    void followsTheShownPosition_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QString>("text");
        QTest::newRow("start: the book") << "T3T/5/5/5/T3T g g20 c0" << kBook;
        QTest::newRow("ply 9: book layers 9 and 10") << "T3T/GGGGG/5/5/T3T t g15 c0" << kBook;
        // Layer 10 is in the book, but its moves lead into layer 11, which is not.
        QTest::newRow("ply 10: the book's edge") << "T3T/GGGGG/5/5/T3T g g15 c0" << kEstimate;
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
        load(obx.toLatin1().constData());
        QVERIFY(updated.wait(5000));
        QCOMPARE(status(), text);
    }

    // Moves, navigation and undo change the shown position: the status follows each.
    void followsMovesAndNavigation() {
        load("T3T/GGGGG/5/5/T3T t g15 c0");  // ply 9
        QTRY_COMPARE(status(), kBook);
        GameController* c = window_->controller();
        QString why;
        QVERIFY2(c->playTypedMove(QStringLiteral("A1B1"), &why), qPrintable(why));  // ply 10
        QTRY_COMPARE(status(), kEstimate);
        c->goToPly(c->firstPly());
        QTRY_COMPARE(status(), kBook);
        c->goToPly(c->lastPly());
        QTRY_COMPARE(status(), kEstimate);
        c->undoTurn();
        QTRY_COMPARE(status(), kBook);
    }
};

QTEST_MAIN(TestAnalysisStatus)
#include "tst_analysisstatus.moc"
