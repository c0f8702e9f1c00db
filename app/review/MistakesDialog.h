// "Learn from your mistakes": one side's mistakes in a reviewed game as exercises, on a board
// of its own (the game in the window is left as it was), after Game ▸ Puzzles. Each shows the
// position before the mistake, what the game played there and what it cost, and asks for a
// move that keeps the draw or the win; what each try did is said beside the board (a wrong try
// is answered by the line that shows why, played on the board; Try Again offers the position
// again). Progress ("2 of 5"), Previous and Next (which skips), Try Again; the keys P, N and R
// as well as the buttons' access keys, the board's keyboard cursor (arrows, Space, Enter) for
// the moves, Escape closes. Drives a MistakeDrill; the words are here.
#pragma once

#include <QDialog>

#include "engine/review/GameReview.h"
#include "review/MistakeDrill.h"

class BoardView;
class GameSession;
class QLabel;
class QPushButton;

class MistakesDialog : public QDialog {
    Q_OBJECT

public:
    // The mistakes (and blunders) of `side` in `game`, as `review` found them; `session` is the
    // window's, whose engine channel judges and refutes the tries. Shows the first exercise
    // not yet practised (else the first).
    MistakesDialog(GameSession* session, const bagh::games::Game& game,
                   const bagh::review::GameReview& review, bagh::Side side,
                   QWidget* parent = nullptr);

    MistakeDrill* drill() const { return drill_; }
    BoardView* board() const { return board_; }
    QString task() const;
    QString context() const;
    QString feedback() const;
    QString progress() const;
    QPushButton* previousButton() const { return previous_; }
    QPushButton* nextButton() const { return next_; }
    QPushButton* retryButton() const { return retry_; }

    // The goal of an exercise whose position is worth `before` to `side`, in the player's words.
    static QString taskText(bagh::Side side, const bagh::review::PlyValue& before);
    // What a move (`move`, written) worth `after` to `side` does from a position worth `before`.
    static QString costText(bagh::Side side, const QString& move,
                            const bagh::review::PlyValue& before,
                            const bagh::review::PlyValue& after);

signals:
    // The exercise of `ply` (1-based) was solved: the caller marks it in GameReview::practised.
    void practised(int ply);

private:
    void onState(MistakeDrill::State state);
    QString moveWords(bagh::games::Move m) const;

    MistakeDrill* drill_;
    BoardView* board_;
    QLabel* header_;
    QLabel* progress_;
    QLabel* task_;
    QLabel* context_;
    QLabel* feedback_;
    QPushButton* previous_;
    QPushButton* next_;
    QPushButton* retry_;
    QPushButton* close_;
};
