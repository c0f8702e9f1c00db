// Lambs and Tigers (Aadu Puli Attam), the 23-point sister game, in a window of its own: its
// board, whose turn it is, the goats in hand and taken, the moves so far, and the end of the
// game in words. Started from the New Game dialog; the Bagh-Chal game in the main window is
// left as it was. Its "Solve the Whole Game…" asks the main window's solve dialog for the
// tables of its rule; once a solve has written tables, reloadTables() makes the computer and
// the analysis read them.
#pragma once

#include <QDialog>

#include "lambs/LambsAnalyst.h"
#include "lambs/LambsSession.h"

class LambsAnalyst;
class LambsBoardView;
class LambsComputer;
class QLabel;
class QListWidget;
class QTreeWidget;
class QPushButton;

class LambsWindow : public QDialog {
    Q_OBJECT

public:
    explicit LambsWindow(const LambsSetup& setup, QWidget* parent = nullptr);
    ~LambsWindow() override;

    LambsSession* session() const { return session_; }
    LambsBoardView* board() const { return board_; }
    QString turnText() const;
    QString statusText() const;
    // Analysis mode: every legal move's value beside the board, the best one marked; the
    // computer makes no moves meanwhile.
    void setAnalysing(bool on);
    bool isAnalysing() const;
    QTreeWidget* analysisList() const { return analysis_; }

    // The end of a game in words ("Tigers win: every goat is taken").
    static QString resultText(const LambsSession& s);

    // A solve wrote tables into `dir`: the computer reads them from its next move on, and a
    // running analysis starts again with them.
    void reloadTables(const QString& dir);
    QPushButton* solveButton() const { return solve_; }

signals:
    // The player asked for the tables of this game's rule (lambs::kAllGoats, 5 or 6).
    void solveRequested(int capturesToWin);

private:
    void refresh(bagh::lambs::Move lastMove);
    void startComputer();
    void showAnalysis(const QVector<LambsMoveValue>& moves, int depth, bool final);

    LambsSession* session_;
    LambsBoardView* board_;
    LambsComputer* computer_;
    QLabel* title_;
    QLabel* turn_;
    QLabel* counts_;
    QLabel* status_;
    QListWidget* moves_;
    QTreeWidget* analysis_;
    QLabel* analysisHead_;
    QPushButton* analyse_;
    QPushButton* undo_;
    QPushButton* solve_;
    LambsAnalyst* analyst_;
};
