// The column beside the board in analysis mode: what the shown position comes to with best
// play, in the player's words ("Tigers win in 4 moves"), a legend of the tags
// on the board, and the list of every legal move best first (AnalysisModel), each with the
// whole line of best play after it (wrapped, never cut). Double-clicking a move plays it. The
// engine's measures (depth, what is proven, scores) appear only with Details on, off by
// default. The evaluation graph sits at its foot.
#pragma once

#include <QFrame>

#include "session/EngineWorker.h"

class AnalysisModel;
class EvalGraph;
class PositionVerdict;
class QAction;
class QHBoxLayout;
class QLabel;
class QTableView;
class QToolButton;

class AnalysisPanel : public QFrame {
    Q_OBJECT

public:
    explicit AnalysisPanel(QWidget* parent = nullptr);

    AnalysisModel* model() const { return model_; }
    QTableView* view() const { return view_; }
    EvalGraph* graph() const { return graph_; }
    QLabel* legend() const { return legend_; }
    QToolButton* detailsButton() const { return details_; }

    // The head states what `verdict` knows of the shown position once a report is shown (or
    // the game is over), in the same words as the rest of the window; the list keeps each
    // move's own value.
    void followVerdict(const PositionVerdict* verdict);
    // Shows a report for the position with `sideToMove` to move.
    void showReport(const AnalysisReport& report, bool final);
    // A button for `action` under the list (e.g. Play This Out Against the Computer), showing
    // `face` where given (a shorter text that fits a narrow panel), else the action's text.
    void addButton(QAction* action, const QString& face = QString());
    // Shows a message instead of values ("The game is over", "Waiting…").
    void showMessage(const QString& text);
    QString headText() const;
    QString statusText() const;
    // On a short window the graph (and its title) gives its height to the list; shown again
    // when there is room.
    void setCompact(bool compact);

    // The legend of the board's tags for a position with `sideToMove` to move, as rich text.
    static QString legendHtml(bagh::Side sideToMove);

signals:
    void movePicked(bagh::games::Move move);
    // A row chosen (clicked, or walked to with the arrows): its move, to be shown on the board.
    void moveChosen(bagh::games::Move move);

private:
    void updateStatus();
    void updateHead();

    AnalysisModel* model_;
    QTableView* view_;
    QLabel* head_;
    QLabel* status_;
    QLabel* legend_;
    QToolButton* details_;
    QHBoxLayout* buttons_;
    EvalGraph* graph_;
    QLabel* graphTitle_;
    bool final_ = false;
    bool hasReport_ = false;
    const PositionVerdict* verdict_ = nullptr;
};
