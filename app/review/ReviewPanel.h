// The review of the game, a column beside the board (where the analysis panel goes; the window
// shows one of the two): while the review runs, a progress bar and Cancel; then each side's
// accuracy and the count of each verdict (the tooltip says how accuracy is computed), the
// evaluation over the game with its turning points, every ply with its verdict (ReviewModel),
// the chosen ply explained, Previous and Next Mistake, and Learn from Your Mistakes with how
// many of the person's mistakes were practised. A review that no longer matches the game says
// so and offers Review Again. It shows what ReviewTools gives it and says what the player
// chose; it holds no review of its own.
//
// Keys: Tab reaches every control; in the list the arrows, Home and End go from ply to ply
// (each shown on the board as it becomes current), Enter shows the current one again.
#pragma once

#include <QFrame>
#include <optional>

#include "engine/review/GameReview.h"

class EvalGraph;
class QAction;
class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QTableView;
class QToolButton;
class ReviewModel;

class ReviewPanel : public QFrame {
    Q_OBJECT

public:
    explicit ReviewPanel(QWidget* parent = nullptr);

    // The review running: `done` of `total` plies.
    void showProgress(int done, int total);
    // `review` of a game of `kind` (`tigersFirst`: it starts with the tigers to move).
    void showReview(const bagh::review::GameReview& review, bagh::games::GameKind kind,
                    bool tigersFirst);
    // No review to show: `text` says why (the game changed, the review was cancelled), with
    // Review Again.
    void showNotice(const QString& text);
    // Ply `ply` (1-based) is the current row, explained by `text`.
    void showPly(int ply, const QString& text);
    // Makes the row of `ply` the list's current one, where Tab lands, without choosing it (the
    // board already shows the position before it): the list follows the position shown.
    void markPly(int ply);
    // Learn from Your Mistakes: for `side` only (a person against the computer), or, with none,
    // the player picks the side. `practised`: "3 of 5 practised" or empty; `enabled`: the side
    // chosen has a mistake to practise.
    void setLearn(std::optional<bagh::Side> side, const QString& practised, bool enabled);
    // The side whose mistakes Learn from Your Mistakes practises now.
    bagh::Side learnSide() const;
    // Buttons for Previous Mistake and Next Mistake (the window's Move menu holds the actions).
    void addMistakeButtons(QAction* previous, QAction* next);
    // On a short window the graph gives its height to the list.
    void setCompact(bool compact);

    QTableView* view() const { return view_; }
    ReviewModel* model() const { return model_; }
    EvalGraph* graph() const { return graph_; }
    QProgressBar* progressBar() const { return progress_; }
    QPushButton* cancelButton() const { return cancel_; }
    QPushButton* againButton() const { return again_; }
    QPushButton* learnButton() const { return learn_; }
    QToolButton* closeButton() const { return close_; }
    QComboBox* learnSideBox() const { return side_; }
    QString statusText() const;
    QString explanationText() const;
    QString summaryText() const;
    QString practisedText() const;

signals:
    void cancelRequested();
    void againRequested();
    void closeRequested();
    // The player chose ply `ply` (1-based): a click, the arrows or Enter in the list.
    void plyChosen(int ply);
    void learnRequested(bagh::Side side);
    // The side chosen for Learn from Your Mistakes changed.
    void learnSideChanged(bagh::Side side);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // In a narrow column (960 × 540) the mistake buttons stand one above the other and a
    // button's words too long for the column break at the space nearest their middle, so
    // nothing is cut at the column's edge.
    void fitToWidth();
    // Shows the parts of one state: the progress, the notice, or the review.
    void showPart(bool running, bool notice);

    QLabel* status_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QPushButton* again_;
    QToolButton* close_;
    QWidget* review_;  // everything of a review shown
    QLabel* goats_;
    QLabel* tigers_;
    QLabel* graphTitle_;
    EvalGraph* graph_;
    ReviewModel* model_;
    QTableView* view_;
    QLabel* explanation_;
    QWidget* mistakeRow_;
    QScrollArea* scroll_ = nullptr;
    QComboBox* side_;
    QPushButton* learn_;
    QLabel* practised_;
    // Shows `row` as the position's: current if the list has the focus, else selected, and
    // current when the focus comes.
    void setShownRow(int row);

    bool choosing_ = false;  // showPly() sets the current row: no plyChosen then
    int shownRow_ = -1;  // the row of the position shown: the focus landing there chooses nothing
};
