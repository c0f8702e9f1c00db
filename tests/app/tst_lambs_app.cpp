// Lambs and Tigers in the app, by clicks: its board offers exactly the engine's legal moves
// (placements, slides, jumps), says why a click is refused, undoes; against the computer the
// reply comes by itself; and the New Game dialog's Game choice opens the game's own window.
#include <QComboBox>
#include <QDialogButtonBox>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include "AppTest.h"
#include "TestEnv.h"
#include "board/BoardView.h"
#include "dialogs/NewGameDialog.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"
#include "lambs/LambsWindow.h"

using namespace bagh::lambs;
using bagh::Side;

namespace {

int waitMs(int ms) { return static_cast<int>(ms * testenv::timeoutScale()); }

void clickPoint(BoardView* board, Point p) {
    QTest::mouseClick(board, Qt::LeftButton, {}, board->pointCenter(p).toPoint());
}

void clickMove(BoardView* board, Move m) {
    if (!m.isPlacement()) clickPoint(board, m.from());
    clickPoint(board, m.to());
}

}  // namespace

class TestLambsApp : public QObject {
    Q_OBJECT

private slots:
    void init() { apptest::useTestSettings(); }

    // Two players: placements, a tiger's slide and a jump by clicks, each the engine's move;
    // refused clicks say why; undo takes one move back.
    void twoPlayersByClicks() {
        LambsSetup setup;
        setup.mode = GameMode::TwoPlayers;
        LambsWindow window(setup);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        BoardView* board = window.board();
        LambsSession* s = window.session();
        QSignalSpy refused(board, &BoardView::clickRejected);
        // Goats to move with goats in hand: a tiger's point is no place for a goat.
        clickPoint(board, 3);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(s->moves().size(), std::size_t(0));
        // A goat on 8; the tiger on 3 slides to 9; a goat on 14 ...
        clickPoint(board, 8);
        QCOMPARE(s->position().goatsInHand(), 14);
        clickMove(board, Move::slide(3, 9));
        QCOMPARE(s->position().tigers() & bit(9), bit(9));
        clickPoint(board, 14);
        // ... and the tiger on 9 jumps the goat on 8 to 7, by clicks like any move.
        const Move jump = findLegalMove(s->variant(), s->position(), 9, 7);
        QVERIFY(jump.isJump());
        clickMove(board, jump);
        QCOMPARE(s->position().goatsCaptured(), 1);
        QVERIFY(window.turnText().startsWith(QStringLiteral("Goats to move")));
        QCOMPARE(s->moves().size(), std::size_t(4));
        // Undo, by the key, takes back one move between two players.
        QTest::keySequence(&window, QKeySequence::Undo);
        QCOMPARE(s->moves().size(), std::size_t(3));
        QCOMPARE(s->position().goatsCaptured(), 0);
    }

    // Against the computer (the tigers), a placement is answered by a legal tiger move.
    void computerReplies() {
        LambsSetup setup;
        setup.mode = GameMode::HumanVsComputer;
        setup.humanSide = Side::Goats;
        setup.level = 2;
        LambsWindow window(setup);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        clickPoint(window.board(), 20);
        QTRY_COMPARE_WITH_TIMEOUT(window.session()->moves().size(), std::size_t(2), waitMs(10000));
        QCOMPARE(window.session()->position().sideToMove(), Side::Goats);
        // Undo takes the whole turn back.
        QTest::keySequence(&window, QKeySequence::Undo);
        QCOMPARE(window.session()->moves().size(), std::size_t(0));
    }

    // Analysis mode: the computer waits, every legal move gets a value in the list, the best is
    // marked on the board, either side may be played; off again, the computer moves.
    void analysisMode() {
        LambsSetup setup;
        setup.mode = GameMode::HumanVsComputer;
        setup.humanSide = Side::Tigers;  // the computer (goats) is to move at once ...
        setup.level = 1;
        LambsWindow window(setup);
        window.setAnalysing(true);  // ... unless analysis stops it first
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(200);  // an answer already on its way is dropped
        QCOMPARE(window.session()->moves().size(), std::size_t(0));
        QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        QVERIFY(!window.isAnalysing());
        QTest::keySequence(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        QVERIFY(window.isAnalysing());
        const std::size_t legal = window.session()->legalMoves().size();
        QTRY_COMPARE_WITH_TIMEOUT(
            static_cast<std::size_t>(window.analysisList()->topLevelItemCount()), legal,
            waitMs(8000));
        QVERIFY(window.analysisList()->topLevelItem(0)->text(1).contains(QStringLiteral("draw")) ||
                window.analysisList()->topLevelItem(0)->text(1).contains(QStringLiteral("win")) ||
                window.analysisList()->topLevelItem(0)->text(1).contains(QStringLiteral("loss")));
        // The goats' move by hand while analysing; the list follows the new position.
        clickPoint(window.board(), 20);
        QCOMPARE(window.session()->moves().size(), std::size_t(1));
        QCOMPARE(window.session()->position().sideToMove(), Side::Tigers);
        QTRY_COMPARE_WITH_TIMEOUT(
            static_cast<std::size_t>(window.analysisList()->topLevelItemCount()),
            static_cast<std::size_t>(window.session()->legalMoves().size()), waitMs(8000));
        // Off: the tigers are the player's; the computer waits for them.
        window.setAnalysing(false);
        QVERIFY(!window.session()->isComputerTurn());
        QVERIFY(!window.analysisList()->isVisible());
    }

    // The fifth capture ends a game under the five-capture house rule, said in words, and
    // the board takes no more moves; under "every goat" the same jump plays on.
    void fifthCaptureEndsTheGame() {
        LambsSetup setup;
        setup.mode = GameMode::TwoPlayers;
        setup.capturesToWin = 5;
        LambsWindow window(setup);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const RecordParseResult r = parseRecord(Variant::lambs(5), "T/G1TT2/2G3/6/4 t g9 c4");
        QVERIFY2(r.ok, r.error.message().c_str());
        window.session()->startAt(setup, r.record.position);
        QCOMPARE(LambsWindow::resultText(*window.session()), QString());
        clickMove(window.board(),
                  findLegalMove(window.session()->variant(), window.session()->position(), 3, 15));
        QCOMPARE(window.session()->result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(window.turnText(), QStringLiteral("Tigers win: 5 goats taken."));
        QSignalSpy refused(window.board(), &BoardView::clickRejected);
        clickPoint(window.board(), 20);
        QCOMPARE(refused.count(), 1);
        setup.capturesToWin = kAllGoats;
        window.session()->startAt(setup, r.record.position);
        clickMove(window.board(),
                  findLegalMove(window.session()->variant(), window.session()->position(), 3, 15));
        QVERIFY(!window.session()->result().over());
    }

    // New Game ▸ Game: Lambs and Tigers opens its window with the chosen players.
    void chosenInTheNewGameDialog() {
        auto main = apptest::openWindow();
        QVERIFY(main);
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto* game = dialog->findChild<QComboBox*>();
            for (QComboBox* c : dialog->findChildren<QComboBox*>())
                if (c->count() == 2 && c->itemText(1).startsWith(QStringLiteral("Lambs"))) game = c;
            game->setCurrentIndex(1);
            QRadioButton* two = nullptr;
            for (QRadioButton* b : dialog->findChildren<QRadioButton*>())
                if (b->text().startsWith(QStringLiteral("Two players"))) two = b;
            QVERIFY(two);
            two->click();
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        apptest::findAction(main.get(), QStringLiteral("New Game"))->trigger();
        LambsWindow* lambs = nullptr;
        QTRY_VERIFY((lambs = main->findChild<LambsWindow*>()) != nullptr);
        QCOMPARE(lambs->session()->setup().mode, GameMode::TwoPlayers);
        QCOMPARE(lambs->session()->position(), Position::start(lambsBoard()));
        lambs->close();
    }
};

QTEST_MAIN(TestLambsApp)
#include "tst_lambs_app.moc"
