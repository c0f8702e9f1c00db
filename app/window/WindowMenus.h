// The main window's menus, toolbar and their actions (Game, Edit, Move, View, Help), which of
// them a state of the game allows (update), the network game's chat action and its join
// question, and the dialogs only a menu opens (How to Play, Learn to Play, Puzzles, About). The
// window's parts come in whole (Parts); the words keep the window's translation context.
#pragma once

#include <QObject>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <functional>

class AnalysisMode;
class BoardView;
class ConcedeActions;
class GameSession;
class MainWindow;
class NetworkPlay;
class QAction;
class QScrollArea;
class QSettings;
class QuestionBar;
class ResultBanner;
class ReviewTools;
class SidePanel;
class SolveTools;
class SoundBoard;
class StudyTools;

class WindowMenus {
    Q_DECLARE_TR_FUNCTIONS(MainWindow)

public:
    struct Parts {
        MainWindow* window;
        GameSession* session;
        BoardView* board;
        SidePanel* panel;
        ResultBanner* banner;
        AnalysisMode* analysis;
        StudyTools* study;
        SolveTools* solve;
        ConcedeActions* concede;
        ReviewTools* review;
        NetworkPlay* network;
        QuestionBar* questionBar;
        SoundBoard* sound;
        QScrollArea* panelScroll;  // where the chat card is shown
        std::function<void(const QString&, int)> say;
        QList<QAction*> internet;  // Play Over the Internet and its account's actions, if built
    };
    // Makes the menus, the toolbar and the chat's action and places them in the window.
    explicit WindowMenus(const Parts& parts);

    // Enables and words the actions for the game as it is now.
    void update();
    // View ▸ Animate Moves, Sound, Sound for Chat Lines and Flip Board as kept in `settings`.
    void restoreView(const QSettings& settings);
    // The same kept for the next start.
    void saveView(QSettings& settings) const;

private:
    void placeChat(QScrollArea* panelScroll);
    void create();
    void showRules();
    void showTutorial();
    void showPuzzles();
    void showAbout();

    // The context of every connection whose slot uses this object: it goes with it, so a signal
    // sent while the window's children are destroyed after it (a seat leaving) reaches nothing.
    QObject alive_;
    MainWindow* w_;
    GameSession* session_;
    BoardView* board_;
    SidePanel* panel_;
    ResultBanner* banner_;
    AnalysisMode* analysis_;
    StudyTools* study_;
    SolveTools* solve_;
    ConcedeActions* concede_;
    ReviewTools* review_;
    NetworkPlay* network_;
    QList<QAction*> internet_;
    QuestionBar* questionBar_;
    SoundBoard* sound_;
    std::function<void(const QString&, int)> say_;
    QAction* leaveNetwork_ = nullptr;
    QAction* chat_ = nullptr;       // Game ▸ Chat: the focus into the chat (network games)
    QAction* chatSound_ = nullptr;  // View ▸ Sound for Chat Lines
    QAction* undo_ = nullptr;
    QAction* redo_ = nullptr;
    QAction* hint_ = nullptr;
    QAction* pause_ = nullptr;
    QAction* animations_ = nullptr;
    QAction* soundOn_ = nullptr;
    QAction* flip_ = nullptr;
};
