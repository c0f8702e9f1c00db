// Lambs and Tigers in the main window, by clicks: its board offers exactly the engine's legal
// moves (placements, slides, jumps), says why a click is refused, undoes; against the computer
// the reply comes by itself; analysis mode values every legal move and lets either side move;
// the captures rule decides when the game ends; and the New Game dialog's Game choice starts a
// Lambs and Tigers game in the same window, under the rule chosen there.
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "AppTest.h"
#include "TestEnv.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisModel.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardNote.h"
#include "board/BoardView.h"
#include "dialogs/NewGameDialog.h"
#include "engine/games/AnyGame.h"
#include "session/GameSession.h"
#include "window/MainWindow.h"
#include "ui/ResultBanner.h"
#include "window/SidePanel.h"

using bagh::EndReason;
using bagh::Outcome;
using bagh::Side;
using namespace bagh::games;

namespace {

int waitMs(int ms) { return static_cast<int>(ms * testenv::timeoutScale()); }

// `setup` playing Lambs and Tigers under `captures` (0: every goat; 5 or 6).
GameSetup lambs(GameSetup setup, int captures = 0) {
    setup.game = GameKind::Lambs;
    setup.lambsCaptures = captures;
    return setup;
}

// The legal move now from `from` to `to` (a slide or a jump), or a null move.
Move legalMove(const GameSession* c, Point from, Point to) {
    for (Move m : c->legalMoves())
        if (!m.isPlacement() && m.from() == from && m.to() == to) return m;
    return Move();
}

// Makes `w` the active window, so its shortcuts reach their actions.
bool activate(QWidget* w) {
    QApplication::setActiveWindow(w);
    w->activateWindow();
    return QTest::qWaitForWindowActive(w);
}

// Four goats taken, tigers to move: the tiger on 3 jumps the goat on 9 to 15 for the fifth.
const char* const kOneCaptureToFive = "T/G1TT2/2G3/6/4 t g9 c4";

}  // namespace

class TestLambsApp : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;
    BoardView* board() { return window_->boardView(); }
    GameSession* game() { return window_->session(); }

private slots:
    void init() {
        apptest::useTestSettings();
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    // Two players: placements, a tiger's slide and a jump by clicks, each the engine's move;
    // refused clicks say why; undo takes one move back.
    void twoPlayersByClicks() {
        window_->startNewGame(lambs(apptest::twoPlayers()));
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        QCOMPARE(board()->kind(), GameKind::Lambs);
        QCOMPARE(board()->boardGeometry().points(), 23);
        QSignalSpy refused(board(), &BoardView::clickRejected);
        // Goats to move with goats in hand: a tiger's point is no place for a goat.
        apptest::clickPoint(board(), "3");
        QCOMPARE(refused.count(), 1);
        QVERIFY(!refused.at(0).at(0).toString().isEmpty());
        QVERIFY(window_->boardNote()->isVisible());
        QCOMPARE(game()->game().length(), 0);
        // A goat on 8; the tiger on 3 slides to 9; a goat on 14 ...
        apptest::clickPoint(board(), "8");
        QCOMPARE(game()->game().current().goatsInHand(), 14);
        apptest::clickMove(board(), Move::slide(3, 9));
        QCOMPARE(game()->game().current().tigers() & bit(9), bit(9));
        apptest::clickPoint(board(), "14");
        // ... and the tiger on 9 jumps the goat on 8 to 7, by clicks like any move.
        const Move jump = legalMove(game(), 9, 7);
        QVERIFY(jump.isJump());
        QCOMPARE(jump.over(), 8);
        apptest::clickMove(board(), jump);
        QCOMPARE(game()->game().current().goatsCaptured(), 1);
        QCOMPARE(window_->sidePanel()->capturedShown(), 1);
        QVERIFY2(window_->sidePanel()->turnText().startsWith(QStringLiteral("Goats to move")),
                 qPrintable(window_->sidePanel()->turnText()));
        QCOMPARE(game()->game().length(), 4);
        QCOMPARE(game()->game().moveText(game()->game().lastMove()), std::string("9x7"));
        QCOMPARE(refused.count(), 1);
        // Undo, by the key, takes back one move between two players.
        QVERIFY(activate(window_.get()));
        QTest::keySequence(window_.get(), QKeySequence::Undo);
        QCOMPARE(game()->game().length(), 3);
        QCOMPARE(game()->game().current().goatsCaptured(), 0);
        QCOMPARE(board()->position(), game()->game().current());
    }

    // Against the computer (the tigers), a placement is answered by a legal tiger move.
    void computerReplies() {
        window_->startNewGame(lambs(apptest::againstComputer(Side::Goats, 2)));
        apptest::clickPoint(board(), "20");
        QCOMPARE(game()->game().length(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(game()->game().length(), 2, waitMs(10000));
        QCOMPARE(game()->game().current().sideToMove(), Side::Goats);
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        // Undo takes the whole turn back.
        QVERIFY(activate(window_.get()));
        QTest::keySequence(window_.get(), QKeySequence::Undo);
        QCOMPARE(game()->game().length(), 0);
    }

    // Analysis mode: the computer waits, every legal move gets a value in the list and a tag
    // on the board, either side may be played; off again, the computer moves.
    void analysisMode() {
        // The computer (goats) is to move at once ...
        window_->startNewGame(lambs(apptest::againstComputer(Side::Tigers, 1)));
        AnalysisMode* analysis = window_->analysisMode();
        analysis->setActive(true);  // ... unless analysis stops it first
        QTest::qWait(200);          // an answer already on its way is dropped
        QCOMPARE(game()->game().length(), 0);
        QVERIFY(activate(window_.get()));
        QTest::keySequence(window_.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        QVERIFY(!analysis->isActive());
        QTest::keySequence(window_.get(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
        QVERIFY(analysis->isActive());
        const AnalysisModel* list = analysis->panel()->model();
        // The list and the board's tags both of the shown position, one per legal move.
        auto shown = [&] {
            const int legal = static_cast<int>(game()->legalMoves().size());
            return list->report().positionKey == game()->game().current().key() &&
                   list->rowCount() == legal && board()->moveMarks().size() == legal;
        };
        QTRY_VERIFY_WITH_TIMEOUT(shown(), waitMs(8000));
        QCOMPARE(list->report().kind, GameKind::Lambs);
        const QString first =
            list->data(list->index(0, 0), AnalysisModel::EngineLineRole).toString();
        QVERIFY2(first.contains(QStringLiteral("draw")) || first.contains(QStringLiteral("win")) ||
                     first.contains(QStringLiteral("loss")),
                 qPrintable(first));
        // The moves in Lambs' own notation: at the start, placements by the point's number.
        for (int row = 0; row < list->rowCount(); ++row) {
            const Move m = list->report().analysis.moves[static_cast<std::size_t>(row)].move;
            QVERIFY(m.isPlacement());
            QCOMPARE(list->data(list->index(row, AnalysisModel::MoveColumn)).toString(),
                     QString::number(m.to()));
        }
        // The goats' move by hand while analysing; the list follows the new position.
        apptest::clickPoint(board(), "20");
        QCOMPARE(game()->game().length(), 1);
        QCOMPARE(game()->game().current().sideToMove(), Side::Tigers);
        QTRY_VERIFY_WITH_TIMEOUT(shown(), waitMs(8000));
        // Off: the tigers are the player's; the computer waits for them.
        analysis->setActive(false);
        QVERIFY(!game()->isSelfMoverTurn());
        QVERIFY(!analysis->panel()->isVisible());
        QVERIFY(board()->moveMarks().isEmpty());
    }

    // The fifth capture ends a game under the five-capture house rule, said in words, and
    // the board takes no more moves; under six or every goat the same jump plays on.
    void fifthCaptureEndsTheGame_data() {
        QTest::addColumn<int>("captures");
        QTest::addColumn<bool>("ends");
        QTest::newRow("five") << 5 << true;
        QTest::newRow("six") << 6 << false;
        QTest::newRow("every goat") << bagh::games::kLambsEveryGoat << false;
    }
    void fifthCaptureEndsTheGame() {
        QFETCH(int, captures);
        QFETCH(bool, ends);
        window_->startNewGame(lambs(apptest::twoPlayers(), captures));
        QVERIFY(apptest::loadPosition(window_.get(), kOneCaptureToFive));
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        QCOMPARE(game()->game().capturesToWin(), captures);
        QCOMPARE(game()->setup().lambsCaptures, captures);
        QVERIFY(!game()->result().over());
        QVERIFY(!window_->resultBanner()->isVisible());
        const Move jump = legalMove(game(), 3, 15);
        QVERIFY(jump.isJump());
        apptest::clickMove(board(), jump);
        QCOMPARE(game()->game().current().goatsCaptured(), 5);
        QCOMPARE(window_->sidePanel()->capturedShown(), 5);
        QSignalSpy refused(board(), &BoardView::clickRejected);
        if (!ends) {
            QVERIFY(!game()->result().over());
            QVERIFY(!window_->resultBanner()->isVisible());
            QVERIFY(window_->sidePanel()->turnText().startsWith(QStringLiteral("Goats to move")));
            apptest::clickPoint(board(), "20");
            QCOMPARE(refused.count(), 0);
            QCOMPARE(game()->game().length(), 2);
            return;
        }
        QCOMPARE(game()->result().outcome, Outcome::TigersWin);
        QCOMPARE(game()->result().reason, EndReason::FiveCaptured);
        QCOMPARE(window_->sidePanel()->turnText(), QStringLiteral("Tigers win"));
        QVERIFY(window_->resultBanner()->isVisible());
        QCOMPARE(window_->resultBanner()->title(), QStringLiteral("Tigers win"));
        QCOMPARE(window_->resultBanner()->detail(),
                 QStringLiteral("Five goats have been captured."));
        apptest::clickPoint(board(), "20");
        QCOMPARE(refused.count(), 1);
        QCOMPARE(game()->game().length(), 1);
    }

    // New Game ▸ Game: Lambs and Tigers starts it in the main window with the chosen players
    // and captures rule; the fifth capture then ends it.
    void chosenInTheNewGameDialog() {
        QTimer::singleShot(0, [] {
            auto* dialog = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QComboBox *game = nullptr, *captures = nullptr;
            for (QComboBox* c : dialog->findChildren<QComboBox*>()) {
                if (c->count() == 2 && c->itemText(1).startsWith(QStringLiteral("Lambs"))) game = c;
                if (c->findText(QStringLiteral("Five goats taken")) >= 0) captures = c;
            }
            QVERIFY(game && captures);
            game->setCurrentIndex(1);
            QVERIFY(captures->isVisible());
            captures->setCurrentIndex(captures->findText(QStringLiteral("Five goats taken")));
            QRadioButton* two = nullptr;
            for (QRadioButton* b : dialog->findChildren<QRadioButton*>())
                if (b->text().startsWith(QStringLiteral("Two players"))) two = b;
            QVERIFY(two);
            two->click();
            dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
        });
        apptest::findAction(window_.get(), QStringLiteral("New Game"))->trigger();
        QCOMPARE(game()->setup().game, GameKind::Lambs);
        QCOMPARE(game()->setup().mode, GameMode::TwoPlayers);
        QCOMPARE(game()->setup().lambsCaptures, 5);
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        QCOMPARE(game()->game().capturesToWin(), 5);
        QCOMPARE(game()->game().current(),
                 Game::start(GameKind::Lambs, game()->setup().rule, 5).current());
        QCOMPARE(board()->position(), game()->game().current());
        QCOMPARE(board()->boardGeometry().points(), 23);
        // The window is the only one: no second window opened for the game.
        for (QWidget* w : QApplication::topLevelWidgets())
            QVERIFY2(w == window_.get() || !w->isVisible(), qPrintable(w->windowTitle()));
        QVERIFY(apptest::loadPosition(window_.get(), kOneCaptureToFive));
        apptest::clickMove(board(), legalMove(game(), 3, 15));
        QCOMPARE(game()->result().outcome, Outcome::TigersWin);
        QVERIFY(window_->resultBanner()->isVisible());
    }

    // A Lambs record pasted while Bagh-Chal is played takes the Lambs rule chosen last (a
    // record does not say it); one with more goats taken than that rule allows, every goat.
    void pastedRecordTakesTheLastLambsRule() {
        GameSetup baghChal = lambs(apptest::twoPlayers(), 6);
        baghChal.game = GameKind::BaghChal;
        window_->startNewGame(baghChal);
        QCOMPARE(game()->game().kind(), GameKind::BaghChal);
        QVERIFY(activate(window_.get()));
        QApplication::clipboard()->setText(QString::fromLatin1(kOneCaptureToFive));
        QTest::keySequence(window_.get(), QKeySequence::Paste);
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        QCOMPARE(game()->game().capturesToWin(), 6);
        QCOMPARE(game()->setup().lambsCaptures, 6);
        // Seven taken: not a position of the six-capture rule.
        window_->startNewGame(baghChal);
        QApplication::clipboard()->setText(QStringLiteral("T/G1TT2/6/6/4 t g7 c7"));
        QTest::keySequence(window_.get(), QKeySequence::Paste);
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        QCOMPARE(game()->game().capturesToWin(), 15);
        QCOMPARE(game()->game().current().goatsCaptured(), 7);
    }

    // A saved game may carry any captures rule the format allows: the window keeps it, in the
    // status bar's words and for the next game.
    void anyCapturesRuleIsKept() {
        const QString path = QDir(dir_.path()).filePath(QStringLiteral("thirteen.bgc"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[Game \"lambs\"]\n[Captures \"13\"]\n[Result \"*\"]\n\n1. 12 *\n");
        file.close();
        QString error;
        QVERIFY2(window_->openGameFile(path, &error), qPrintable(error));
        QCOMPARE(game()->game().capturesToWin(), 13);
        QCOMPARE(game()->setup().capturesToWin(), 13);
        window_->startNewGame(game()->setup());
        QCOMPARE(game()->game().kind(), GameKind::Lambs);
        QCOMPARE(game()->game().capturesToWin(), 13);
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestLambsApp)
#include "tst_lambs_app.moc"
