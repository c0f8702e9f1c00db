// A player's hour, second pass: what a player met in a real X server and the window now does.
// Resigning and offering a draw in every mode; the last game's end leaving the status bar with
// a new game, and messages cut at a word; computer-vs-computer's Pause saying Resume, at hand
// at an earlier position (P never typed into the move box); the side panel saying why the
// computer waits; the engine's expected line dropping the move just played; Edit ▸ Paste; the
// arrow keys stepping through the moves; and where you left off: the game comes back at the
// next start and nothing moves by itself.
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolBar>

#include "AppTest.h"
#include "analysis/AnalysisMode.h"
#include "board/BoardGeometry.h"
#include "board/BoardNote.h"
#include "board/BoardView.h"
#include "files/GameFiles.h"
#include "play/ConcedeActions.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"
#include "session/PlayClock.h"
#include "window/Language.h"
#include "window/MainWindow.h"
#include "ui/ResultBanner.h"
#include "window/SidePanel.h"
#include "window/StatusText.h"

using namespace bagh;
using apptest::againstComputer;

namespace {

QAction* pauseAction(MainWindow* w) {
    return w->findChild<QAction*>(QStringLiteral("pauseAction"));
}

}  // namespace

class TestPlayerHour : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;
    GameSession* game() { return window_->session(); }

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() {
        QSettings().clear();
        window_ = apptest::openWindow();
        QVERIFY(window_);
    }
    void cleanup() { window_.reset(); }

    // Resign, at one screen and against the computer: the game ends with the right winner,
    // announced once, and a step back over it reopens it.
    void resign_data() {
        QTest::addColumn<bool>("computer");
        QTest::newRow("two players: the side to move resigns") << false;
        QTest::newRow("against the computer: the player resigns") << true;
    }
    void resign() {
        QFETCH(bool, computer);
        if (computer)
            window_->startNewGame(againstComputer(Side::Tigers, 1));
        else
            QVERIFY(apptest::playTypedMoves(game(), {"C1"}));
        if (computer) game()->setMovetimeOverride(30);
        if (computer) QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() == 1, 20000);
        QSignalSpy finished(game(), &GameSession::gameFinished);
        QAction* resign = window_->concedeActions()->resignAction();
        QVERIFY(resign->isEnabled());
        resign->trigger();
        const GameResult r = game()->result();
        QCOMPARE(r.reason, EndReason::Resignation);
        QCOMPARE(r.outcome, Outcome::GoatsWin);  // the tigers (to move / the player) resigned
        QCOMPARE(finished.count(), 1);
        QVERIFY(window_->resultBanner()->isVisible());
        QVERIFY(!resign->isEnabled());
        QVERIFY(game()->isModified());
        if (!computer) {
            game()->undoTurn();
            QVERIFY(!game()->result().over());
            game()->redoTurn();
            QCOMPARE(game()->result().reason, EndReason::Resignation);
            QCOMPARE(finished.count(), 1);  // the same end, not a second game
        }
    }

    // A draw offered against the computer: a proven draw is accepted (the start, from the
    // opening book, even by the top level); an unproven position is declined by the top level.
    void drawOfferAgainstTheComputer_data() {
        QTest::addColumn<QString>("position");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("proven draw") << QString() << true;
        QTest::newRow("nothing proven, top level") << "T3T/GGGGG/5/5/T3T g g15 c0" << false;
    }
    void drawOfferAgainstTheComputer() {
        QFETCH(QString, position);
        QFETCH(bool, accepted);
        window_->startNewGame(againstComputer(Side::Goats, 6));
        if (!position.isEmpty()) QVERIFY(window_->loadPosition(position));
        QSignalSpy answered(game(), &GameSession::drawOfferAnswered);
        window_->concedeActions()->offerDrawAction()->trigger();
        QVERIFY(!window_->concedeActions()->offerDrawAction()->isEnabled());  // one at a time
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, 20000);
        QCOMPARE(answered.at(0).at(0).toBool(), accepted);
        QCOMPARE(game()->result().over(), accepted);
        if (accepted) QCOMPARE(game()->result().reason, EndReason::DrawAgreed);
        if (!accepted) QVERIFY(window_->concedeActions()->offerDrawAction()->isEnabled());
        if (!accepted) return;
        // The turn card of a drawn game shows a tiger and a goat, not a blank.
        auto* icon = window_->sidePanel()->findChild<QLabel*>(QStringLiteral("turnIcon"));
        QVERIFY(icon);
        const QImage shown = icon->pixmap().toImage();
        QVERIFY(!shown.isNull());
        QVERIFY(shown.pixelColor(shown.width() / 4, shown.height() / 4).alpha() > 0);
        QVERIFY(shown.pixelColor(shown.width() * 3 / 4, shown.height() * 3 / 4).alpha() > 0);
    }

    // The last game's end leaves the status bar when a new game starts.
    void endMessageGoesWithTheGame() {
        game()->agreeDraw();
        QVERIFY(window_->statusBar()->currentMessage().startsWith(QStringLiteral("Draw")));
        window_->startNewGame(apptest::twoPlayers());
        QCOMPARE(window_->statusBar()->currentMessage(), QString());
    }

    // A long message is cut after a whole word, never inside one.
    void messagesAreCutAtAWord_data() {
        QTest::addColumn<int>("width");
        for (int w : {90, 160, 240, 330}) QTest::newRow(qPrintable(QString::number(w))) << w;
    }
    void messagesAreCutAtAWord() {
        QFETCH(int, width);
        const QString text = QStringLiteral(
            "Every move left to the goats would repeat an earlier position, so the tigers win.");
        const QFontMetrics fm(window_->font());
        const QString cut = StatusText::fitAtWord(text, fm, width);
        QVERIFY(fm.horizontalAdvance(cut) <= width);
        QVERIFY(cut.endsWith(QStringLiteral("…")));
        const QString head = cut.chopped(1);
        QVERIFY(text.startsWith(head));
        const QChar next = text.at(head.size());
        QVERIFY2(next == QLatin1Char(' ') || next.isPunct(), qPrintable(cut));
        QCOMPARE(StatusText::fitAtWord(text, fm, fm.horizontalAdvance(text)), text);
    }

    // A message cut to its room is cut again when a permanent neighbour grows after it was
    // shown (the analysis word of a position the tables do not decide is longer): it still
    // ends at a word, inside the room left.
    void messageCutAgainWhenANeighbourGrows() {
        QStatusBar* bar = window_->statusBar();
        QLabel* neighbour = nullptr;
        for (QLabel* l : bar->findChildren<QLabel*>())
            if (l->property("permanentStatus").toBool() && l->isVisible() &&
                !l->property("yieldsToMessages").toBool())
                neighbour = l;
        QVERIFY(neighbour);
        const QString text = QStringLiteral(
            "Every move left to the goats would repeat an earlier position, so the tigers win "
            "and the game is over now.");
        window_->resize(700, window_->height());
        QTRY_COMPARE(window_->width(), 700);
        StatusText::show(bar, text, 0);
        const QString before = bar->currentMessage();
        neighbour->setText(neighbour->text() + QStringLiteral(" and much more besides that"));
        QTRY_VERIFY(bar->currentMessage() != before);
        const QString now = bar->currentMessage();
        QVERIFY(now.endsWith(QStringLiteral("…")));
        QVERIFY(text.startsWith(now.chopped(1)));
        QVERIFY(bar->fontMetrics().horizontalAdvance(now) <=
                std::max(StatusText::messageRoom(bar), 80));
    }

    // The game's settings in the status bar step aside for a message that needs their room
    // (at scale 2 a refused move's message was cut beside them), and come back when it goes; a
    // message that fits leaves them be.
    void settingsStepAsideForAMessage() {
        QStatusBar* bar = window_->statusBar();
        QLabel* settings = nullptr;
        for (QLabel* l : bar->findChildren<QLabel*>())
            if (l->property("yieldsToMessages").toBool()) settings = l;
        QVERIFY(settings);
        QVERIFY(settings->isVisible());
        QVERIFY(!settings->text().isEmpty());
        const int with = StatusText::messageRoom(bar);
        settings->hide();
        const int without = StatusText::messageRoom(bar);
        settings->show();
        QVERIFY2(without >= with + settings->width(), qPrintable(QString::number(without - with)));
        // Wider than the room beside the settings, narrower than the room without them.
        const QFontMetrics fm(bar->font());
        QString text = QStringLiteral("The");
        while (fm.horizontalAdvance(text + QStringLiteral(" goat.")) < (with + without) / 2)
            text += QStringLiteral(" goat");
        text += QLatin1Char('.');
        StatusText::show(bar, text, 0);
        QVERIFY(!settings->isVisible());
        QCOMPARE(bar->currentMessage(), text);
        QVERIFY(bar->toolTip().isEmpty());
        bar->clearMessage();
        QVERIFY(settings->isVisible());
        StatusText::show(bar, QStringLiteral("Draw."), 0);
        QVERIFY(settings->isVisible());
        QCOMPARE(bar->currentMessage(), QStringLiteral("Draw."));
    }

    // A move typed but refused goes with its game: a pasted position or a new game starts with
    // an empty move box.
    void typedMoveGoesWithItsGame() {
        window_->startNewGame(apptest::twoPlayers());
        QLineEdit* entry = window_->sidePanel()->moveEntry();
        entry->setText(QStringLiteral("A1"));
        QVERIFY(window_->loadPosition(QStringLiteral("T3T/5/2G2/5/T3T t g19 c0")));
        QCOMPARE(entry->text(), QString());
        entry->setText(QStringLiteral("C3"));
        window_->startNewGame(apptest::twoPlayers());
        QCOMPARE(entry->text(), QString());
    }

    // Pause names what it does (Resume while paused), and is off where nothing runs: at an
    // earlier position shown; the panel says why the computer waits.
    void pauseSaysResumeAndWhyTheComputerWaits() {
        window_->startNewGame(apptest::computerVsComputer());
        game()->setMovetimeOverride(30);
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() >= 3, 30000);
        QAction* pause = pauseAction(window_.get());
        QVERIFY(pause);
        QVERIFY(!pause->isCheckable());
        // The toolbar keeps its place: Analysis Mode does not jump as Pause says Resume.
        auto* bar = window_->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        QWidget* analysisButton = bar->widgetForAction(window_->analysisMode()->action());
        QTest::qWait(50);
        const int analysisAt = analysisButton->x();
        pause->trigger();
        QVERIFY(game()->watchPaused());
        QCOMPARE(pause->text().remove(QLatin1Char('&')), QStringLiteral("Resume"));
        QTest::qWait(50);
        QCOMPARE(analysisButton->x(), analysisAt);
        // Nobody at the board to take a hint.
        QVERIFY(!apptest::findAction(window_.get(), QStringLiteral("Hint"))->isEnabled());
        QVERIFY(window_->sidePanel()->playerText().contains(QStringLiteral("paused")));
        pause->trigger();
        QVERIFY(!game()->watchPaused());
        QCOMPARE(pause->text().remove(QLatin1Char('&')), QStringLiteral("Pause"));
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() >= 5, 30000);
        game()->goToPly(game()->currentPly() - 1);
        QVERIFY(pause->isEnabled());  // Pause stays at hand (the next test)
        QVERIFY2(window_->sidePanel()->playerText().contains(QStringLiteral("earlier position")),
                 qPrintable(window_->sidePanel()->playerText()));
        window_->startNewGame(apptest::twoPlayers());
    }

    // Paused, one step back with Left and then P, the focus in the move box: Resume is at hand,
    // goes back to the last move, and the computers play on; nothing is typed into the box.
    // A window key whose action is off (P in a game of two players) types nothing either.
    void pauseStaysAtHandAtAnEarlierPosition_data() {
        QTest::addColumn<games::GameKind>("kind");
        QTest::newRow("baghchal") << games::GameKind::BaghChal;
        QTest::newRow("lambs") << games::GameKind::Lambs;
    }
    void pauseStaysAtHandAtAnEarlierPosition() {
        QFETCH(games::GameKind, kind);
        GameSetup setup = apptest::computerVsComputer();
        setup.game = kind;
        setup.cvcDelayMs = 60;
        window_->startNewGame(setup);
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() >= 3, 30000);
        QAction* pause = pauseAction(window_.get());
        pause->trigger();
        QVERIFY(game()->watchPaused());
        const int last = game()->lastPly();
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QLineEdit* entry = window_->sidePanel()->moveEntry();
        entry->setFocus();
        QTest::keyClick(entry, Qt::Key_Left);
        QCOMPARE(game()->currentPly(), last - 1);
        QVERIFY(pause->isEnabled());
        QCOMPARE(pause->text().remove(QLatin1Char('&')), QStringLiteral("Resume"));
        QTest::keyClick(entry, Qt::Key_P);
        QCOMPARE(entry->text(), QString());
        QVERIFY(!game()->watchPaused());
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() > last, 30000);
        QCOMPARE(game()->currentPly(), game()->lastPly());

        window_->startNewGame(apptest::twoPlayers());
        QVERIFY(!pause->isVisible());
        entry->setFocus();
        QTest::keyClick(entry, Qt::Key_P);
        QCOMPARE(entry->text(), QString());
        QTest::keyClicks(entry, QStringLiteral("C1"));  // a move is still typed
        QCOMPARE(entry->text(), QStringLiteral("C1"));
    }

    // In analysis mode the computer does not move, and the panel says so.
    void analysisSaysTheComputerWaits() {
        window_->startNewGame(againstComputer(Side::Goats, 1));
        window_->analysisMode()->setActive(true);
        QVERIFY(apptest::playTypedMoves(game(), {"C1"}));
        QVERIFY(!game()->isThinking());
        QVERIFY2(window_->sidePanel()->playerText().contains(QStringLiteral("analysis")),
                 qPrintable(window_->sidePanel()->playerText()));
        window_->analysisMode()->setActive(false);
    }

    // The engine's expected line no longer starts with the move the computer just played.
    void expectedLineDropsThePlayedMove() {
        window_->startNewGame(againstComputer(Side::Tigers, 2));
        game()->setMovetimeOverride(200);
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() == 1, 20000);
        const QString played =
            MoveListModel::moveText(game()->game().kind(), game()->game().lastMove());
        const QString shown = window_->sidePanel()->expectedText();
        QVERIFY2(!shown.contains(QStringLiteral(": ") + played + QLatin1Char(' ')) &&
                     !shown.endsWith(QStringLiteral(": ") + played),
                 qPrintable(shown));
    }

    // Edit ▸ Paste (Ctrl+V on the window) loads a record or a whole game from the clipboard;
    // text that is neither changes nothing.
    void pasteFromTheWindow() {
        QVERIFY(apptest::playTypedMoves(game(), {"C1", "A1B1"}));
        const games::Game before = game()->fullGame();
        QApplication::clipboard()->setText(QStringLiteral("not a position"));
        window_->activateWindow();
        window_->boardView()->setFocus();
        QTest::keyClick(window_.get(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(game()->fullGame().moves(), before.moves());
        QApplication::clipboard()->setText(QStringLiteral("T3T/5/2G2/5/T3T t g19 c0"));
        QTest::keyClick(window_.get(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(game()->game().current().goatsOnBoard(), 1);
        QCOMPARE(game()->game().current().sideToMove(), Side::Tigers);
        // A whole game copied (Edit ▸ Copy Game) comes back whole, every move navigable.
        QVERIFY(apptest::playTypedMoves(game(), {"A1B1", "C1"}));
        apptest::findAction(window_.get(), QStringLiteral("Copy Game"))->trigger();
        window_->startNewGame(apptest::twoPlayers());
        QTest::keyClick(window_.get(), Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(game()->fullGame().length(), 2);
        QVERIFY(game()->isModified());  // a pasted game is a new, unsaved document
        QVERIFY(window_->gameFiles()->currentPath().isEmpty());
    }

    // The note that says why a click did nothing leaves the letters on the frame's lower edge
    // readable, at any board size.
    void illegalClickNoteLeavesTheCoordinates_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1000x720") << QSize(1000, 720);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("960x540") << QSize(960, 540);
    }
    void illegalClickNoteLeavesTheCoordinates() {
        QFETCH(QSize, size);
        window_->resize(size);
        QTest::qWait(50);
        BoardView* board = window_->boardView();
        apptest::clickPoint(board, "C3", Qt::LeftButton);  // a goat: fine
        apptest::clickPoint(board, "C3", Qt::LeftButton);  // on a piece: refused
        BoardNote* note = window_->boardNote();
        QTRY_VERIFY(note->isVisible());
        const BoardGeometry geo = board->boardGeometry();
        const qreal band = geo.gridRect().top() - geo.boardRect().top() - geo.cell() * 0.42;
        const QRectF letters(geo.boardRect().left(), geo.boardRect().bottom() - band,
                             geo.boardRect().width(), band);
        QVERIFY2(!letters.intersects(QRectF(note->geometry())),
                 qPrintable(QStringLiteral("note %1 to %2, letters from %3")
                                .arg(note->geometry().top())
                                .arg(note->geometry().bottom())
                                .arg(letters.top())));
    }

    // The note covers no piece: with the two lowest rows full and a click on the lowest (as
    // on row 5 of Bagh-Chal, Lambs' points 19–22), it goes where no piece is.
    void illegalClickNoteCoversNoPiece_data() {
        QTest::addColumn<games::GameKind>("kind");
        QTest::addColumn<QString>("record");  // the tigers to move
        QTest::addColumn<QString>("goat");    // a goat on the lowest row: clicking it is refused
        QTest::newRow("baghchal") << games::GameKind::BaghChal << "T3T/5/5/GGGGG/TGGGT t g12 c0"
                                  << "C5";
        QTest::newRow("lambs") << games::GameKind::Lambs << "T/2TT2/6/GGGGGG/GGGG t g5 c0"
                               << "20";
    }
    void illegalClickNoteCoversNoPiece() {
        QFETCH(games::GameKind, kind);
        QFETCH(QString, record);
        QFETCH(QString, goat);
        GameSetup setup = apptest::twoPlayers();
        setup.game = kind;
        window_->startNewGame(setup);
        QVERIFY(window_->loadPosition(record));
        BoardView* board = window_->boardView();
        apptest::clickPoint(board, goat.toLatin1().constData());
        BoardNote* note = window_->boardNote();
        QTRY_VERIFY(note->isVisible());
        const BoardGeometry geo = board->boardGeometry();
        const games::Position& pos = board->position();
        const QRectF shown(note->geometry());
        for (int p = 0; p < geo.points(); ++p) {
            if (!((pos.tigers() | pos.goats()) >> p & 1)) continue;
            const qreal r = geo.pieceSize() / 2;
            const QPointF c = geo.pointCenter(static_cast<games::Point>(p));
            const QPointF near(std::clamp(c.x(), shown.left(), shown.right()),
                               std::clamp(c.y(), shown.top(), shown.bottom()));
            QVERIFY2(QLineF(c, near).length() >= r,
                     qPrintable(QStringLiteral("point %1 under the note").arg(p)));
        }
    }

    // At 1280×720 (the window as a window manager places it there) the side panel shows whole,
    // without a scroll bar, in both languages.
    void sidePanelFitsA720Screen_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("Nepali") << QStringLiteral("ne");
    }
    void sidePanelFitsA720Screen() {
        QFETCH(QString, language);
        QVERIFY(Language::install(*QCoreApplication::instance(), language));
        window_ = apptest::openWindow();  // built in the language
        window_->resize(1040, 672);
        QVERIFY(apptest::playTypedMoves(game(), {"C1", "A1B1", "C2", "B1A1"}));
        QTest::qWait(50);
        auto* scroll = window_->findChild<QScrollArea*>(QStringLiteral("sidePanelScroll"));
        QVERIFY(scroll);
        QVERIFY2(!scroll->verticalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("panel %1 px in %2 px")
                                .arg(window_->sidePanel()->minimumSizeHint().height())
                                .arg(scroll->viewport()->height())));
        apptest::resetLanguage();
    }

    // Up and Down step through the moves, like Left and Right, wherever the focus is but on
    // the board (whose cursor they move: tst_boardkeys).
    void arrowsStepThroughTheMoves() {
        QVERIFY(apptest::playTypedMoves(game(), {"C1", "A1B1", "C2"}));
        window_->activateWindow();
        QWidget* list = window_->sidePanel()->moveView();
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(game()->currentPly(), 2);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(game()->currentPly(), 1);
        QTest::keyClick(list, Qt::Key_Down);
        QCOMPARE(game()->currentPly(), 2);
    }

    // Choosing another language says that it takes effect at a restart, and offers one.
    void languageChangeSaysRestart() {
        QString said;
        QTimer::singleShot(0, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box);
            said = box->text();
            for (QAbstractButton* b : box->buttons())
                if (b->text().remove(QLatin1Char('&')) == QStringLiteral("Later")) b->click();
        });
        apptest::findAction(window_.get(), QStringLiteral("नेपाली (Nepali)"))->trigger();
        QVERIFY2(said.contains(QStringLiteral("starts again")), qPrintable(said));
        QCOMPARE(Language::stored(), QStringLiteral("ne"));
        QVERIFY(window_->isVisible());  // Later: nothing closes
        Language::store(QString());
    }

    // Where you left off: the game, the shown position and the mode come back at the next
    // start; a start never makes the computer move by itself; --new-game starts afresh.
    void whereYouLeftOff() {
        window_->startNewGame(againstComputer(Side::Goats, 1));
        QVERIFY(apptest::playTypedMoves(game(), {"C1"}));
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() == 2, 20000);
        QVERIFY(apptest::playTypedMoves(game(), {"C2"}));
        // Held before the engine's reply can come back (no event runs in between), so that no
        // later turn starts it again while the window closes: the game left is this one.
        game()->setWatchPaused(true);
        game()->stopEngine();
        const games::Game left = game()->fullGame();
        window_->close();
        window_ = apptest::openWindow();
        QVERIFY(window_->resumeLastGame());
        QCOMPARE(game()->fullGame().moves(), left.moves());
        QCOMPARE(game()->setup().mode, GameMode::HumanVsComputer);
        QCOMPARE(game()->setup().humanSide, Side::Goats);
        // The computer was to move: it waits for the player, who can resume it.
        QVERIFY(game()->watchPaused());
        QVERIFY(!game()->isThinking());
        QAction* pause = pauseAction(window_.get());
        QVERIFY(pause->isVisible() && pause->isEnabled());
        QTest::qWait(600);
        QCOMPARE(game()->game().length(), left.length());
        pause->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() == left.length() + 1, 20000);

        // Asked for a new game: the computer that moves first waits too.
        window_->close();
        window_ = apptest::openWindow();
        window_->startNewGame(againstComputer(Side::Tigers, 1));
        QVERIFY(!window_->resumeLastGame(true));
        QCOMPARE(game()->game().length(), 0);
        QVERIFY(game()->watchPaused());
        QTest::qWait(600);
        QCOMPARE(game()->game().length(), 0);
    }

    // Two players' clocks come back where they were at the close, stopped; the next move costs
    // its mover no time and starts the other side's clock.
    void clocksComeBackWhereYouLeftOff() {
        GameSetup setup = apptest::twoPlayers();
        setup.clock = games::TimeControl{60000, 0};
        window_->startNewGame(setup);
        QVERIFY(apptest::playTypedMoves(game(), {"C1"}));
        QTest::qWait(100);
        QVERIFY(apptest::playTypedMoves(game(), {"A1B1"}));
        QCOMPARE(game()->clock()->running(), std::optional(Side::Goats));
        QTest::qWait(300);
        const games::Clocks left = *game()->clock()->clocks();
        QVERIFY(left.tigersMs < 60000);
        window_->close();
        window_ = apptest::openWindow();
        QVERIFY(window_->resumeLastGame());
        QCOMPARE(game()->game().length(), 2);
        QVERIFY(game()->clock()->active());
        QCOMPARE(game()->clock()->control(), setup.clock);
        QVERIFY(!game()->clock()->running());
        const games::Clocks back = *game()->clock()->clocks();
        QCOMPARE(back.tigersMs, left.tigersMs);
        QVERIFY(back.goatsMs <= left.goatsMs + 50 && back.goatsMs >= left.goatsMs - 300);
        QVERIFY(window_->sidePanel()
                    ->clockShown(Side::Tigers)
                    .startsWith(QStringLiteral("Tigers: 0:")));
        // The status bar names the clocks too.
        QString settings;
        for (QLabel* l : window_->statusBar()->findChildren<QLabel*>())
            if (l->property("yieldsToMessages").toBool()) settings = l->text();
        QVERIFY2(settings.contains(QStringLiteral("clocks 1 min + 0 s")), qPrintable(settings));
        QTest::qWait(200);
        QVERIFY(apptest::playTypedMoves(game(), {"C2"}));
        QCOMPARE(game()->clock()->running(), std::optional(Side::Tigers));
        QCOMPARE(game()->clock()->clocks()->goatsMs, back.goatsMs);  // the move back was free
        // A game without clocks comes back without.
        window_->startNewGame(apptest::twoPlayers());
        QVERIFY(apptest::playTypedMoves(game(), {"C1"}));
        window_->close();
        window_ = apptest::openWindow();
        QVERIFY(window_->resumeLastGame());
        QVERIFY(!game()->clock()->active());
    }
};

QTEST_MAIN(TestPlayerHour)
#include "tst_playerhour.moc"
