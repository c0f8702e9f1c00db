// Game ▸ Puzzles: one puzzle at a time on a board of its own (the game in the window is left as
// it was), the task in words, what each move did, and the player's puzzle rating. Drives a
// PuzzleSession; the words are here.
#pragma once

#include <QDialog>

#include "puzzles/PuzzleSession.h"

class BoardView;
class QLabel;
class QPushButton;

class PuzzleDialog : public QDialog {
    Q_OBJECT

public:
    // Loads the shipped puzzles and shows the first one (a pick near the player's rating).
    explicit PuzzleDialog(QWidget* parent = nullptr);

    PuzzleSession* session() const { return session_; }
    BoardView* board() const { return board_; }
    QString task() const;
    QString feedback() const;
    QString ratingText() const;

    // The task for a puzzle: who moves and what to find, in the player's words.
    static QString taskText(const bagh::puzzle::Puzzle& p);
    // What a wrong move cost, in the player's words.
    static QString costText(const bagh::puzzle::Puzzle& p, const Refutation& r);

private:
    void showPuzzle();
    void onState(PuzzleSession::State state);
    void showHint();
    void updateRating();

    PuzzleSession* session_;
    BoardView* board_;
    QLabel* header_;
    QLabel* task_;
    QLabel* progress_;
    QLabel* feedback_;
    QLabel* rating_;
    QPushButton* hint_;
    QPushButton* retry_;
    QPushButton* next_;
};
