// Game ▸ Puzzles: one puzzle at a time on a board of its own (the game in the window is left as
// it was), the task in words, what each move did, and the player's puzzle rating. After a wrong
// move: Try Again, or Show Solution (the line from the start, listed and marked on the board).
// A Game choice offers both games' puzzles, the window's game first, each with the player's
// rating in it; a Lambs and Tigers puzzle is played on its 23-point board, by clicks or the
// board's keyboard cursor, read by a screen reader as the window's board is.
// Drives a PuzzleSession; the words are here, every number a player reads through QLocale.
#pragma once

#include <QDialog>

#include "puzzles/PuzzleSession.h"

class BoardView;
class GameSession;
class QComboBox;
class QLabel;
class QPushButton;

class PuzzleDialog : public QDialog {
    Q_OBJECT

public:
    // Loads the shipped puzzles of the window's game (the seat's; Bagh-Chal without one) and
    // shows the first one (a pick near the player's rating in that game). `seat`: the window's
    // session, whose engine refutes wrong moves (may be null: tests).
    explicit PuzzleDialog(GameSession* seat = nullptr, QWidget* parent = nullptr);

    PuzzleSession* session() const { return session_; }
    BoardView* board() const { return board_; }
    QComboBox* gameChoice() const { return game_; }
    // Switches to `kind`'s puzzles (as the Game choice does) and shows one.
    void setGame(bagh::games::GameKind kind);
    QString task() const;
    QString feedback() const;
    QString progress() const;
    QString solution() const;
    QString ratingText() const;

    // The task for a puzzle: who moves and what to find, in the player's words.
    static QString taskText(const bagh::puzzle::GamePuzzle& p);
    // What a wrong move cost, in the player's words: whose answer the reply is and how many
    // moves the winner needs.
    static QString costText(const bagh::puzzle::GamePuzzle& p, const Refutation& r);
    // The whole line: the solver's moves, each with the opponent's answer.
    static QString solutionText(const bagh::puzzle::GamePuzzle& p);

private:
    void showPuzzle();
    void onState(PuzzleSession::State state);
    void showHint();
    void showSolution();
    void updateRating();
    // Loads the chosen game's set and shows a puzzle, or says why there is none.
    void loadGame();

    PuzzleSession* session_;
    BoardView* board_;
    QComboBox* game_;
    QLabel* header_;
    QLabel* task_;
    QLabel* progress_;
    QLabel* feedback_;
    QLabel* solution_;
    QLabel* rating_;
    QPushButton* hint_;
    QPushButton* retry_;
    QPushButton* solutionButton_;
    QPushButton* next_;
};
