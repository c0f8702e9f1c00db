// The whole window driven by clicks on the board: play, illegal clicks, complete games to a
// tiger win and a goat win, undo and redo, play against the computer, and stale answers.
#include <QAction>
#include <QElapsedTimer>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include "AppTest.h"
#include "TestEnv.h"
#include "board/BoardGeometry.h"
#include "board/BoardView.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Tables.h"
#include "engine/games/GameAdapters.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"
#include "ui/ResultBanner.h"
#include "window/SidePanel.h"

using namespace bagh;

namespace {

using apptest::findAction;
using apptest::shot;
using apptest::twoPlayers;

// A deliberately bad goat player against a greedy tiger: the tigers capture five goats soon.
// Goats pick the move leaving the most goats en prise; tigers jump when they can, else make
// the move that threatens the most goats. First best wins ties, so the game is fixed.
// With `carefulGoats` the goats instead leave as few goats en prise as they can.
Move blunderingGame(const games::Game& record, bool carefulGoats = false) {
    const Game& game = *record.baghChal();
    MoveList list;
    game.legalMoves(list);
    const Position& pos = game.current();
    Move best;
    int bestScore = -1000;
    for (Move m : list) {
        Position next = pos;
        next.makeMove(m);
        int score = (m.isJump() ? 100 : 0) + popcount(attackedGoats(next));
        if (carefulGoats && pos.sideToMove() == Side::Goats) score = -score;
        if (score > bestScore) bestScore = score, best = m;
    }
    return best;
}

}  // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;
    BoardView* board() { return window_->boardView(); }
    GameSession* game() { return window_->session(); }

    void click(const char* point) { apptest::clickPoint(board(), point); }
    void clickMove(Move m) { apptest::clickMove(board(), m); }
    QAction* action(const QString& text) { return findAction(window_.get(), text); }

    // You (goats) against the weakest level, answering within 100 ms.
    void startAgainstComputer() {
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Goats;
        s.level = 1;
        window_->startNewGame(s);
        game()->setMovetimeOverride(100);
    }

private slots:
    void initTestCase() { apptest::useTestSettings(); }

    void init() {
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    void clicksPlaceAndMove() {
        click("C1");
        QCOMPARE(game()->game().length(), 1);
        QVERIFY(game()->game().current().goats() & bit(parseSquare("C1")));
        QCOMPARE(window_->sidePanel()->turnText(), QStringLiteral("Tigers to move"));
        click("E1");
        click("D1");
        QCOMPARE(game()->game().length(), 2);
        QVERIFY(game()->game().current().tigers() & bit(parseSquare("D1")));
        QCOMPARE(board()->lastMove(), games::Move::slide(parseSquare("E1"), parseSquare("D1")));
        QCOMPARE(board()->position().key(), game()->game().current().key());
    }

    void illegalClicksChangeNothing() {
        click("C1");
        const std::uint64_t before = game()->game().current().key();
        QSignalSpy rejected(board(), &BoardView::clickRejected);
        click("C1");  // a goat on the tigers' turn
        click("C3");  // empty, nothing selected
        click("A1");  // select the tiger …
        click("A4");  // … and ask for a point it cannot reach
        QCOMPARE(rejected.count(), 3);
        QCOMPARE(game()->game().current().key(), before);
        QCOMPARE(game()->game().length(), 1);
    }

    void typedMoves() {
        QString why;
        QVERIFY(game()->playTypedMove(QStringLiteral("c1"), &why));
        QVERIFY(!game()->playTypedMove(QStringLiteral("A1C3"), &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(!game()->playTypedMove(QStringLiteral("hello"), &why));
        QVERIFY(game()->playTypedMove(QStringLiteral("E1-D1"), &why));
        QCOMPARE(game()->game().length(), 2);
    }

    void tigerWinByClicks() {
        QSignalSpy over(game(), &GameSession::gameOver);
        for (int ply = 0; ply < 200 && !game()->result().over(); ++ply) {
            const int before = game()->game().length();
            clickMove(blunderingGame(game()->game()));
            QCOMPARE(game()->game().length(), before + 1);
        }
        const GameResult r = game()->result();
        QCOMPARE(r.outcome, Outcome::TigersWin);
        QCOMPARE(r.reason, EndReason::FiveCaptured);
        QCOMPARE(over.count(), 1);
        QCOMPARE(window_->sidePanel()->capturedShown(), 5);
        QVERIFY(window_->resultBanner()->isVisible());
        QCOMPARE(window_->resultBanner()->title(), QStringLiteral("Tigers win"));
        shot(window_.get(), "tigers-win.png");
        // Clicks after the end play nothing.
        const std::uint64_t key = game()->game().current().key();
        click("C3");
        QCOMPARE(game()->game().current().key(), key);
    }

    void goatWinByClicks() {
        // Four tigers huddled in the corner; one goat on C3 shuts them all in. Before that the
        // goats place on E5 and a tiger steps B2-C3 and back, all by clicks.
        QVERIFY(apptest::loadPosition(window_.get(), "TTGG1/TTGG1/GG1G1/GG1G1/5 g g10 c0"));
        click("E5");
        click("B2");
        shot(window_.get(), "selected.png");
        click("C3");
        QCOMPARE(game()->game().length(), 2);
        click("E4");
        click("C3");
        click("B2");
        QCOMPARE(game()->game().length(), 4);
        QVERIFY(!game()->result().over());
        click("C3");
        const GameResult r = game()->result();
        QCOMPARE(r.outcome, Outcome::GoatsWin);
        QCOMPARE(r.reason, EndReason::TigersBlocked);
        QCOMPARE(window_->sidePanel()->blockedShown(), 4);
        QVERIFY(window_->resultBanner()->isVisible());
        QCOMPARE(window_->resultBanner()->title(), QStringLiteral("Goats win"));
        shot(window_.get(), "goats-win.png");
        // Play again from the banner starts afresh.
        window_->resultBanner()->playAgainClicked();
        QCOMPARE(game()->game().length(), 0);
        QVERIFY(!window_->resultBanner()->isVisible());
    }

    void dandeeByClicks() {
        // The goats slide E1-D1 and the four tigers, blocked on the diagonal B1 C2 D3 E4, lose
        // to a grand win: the banner names it.
        QVERIFY(apptest::loadPosition(window_.get(), "GTG1G/GGTGG/GGGTG/GGGGT/GGGGG g g0 c0"));
        click("E1");
        click("D1");
        const GameResult r = game()->result();
        QCOMPARE(r.outcome, Outcome::GoatsWin);
        QCOMPARE(r.grand, GrandWin::Dandee);
        QVERIFY(window_->resultBanner()->isVisible());
        QVERIFY2(window_->resultBanner()->title().contains(QStringLiteral("Dandee")),
                 qPrintable(window_->resultBanner()->title()));
        QVERIFY(window_->resultBanner()->detail().contains(QStringLiteral("twelve games")));
        shot(window_.get(), "dandee.png");
    }

    void traditionalMatch() {
        GameSetup s = twoPlayers();
        s.match = true;
        window_->startNewGame(s);
        QCOMPARE(game()->playerName(Side::Goats), QStringLiteral("Player 1"));
        auto playOut = [this] {
            for (int ply = 0; ply < 200 && !game()->result().over(); ++ply)
                clickMove(blunderingGame(game()->game()));
        };
        playOut();
        QCOMPARE(game()->result().outcome, Outcome::TigersWin);  // Player 2 wins game 1
        QVERIFY(game()->canStartNextMatchGame());
        QVERIFY(window_->resultBanner()->isVisible());
        QVERIFY(window_->resultBanner()->detail().contains(
            QStringLiteral("Match: Player 1 0 · Player 2 1")));
        window_->resultBanner()->nextClicked();
        QCOMPARE(game()->matchGameIndex(), 1);
        QCOMPARE(game()->game().length(), 0);
        QCOMPARE(game()->playerName(Side::Goats), QStringLiteral("Player 2"));
        playOut();
        QCOMPARE(game()->result().outcome, Outcome::TigersWin);  // Player 1 wins game 2
        QVERIFY(!game()->canStartNextMatchGame());
        QCOMPARE(match::scoreMatch(game()->matchGames()), match::MatchWinner::Drawn);
        QVERIFY(window_->resultBanner()->detail().contains(QStringLiteral("drawn")));
        shot(window_.get(), "match-over.png");
    }

    void setupSurvivesSettings() {
        GameSetup s;
        s.mode = GameMode::ComputerVsComputer;
        s.humanSide = Side::Tigers;
        s.level = 2;
        s.rule = RepetitionRule::NoRecurrence;
        s.match = true;
        s.cvcDelayMs = 1200;
        QSettings settings;
        s.save(settings);
        QCOMPARE(GameSetup::load(settings), s);
    }

    // View ▸ Flip Board (Ctrl+F) turns the board half a turn: a click where a point is drawn
    // plays that point, and the next window opens flipped too.
    void flippedBoardPlaysWhereClicked() {
        QAction* flip = action(QStringLiteral("Flip Board"));
        QVERIFY(!flip->isChecked());
        const BoardGeometry plain = board()->boardGeometry();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QTest::keyClick(window_.get(), Qt::Key_F, Qt::ControlModifier);
        QVERIFY(flip->isChecked());
        QVERIFY(board()->isFlipped());
        QCOMPARE(QSettings().value(QStringLiteral("view/flipped")).toBool(), true);
        // A1 is drawn bottom-right now, where the plain board has E5.
        QCOMPARE(board()->pointCenter(parseSquare("A1")), plain.pointCenter(parseSquare("E5")));
        click("C2");  // a goat placed
        QVERIFY(game()->game().current().goats() & bit(parseSquare("C2")));
        // The spot where the plain board has D5 is B1 when flipped: the tiger from A1 slides.
        QTest::mouseClick(board(), Qt::LeftButton, {},
                          plain.pointCenter(parseSquare("E5")).toPoint());
        QTest::mouseClick(board(), Qt::LeftButton, {},
                          plain.pointCenter(parseSquare("D5")).toPoint());
        QCOMPARE(game()->game().length(), 2);
        QCOMPARE(board()->lastMove(), games::Move::slide(parseSquare("A1"), parseSquare("B1")));

        window_.reset(new MainWindow);
        QVERIFY(board()->isFlipped());
        QVERIFY(action(QStringLiteral("Flip Board"))->isChecked());
        action(QStringLiteral("Flip Board"))->trigger();
        QVERIFY(!board()->isFlipped());
        QCOMPARE(QSettings().value(QStringLiteral("view/flipped")).toBool(), false);
    }

    void undoRedoRestoreExactly() {
        std::vector<std::uint64_t> keys{game()->game().current().key()};
        std::vector<Move> moves;
        for (int i = 0; i < 12; ++i) {
            const Move m = blunderingGame(game()->game(), true);
            clickMove(m);
            QCOMPARE(game()->game().length(), i + 1);
            moves.push_back(m);
            keys.push_back(game()->game().current().key());
        }
        QAction* undo = action(QStringLiteral("Undo"));
        QAction* redo = action(QStringLiteral("Redo"));
        for (int i = 12; i > 0; --i) {
            QVERIFY(undo->isEnabled());
            undo->trigger();
            QCOMPARE(game()->game().length(), i - 1);
            QCOMPARE(game()->game().current().key(), keys[i - 1]);
            QCOMPARE(board()->position().key(), keys[i - 1]);
        }
        QVERIFY(!undo->isEnabled());
        for (int i = 1; i <= 12; ++i) {
            QVERIFY(redo->isEnabled());
            redo->trigger();
            QCOMPARE(game()->game().current().key(), keys[i]);
            QCOMPARE(games::toBaghChal(game()->game().moves().back()), moves[i - 1]);
        }
        QVERIFY(!redo->isEnabled());
        // A new move after an undo drops the redo branch.
        undo->trigger();
        undo->trigger();
        QCOMPARE(game()->game().current().sideToMove(), Side::Goats);
        clickMove(blunderingGame(game()->game()));
        QCOMPARE(game()->game().length(), 11);
        QVERIFY(!redo->isEnabled());
    }

    void againstComputerUndoTakesWholeTurn() {
        startAgainstComputer();
        click("C1");
        QCOMPARE(game()->game().length(), 1);
        // While the computer thinks the board refuses clicks.
        QVERIFY(!board()->inputBlockedReason().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(game()->game().length(), 2, testenv::timeout(30000));
        QVERIFY(board()->inputBlockedReason().isEmpty());
        const std::uint64_t afterReply = game()->game().current().key();
        action(QStringLiteral("Undo"))->trigger();
        QCOMPARE(game()->game().length(), 0);
        QCOMPARE(game()->game().current().key(), Position::start().key());
        action(QStringLiteral("Redo"))->trigger();
        QCOMPARE(game()->game().length(), 2);
        QCOMPARE(game()->game().current().key(), afterReply);
    }

    // A change of the game is announced once: the human's move (played, the computer started),
    // the computer's reply, an undo of the whole turn and a jump through the move list each
    // give one stateChanged, so the side panel is rebuilt once per change.
    void oneRefreshPerChange() {
        startAgainstComputer();
        QSignalSpy changes(game(), &GameSession::stateChanged);
        QSignalSpy positions(game(), &GameSession::positionChanged);
        click("C1");
        QCOMPARE(positions.count(), 1);
        QCOMPARE(changes.count(), 1);
        QVERIFY(game()->isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(game()->game().length(), 2, 30000);
        QCOMPARE(positions.count(), 2);
        QCOMPARE(changes.count(), 2);
        action(QStringLiteral("Undo"))->trigger();
        QCOMPARE(game()->game().length(), 0);
        QCOMPARE(changes.count(), 3);
        action(QStringLiteral("Redo"))->trigger();
        QCOMPARE(changes.count(), 4);
        game()->goToPly(0);
        QCOMPARE(changes.count(), 5);
    }

    void newGameDuringSearchAppliesNoStaleMove() {
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Tigers;            // the computer opens
        s.level = EngineWorker::levelCount();  // no depth cap: thinks the full second
        game()->setMovetimeOverride(1000);
        QSignalSpy answers(game()->engine(), &EngineService::engineAnswered);
        window_->startNewGame(s);
        QVERIFY(game()->isThinking());
        QTest::qWait(200);
        window_->startNewGame(twoPlayers());
        QVERIFY(!game()->isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(answers.count() >= 1, testenv::timeout(30000));
        QCOMPARE(answers.at(0).at(1).toBool(), true);  // stale
        QTest::qWait(300);
        QCOMPARE(game()->game().length(), 0);
    }

    void undoDuringSearchAppliesNoStaleMove() {
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Goats;
        s.level = EngineWorker::levelCount();
        window_->startNewGame(s);
        game()->setMovetimeOverride(1000);
        click("C1");
        QVERIFY(game()->isThinking());
        QSignalSpy answers(game()->engine(), &EngineService::engineAnswered);
        action(QStringLiteral("Undo"))->trigger();
        QCOMPARE(game()->game().length(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(answers.count() >= 1, testenv::timeout(30000));
        QTest::qWait(600);
        QCOMPARE(game()->game().length(), 0);
        QVERIFY(!game()->isThinking());
    }

    void hintShowsAMove() {
        game()->setMovetimeOverride(0);
        QSignalSpy hint(game()->engine(), &EngineService::hintReady);
        action(QStringLiteral("Hint"))->trigger();
        QVERIFY(hint.wait(testenv::timeout(30000)));
        const games::Move m = hint.at(0).at(0).value<games::Move>();
        QVERIFY(game()->game().isLegal(m));
        QCOMPARE(board()->hint(), m);
    }

    void computerVersusComputerPlays() {
        game()->setMovetimeOverride(50);
        window_->startNewGame(apptest::computerVsComputer());
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() >= 4, testenv::timeout(30000));
        window_->startNewGame(twoPlayers());
    }

    // The computer, with no depth cap, is given four times as long as closing may take.
    void closeDuringSearch() {
        const int limit = testenv::timeout(15000);
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Tigers;
        s.level = EngineWorker::levelCount();
        game()->setMovetimeOverride(4 * limit);
        window_->startNewGame(s);
        QVERIFY(game()->isThinking());
        QElapsedTimer t;
        t.start();
        window_->close();
        window_.reset();
        QVERIFY(t.elapsed() < limit);  // the search was stopped, not waited out
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
