// Analysis mode: while on, the engine analyses the shown position without end (Engine::analyse
// through the worker thread), restarted whenever the position changes, and every legal move's
// value goes onto the board (MoveMarks) and into the list beside it (AnalysisPanel). The
// computer makes no moves meanwhile; either side can be played by hand. Evaluations from
// analysis and from the computer's own thinking feed the evaluation graph, on or off.
#pragma once

#include <QObject>
#include <QSet>
#include <QTimer>

#include "session/EngineWorker.h"

class AnalysisPanel;
class BoardView;
class GameSession;
class QAction;

class AnalysisMode : public QObject {
    Q_OBJECT

public:
    // The panel is created here; the window places it (hidden until the mode is on).
    AnalysisMode(GameSession* session, BoardView* board, QObject* parent = nullptr);

    QAction* action() const { return action_; }
    // "Play This Out Against the Computer": leaves analysis mode and starts a game from the shown
    // position, the player taking the side to move and the perfect level the other, so a won
    // or drawn position can be practised until it is converted. Enabled in analysis mode while
    // the game is not over.
    QAction* practiceAction() const { return practice_; }
    void practise();
    AnalysisPanel* panel() const { return panel_; }
    bool isActive() const { return active_; }
    void setActive(bool on);
    // True once the last report for the shown position is on screen: the analysis finished
    // (everything proven, or the time cap), or there is nothing to analyse (game over).
    bool isSettled() const { return settled_; }
    // Longest a single analysis runs before it stops and stays on screen (ms).
    static constexpr int kCapMs = 60000;
    // Analyses the shown position again unless that analysis is running (after the engine seat
    // was lent to a puzzle's refutation).
    void restart();

signals:
    void activeChanged(bool on);
    void settled();

private:
    void schedule();
    void onReport(const AnalysisReport& report);
    void onThinking(const EngineInfo& info);
    void updateGraphLine();
    void onExactValues(const QVector<ExactPoint>& points);

    GameSession* session_;
    BoardView* board_;
    AnalysisPanel* panel_;
    QAction* action_;
    QAction* practice_;
    QTimer restartTimer_;
    bool active_ = false;
    bool settled_ = false;
    QSet<quint64> provenAsked_;  // positions whose proven value was asked for already
};
