// The game window: the board with its end-of-game banner, the side panel, menus, toolbar and
// status bar. It wires the widgets to GameSession and keeps the settings; the rules and the
// engine are the session's business.
#pragma once

#include <QMainWindow>
#include <QPoint>
#include <optional>

#include "engine/games/AnyGame.h"
#include "session/GameSetup.h"

class AnalysisMode;
class AnalysisStatus;
class PositionVerdict;
class ConcedeActions;
class BoardNote;
class BoardView;
class GameFiles;
class GameJournal;
class NetworkPlay;
class ObxBox;
class QuestionBar;
class Tutor;
class TutorBar;
class GameSession;
class QAction;
class QLabel;
class QMenu;
class QScrollArea;
class QSettings;
class ResultBanner;
class ReviewTools;
class SidePanel;
class SolveDialog;
class SolveTools;
class SoundBoard;
class StudyTools;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameSession* session() const { return session_; }
    BoardView* boardView() const { return board_; }
    SidePanel* sidePanel() const { return panel_; }
    ResultBanner* resultBanner() const { return banner_; }
    // The note over the board's foot that says why a click or a typed move did nothing.
    BoardNote* boardNote() const { return note_; }
    AnalysisMode* analysisMode() const { return analysis_; }
    GameFiles* gameFiles() const;
    ObxBox* obxBox() const;
    AnalysisStatus* analysisStatus() const { return analysisStatus_; }
    // The sounds of the moves and of the end of a game (View ▸ Sound mutes them).
    SoundBoard* soundBoard() const { return sound_; }
    // The solve dialog, made on first use (null before).
    SolveDialog* solveDialog() const;

    // Opens a saved game (GameFile.h) without asking; on failure fills *error and changes
    // nothing.
    bool openGameFile(const QString& path, QString* error = nullptr);
    // Off: never ask before dropping an unsaved game or later moves (tests, scripts).
    void setAskQuestions(bool ask);
    // Opens the position setup dialog; its result starts a game or an analysis.
    void showPositionSetup();
    // Resign and Offer a Draw (Game menu).
    ConcedeActions* concedeActions() const { return concede_; }
    // The bar where the other side's questions are answered.
    QuestionBar* questionBar() const { return questionBar_; }
    // The tutor (New Game ▸ Tutor) and its warning bar over the board.
    Tutor* tutor() const { return tutor_; }
    TutorBar* tutorBar() const { return tutorBar_; }
    // Game ▸ Review Game: the review, its panel beside the board, its place in saved games.
    ReviewTools* review() const { return review_; }

    // At start-up: brings back the game left off (LastSession) unless `fresh`; otherwise keeps
    // the new game, with the computer waiting if it would move first. Returns true if a game
    // came back; a damaged record is put aside and the status bar says so. From here on every
    // change of the game is written at once (GameJournal).
    bool resumeLastGame(bool fresh = false);

    // Starts a game with `setup` without asking (the dialog's Start does the same).
    void startNewGame(const GameSetup& setup);
    // Continues from a given game record / a position record (see GameSession).
    void setGame(const bagh::games::Game& game);
    bool loadPosition(const QString& obx, QString* error = nullptr);

    // Asks for a new game with the dialog.
    void showNewGameDialog();
    // Game ▸ Play Over the Network…: host or join a game against a person on another computer.
    void showNetworkDialog();
    NetworkPlay* networkPlay() const { return network_; }
    // Opens the dialog that solves the whole game (Tools ▸ Solve the Whole Game…).
    void showSolveDialog();
    // The same dialog on Lambs and Tigers under `capturesToWin` (games::kLambsEveryGoat, 5, 6).
    void showLambsSolveDialog(int capturesToWin);

    // Human-readable end-of-game text: title ("Tigers win") and reason.
    static QString resultTitle(bagh::GameResult r);
    // `capturesToWin`: the game's rule, for the reason of a win by captures.
    static QString resultReason(bagh::GameResult r, int capturesToWin = 5);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void createActions();
    // Restores the saved geometry where it fits the screen, else a size that does.
    void restoreWindow(const QSettings& settings);
    // Widens the window for the column beside the board, the analysis or the review panel
    // (within the screen), and gives it back after.
    void fitAnalysisPanel(bool on);
    // Moves the window back inside the screen's available area where it sticks out.
    void keepOnScreen();
    void updateTitle();
    void playAgain();
    void onPositionChanged(bagh::games::Move lastMove, bool animate);
    void playMoveSound(bagh::games::Move move);
    // A person's move from the board or the move box: the tutor may hold it first. Returns
    // false with *why when the session refused it.
    bool playPersonMove(bagh::games::Move move, QString* why);
    // The network game's chat beside the board, its keys, its sound and the join question.
    void placeChat(QScrollArea* panelScroll);
    void onGameOver(bagh::GameResult result);
    // A status-bar message, cut at a word where the bar is too narrow (StatusText).
    void say(const QString& text, int ms = 0);
    void showEnd(bagh::GameResult r, const QString& title, const QString& detail,
                 const QString& next);
    void updateActions();
    void updateBoardInput();
    void placeBanner();
    void showRules();
    void showAbout();
    void showTutorial();
    void showPuzzles();
    void saveSettings() const;

    GameSession* session_;
    BoardView* board_;
    SidePanel* panel_;
    ResultBanner* banner_;
    BoardNote* note_ = nullptr;
    QLabel* setupLabel_;
    AnalysisMode* analysis_;
    StudyTools* study_ = nullptr;
    GameJournal* journal_ = nullptr;
    SolveTools* solve_ = nullptr;
    AnalysisStatus* analysisStatus_ = nullptr;
    PositionVerdict* verdict_ = nullptr;
    SoundBoard* sound_ = nullptr;
    ConcedeActions* concede_ = nullptr;
    NetworkPlay* network_ = nullptr;
    QuestionBar* questionBar_ = nullptr;
    Tutor* tutor_ = nullptr;
    TutorBar* tutorBar_ = nullptr;
    ReviewTools* review_ = nullptr;
    QAction* leaveNetwork_ = nullptr;
    QAction* chat_ = nullptr;       // Game ▸ Chat: the focus into the chat (network games)
    QAction* chatSound_ = nullptr;  // View ▸ Sound for Chat Lines
    QString endMessage_;  // the status bar's word on the game's end, until the game changes
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* animations_ = nullptr;
    QAction* soundOn_ = nullptr;
    QAction* flip_ = nullptr;
    int widthWithoutAnalysis_ = 0;                // the last width with no column beside the board
    std::optional<QPoint> placeWithoutAnalysis_;  // where a column's growth moved it from
    // The width of the column beside the board (analysis, review): its widest in a wide
    // window, no narrower than this.
    static constexpr int kAnalysisWidest = 360;
    static constexpr int kAnalysisNarrowest = 230;
};
