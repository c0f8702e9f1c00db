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
#include "dialogs/RecordKeeper.h"
#include "dialogs/RulesDialog.h"
#include "files/GameFiles.h"
#include "files/GameJournal.h"
#include "files/LastSession.h"
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
#include "speech/ComboSpeech.h"
#include "speech/GameNarrator.h"
#include "speech/ScreenReaderNotice.h"
#include "tutorial/TutorialDialog.h"
#include "ui/AppStyle.h"
#include "ui/ResultBanner.h"
#include "window/ColourSchemeMenu.h"
#include "window/EndOfGame.h"
#include "window/KeyboardFocus.h"
#include "window/Language.h"
#include "window/ObxBox.h"
#include "window/ShortcutGuard.h"
#include "window/SidePanel.h"
#include "window/SolveTools.h"
#include "window/StatusText.h"
#include "window/StudyTools.h"
#include "window/TurnAnnouncer.h"
#include "window/WindowMenus.h"
#include "window/WindowPlace.h"
#ifdef BAGHCHAL_HAVE_XMPP
#include "xmpp/InternetPlay.h"
#endif

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
    ColourSchemeMenu::apply(this);
    ComboSpeech::install();  // every window's combo boxes say their choice to a screen reader

    auto* central = new QWidget;
    auto* row = new QHBoxLayout(central);
    row->setContentsMargins(14, 8, 14, 14);
    row->setSpacing(16);
    board_ = new BoardView;
    board_->installEventFilter(this);
    banner_ = new ResultBanner(board_);
    panel_ = new SidePanel;
    analysis_ = new AnalysisMode(session_, board_, this);
    analysis_->panel()->setFixedWidth(WindowPlace::kColumnWidest);  // narrower in a narrow one
    place_ = std::make_unique<WindowPlace>(this, board_, banner_, analysis_);
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
    connect(session_->engine(), &EngineService::exactValuesKnown, this,
            [this](const QVector<ExactPoint>& points) {
                for (const ExactPoint& e : points) panel_->moveList()->recordValue(e.key, e.value);
            });
    connect(analysis_, &AnalysisMode::activeChanged, panel_->moveList(),
            &MoveListModel::setShowVerdicts);
    connect(analysis_, &AnalysisMode::activeChanged, this, [this](bool on) {
        place_->fitColumn(on);
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
    setupLabel_->setTextFormat(Qt::PlainText);  // it may name a player elsewhere
    setupLabel_->setProperty("permanentStatus", true);
    setupLabel_->setProperty("yieldsToMessages", true);  // the settings can wait for a message
    statusBar()->addPermanentWidget(setupLabel_);
    study_ = new StudyTools(this, session_, panel_, analysis_);
    solve_ = new SolveTools(this, session_);
    concede_ = new ConcedeActions(session_, this);
    network_ = new NetworkPlay(session_, this);
    network_->indicator()->setProperty("permanentStatus", true);
    statusBar()->addPermanentWidget(network_->indicator());
    study_->files()->setTagSource([this] { return network_->savedTags(); });
    connect(network_, &NetworkPlay::message, this,
            [this](const QString& text, int ms) { say(text, ms); });
    auto showMessage = [this](const QString& text, int ms) { say(text, ms); };
    QList<QAction*> internetActions;
#ifdef BAGHCHAL_HAVE_XMPP
    internet_ = new InternetPlay(this, network_);
    internet_->indicator()->setProperty("permanentStatus", true);
    statusBar()->addPermanentWidget(internet_->indicator());
    connect(internet_, &InternetPlay::message, this, showMessage);
    internetActions = internet_->actions();
#endif
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
    place_->setReview(review_);
    connect(review_, &ReviewTools::shownChanged, this, [this](bool on) { place_->fitColumn(on); });
    // The review takes over from the end's banner, whatever opened it (Ctrl+R too).
    connect(review_, &ReviewTools::shownChanged, banner_, [this](bool shown) {
        if (shown) banner_->hide();
    });
    menus_ = std::make_unique<WindowMenus>(WindowMenus::Parts{
        this, session_, board_, panel_, banner_, analysis_, study_, solve_, concede_, review_,
        network_, questionBar_, sound_, panelScroll,
        [this](const QString& text, int ms) { say(text, ms); }, internetActions});
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
    end_ = std::make_unique<EndOfGame>(session_, banner_, statusBar(),
                                       [this] { place_->placeBanner(); });
    connect(session_, &GameSession::gameOver, this, [this](GameResult r) { end_->show(r); });
    // Every event spoken by a screen reader; after the banner's own handler, which it reads.
    new GameNarrator(session_, banner_, questionBar_, statusBar(), new ScreenReaderNotice(this));
    connect(session_, &GameSession::stateChanged, this, [this] {
        setWindowModified(session_->isModified());
        updateSetupLine();  // the seats may have changed
        updateActions();
        updateBoardInput();
        panel_->refresh(*session_);
        panel_->showClocks(session_->clocks(), session_->clockRunning());
    });
    // The session's one clock (a remote host's in a network game), as it ticks.
    connect(session_, &GameSession::clocksChanged, this,
            [this] { panel_->showClocks(session_->clocks(), session_->clockRunning()); });
    connect(session_->engine(), &EngineService::engineThinking, panel_, &SidePanel::showEngineInfo);
    connect(session_, &GameSession::thinkingChanged, panel_, &SidePanel::setThinking);
    connect(session_, &GameSession::message, this,
            [this](const QString& text) { say(text, 5000); });
    connect(session_->engine(), &EngineService::hintReady, this, [this](Move m) {
        board_->setHint(m);
        say(verdict_->hintText(MoveListModel::moveText(session_->game().kind(), m)), 8000);
    });
    connect(banner_, &ResultBanner::playAgainClicked, this, &MainWindow::playAgain);
    connect(banner_, &ResultBanner::nextClicked, session_, &GameSession::startNextMatchGame);
    connect(banner_, &ResultBanner::reviewClicked, review_, &ReviewTools::reviewGame);

    QSettings settings;
    menus_->restoreView(settings);
    place_->restore(settings);
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
    session_->holdSelfMover();
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
    end_->forget();
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
    updateSetupLine();
}

// The status bar's line of the game's setup: the game, the opponent, the clocks, the rule.
void MainWindow::updateSetupLine() {
    const GameSetup& s = session_->setup();
    QString rule = s.rule == RepetitionRule::NoRecurrence ? tr("no repeated positions")
                                                          : tr("third repetition draws");
    const bool personHere = session_->seat(Side::Goats)->playsAtThisScreen() ||
                            session_->seat(Side::Tigers)->playsAtThisScreen();
    // The opponent as its seat says: the computer by its level, a player elsewhere (over the
    // network, or both of a game watched) by name; two people at this screen otherwise.
    bool levelled = false;
    QStringList elsewhere;
    for (const Seat* seat : {session_->seat(Side::Goats), session_->seat(Side::Tigers)}) {
        levelled = levelled || seat->level();
        if (!seat->level() && !seat->playsAtThisScreen()) elsewhere << seat->name();
    }
    QString who = levelled ? tr("Level %1 (%2)").arg(QLocale().toString(s.level), s.levelName())
                  : elsewhere.size() == 1 ? tr("Against %1").arg(elsewhere[0])
                  : elsewhere.size() == 2 ? tr("%1 against %2").arg(elsewhere[0], elsewhere[1])
                                          : tr("Two players");
    if (const auto clock = session_->clockControl())
        who = tr("%1 · clocks %2 min + %3 s")
                  .arg(who, QLocale().toString(double(clock->baseMs) / 60000.0),
                       QLocale().toString(double(clock->incrementMs) / 1000.0));
    // The tutor is named while it is on for a game a person plays here.
    const QString extras = (s.match ? tr(" · match") : QString()) +
                           (s.tutor && personHere ? tr(" · tutor") : QString());
    setupLabel_->setText(
        GameWords::setupLine(s.game, s.capturesToWin(), tr("%1 · %2%3").arg(who, rule, extras)));
}

void MainWindow::playMoveSound(Move move) {
    // Against the computer the end chime is the player's: a win or a loss. Otherwise whoever
    // won, someone at the board did.
    sound_->playMove(move, session_->result(), session_->sideAgainstSelfMover());
}

void MainWindow::updateBoardInput() {
    const GameResult r = session_->result();
    QString blocked;
    if (r.over())
        blocked = tr("The game is over. Start a new one with Game ▸ New Game.");
    else if (session_->isSelfMoverTurn())
        blocked = tr("Wait: it is the computer's move.");
    board_->setInputBlocked(blocked);
}

void MainWindow::updateActions() {
    if (menus_) menus_->update();  // made once the window's parts are
}

void MainWindow::say(const QString& text, int ms) { StatusText::show(statusBar(), text, ms); }

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == board_ && event->type() == QEvent::Resize) {
        // Shown, even while the window is not yet (a finished game opened at the start): the
        // board's size comes when the window shows.
        if (!banner_->isHidden()) place_->placeBanner();
        if (note_->isVisible()) note_->place();
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::saveSettings() const {
    QSettings settings;
    session_->setup().save(settings);
    menus_->saveView(settings);
    journal_->writeNow();  // the clocks as they are now
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // The next start has no analysis panel: it takes the width the window had without it.
    settings.setValue(QStringLiteral("window/plainWidth"), place_->plainWidth());
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

void MainWindow::resizeEvent(QResizeEvent* event) {
    QMainWindow::resizeEvent(event);
    if (place_) place_->resized();
}
