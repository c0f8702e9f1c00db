// The game window: the board with its end-of-game banner, the side panel, menus, toolbar and
// status bar. It wires the widgets to GameController and keeps the settings; the rules and the
// engine are the controller's business.
#pragma once

#include <QMainWindow>

#include "GameSetup.h"
#include "core/Game.h"

class BoardView;
class GameController;
class QAction;
class QLabel;
class ResultBanner;
class SidePanel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameController* controller() const { return controller_; }
    BoardView* boardView() const { return board_; }
    SidePanel* sidePanel() const { return panel_; }
    ResultBanner* resultBanner() const { return banner_; }

    // Starts a game with `setup` without asking (the dialog's Start does the same).
    void startNewGame(const GameSetup& setup);
    // Continues from a given game record / an OBX position (see GameController).
    void setGame(const bagh::Game& game);
    bool loadPosition(const QString& obx, QString* error = nullptr);

    // Asks for a new game with the dialog.
    void showNewGameDialog();

    // Human-readable end-of-game text: title ("Tigers win") and reason.
    static QString resultTitle(bagh::GameResult r);
    static QString resultReason(bagh::GameResult r);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void createActions();
    void onPositionChanged(bagh::Move lastMove, bool animate);
    void onGameOver(bagh::GameResult result);
    void updateActions();
    void updateBoardInput();
    void placeBanner();
    void showRules();
    void showAbout();
    void saveSettings() const;

    GameController* controller_;
    BoardView* board_;
    SidePanel* panel_;
    ResultBanner* banner_;
    QLabel* setupLabel_;
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* animations_ = nullptr;
};
