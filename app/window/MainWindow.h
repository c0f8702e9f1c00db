// The game window: the board with its end-of-game banner, the side panel, menus, toolbar and
// status bar. It wires the widgets to GameSession and keeps the settings; the rules and the
// engine are the session's business. Its menus and actions are WindowMenus', its place on the
// screen WindowPlace's, what it says at a game's end EndOfGame's.
#pragma once

#include <QMainWindow>
#include <memory>

#include "engine/games/AnyGame.h"
#include "session/GameSetup.h"

class AnalysisMode;
class EndOfGame;
class WindowMenus;
class WindowPlace;
class AnalysisStatus;
class PositionVerdict;
class ConcedeActions;
class BoardNote;
class BoardView;
class GameFiles;
class GameJournal;
class InternetPlay;
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
    InternetPlay* internetPlay() const { return internet_; }
    // Opens the dialog that solves the whole game (Tools ▸ Solve the Whole Game…).
    void showSolveDialog();
    // The same dialog on Lambs and Tigers under `capturesToWin` (games::kLambsEveryGoat, 5, 6).
    void showLambsSolveDialog(int capturesToWin);

    // A new game with the same setup (Game ▸ Play Again, the banner's button); a game in
    // progress is thrown away only when the player agrees.
    void playAgain();

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void updateTitle();
    void onPositionChanged(bagh::games::Move lastMove, bool animate);
    void updateSetupLine();
    void playMoveSound(bagh::games::Move move);
    // A person's move from the board or the move box: the tutor may hold it first. Returns
    // false with *why when the session refused it.
    bool playPersonMove(bagh::games::Move move, QString* why);
    // A status-bar message, cut at a word where the bar is too narrow (StatusText).
    void say(const QString& text, int ms = 0);
    void updateActions();
    void updateBoardInput();
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
    InternetPlay* internet_ = nullptr;  // play over XMPP (only if built with it)
    QuestionBar* questionBar_ = nullptr;
    Tutor* tutor_ = nullptr;
    TutorBar* tutorBar_ = nullptr;
    ReviewTools* review_ = nullptr;
    std::unique_ptr<WindowPlace> place_;
    std::unique_ptr<EndOfGame> end_;
    std::unique_ptr<WindowMenus> menus_;
};
