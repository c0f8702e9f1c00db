// The whole window driven by clicks on the board: play, illegal clicks, complete games to a
// tiger win and a goat win, undo and redo, play against the computer, and stale answers.
#include <QAction>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "board/BoardGeometry.h"
#include "board/BoardView.h"
#include "core/MoveGen.h"
#include "core/Tables.h"
#include "session/GameController.h"
#include "window/MainWindow.h"
#include "window/ResultBanner.h"
#include "window/SidePanel.h"

using namespace bagh;

namespace {

Square sq(const char* name) { return parseSquare(name); }

GameSetup twoPlayers() {
    GameSetup s;
    s.mode = GameMode::TwoPlayers;
    return s;
}

// A deliberately bad goat player against a greedy tiger: the tigers capture five goats soon.
// Goats pick the move leaving the most goats en prise; tigers jump when they can, else make
// the move that threatens the most goats. First best wins ties, so the game is fixed.
// With `carefulGoats` the goats instead leave as few goats en prise as they can.
Move blunderingGame(const Game& game, bool carefulGoats = false) {
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

// With BAGHCHAL_SHOTS=DIR set, tests leave pictures of what they saw there (for review).
void shot(QWidget* w, const char* name) {
    const QByteArray dir = qgetenv("BAGHCHAL_SHOTS");
    if (!dir.isEmpty()) w->grab().save(QString::fromLocal8Bit(dir) + QLatin1Char('/') + name);
}

class TestMainWindow : public QObject {
    Q_OBJECT

private:
    MainWindow* window_ = nullptr;
    BoardView* board() { return window_->boardView(); }
    GameController* game() { return window_->controller(); }

    void click(Square s) {
        QTest::mouseClick(board(), Qt::LeftButton, {}, board()->pointCenter(s).toPoint());
    }
    // Plays `m` the way a player does: one click to place, two to move.
    void clickMove(Move m) {
        if (!m.isPlacement()) click(m.from());
        click(m.to());
    }
    QAction* action(const QString& text) {
        for (QAction* a : window_->findChildren<QAction*>())
            if (a->text().remove('&') == text) return a;
        qFatal("no action %s", qPrintable(text));
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("baghchal-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    }

    void init() {
        window_ = new MainWindow;
        window_->resize(1000, 720);
        window_->boardView()->setAnimationsEnabled(false);
        window_->startNewGame(twoPlayers());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
    }
    void cleanup() {
        delete window_;
        window_ = nullptr;
    }

    void clicksPlaceAndMove() {
        click(sq("C1"));
        QCOMPARE(game()->game().length(), 1);
        QVERIFY(game()->game().current().goats() & bit(sq("C1")));
        QCOMPARE(window_->sidePanel()->turnText(), QStringLiteral("Tigers to move"));
        click(sq("E1"));
        click(sq("D1"));
        QCOMPARE(game()->game().length(), 2);
        QVERIFY(game()->game().current().tigers() & bit(sq("D1")));
        QCOMPARE(board()->lastMove(), Move::slide(sq("E1"), sq("D1")));
        QCOMPARE(board()->position().key(), game()->game().current().key());
    }

    void illegalClicksChangeNothing() {
        click(sq("C1"));
        const std::uint64_t before = game()->game().current().key();
        QSignalSpy rejected(board(), &BoardView::clickRejected);
        click(sq("C1"));  // a goat on the tigers' turn
        click(sq("C3"));  // empty, nothing selected
        click(sq("A1"));  // select the tiger …
        click(sq("A4"));  // … and ask for a point it cannot reach
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
        QSignalSpy over(game(), &GameController::gameOver);
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
        shot(window_, "tigers-win.png");
        // Clicks after the end play nothing.
        const std::uint64_t key = game()->game().current().key();
        click(sq("C3"));
        QCOMPARE(game()->game().current().key(), key);
    }

    void goatWinByClicks() {
        // Four tigers huddled in the corner; one goat on C3 shuts them all in. Before that the
        // goats place on E5 and a tiger steps B2-C3 and back, all by clicks.
        QString error;
        QVERIFY2(
            window_->loadPosition(QStringLiteral("TTGG1/TTGG1/GG1G1/GG1G1/5 g g10 c0"), &error),
            qPrintable(error));
        click(sq("E5"));
        click(sq("B2"));
        shot(window_, "selected.png");
        click(sq("C3"));
        QCOMPARE(game()->game().length(), 2);
        click(sq("E4"));
        click(sq("C3"));
        click(sq("B2"));
        QCOMPARE(game()->game().length(), 4);
        QVERIFY(!game()->result().over());
        click(sq("C3"));
        const GameResult r = game()->result();
        QCOMPARE(r.outcome, Outcome::GoatsWin);
        QCOMPARE(r.reason, EndReason::TigersBlocked);
        QCOMPARE(window_->sidePanel()->blockedShown(), 4);
        QVERIFY(window_->resultBanner()->isVisible());
        QCOMPARE(window_->resultBanner()->title(), QStringLiteral("Goats win"));
        shot(window_, "goats-win.png");
        // Play again from the banner starts afresh.
        window_->resultBanner()->playAgainClicked();
        QCOMPARE(game()->game().length(), 0);
        QVERIFY(!window_->resultBanner()->isVisible());
    }

    void dandeeByClicks() {
        // The goats slide E1-D1 and the four tigers, blocked on the diagonal B1 C2 D3 E4, lose
        // to a grand win: the banner names it.
        QString error;
        QVERIFY2(
            window_->loadPosition(QStringLiteral("GTG1G/GGTGG/GGGTG/GGGGT/GGGGG g g0 c0"), &error),
            qPrintable(error));
        click(sq("E1"));
        click(sq("D1"));
        const GameResult r = game()->result();
        QCOMPARE(r.outcome, Outcome::GoatsWin);
        QCOMPARE(r.grand, GrandWin::Dandee);
        QVERIFY(window_->resultBanner()->isVisible());
        QVERIFY2(window_->resultBanner()->title().contains(QStringLiteral("Dandee")),
                 qPrintable(window_->resultBanner()->title()));
        QVERIFY(window_->resultBanner()->detail().contains(QStringLiteral("twelve games")));
        shot(window_, "dandee.png");
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
        QCOMPARE(scoreMatch(game()->matchGames()), MatchWinner::Drawn);
        QVERIFY(window_->resultBanner()->detail().contains(QStringLiteral("drawn")));
        shot(window_, "match-over.png");
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
        const BoardGeometry plain(QSizeF(board()->size()));
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_));
        QTest::keyClick(window_, Qt::Key_F, Qt::ControlModifier);
        QVERIFY(flip->isChecked());
        QVERIFY(board()->isFlipped());
        QCOMPARE(QSettings().value(QStringLiteral("view/flipped")).toBool(), true);
        // A1 is drawn bottom-right now, where the plain board has E5.
        QCOMPARE(board()->pointCenter(sq("A1")), plain.pointCenter(sq("E5")));
        click(sq("C2"));  // a goat placed
        QVERIFY(game()->game().current().goats() & bit(sq("C2")));
        // The spot where the plain board has D5 is B1 when flipped: the tiger from A1 slides.
        QTest::mouseClick(board(), Qt::LeftButton, {}, plain.pointCenter(sq("E5")).toPoint());
        QTest::mouseClick(board(), Qt::LeftButton, {}, plain.pointCenter(sq("D5")).toPoint());
        QCOMPARE(game()->game().length(), 2);
        QCOMPARE(board()->lastMove(), Move::slide(sq("A1"), sq("B1")));

        delete window_;
        window_ = new MainWindow;
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
            QCOMPARE(game()->game().moves().back(), moves[i - 1]);
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
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Goats;
        s.level = 1;
        window_->startNewGame(s);
        game()->setMovetimeOverride(100);
        click(sq("C1"));
        QCOMPARE(game()->game().length(), 1);
        // While the computer thinks the board refuses clicks.
        QVERIFY(!board()->inputBlockedReason().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(game()->game().length(), 2, 10000);
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
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Goats;
        s.level = 1;
        window_->startNewGame(s);
        game()->setMovetimeOverride(100);
        QSignalSpy changes(game(), &GameController::stateChanged);
        QSignalSpy positions(game(), &GameController::positionChanged);
        click(sq("C1"));
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
        QSignalSpy answers(game(), &GameController::engineAnswered);
        window_->startNewGame(s);
        QVERIFY(game()->isThinking());
        QTest::qWait(200);
        window_->startNewGame(twoPlayers());
        QVERIFY(!game()->isThinking());
        QTRY_VERIFY_WITH_TIMEOUT(answers.count() >= 1, 5000);
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
        click(sq("C1"));
        QVERIFY(game()->isThinking());
        QSignalSpy answers(game(), &GameController::engineAnswered);
        action(QStringLiteral("Undo"))->trigger();
        QCOMPARE(game()->game().length(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(answers.count() >= 1, 5000);
        QTest::qWait(600);
        QCOMPARE(game()->game().length(), 0);
        QVERIFY(!game()->isThinking());
    }

    void hintShowsAMove() {
        game()->setMovetimeOverride(0);
        QSignalSpy hint(game(), &GameController::hintReady);
        action(QStringLiteral("Hint"))->trigger();
        QVERIFY(hint.wait(5000));
        const Move m = hint.at(0).at(0).value<Move>();
        QVERIFY(game()->game().isLegal(m));
        QCOMPARE(board()->hint(), m);
    }

    void computerVersusComputerPlays() {
        GameSetup s;
        s.mode = GameMode::ComputerVsComputer;
        s.level = 1;
        s.cvcDelayMs = 0;
        game()->setMovetimeOverride(50);
        window_->startNewGame(s);
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() >= 4, 10000);
        window_->startNewGame(twoPlayers());
    }

    void closeDuringSearch() {
        GameSetup s;
        s.mode = GameMode::HumanVsComputer;
        s.humanSide = Side::Tigers;
        game()->setMovetimeOverride(3000);
        window_->startNewGame(s);
        QVERIFY(game()->isThinking());
        QElapsedTimer t;
        t.start();
        window_->close();
        delete window_;
        window_ = nullptr;
        QVERIFY(t.elapsed() < 2500);  // the search was stopped, not waited out
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
