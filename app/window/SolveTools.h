// The solve side of the window: Tools ▸ Solve the Whole Game… (Bagh-Chal or Lambs and Tigers),
// the engines reopening their tables after a solve, and a window that does not quit under a
// running solve. Places its own menu.
#pragma once

#include <QObject>

class GameSession;
class QMenuBar;
class QWidget;
class SolveDialog;

class SolveTools : public QObject {
    Q_OBJECT

public:
    SolveTools(QWidget* window, GameSession* session);

    // Appends the Tools menu to `bar`.
    void addMenu(QMenuBar* bar);
    // The solve dialog, made on first use (null before).
    SolveDialog* dialog() const { return dialog_; }
    // Opens the dialog on the game last chosen in it (Bagh-Chal at first).
    void showDialog();
    // Tools ▸ Solve the Whole Game…: opens it on the game the window plays (Lambs and Tigers
    // under its captures rule, or Bagh-Chal), unless a solve is running (then on that run).
    void showForGamePlayed();
    // Opens it on Lambs and Tigers under `capturesToWin` (games::kLambsEveryGoat, 5, 6), unless a
    // solve is running: then it shows that one.
    void showLambsDialog(int capturesToWin);
    // Where the last Lambs solve wrote tables (empty: none since the start).
    QString lambsTablesDir() const { return lambsDir_; }
    // True when no solve runs. Else stops it (after asking, unless questions are off), closes
    // the window once it has stopped, and returns false.
    bool stopBeforeClose();
    void setAskQuestions(bool ask) { ask_ = ask; }

signals:
    // A status-bar message for the window (0: until replaced).
    void message(const QString& text, int timeoutMs);

private:
    void makeDialog();
    void tablesWritten(const QString& dir, bool complete);

    QWidget* window_;
    GameSession* session_;
    SolveDialog* dialog_ = nullptr;
    bool closeAfterSolve_ = false;
    bool ask_ = true;
    QString lambsDir_;
};
