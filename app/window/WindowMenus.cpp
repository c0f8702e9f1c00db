// The window's menus and actions (WindowMenus.h). Their words keep MainWindow's translation
// context, where they were first written.
#include "window/WindowMenus.h"

#include <QAction>
#include <QFontMetrics>
#include <QLineEdit>
#include <QMenuBar>
#include <QScrollArea>
#include <QSettings>
#include <QToolBar>
#include <QToolButton>
#include <algorithm>
#include <optional>

#include "analysis/AnalysisMode.h"
#include "board/BoardView.h"
#include "dialogs/AboutBox.h"
#include "dialogs/RecordKeeper.h"
#include "dialogs/RulesDialog.h"
#include "play/ChatPanel.h"
#include "play/ConcedeActions.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "puzzles/PuzzleDialog.h"
#include "review/ReviewTools.h"
#include "session/GameSession.h"
#include "sound/SoundBoard.h"
#include "tutorial/TutorialDialog.h"
#include "ui/ResultBanner.h"
#include "window/ColourSchemeMenu.h"
#include "window/KeyboardFocus.h"
#include "window/Language.h"
#include "window/MainWindow.h"
#include "window/SidePanel.h"
#include "window/SolveTools.h"
#include "window/StudyTools.h"

using bagh::Side;

WindowMenus::WindowMenus(const Parts& parts)
    : w_(parts.window),
      session_(parts.session),
      board_(parts.board),
      panel_(parts.panel),
      banner_(parts.banner),
      analysis_(parts.analysis),
      study_(parts.study),
      solve_(parts.solve),
      concede_(parts.concede),
      review_(parts.review),
      network_(parts.network),
      internet_(parts.internet),
      questionBar_(parts.questionBar),
      sound_(parts.sound),
      say_(parts.say) {
    placeChat(parts.panelScroll);
    create();
}

void WindowMenus::restoreView(const QSettings& settings) {
    animations_->setChecked(settings.value(QStringLiteral("view/animations"), true).toBool());
    board_->setAnimationsEnabled(animations_->isChecked());
    soundOn_->setChecked(settings.value(QStringLiteral("view/sound"), true).toBool());
    sound_->setMuted(!soundOn_->isChecked());
    chatSound_->setChecked(settings.value(QStringLiteral("view/chatSound"), true).toBool());
    flip_->setChecked(settings.value(QStringLiteral("view/flipped"), false).toBool());
    board_->setFlipped(flip_->isChecked());
}

void WindowMenus::saveView(QSettings& settings) const {
    settings.setValue(QStringLiteral("view/animations"), animations_->isChecked());
    settings.setValue(QStringLiteral("view/sound"), soundOn_->isChecked());
    settings.setValue(QStringLiteral("view/flipped"), flip_->isChecked());
}

void WindowMenus::placeChat(QScrollArea* panelScroll) {
    ChatPanel* chat = network_->chat();
    panel_->addCardAfterCounts(chat);
    chat_ = new QAction(tr("&Chat"), w_);
    chat_->setObjectName(QStringLiteral("chatAction"));
    // Ctrl+T ("talk"): free in the window and in a text box; Escape in the box goes back.
    chat_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    chat_->setToolTip(tr("Type a line to your opponent (Esc: back to the board)"));
    chat_->setVisible(false);  // only during a network game: its shortcut with it
    QObject::connect(chat_, &QAction::triggered, w_, [chat, panelScroll] {
        chat->focusInput();
        panelScroll->ensureWidgetVisible(chat->input());
    });
    QObject::connect(chat, &ChatPanel::leaveRequested, &alive_, [this] { board_->setFocus(); });
    QObject::connect(network_, &NetworkPlay::chatHeard, &alive_, [this] {
        if (chatSound_->isChecked()) sound_->play(SoundBoard::Sound::Chat);
    });
    // Only the network's own actions: changed() comes also while a seat is being replaced.
    QObject::connect(network_, &NetworkPlay::changed, &alive_, [this] {
        leaveNetwork_->setVisible(network_->isActive());
        chat_->setVisible(network_->isActive());
    });
    QObject::connect(network_, &NetworkPlay::joinQuestion, &alive_,
                     [this](const QString& name, const QString& from) {
                         questionBar_->askToJoin(name, from,
                                                 [this](bool yes) { network_->answerJoin(yes); });
                     });
    QObject::connect(network_, &NetworkPlay::joinQuestionEnded, questionBar_,
                     &QuestionBar::withdrawJoin);
}

void WindowMenus::create() {
    QMenu* game = w_->menuBar()->addMenu(tr("&Game"));
    QAction* newGame = game->addAction(tr("&New Game…"), w_, &MainWindow::showNewGameDialog);
    newGame->setShortcut(QKeySequence::New);
    QAction* again = game->addAction(tr("&Play Again"), w_, &MainWindow::playAgain);
    again->setShortcut(QKeySequence(Qt::Key_F5));
    game->addAction(review_->reviewAction());
    QAction* puzzles = game->addAction(tr("P&uzzles…"), w_, [this] { showPuzzles(); });
    puzzles->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    puzzles->setToolTip(tr("Find the only move that wins or saves the game, from the solved game"));
    QAction* network =
        game->addAction(tr("Play Over the Net&work…"), w_, &MainWindow::showNetworkDialog);
    network->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    network->setToolTip(tr("Host a game for a friend on another computer, or join theirs"));
    leaveNetwork_ = game->addAction(tr("&Leave the Network Game"), w_, [this] {
        network_->leave();
        say_(tr("You left the network game; it stays on the board."), 6000);
        update();
    });
    game->addActions(internet_);
    game->addAction(chat_);
    game->addAction(analysis_->practiceAction());
    game->addAction(RecordKeeper::install(w_, session_));
    game->addSeparator();
    concede_->addActions(game);
    game->addSeparator();
    study_->addFileActions(game);
    game->addSeparator();
    QAction* quit = game->addAction(tr("&Quit"), w_, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* move = w_->menuBar()->addMenu(tr("&Move"));
    undo_ = move->addAction(tr("&Undo"), w_, [this] {
        session_->undoTurn();
        // A take-back that is a question to a player elsewhere: say it went out.
        const std::optional<Side> asker = session_->askingSide(Seat::Request::TakeBack);
        if (asker && session_->questionFrom(*asker) == Seat::Request::TakeBack)
            say_(tr("You asked to take back a move…"), 8000);
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
    pause_ = move->addAction(tr("&Pause"), w_, [this] {
        const bool resume = session_->watchPaused();
        if (resume) session_->goToPly(session_->lastPly());
        session_->setWatchPaused(!resume);
    });
    pause_->setObjectName(QStringLiteral("pauseAction"));
    pause_->setShortcut(QKeySequence(Qt::Key_P));
    QAction* hideBanner = new QAction(tr("Hide the Result"), w_);
    hideBanner->setShortcut(QKeySequence(Qt::Key_Escape));
    QObject::connect(hideBanner, &QAction::triggered, &alive_, [this] {
        if (banner_->isVisible()) banner_->hide();
    });
    w_->addAction(hideBanner);
    move->addSeparator();
    QAction* typeMove = move->addAction(tr("&Type a Move"), w_, [this] {
        panel_->moveEntry()->setFocus();
        panel_->moveEntry()->selectAll();
    });
    typeMove->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    move->addSeparator();
    study_->addNavigationActions(move);
    review_->addMistakeActions(move);

    // Between Game and Move, where a player looks for Copy and Paste.
    QMenu* edit = new QMenu(tr("&Edit"), w_);
    w_->menuBar()->insertMenu(move->menuAction(), edit);
    study_->addEditActions(edit);

    QMenu* view = w_->menuBar()->addMenu(tr("&View"));
    animations_ = view->addAction(tr("A&nimate Moves"));
    animations_->setCheckable(true);
    animations_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    QObject::connect(animations_, &QAction::toggled, board_, &BoardView::setAnimationsEnabled);
    // Kept at once, not only when the window closes: a game that crashes or is killed still
    // comes back as quiet, or as turned, as the player left it.
    soundOn_ = view->addAction(tr("&Sound"));
    soundOn_->setCheckable(true);
    soundOn_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    QObject::connect(soundOn_, &QAction::toggled, &alive_, [this](bool on) {
        sound_->setMuted(!on);
        QSettings().setValue(QStringLiteral("view/sound"), on);
    });
    // A line from the other player over the network; the sound as a whole still rules it.
    chatSound_ = view->addAction(tr("Sound for C&hat Lines"));
    chatSound_->setObjectName(QStringLiteral("chatSoundAction"));
    chatSound_->setCheckable(true);
    QObject::connect(chatSound_, &QAction::toggled, w_,
                     [](bool on) { QSettings().setValue(QStringLiteral("view/chatSound"), on); });
    flip_ = view->addAction(tr("&Flip Board"));
    flip_->setCheckable(true);
    flip_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    QObject::connect(flip_, &QAction::toggled, &alive_, [this](bool on) {
        board_->setFlipped(on);
        QSettings().setValue(QStringLiteral("view/flipped"), on);
    });
    view->addSeparator();
    view->addMenu(Language::createMenu(w_));
    view->addMenu(ColourSchemeMenu::create(w_));
    view->addAction(analysis_->action());
    solve_->addMenu(w_->menuBar());

    QMenu* help = w_->menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&How to Play"), w_, [this] { showRules(); })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Learn to Play…"), w_, [this] { showTutorial(); })
        ->setToolTip(tr("Short lessons on the board: placing, moving, capturing, blocking"));
    help->addAction(tr("&About Bagh-Chal"), w_, [this] { showAbout(); })
        ->setMenuRole(QAction::AboutRole);

    QToolBar* bar = w_->addToolBar(tr("Game"));
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

void WindowMenus::update() {
    undo_->setEnabled(session_->canUndoTurn());
    redo_->setEnabled(session_->canRedoTurn());
    // A hint is for a person to move: not for the computer's side (paused or not), except in
    // analysis mode, where the player moves for both sides.
    const Side mover = session_->game().current().sideToMove();
    if (leaveNetwork_) leaveNetwork_->setVisible(network_->isActive());
    if (chat_) chat_->setVisible(network_->isActive());
    hint_->setEnabled(session_->canHint() &&
                      (!session_->movesByItself(mover) || session_->computerPaused()));
    // Also when a start left the computer waiting on its move, so the player can resume it.
    pause_->setVisible(
        (session_->movesByItself(Side::Goats) && session_->movesByItself(Side::Tigers)) ||
        session_->watchPaused());
    // Only where the computers can play on: not after the end. At an earlier position shown it
    // stays on (Resume returns to the last move), so P never falls through to a text box.
    const bool atEnd = session_->currentPly() == session_->lastPly();
    pause_->setEnabled(!session_->result().over());
    const bool paused = session_->watchPaused();
    pause_->setText(paused ? tr("Resu&me") : tr("&Pause"));
    // Its toolbar button keeps the wider label's width, so nothing after it (Analysis Mode)
    // moves as Pause and Resume take turns.
    const auto* bar = w_->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    if (QWidget* button = bar ? bar->widgetForAction(pause_) : nullptr) {
        const QFontMetrics metrics(button->font());
        auto advance = [&](const QString& label) {  // as QToolButton measures its text
            return metrics.size(Qt::TextShowMnemonic, label).width();
        };
        const int other = advance(paused ? tr("&Pause") : tr("Resu&me"));
        button->setMinimumWidth(button->sizeHint().width() +
                                std::max(0, other - advance(pause_->text())));
    }
    pause_->setToolTip(paused ? (atEnd ? tr("Let the computers play on (P)")
                                       : tr("Back to the last move, and let the computers play "
                                            "on (P)"))
                              : tr("Stop the computers between moves (P)"));
}

void WindowMenus::showRules() {
    auto* rules = w_->findChild<RulesDialog*>();
    if (!rules) rules = new RulesDialog(w_);
    rules->show();
    rules->raise();
}

void WindowMenus::showTutorial() {
    TutorialDialog tutorial(w_);
    tutorial.exec();
}

void WindowMenus::showPuzzles() {
    // A wrong puzzle move is refuted by the one engine seat, which holds the game's computer
    // and stops analysis meanwhile: both go on when the puzzles close.
    const bool held = !session_->watchPaused();
    PuzzleDialog puzzles(session_, w_);
    puzzles.exec();
    if (held && session_->watchPaused()) session_->setWatchPaused(false);
    if (analysis_->isActive()) analysis_->restart();
}

void WindowMenus::showAbout() { AboutBox::show(w_); }
