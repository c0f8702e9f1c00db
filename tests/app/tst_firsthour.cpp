// What a new player meets in the first hour, each a defect found by trying the game in a real
// X server: the window's keys with the focus in a text box, readable text in every dialog, a
// question before Play Again drops a game, a window that fits a 1280×720 screen and gives back
// the width analysis took, the file's name in the title, Save As and Open Recent in the menu,
// and controls that look off when they do not apply.
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScreen>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QScrollArea>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <cmath>

#include "AppTest.h"
#include "Contrast.h"
#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "board/BoardView.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/PositionSetupDialog.h"
#include "dialogs/RulesDialog.h"
#include "engine/core/Tables.h"
#include "files/GameFiles.h"
#include "session/GameSession.h"
#include "solve/SolveDialog.h"
#include "window/MainWindow.h"
#include "window/ObxBox.h"
#include "ui/ResultBanner.h"
#include "window/SidePanel.h"

using namespace bagh;

using apptest::lowContrast;

namespace {

GameSetup twoPlayers() {
    GameSetup s;
    s.mode = GameMode::TwoPlayers;
    return s;
}

}  // namespace

class TestFirstHour : public QObject {
    Q_OBJECT

private:
    MainWindow* window_ = nullptr;
    GameSession* game() { return window_->session(); }
    BoardView* board() { return window_->boardView(); }
    void click(const char* square) {
        QTest::mouseClick(board(), Qt::LeftButton, {},
                          board()->pointCenter(parseSquare(square)).toPoint());
    }
    QLineEdit* moveBox() { return window_->sidePanel()->moveEntry(); }
    QLineEdit* obxEdit() { return window_->obxBox()->edit(); }
    void focus(QWidget* w) {
        w->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(w->hasFocus());
    }
    // Answers the next message box with `button` once it shows; returns whether one showed.
    void answerNextMessageBox(QMessageBox::StandardButton button, bool* shown) {
        *shown = false;
        QTimer::singleShot(100, this, [button, shown] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            *shown = true;
            box->button(button)->click();
        });
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("baghchal-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_firsthour"));
    }

    void init() {
        window_ = new MainWindow;
        window_->boardView()->setAnimationsEnabled(false);
        window_->startNewGame(twoPlayers());
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_));
        QApplication::setActiveWindow(window_);
    }
    void cleanup() {
        window_->setAskQuestions(false);
        delete window_;
        window_ = nullptr;
    }

    // The board has the focus from the start and takes it back when clicked.
    void boardTakesTheFocus() {
        QTRY_VERIFY(board()->hasFocus());
        focus(moveBox());
        click("C1");
        QVERIFY(board()->hasFocus());
    }

    // With the focus in an empty move box the game's keys work: Ctrl+Z takes the move back
    // (it used to undo the box's own old text), H asks for a hint (it used to type "h"),
    // Left and Home step through the game.
    void keysFromTheMoveBox() {
        click("C1");
        click("A1");
        click("B1");
        QCOMPARE(game()->game().length(), 2);
        focus(moveBox());
        QTest::keyClick(moveBox(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(game()->game().length(), 1);
        QVERIFY(moveBox()->text().isEmpty());
        QTest::keyClick(moveBox(), Qt::Key_Left);
        QCOMPARE(game()->currentPly(), 0);
        QTest::keyClick(moveBox(), Qt::Key_End);
        QCOMPARE(game()->currentPly(), 2);
        QSignalSpy hint(game()->engine(), &EngineService::hintReady);
        QTest::keyClick(moveBox(), Qt::Key_H);
        QVERIFY(moveBox()->text().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!hint.isEmpty(), 30000);
    }

    // While the player types, the box keeps the keys a text box needs; Enter plays the move.
    void typingKeepsTheBoxKeys() {
        focus(moveBox());
        QTest::keyClicks(moveBox(), QStringLiteral("C3"));
        QTest::keyClick(moveBox(), Qt::Key_Left);
        QCOMPARE(moveBox()->cursorPosition(), 1);
        QCOMPARE(game()->currentPly(), 0);
        QTest::keyClick(moveBox(), Qt::Key_Return);
        QCOMPARE(game()->game().length(), 1);
        QVERIFY(moveBox()->text().isEmpty());
    }

    // With the focus in the OBX box (showing the position, not edited), Ctrl+E opens the
    // position setup and Ctrl+Z undoes the game's move.
    void keysFromTheObxBox() {
        click("C1");
        focus(obxEdit());
        QTest::keyClick(obxEdit(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(game()->game().length(), 0);
        bool opened = false;
        QTimer::singleShot(100, this, [&opened] {
            if (auto* d = qobject_cast<PositionSetupDialog*>(QApplication::activeModalWidget())) {
                opened = true;
                d->reject();
            }
        });
        QTest::keyClick(obxEdit(), Qt::Key_E, Qt::ControlModifier);
        QVERIFY(opened);
    }

    // F5 during a game asks before throwing it away; Cancel keeps it.
    void playAgainAsksDuringAGame() {
        click("C1");
        window_->setAskQuestions(true);
        focus(board());
        bool asked = false;
        answerNextMessageBox(QMessageBox::Cancel, &asked);
        QTest::keyClick(board(), Qt::Key_F5);
        QVERIFY(asked);
        QCOMPARE(game()->game().length(), 1);
        QApplication::setActiveWindow(window_);
        focus(board());
        answerNextMessageBox(QMessageBox::Discard, &asked);
        QTest::keyClick(board(), Qt::Key_F5);
        QVERIFY(asked);
        QCOMPARE(game()->game().length(), 0);
    }

    // Copy in the OBX box says "Copied" for a moment without widening the button, the box or
    // the side panel.
    void copyWidensNothing() {
        QToolButton* copy = window_->obxBox()->copyButton();
        QTRY_VERIFY(copy->isVisible());
        const int button = copy->width(), box = window_->obxBox()->width();
        const int least = window_->obxBox()->minimumSizeHint().width();
        QTest::mouseClick(copy, Qt::LeftButton);
        QCOMPARE(copy->text(), QStringLiteral("Copied"));
        QTest::qWait(100);
        QCOMPARE(copy->width(), button);
        QCOMPARE(window_->obxBox()->width(), box);
        QCOMPARE(window_->obxBox()->minimumSizeHint().width(), least);
    }

    // Every card of the side panel fits its 300 px: a wider one (the OBX card's row was 319)
    // pushed each card's right edge, and a clock's last digit, under the scroll bar.
    void sidePanelFitsItsWidth() {
        auto* area = window_->findChild<QScrollArea*>(QStringLiteral("sidePanelScroll"));
        QVERIFY(area && area->widget());
        QVERIFY2(area->widget()->minimumSizeHint().width() <= 300,
                 qPrintable(QString::number(area->widget()->minimumSizeHint().width())));
    }

    // At 1280×720 the OBX box shows a long record whole, its move number included (it read
    // "…mD1 1" for "…mD1 13"): a smaller font where it must.
    void obxRecordWholeAt1280x720() {
        window_->resize(1280 - 16, 720 - 48 - 32);
        QVERIFY(window_->loadPosition(QStringLiteral("GGGGG/TGGGG/GGTTG/GGT1G/G1GGG g g0 c1")));
        QVERIFY(apptest::playTypedMoves(game(), {"E4D4"}));
        QLineEdit* edit = obxEdit();
        QVERIFY2(edit->text().contains(QStringLiteral("E4D4")), qPrintable(edit->text()));
        QTest::qWait(100);
        const int room = edit->width() - 2 * (8 + 1 + 2);
        QVERIFY2(QFontMetrics(edit->font()).horizontalAdvance(edit->text()) <= room,
                 qPrintable(QStringLiteral("%1 in %2").arg(edit->text()).arg(room)));
    }

    // Asking to save is the same whatever throws the game away: a game with unsaved moves asks
    // (in play, finished, resigned), a position pasted with no move played since does not.
    void askingToSaveIsConsistent_data() {
        QTest::addColumn<QString>("state");
        QTest::addColumn<bool>("asks");
        QTest::newRow("in play") << "play" << true;
        QTest::newRow("finished") << "finished" << true;
        QTest::newRow("resigned") << "resigned" << true;
        QTest::newRow("pasted position") << "pasted" << false;
    }
    void askingToSaveIsConsistent() {
        QFETCH(QString, state);
        QFETCH(bool, asks);
        for (const char* command : {"play again", "new game", "paste"}) {
            window_->startNewGame(twoPlayers());
            if (state == "play") {
                click("C1");
            } else if (state == "finished") {
                // The tigers take their fifth goat.
                QVERIFY(window_->loadPosition(QStringLiteral("TG2T/5/5/5/T3T t g15 c4")));
                QVERIFY(apptest::playTypedMoves(game(), {"A1C1"}));
                QVERIFY(game()->result().over());
            } else if (state == "resigned") {
                click("C1");
                game()->resign();
                QVERIFY(game()->result().over());
            } else {
                QVERIFY(window_->loadPosition(QStringLiteral("T3T/5/5/5/T3T g g20 c0")));
            }
            window_->setAskQuestions(true);
            bool asked = false;
            answerNextMessageBox(QMessageBox::Discard, &asked);
            focus(board());
            if (QLatin1String(command) == QLatin1String("play again")) {
                QTest::keyClick(board(), Qt::Key_F5);
            } else if (QLatin1String(command) == QLatin1String("new game")) {
                QTimer::singleShot(50, this, [] {
                    if (auto* d = qobject_cast<NewGameDialog*>(QApplication::activeModalWidget()))
                        d->accept();
                });
                QTest::keyClick(board(), Qt::Key_N, Qt::ControlModifier);
            } else {
                QApplication::clipboard()->setText(QStringLiteral("T3T/5/5/5/T3T g g20 c0"));
                QTest::keyClick(board(), Qt::Key_V, Qt::ControlModifier);
            }
            QTest::qWait(200);
            QVERIFY2(asked == asks, command);
            QApplication::setActiveWindow(window_);
            window_->setAskQuestions(false);
        }
    }

    // The window fits a 1280×720 laptop screen (less its panel and the title bar) in play and
    // in analysis, and analysis gives back the width it took.
    void fitsA1280x720Screen() {
        const QSize most(1280, 720 - 48 - 32);
        QVERIFY2(window_->minimumSizeHint().height() <= most.height(),
                 qPrintable(QString::number(window_->minimumSizeHint().height())));
        QVERIFY(window_->minimumSizeHint().width() <= most.width());
        window_->resize(900, 600);
        QTRY_COMPARE(window_->size(), QSize(900, 600));
        window_->analysisMode()->setActive(true);
        QVERIFY(window_->minimumSizeHint().height() <= most.height());
        QVERIFY(window_->minimumSizeHint().width() <= most.width());
        const QRect screen = window_->screen()->availableGeometry();
        QTRY_VERIFY(window_->analysisMode()->panel()->isVisible());
        // Wider where the screen allows; where it does not (this test screen is smaller than
        // the window) the panel narrows instead, and the board keeps its room.
        QTRY_VERIFY2(window_->width() > 900 || window_->boardView()->width() >= 280,
                     qPrintable(QStringLiteral("window %1, board %2")
                                    .arg(window_->width())
                                    .arg(window_->boardView()->width())));
        // Wider (if at all) only as far as the screen allows (or the panels need).
        QVERIFY(window_->width() == 900 ||
                window_->frameGeometry().width() <=
                    std::max(screen.width(), window_->minimumSizeHint().width() + 32));
        window_->analysisMode()->setActive(false);
        QTRY_COMPARE(window_->width(), 900);

        // A window the column pushed left (to stay on the screen) goes back where it was.
        const QPoint place = window_->pos();
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY(window_->analysisMode()->panel()->isVisible());
        window_->analysisMode()->setActive(false);
        QTRY_COMPARE(window_->width(), 900);
        QTRY_COMPARE(window_->pos(), place);
    }

    // The title names the saved file and marks unsaved changes; Save As has Ctrl+Shift+S and
    // the Game menu has Open Recent.
    void titleAndFileMenu() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("first.bgc"));
        click("C1");
        QVERIFY(window_->isWindowModified());
        QString error;
        QVERIFY2(window_->gameFiles()->save(path, &error), qPrintable(error));
        QVERIFY2(window_->windowTitle().startsWith(QStringLiteral("first.bgc")),
                 qPrintable(window_->windowTitle()));
        QVERIFY(!window_->isWindowModified());
        click("A1");
        click("B1");
        QCOMPARE(game()->game().length(), 2);
        QVERIFY(window_->isWindowModified());

        bool saveAs = false, recent = false;
        for (QAction* a : window_->findChildren<QAction*>()) {
            const QString text = a->text().remove(QLatin1Char('&'));
            if (text == QStringLiteral("Save Game As…"))
                saveAs = a->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
            if (text == QStringLiteral("Open Recent") && a->menu()) recent = true;
        }
        QVERIFY(saveAs);
        QVERIFY(recent);
    }

    // Side and level look off in the two-player mode, the pause only applies when the
    // computer plays itself, Lambs and Tigers' capture rule only to that game, and the chosen
    // radio button reads as chosen.
    void newGameDialogSaysWhatApplies() {
        GameSetup s = twoPlayers();
        NewGameDialog dialog(s, window_);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const auto combos = dialog.findChildren<QComboBox*>();
        int off = 0;
        for (QComboBox* c : combos)
            if (!c->isEnabled()) ++off;
        QCOMPARE(off, 3);  // side and level, and Lambs and Tigers' capture rule for Bagh-Chal
        QLabel* pause = nullptr;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            if (l->text() == QStringLiteral("Pause between moves")) pause = l;
        QVERIFY(pause);
        QVERIFY(!pause->isEnabled());
        QVERIFY(lowContrast(&dialog).isEmpty());
    }

    // The result banner can be put away to see the final position: Esc or its button.
    void resultBannerCanBePutAway() {
        QVERIFY(window_->loadPosition(QStringLiteral("TTGG1/TTGG1/GG1G1/GG1G1/5 g g10 c0")));
        click("C3");
        QVERIFY(game()->result().over());
        QVERIFY(window_->resultBanner()->isVisible());
        focus(board());
        QTest::keyClick(board(), Qt::Key_Escape);
        QVERIFY(!window_->resultBanner()->isVisible());
    }

    // Computer against computer can be paused and resumed (P).
    void computerVersusComputerPauses() {
        window_->startNewGame(apptest::computerVsComputer());
        game()->setMovetimeOverride(50);
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() >= 2, 30000);
        focus(board());
        QTest::keyClick(board(), Qt::Key_P);
        QVERIFY(game()->watchPaused());
        const int paused = game()->game().length();
        QTest::qWait(800);
        QCOMPARE(game()->game().length(), paused);
        QTest::keyClick(board(), Qt::Key_P);
        QVERIFY(!game()->watchPaused());
        QTRY_VERIFY_WITH_TIMEOUT(game()->game().length() > paused, 30000);
        window_->startNewGame(twoPlayers());
    }

    // Every dialog's text is readable: 4.5:1 or better against what it is drawn on.
    void everyDialogIsReadable_data() {
        QTest::addColumn<int>("which");
        const char* names[] = {"new game", "position setup", "how to play",
                               "solve",    "message box",    "file dialog"};
        for (int i = 0; i < 6; ++i) QTest::newRow(names[i]) << i;
    }
    void everyDialogIsReadable() {
        QFETCH(int, which);
        std::unique_ptr<QDialog> d;
        switch (which) {
            case 0:
                d = std::make_unique<NewGameDialog>(game()->setup(), window_);
                break;
            case 1:
                d = std::make_unique<PositionSetupDialog>(game()->game().current(), window_);
                break;
            case 2:
                d = std::make_unique<RulesDialog>(window_);
                break;
            case 3:
                d = std::make_unique<SolveDialog>(window_);
                break;
            case 4:
                d = std::make_unique<QMessageBox>(
                    QMessageBox::Question, QStringLiteral("Unsaved game"),
                    QStringLiteral("The current game has not been saved. Save it first?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, window_);
                break;
            default: {
                auto f = std::make_unique<QFileDialog>(window_, QStringLiteral("Open Game"));
                f->setOption(QFileDialog::DontUseNativeDialog);
                d = std::move(f);
            }
        }
        d->show();
        QVERIFY(QTest::qWaitForWindowExposed(d.get()));
        QTest::qWait(50);
        const QStringList bad = lowContrast(d.get());
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("\n"))));
    }

    // The main window too, in play and in analysis.
    void mainWindowIsReadable() {
        click("C1");
        QStringList bad = lowContrast(window_);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("\n"))));
        window_->analysisMode()->setActive(true);
        QTRY_VERIFY_WITH_TIMEOUT(window_->analysisMode()->panel()->isVisible(), 10000);
        QTest::qWait(300);
        bad = lowContrast(window_);
        QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QStringLiteral("\n"))));
    }
};

QTEST_MAIN(TestFirstHour)
#include "tst_firsthour.moc"
