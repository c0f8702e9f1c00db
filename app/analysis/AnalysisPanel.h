// The column beside the board in analysis mode: the value of the shown position, the search
// depth and state, and the list of every legal move best first (AnalysisModel). Double-clicking
// a move plays it. The evaluation graph sits at its foot.
#pragma once

#include <QFrame>

#include "session/EngineWorker.h"

class AnalysisModel;
class EvalGraph;
class QAction;
class QHBoxLayout;
class QLabel;
class QTableView;

class AnalysisPanel : public QFrame {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    AnalysisModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    EvalGraph* graph() const { return graph_; }

    // Shows a report for the position with `sideToMove` to move.
    void showReport(const AnalysisReport& report, bool final);
    // A button for `action` under the list (e.g. Play This Out Against Perfect).
    void addButton(QAction* action);
    // Shows a message instead of values ("The game is over", "Waiting…").
    void showMessage(const QString& text);
    QString headText() const;

signals:
    void movePicked(bagh::Move move);

private:
    AnalysisModel* model_;
    QTableView* view_;
    QLabel* head_;
    QLabel* status_;
    QHBoxLayout* buttons_;
    EvalGraph* graph_;
};
