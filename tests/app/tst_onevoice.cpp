// One voice on the shown position's value, for both games: where the value is proven, the
// Engine card, the analysis column's head, the hint message and the status bar give the same
// value and call it certain; where it is not, every one of them says it is the computer's
// estimate; once the game is over the Engine card and the analysis give the end banner's result
// and no estimate is left standing. The hint and the engine's expected line write moves as the
// move list does.
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/AnalysisStatus.h"
#include "engine/games/AnyGame.h"
#include "session/EngineWorker.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "ui/ResultBanner.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"

using bagh::Outcome;
using bagh::games::Game;
using bagh::games::GameKind;
using bagh::games::Move;

namespace {

const QString kEstimate = QStringLiteral("estimate");

GameSetup twoPlayers(GameKind kind, int lambsCaptures) {
    GameSetup setup = apptest::twoPlayers();
    setup.game = kind;
    setup.lambsCaptures = lambsCaptures;
    return setup;
}

// The analysis column shows a report of the shown position.
bool analysed(MainWindow* w) {
    return w->analysisMode()->panel()->model()->report().positionKey ==
           w->session()->game().current().key();
}

}  // namespace

class TestOneVoice : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;

    QString engine() const { return window_->sidePanel()->engineText(); }
    QString analysis() const { return window_->analysisMode()->panel()->headText(); }
    QString status() const { return window_->analysisStatus()->text(); }
    // The status bar's message whole, where the bar cut it to its room (StatusText keeps it).
    QString message() const {
        const QStatusBar* bar = window_->statusBar();
        const QString shown = bar->currentMessage();
        return bar->property("statusShown").toString() == shown
                   ? bar->property("statusFull").toString()
                   : shown;
    }

    void setAnalysis(bool on) {
        if (window_->analysisMode()->isActive() != on)
            apptest::findAction(window_.get(), QStringLiteral("Analysis Mode"))->trigger();
    }

private slots:
    void initTestCase() {
        apptest::useTestSettings();
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanupTestCase() { window_.reset(); }

    void cleanup() { setAnalysis(false); }

    void sameValueEverywhere_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("lambsCaptures");  // 0: every goat
        QTest::addColumn<QString>("record");     // empty: the start
        QTest::addColumn<bool>("proven");
        // The sliding phase: the endgame database decides.
        QTest::newRow("baghchal, database")
            << GameKind::BaghChal << 0 << "GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1" << true;
        // Ply 20: past the book, before the database.
        QTest::newRow("baghchal, estimate")
            << GameKind::BaghChal << 0 << "T3T/GGGGG/GGGGG/5/T3T g g10 c0" << false;
        // The every-goat rule ships solved; the five-capture rule only in its sliding phase and
        // the book's first plies (here ply 14).
        QTest::newRow("lambs, shipped tables") << GameKind::Lambs << 0 << QString() << true;
        QTest::newRow("lambs, estimate")
            << GameKind::Lambs << 5 << "T/2TT2/GGGGG1/GG4/4 g g8 c0" << false;
    }
    void sameValueEverywhere() {
        QFETCH(GameKind, kind);
        QFETCH(int, lambsCaptures);
        QFETCH(QString, record);
        QFETCH(bool, proven);
        GameSession* c = window_->session();
        window_->startNewGame(twoPlayers(kind, lambsCaptures));
        if (!record.isEmpty())
            QVERIFY(apptest::loadPosition(window_.get(), record.toLatin1().constData()));
        QCOMPARE(c->game().kind(), kind);

        setAnalysis(true);
        QTRY_VERIFY_WITH_TIMEOUT(analysed(window_.get()), testenv::timeout(30000));
        QSignalSpy hint(c->engine(), &EngineService::hintReady);
        c->requestHint();
        QVERIFY(hint.wait(testenv::timeout(30000)));
        const QString hinted = message();
        QVERIFY2(hinted.startsWith(QStringLiteral("Hint: ")), qPrintable(hinted));

        if (proven) {
            // The exact sources answer at once, whatever the searches said first.
            QTRY_VERIFY_WITH_TIMEOUT(status().startsWith(QStringLiteral("Certain values here")),
                                     testenv::timeout(30000));
            QTRY_COMPARE_WITH_TIMEOUT(analysis(), engine(), testenv::timeout(30000));
            const QString value = engine();
            QVERIFY2(!value.contains(kEstimate), qPrintable(value));
            QVERIFY2(value.contains(QStringLiteral("with best play")) ||
                         value.contains(QStringLiteral(" win in ")),
                     qPrintable(value));
            QVERIFY2(hinted.endsWith(QStringLiteral(" — ") + value + QLatin1Char('.')),
                     qPrintable(hinted));
        } else {
            QTRY_VERIFY_WITH_TIMEOUT(
                status().startsWith(QStringLiteral("The computer's estimates")),
                testenv::timeout(30000));
            QVERIFY2(engine().contains(kEstimate), qPrintable(engine()));
            QVERIFY2(analysis().contains(kEstimate), qPrintable(analysis()));
            QVERIFY2(hinted.contains(kEstimate), qPrintable(hinted));
        }
        // The Engine card and the analysis head read the one verdict: never two values.
        QCOMPARE(analysis(), engine());
    }

    // The tigers one jump from their fifth capture: the jump ends the game. Every place then
    // gives the banner's result, the Engine card no estimate and no line of play.
    void resultEverywhere_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("lambsCaptures");
        QTest::addColumn<QString>("oneFromWin");
        QTest::newRow("baghchal") << GameKind::BaghChal << 0 << "T3T/1G3/5/5/T3T t g15 c4";
        QTest::newRow("lambs") << GameKind::Lambs << 5 << "T/G1TT2/2G3/6/4 t g9 c4";
    }
    void resultEverywhere() {
        QFETCH(GameKind, kind);
        QFETCH(int, lambsCaptures);
        QFETCH(QString, oneFromWin);
        GameSession* c = window_->session();
        window_->startNewGame(twoPlayers(kind, lambsCaptures));
        QVERIFY(apptest::loadPosition(window_.get(), oneFromWin.toLatin1().constData()));
        setAnalysis(true);
        // The winning jump, by the rules; the search's word on this position comes first.
        QTRY_VERIFY_WITH_TIMEOUT(analysed(window_.get()), testenv::timeout(30000));
        const Move win = apptest::finishingMove(*c, Outcome::TigersWin);
        QVERIFY(win.isJump());
        QVERIFY(c->playHumanMove(win));
        QVERIFY(c->result().over());

        ResultBanner* banner = window_->resultBanner();
        QTRY_VERIFY_WITH_TIMEOUT(banner->isVisible(), testenv::timeout(5000));
        const QString result = banner->title();
        QCOMPARE(result, QStringLiteral("Tigers win"));
        QTRY_COMPARE_WITH_TIMEOUT(engine(), result, testenv::timeout(5000));
        QTRY_COMPARE_WITH_TIMEOUT(analysis(), result, testenv::timeout(5000));
        QTRY_COMPARE_WITH_TIMEOUT(status(), QStringLiteral("The game is over"),
                                  testenv::timeout(5000));
        QVERIFY(window_->sidePanel()->expectedText().isEmpty());
        // Nothing arriving late (the analysis stopping, a last report) brings an estimate back.
        QTest::qWait(300);
        QCOMPARE(engine(), result);
        QCOMPARE(analysis(), result);
    }

    // One notation wherever a player reads moves: the hint and the engine's expected line name
    // the moves as the move list does ("E1–D1", "A1×C3"; "3–9", "3×15"), never as a saved game
    // writes them ("E1D1"; "3-9").
    void oneNotationEverywhere_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("lambsCaptures");
        QTest::addColumn<QString>("record");  // the tigers to move: the hint is a move
        QTest::newRow("baghchal") << GameKind::BaghChal << 0 << "T3T/GGGGG/GGGGG/5/T3T t g10 c0";
        QTest::newRow("lambs") << GameKind::Lambs << 5 << "T/2TT2/GGGGG1/GG4/4 t g8 c0";
    }
    void oneNotationEverywhere() {
        QFETCH(GameKind, kind);
        QFETCH(int, lambsCaptures);
        QFETCH(QString, record);
        GameSession* c = window_->session();
        window_->startNewGame(twoPlayers(kind, lambsCaptures));
        QVERIFY(apptest::loadPosition(window_.get(), record.toLatin1().constData()));
        QSignalSpy lines(c->engine(), &EngineService::engineThinking);
        QSignalSpy hint(c->engine(), &EngineService::hintReady);
        c->requestHint();
        QVERIFY(hint.wait(testenv::timeout(30000)));
        const Move move = qvariant_cast<Move>(hint.at(0).at(0));
        QVERIFY(!move.isPlacement());
        const QString listed = MoveListModel::moveText(kind, move);
        QVERIFY2(listed.contains(QChar(0x2013)) || listed.contains(QChar(0x00D7)),
                 qPrintable(listed));
        QVERIFY2(message().startsWith(QStringLiteral("Hint: ") + listed), qPrintable(message()));
        // Every move of every line the engine expected, as the list writes a move.
        static const QRegularExpression shown(
            QStringLiteral("^[A-E]?[0-9]+([\\x{2013}\\x{00D7}][A-E]?[0-9]+)?$"));
        QVERIFY(!lines.isEmpty());
        for (const QList<QVariant>& args : lines) {
            const QString pv = qvariant_cast<EngineInfo>(args.at(0)).pv;
            for (const QString& word : pv.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                QVERIFY2(shown.match(word).hasMatch(), qPrintable(pv));
        }
        const QString expected = window_->sidePanel()->expectedText();
        QVERIFY2(!expected.contains(QRegularExpression(QStringLiteral("[0-9][A-E]|[0-9][-x]"))),
                 qPrintable(expected));
    }
};

QTEST_MAIN(TestOneVoice)
#include "tst_onevoice.moc"
