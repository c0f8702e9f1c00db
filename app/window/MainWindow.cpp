#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileInfo>
#include <QFontMetrics>
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
#include <algorithm>

#include "analysis/AnalysisMode.h"
#include "analysis/AnalysisPanel.h"
#include "analysis/AnalysisStatus.h"
#include "analysis/PositionVerdict.h"
#include "analysis/ValueWords.h"
#include "board/BoardNote.h"
#include "board/BoardView.h"
#include "dialogs/AboutBox.h"
#include "dialogs/NetworkDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "files/GameFiles.h"
#include "files/GameJournal.h"
#include "files/LastSession.h"
#include "files/RecordKeeper.h"
#include "play/ChatPanel.h"
#include "play/ConcedeActions.h"
#include "play/NetworkPlay.h"
#include "play/QuestionBar.h"
#include "play/Tutor.h"
#include "play/TutorBar.h"
#include "puzzles/PuzzleDialog.h"
#include "review/ReviewPanel.h"
#include "review/ReviewTools.h"
#include "session/GameSession.h"
#include "session/GameWords.h"
#include "session/MoveListModel.h"
#include "sound/SoundBoard.h"
#include "speech/GameNarrator.h"
#include "speech/ScreenReaderNotice.h"
#include "tutorial/TutorialDialog.h"
#include "window/AppStyle.h"
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
#include "window/TurnAnnouncer.h"

using namespace bagh::games;
using bagh::EndReason;
using bagh::GameResult;
using bagh::GrandWin;
using bagh::Outcome;
using bagh::RepetitionRule;
using bagh::Side;
namespace match = bagh::match;

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), session_(new GameSession(this)), sound_(new SoundBoard(this)) {
    setWindowIcon(QIcon(QStringLiteral(":/icons/baghchal.svg")));
    AppStyle::apply(this);

    auto* central = new QWidget;
    auto* row = new QHBoxLayout(central);
    row->setContentsMargins(14, 8, 14, 14);
    row->setSpacing(16);
    board_ = new BoardView;
    board_->installEventFilter(this);
    banner_ = new ResultBanner(board_);
    panel_ = new SidePanel;
    analysis_ = new AnalysisMode(session_, board_, this);
    analysis_->panel()->setFixedWidth(kAnalysisWidest);  // narrower in a narrow window
    // The other side's questions (take back, draw) in a bar over the board, never a modal box.
    questionBar_ = new QuestionBar(session_);
    auto* boardColumn = new QVBoxLayout;
    boardColumn->setSpacing(6);
    boardColumn->addWidget(questionBar_);
    // The tutor's warning before a move that throws a proven value away, in a bar likewise.
    tutor_ = new Tutor(session_, this);
    tutorBar_ = new TutorBar(tutor_, board_, board_);  // over the board's top, moving nothing
    RecordKeeper::followTutor(tutor_);
    boardColumn->addWidget(board_, 1);
    row->addLayout(boardColumn, 1);
    row->addWidget(analysis_->panel());
    QScrollArea* panelScroll = panel_->inScrollArea();
    row->addWidget(panelScroll);
    setCentralWidget(central);
    // Proven values of the game's positions (asked for by the analysis mode's graph) also mark
    // the moves that threw a value away; shown in analysis mode only, not during play.
    connect(session_, &GameSession::exactValuesKnown, this,
            [this](const QVector<ExactPoint>& points) {
                for (const ExactPoint& e : points) panel_->moveList()->recordValue(e.key, e.value);
            });
    connect(analysis_, &AnalysisMode::activeChanged, panel_->moveList(),
            &MoveListModel::setShowVerdicts);
    connect(analysis_, &AnalysisMode::activeChanged, this, [this](bool on) {
        fitAnalysisPanel(on);
        updateBoardInput();
        updateActions();
    });

    // One voice on the shown position's value: the Engine card, analysis, hints, status bar.
    verdict_ = new PositionVerdict(session_, this);
    panel_->followVerdict(verdict_);
    analysis_->panel()->followVerdict(verdict_);
    analysisStatus_ = new AnalysisStatus(verdict_);
    analysisStatus_->setProperty("permanentStatus", true);
    statusBar()->addPermanentWidget(analysisStatus_);
    setupLabel_ = new QLabel;
    setupLabel_->setProperty("permanentStatus", true);
    setupLabel_->setProperty("yieldsToMessages", true);  // the settings can wait for a message
    statusBar()->addPermanentWidget(setupLabel_);
    study_ = new StudyTools(this, session_, panel_, analysis_);
    solve_ = new SolveTools(this, session_);
    concede_ = new ConcedeActions(session_, this);
    network_ = new NetworkPlay(session_, this);
    network_->indicator()->setProperty("permanentStatus", true);
    statusBar()->addPermanentWidget(network_->indicator());
    placeChat(panelScroll);
    study_->files()->setTagSource([this] { return network_->savedTags(); });
    connect(network_, &NetworkPlay::message, this,
            [this](const QString& text, int ms) { say(text, ms); });
    auto showMessage = [this](const QString& text, int ms) { say(text, ms); };
    connect(study_, &StudyTools::message, this, showMessage);
    connect(solve_, &SolveTools::message, this, showMessage);
    connect(concede_, &ConcedeActions::message, this, showMessage);
    journal_ = new GameJournal(session_, study_->files(), this);  // writes from resumeLastGame
    connect(journal_, &GameJournal::message, this, showMessage);
    // The review's column goes where the analysis panel goes; one of the two is shown.
    review_ = new ReviewTools(session_, board_, panel_->moveList(), analysis_, study_->files(),
                              journal_, this);
    row->insertWidget(row->indexOf(analysis_->panel()) + 1, review_->panel());
    connect(review_, &ReviewTools::message, this, showMessage);
    connect(review_, &ReviewTools::shownChanged, this, &MainWindow::fitAnalysisPanel);
    // The review takes over from the end's banner, whatever opened it (Ctrl+R too).
    connect(review_, &ReviewTools::shownChanged, banner_, [this](bool shown) {
        if (shown) banner_->hide();
    });
    createActions();
    ShortcutGuard::install(panel_->moveEntry());
    ShortcutGuard::install(study_->obxBox()->edit());
    connect(study_->files(), &GameFiles::currentPathChanged, this, &MainWindow::updateTitle);
    // A new game may be of the other game: the untitled window names it.
    connect(session_, &GameSession::documentReplaced, this, &MainWindow::updateTitle);
    // A move typed for the game that was shown is not one for a new, opened or pasted one.
    connect(session_, &GameSession::documentReplaced, panel_->moveEntry(), &QLineEdit::clear);

    connect(board_, &BoardView::moveChosen, this, [this](Move m) {
        QString why;
        if (!playPersonMove(m, &why)) say(why, 5000);
    });
    connect(tutor_, &Tutor::message, this, [this](const QString& text) { say(text, 5000); });
    note_ = new BoardNote(board_);
    connect(board_, &BoardView::clickRejected, this, [this](const QString& why) {
        note_->showNote(why);
        say(why, 5000);
    });
    connect(board_, &BoardView::selectionChanged, this, [this](Point) {
        statusBar()->clearMessage();
        note_->hide();
    });
    connect(panel_, &SidePanel::moveEntered, this, [this](const QString& text) {
        QString why;
        // A typed move the tutor holds is answered in its bar, like a clicked one.
        const Move typed = session_->game().findLegalMove(text.trimmed().toStdString());
        if (!typed.isNull() && tutor_->holds(typed)) {
            panel_->moveEntry()->clear();
            return;
        }
        if (session_->playTypedMove(text, &why)) {
            panel_->moveEntry()->clear();
        } else {
            note_->showNote(why);
            say(why, 6000);
        }
    });
    connect(session_, &GameSession::positionChanged, this, &MainWindow::onPositionChanged);
    new TurnAnnouncer(session_, panel_->turnWord());  // each move, for a screen reader
    connect(session_, &GameSession::gameOver, this, &MainWindow::onGameOver);
    // Every event spoken by a screen reader; after the banner's own handler, which it reads.
    new GameNarrator(session_, banner_, questionBar_, statusBar(), new ScreenReaderNotice(this));
    connect(session_, &GameSession::stateChanged, this, [this] {
        setWindowModified(session_->isModified());
        updateActions();
        updateBoardInput();
        panel_->refresh(*session_);
        panel_->showClocks(session_->clocks(), session_->clockRunning());
    });
    // The session's one clock (a remote host's in a network game), as it ticks.
    connect(session_, &GameSession::clocksChanged, this,
            [this] { panel_->showClocks(session_->clocks(), session_->clockRunning()); });
    connect(session_, &GameSession::engineThinking, panel_, &SidePanel::showEngineInfo);
    connect(session_, &GameSession::thinkingChanged, panel_, &SidePanel::setThinking);
    connect(session_, &GameSession::message, this,
            [this](const QString& text) { say(text, 5000); });
    connect(session_, &GameSession::hintReady, this, [this](Move m) {
        board_->setHint(m);
        say(verdict_->hintText(MoveListModel::moveText(session_->game().kind(), m)), 8000);
    });
    connect(banner_, &ResultBanner::playAgainClicked, this, &MainWindow::playAgain);
    connect(banner_, &ResultBanner::nextClicked, session_, &GameSession::startNextMatchGame);
    connect(banner_, &ResultBanner::reviewClicked, review_, &ReviewTools::reviewGame);

    QSettings settings;
    animations_->setChecked(settings.value(QStringLiteral("view/animations"), true).toBool());
    board_->setAnimationsEnabled(animations_->isChecked());
    soundOn_->setChecked(settings.value(QStringLiteral("view/sound"), true).toBool());
    sound_->setMuted(!soundOn_->isChecked());
    chatSound_->setChecked(settings.value(QStringLiteral("view/chatSound"), true).toBool());
    flip_->setChecked(settings.value(QStringLiteral("view/flipped"), false).toBool());
    board_->setFlipped(flip_->isChecked());
    restoreWindow(settings);
    updateTitle();
    startNewGame(GameSetup::load(settings));
    board_->setFocus();
}

bool MainWindow::playPersonMove(Move move, QString* why) {
    if (tutor_->holds(move)) return true;
    return session_->playHumanMove(move, why);
}

void MainWindow::updateTitle() {
    // The file's name and an unsaved mark; the desktop adds the program's name.
    const QString path = study_->files()->currentPath();
    setWindowTitle(path.isEmpty() ? GameWords::untitled(session_->game().kind())
                                  : QFileInfo(path).fileName() + "[*]");
    setWindowModified(session_->isModified());
}

void MainWindow::playAgain() {
    // Throwing unsaved moves away asks first, as New Game and Open do, finished game or not.
    if (!study_->files()->maybeDiscard()) return;
    session_->playAgain();
}

MainWindow::~MainWindow() = default;

void MainWindow::startNewGame(const GameSetup& setup) {
    // A new game here is not the network game: the opponent is told we left.
    network_->leave();
    session_->newGame(setup);
}

void MainWindow::showNetworkDialog() {
    NetworkDialog dialog(network_, this);
    dialog.exec();
    updateActions();
}

bool MainWindow::resumeLastGame(bool fresh) {
    const LastSession::Restored last =
        fresh ? LastSession::Restored{} : LastSession::restore(session_, study_->files());
    journal_->start();  // from here on every change of the game is on disk at once
    if (!last.problem.isEmpty()) say(last.problem, 20000);
    if (last.back) {
        say(session_->watchPaused() ? tr("Your last game is back. The computer waits: "
                                         "press Resume (P) to let it move.")
                                    : tr("Your last game is back."),
            10000);
        return true;
    }
    session_->holdComputer();
    return false;
}

void MainWindow::setGame(const Game& game) { session_->setGame(game); }

bool MainWindow::loadPosition(const QString& obx, QString* error) {
    return session_->loadPosition(obx, error);
}

GameFiles* MainWindow::gameFiles() const { return study_->files(); }

ObxBox* MainWindow::obxBox() const { return study_->obxBox(); }

SolveDialog* MainWindow::solveDialog() const { return solve_->dialog(); }

bool MainWindow::openGameFile(const QString& path, QString* error) {
    return study_->files()->open(path, error);
}

void MainWindow::setAskQuestions(bool ask) {
    study_->setAskQuestions(ask);
    concede_->setAskQuestions(ask);
    solve_->setAskQuestions(ask);
}

void MainWindow::showPositionSetup() { study_->showPositionSetup(); }

void MainWindow::showSolveDialog() { solve_->showDialog(); }

void MainWindow::showLambsSolveDialog(int capturesToWin) { solve_->showLambsDialog(capturesToWin); }

void MainWindow::showNewGameDialog() {
    QSettings settings;
    NewGameDialog dialog(session_->setup(), this);
    if (dialog.exec() != QDialog::Accepted) return;
    const GameSetup setup = dialog.setup();
    setup.save(settings);
    if (!study_->files()->maybeDiscard()) return;
    startNewGame(setup);
}

void MainWindow::onPositionChanged(Move lastMove, bool animate) {
    banner_->hide();
    note_->hide();
    // The last game's end is not this position's: a new game or a step back clears it.
    if (!endMessage_.isEmpty() && statusBar()->currentMessage() == endMessage_)
        statusBar()->clearMessage();
    endMessage_.clear();
    // The engine's last word was about the game as it was: after an undo, a jump through the
    // moves or a new position it would be stale. A move just played keeps it.
    if (!animate && !session_->isThinking()) panel_->resetEngine();
    if (animate && !lastMove.isNull()) panel_->movePlayed(lastMove);
    board_->setPosition(session_->game().current(), session_->legalMoves(), lastMove, animate);
    // Only a move just played is heard: not a new game, an opened file, undo or a jump through
    // the moves. So the end chime comes with the move that ended the game, not whenever a
    // finished game is shown (gameOver is announced then too).
    if (animate) playMoveSound(lastMove);
    // The side panel follows stateChanged, which comes once the change is complete.
    updateBoardInput();
    const GameSetup& s = session_->setup();
    QString rule = s.rule == RepetitionRule::NoRecurrence ? tr("no repeated positions")
                                                          : tr("third repetition draws");
    QString who = s.mode == GameMode::TwoPlayers
                      ? tr("Two players")
                      : tr("Level %1 (%2)").arg(QLocale().toString(s.level), s.levelName());
    if (const auto clock = session_->clockControl())
        who = tr("%1 · clocks %2 min + %3 s")
                  .arg(who, QLocale().toString(double(clock->baseMs) / 60000.0),
                       QLocale().toString(double(clock->incrementMs) / 1000.0));
    // The tutor is named while it is on for a game a person plays here.
    const QString extras =
        (s.match ? tr(" · match") : QString()) +
        (s.tutor && s.mode != GameMode::ComputerVsComputer ? tr(" · tutor") : QString());
    setupLabel_->setText(
        GameWords::setupLine(s.game, s.capturesToWin(), tr("%1 · %2%3").arg(who, rule, extras)));
}

void MainWindow::placeChat(QScrollArea* panelScroll) {
    ChatPanel* chat = network_->chat();
    panel_->addCardAfterCounts(chat);
    chat_ = new QAction(tr("&Chat"), this);
    chat_->setObjectName(QStringLiteral("chatAction"));
    // Ctrl+T ("talk"): free in the window and in a text box; Escape in the box goes back.
    chat_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    chat_->setToolTip(tr("Type a line to your opponent (Esc: back to the board)"));
    chat_->setVisible(false);  // only during a network game: its shortcut with it
    connect(chat_, &QAction::triggered, this, [chat, panelScroll] {
        chat->focusInput();
        panelScroll->ensureWidgetVisible(chat->input());
    });
    connect(chat, &ChatPanel::leaveRequested, board_, [this] { board_->setFocus(); });
    connect(network_, &NetworkPlay::chatHeard, this, [this] {
        if (chatSound_->isChecked()) sound_->play(SoundBoard::Sound::Chat);
    });
    // Only the network's own actions: changed() comes also while a seat is being replaced.
    connect(network_, &NetworkPlay::changed, this, [this] {
        leaveNetwork_->setVisible(network_->isActive());
        chat_->setVisible(network_->isActive());
    });
    connect(network_, &NetworkPlay::joinQuestion, this,
            [this](const QString& name, const QString& from) {
                questionBar_->askToJoin(name, from,
                                        [this](bool yes) { network_->answerJoin(yes); });
            });
    connect(network_, &NetworkPlay::joinQuestionEnded, questionBar_, &QuestionBar::withdrawJoin);
}

void MainWindow::playMoveSound(Move move) {
    // Against the computer the end chime is the player's: a win or a loss. Otherwise whoever
    // won, someone at the board did.
    std::optional<Side> listener;
    if (session_->setup().mode == GameMode::HumanVsComputer)
        listener = session_->computerPlays(Side::Tigers) ? Side::Goats : Side::Tigers;
    sound_->playMove(move, session_->result(), listener);
}

void MainWindow::updateBoardInput() {
    const GameResult r = session_->result();
    QString blocked;
    if (r.over())
        blocked = tr("The game is over. Start a new one with Game ▸ New Game.");
    else if (session_->isComputerTurn())
        blocked = tr("Wait: it is the computer's move.");
    board_->setInputBlocked(blocked);
}

void MainWindow::updateActions() {
    undo_->setEnabled(session_->canUndoTurn());
    redo_->setEnabled(session_->canRedoTurn());
    // A hint is for a person to move: not for the computer's side (paused or not), except in
    // analysis mode, where the player moves for both sides.
    const Side mover = session_->game().current().sideToMove();
    if (leaveNetwork_) leaveNetwork_->setVisible(network_->isActive());
    if (chat_) chat_->setVisible(network_->isActive());
    hint_->setEnabled(session_->canHint() &&
                      (!session_->computerPlays(mover) || session_->computerPaused()));
    // Also when a start left the computer waiting on its move, so the player can resume it.
    pause_->setVisible(session_->setup().mode == GameMode::ComputerVsComputer ||
                       session_->watchPaused());
    // Only where the computers can play on: not after the end. At an earlier position shown it
    // stays on (Resume returns to the last move), so P never falls through to a text box.
    const bool atEnd = session_->currentPly() == session_->lastPly();
    pause_->setEnabled(!session_->result().over());
    const bool paused = session_->watchPaused();
    pause_->setText(paused ? tr("Resu&me") : tr("&Pause"));
    // Its toolbar button keeps the wider label's width, so nothing after it (Analysis Mode)
    // moves as Pause and Resume take turns.
    const auto* bar = findChild<QToolBar*>(QStringLiteral("gameToolBar"));
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

QString MainWindow::resultTitle(GameResult r) { return ValueWords::result(r); }

QString MainWindow::resultReason(GameResult r, int capturesToWin) {
    if (r.grand == GrandWin::Dandee)
        return tr(
            "The four blocked tigers stand on one straight diagonal line, like a stick "
            "(daNDii). A grand win counts as twelve games.");
    if (r.grand == GrandWin::LockedGoats)
        return tr(
            "Every goat is on the board and none can move. A grand win counts as twelve "
            "games.");
    switch (r.reason) {
        case EndReason::FiveCaptured:
            // Bagh-Chal's five, or Lambs and Tigers' rule (five, six or every goat).
            return capturesToWin == 5 ? tr("Five goats have been captured.")
                                      : tr("%Ln goats have been captured.", nullptr, capturesToWin);
        case EndReason::TigersBlocked:
            return tr("The tigers are surrounded: no tiger can move.");
        case EndReason::GoatsBlocked:
            return tr("The goats are hemmed in: no goat can move.");
        case EndReason::Repetition:
            return tr("The same position has occurred three times.");
        case EndReason::NoNewPosition:
            return r.outcome == Outcome::GoatsWin
                       ? tr("Every move left to the tigers would repeat an earlier position.")
                       : tr("Every move left to the goats would repeat an earlier position.");
        case EndReason::Resignation:
            return r.outcome == Outcome::GoatsWin ? tr("The tigers resigned.")
                                                  : tr("The goats resigned.");
        case EndReason::DrawAgreed:
            return tr("Drawn by agreement.");
        case EndReason::TimeForfeit:
            return r.outcome == Outcome::GoatsWin ? tr("The tigers ran out of time.")
                                                  : tr("The goats ran out of time.");
        case EndReason::None:
            break;
    }
    return {};
}

void MainWindow::onGameOver(GameResult r) {
    QString title = resultTitle(r);
    QString detail = resultReason(r, session_->game().capturesToWin());
    const GameSetup& s = session_->setup();
    if (r.outcome != Outcome::Draw && s.mode == GameMode::HumanVsComputer) {
        const Side winner = r.outcome == Outcome::TigersWin ? Side::Tigers : Side::Goats;
        title = session_->computerPlays(winner) ? tr("The computer wins") : tr("You win!");
        detail = tr("%1. %2").arg(resultTitle(r), detail);
    }
    QString next;
    if (s.match) {
        const auto games = session_->matchGames();
        const int a = match::matchPoints(games, true), b = match::matchPoints(games, false);
        const QString score = tr("Match: %1 %2 · %4 %3")
                                  .arg(session_->matchPlayerName(true))
                                  .arg(a)
                                  .arg(b)
                                  .arg(session_->matchPlayerName(false));
        if (session_->canStartNextMatchGame()) {
            next = tr("Game 2: swap sides");
        } else {
            using match::MatchWinner;
            const MatchWinner w = match::scoreMatch(games);
            // Whole sentences, not an English "s" glued on, so every language can say it.
            const bool you = s.mode == GameMode::HumanVsComputer && w == MatchWinner::FirstPlayer;
            const QString verdict =
                w == MatchWinner::Drawn ? tr("The match is drawn.")
                : you                   ? tr("You take the match.")
                                        : tr("%1 takes the match.")
                            .arg(session_->matchPlayerName(w == MatchWinner::FirstPlayer));
            detail += QLatin1Char('\n') + score + QLatin1Char('\n') + verdict;
            showEnd(r, title, detail, next);
            return;
        }
        detail += QLatin1Char('\n') + score;
    }
    showEnd(r, title, detail, next);
}

void MainWindow::showEnd(GameResult r, const QString& title, const QString& detail,
                         const QString& next) {
    banner_->showResult(title, detail, next);
    placeBanner();
    say(resultTitle(r) + QStringLiteral(" — ") + resultReason(r, session_->game().capturesToWin()));
    endMessage_ = statusBar()->currentMessage();
}

void MainWindow::say(const QString& text, int ms) { StatusText::show(statusBar(), text, ms); }

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::Resize) {
        // Shown, even while the window is not yet (a finished game opened at the start): the
        // board's size comes when the window shows.
        if (!banner_->isHidden()) placeBanner();
        if (note_->isVisible()) note_->place();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::showRules() {
    auto* rules = findChild<RulesDialog*>();
    if (!rules) rules = new RulesDialog(this);
    rules->show();
    rules->raise();
}

void MainWindow::showTutorial() {
    TutorialDialog tutorial(this);
    tutorial.exec();
}

void MainWindow::showPuzzles() {
    // A wrong puzzle move is refuted by the one engine seat, which holds the game's computer
    // and stops analysis meanwhile: both go on when the puzzles close.
    const bool held = !session_->watchPaused();
    PuzzleDialog puzzles(session_, this);
    puzzles.exec();
    if (held && session_->watchPaused()) session_->setWatchPaused(false);
    if (analysis_->isActive()) analysis_->restart();
}

void MainWindow::showAbout() { AboutBox::show(this); }

void MainWindow::saveSettings() const {
    QSettings settings;
    session_->setup().save(settings);
    settings.setValue(QStringLiteral("view/animations"), animations_->isChecked());
    settings.setValue(QStringLiteral("view/sound"), soundOn_->isChecked());
    settings.setValue(QStringLiteral("view/flipped"), flip_->isChecked());
    journal_->writeNow();  // the clocks as they are now
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // The next start has no analysis panel: it takes the width the window had without it.
    settings.setValue(
        QStringLiteral("window/plainWidth"),
        analysis_->isActive() || review_->panelShown() ? widthWithoutAnalysis_ : width());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // No question about the game: it is kept and comes back at the next start (LastSession).
    if (!solve_->stopBeforeClose()) {
        event->ignore();
        return;
    }
    saveSettings();
    // Drop any search now so no answer arrives while the window goes away.
    session_->stopEngine();
    event->accept();
}
