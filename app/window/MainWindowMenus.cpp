// MainWindow, the part that makes its menus, toolbar and their actions (the window's job of
// showing the session is MainWindow.cpp's; its size and place on the screen
// MainWindowGeometry.cpp's).
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <algorithm>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/AnalysisStatus.h"
#include "board/BoardNote.h"
#include "board/BoardView.h"
#include "dialogs/AboutBox.h"
#include "dialogs/NetworkDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "files/GameFiles.h"
#include "files/GameJournal.h"
#include "files/LastSession.h"
#include "dialogs/RecordKeeper.h"
#include "play/ConcedeActions.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "puzzles/PuzzleDialog.h"
#include "review/ReviewTools.h"
#include "session/GameSession.h"
#include "session/GameWords.h"
#include "session/MoveListModel.h"
#include "sound/SoundBoard.h"
#include "tutorial/TutorialDialog.h"
#include "ui/AppStyle.h"
#include "window/ColourSchemeMenu.h"
#include "window/KeyboardFocus.h"
#include "window/Language.h"
#include "window/ObxBox.h"
#include "window/ResultBanner.h"
#include "window/ShortcutGuard.h"
#include "window/SidePanel.h"
#include "window/SolveTools.h"
#include "window/StatusText.h"
#include "window/StudyTools.h"

using bagh::Side;

void MainWindow::createActions() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New Game…"), this, &MainWindow::showNewGameDialog);
    newGame->setShortcut(QKeySequence::New);
    QAction* again = game->addAction(tr("&Play Again"), this, &MainWindow::playAgain);
    again->setShortcut(QKeySequence(Qt::Key_F5));
    game->addAction(review_->reviewAction());
    QAction* puzzles = game->addAction(tr("P&uzzles…"), this, &MainWindow::showPuzzles);
    puzzles->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    puzzles->setToolTip(tr("Find the only move that wins or saves the game, from the solved game"));
    QAction* network =
        game->addAction(tr("Play Over the Net&work…"), this, &MainWindow::showNetworkDialog);
    network->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    network->setToolTip(tr("Host a game for a friend on another computer, or join theirs"));
    leaveNetwork_ = game->addAction(tr("&Leave the Network Game"), this, [this] {
        network_->leave();
        say(tr("You left the network game; it stays on the board."), 6000);
        updateActions();
    });
    game->addAction(chat_);
    game->addAction(analysis_->practiceAction());
    game->addAction(RecordKeeper::install(this, session_));
    game->addSeparator();
    concede_->addActions(game);
    game->addSeparator();
    study_->addFileActions(game);
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* move = menuBar()->addMenu(tr("&Move"));
    undo_ = move->addAction(tr("&Undo"), this, [this] {
        session_->undoTurn();
        // A take-back that is a question to a player elsewhere: say it went out.
        const std::optional<Side> asker = session_->askingSide(Seat::Request::TakeBack);
        if (asker && session_->questionFrom(*asker) == Seat::Request::TakeBack)
            say(tr("You asked to take back a move…"), 8000);
    });
    undo_->setShortcut(QKeySequence::Undo);
    redo_ = move->addAction(tr("&Redo"), session_, &GameSession::redoTurn);
    // Every Redo key of the platform (QKeySequence(QKeySequence::Redo) keeps only the first, and
    // where that is Ctrl+Y, Ctrl+Y twice made the key ambiguous and Ctrl+Shift+Z was never bound),
    // plus Ctrl+Y where the platform lacks it.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
    if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)))
        redoKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    redo_->setShortcuts(redoKeys);
    hint_ = move->addAction(tr("&Hint"), session_, &GameSession::requestHint);
    hint_->setShortcut(QKeySequence(Qt::Key_H));
    // Watching the computer play itself: stop and go on at will. The entry names what it will
    // do (Pause or Resume), not a toggle's state. At an earlier position shown it stays at hand:
    // Resume goes back to the last move, where the computers play on.
    pause_ = move->addAction(tr("&Pause"), this, [this] {
        const bool resume = session_->watchPaused();
        if (resume) session_->goToPly(session_->lastPly());
        session_->setWatchPaused(!resume);
    });
    pause_->setObjectName(QStringLiteral("pauseAction"));
    pause_->setShortcut(QKeySequence(Qt::Key_P));
    QAction* hideBanner = new QAction(tr("Hide the Result"), this);
    hideBanner->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(hideBanner, &QAction::triggered, banner_, [this] {
        if (banner_->isVisible()) banner_->hide();
    });
    addAction(hideBanner);
    move->addSeparator();
    QAction* typeMove = move->addAction(tr("&Type a Move"), this, [this] {
        panel_->moveEntry()->setFocus();
        panel_->moveEntry()->selectAll();
    });
    typeMove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    move->addSeparator();
    study_->addNavigationActions(move);
    review_->addMistakeActions(move);

    // Between Game and Move, where a player looks for Copy and Paste.
    QMenu* edit = new QMenu(tr("&Edit"), this);
    menuBar()->insertMenu(move->menuAction(), edit);
    study_->addEditActions(edit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    animations_ = view->addAction(tr("A&nimate Moves"));
    animations_->setCheckable(true);
    animations_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    connect(animations_, &QAction::toggled, board_, &BoardView::setAnimationsEnabled);
    // Kept at once, not only when the window closes: a game that crashes or is killed still
    // comes back as quiet, or as turned, as the player left it.
    soundOn_ = view->addAction(tr("&Sound"));
    soundOn_->setCheckable(true);
    soundOn_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(soundOn_, &QAction::toggled, this, [this](bool on) {
        sound_->setMuted(!on);
        QSettings().setValue(QStringLiteral("view/sound"), on);
    });
    // A line from the other player over the network; the sound as a whole still rules it.
    chatSound_ = view->addAction(tr("Sound for C&hat Lines"));
    chatSound_->setObjectName(QStringLiteral("chatSoundAction"));
    chatSound_->setCheckable(true);
    connect(chatSound_, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(QStringLiteral("view/chatSound"), on); });
    flip_ = view->addAction(tr("&Flip Board"));
    flip_->setCheckable(true);
    flip_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    connect(flip_, &QAction::toggled, this, [this](bool on) {
        board_->setFlipped(on);
        QSettings().setValue(QStringLiteral("view/flipped"), on);
    });
    view->addSeparator();
    view->addMenu(Language::createMenu(this));
    view->addMenu(ColourSchemeMenu::create(this));
    view->addAction(analysis_->action());
    solve_->addMenu(menuBar());

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&How to Play"), this, &MainWindow::showRules)
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Learn to Play…"), this, &MainWindow::showTutorial)
        ->setToolTip(tr("Short lessons on the board: placing, moving, capturing, blocking"));
    help->addAction(tr("&About Bagh-Chal"), this, &MainWindow::showAbout)
        ->setMenuRole(QAction::AboutRole);

    QToolBar* bar = addToolBar(tr("Game"));
    bar->setObjectName(QStringLiteral("gameToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addAction(newGame);
    bar->addSeparator();
    bar->addAction(undo_);
    bar->addAction(redo_);
    bar->addAction(hint_);
    bar->addAction(pause_);
    bar->addSeparator();
    bar->addAction(analysis_->action());
    // The » button Qt shows when the bar is too narrow for its buttons.
    if (auto* more = bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More tools"));
    KeyboardFocus::install(bar, board_);
}
