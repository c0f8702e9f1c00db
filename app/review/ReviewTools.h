// The review of a game in the window (issue 46): Game ▸ Review Game (and the end banner's
// button) reviews the whole game on a thread of its own (ReviewRunner) and shows it in
// ReviewPanel, beside the board where the analysis panel goes (turning analysis mode off; the
// analysis mode turned on puts the review away). It holds the one review of the game shown and
// the record it belongs to: the move list shows its verdicts' symbols, both evaluation graphs
// its turning points, and a ply chosen shows the position before it with the move that kept
// the value and the move played drawn on the board (MoveMarks' tags).
//
// The review goes with the game: a save and the journal of the last game append its block
// (review::writeReviewBlock) while it is of exactly the record saved (GameFiles::setAppendix),
// and a game opened or brought back reads it (review::readReviewBlock) and shows it without
// reviewing again; a block whose moves do not match is dropped with a word to the player.
// A move or an undo after the review makes it no longer the game's: the panel says so and
// offers Review Again, and the record's own verdicts come back if the game does (a redo).
// GUI thread only.
#pragma once

#include <QObject>
#include <QPointer>
#include <optional>

#include "engine/games/AnyGame.h"
#include "engine/review/GameReview.h"

class AnalysisMode;
class BoardView;
class GameFiles;
class GameJournal;
class GameSession;
class MistakesDialog;
class MoveListModel;
class QAction;
class QMenu;
class ReviewPanel;
class ReviewRunner;

class ReviewTools : public QObject {
    Q_OBJECT

public:
    // The panel is made here, hidden; the window places it beside the board.
    ReviewTools(GameSession* session, BoardView* board, MoveListModel* moveList,
                AnalysisMode* analysis, GameFiles* files, GameJournal* journal,
                QObject* parent = nullptr);
    ~ReviewTools() override;

    ReviewPanel* panel() const { return panel_; }
    // Game ▸ Review Game (Ctrl+R): enabled while the game has a move and no seat forbids help
    // (a network game in progress).
    QAction* reviewAction() const { return review_; }
    // Appends Previous Mistake (Shift+F8) and Next Mistake (F8) to `menu` (the Move menu): keys
    // no text box types.
    void addMistakeActions(QMenu* menu);

    // Shows the review of the game shown: the one held if it is of this record, else a new
    // one (a review that runs for another record is cancelled).
    void reviewGame();
    // Reviews the game again, whatever is held.
    void reviewAgain();
    // Stops a review that runs; the panel offers Review Again.
    void cancel();
    // Shows ply `ply` (1-based) of the review: the position before it, the kept and the
    // played move on the board, the explanation in the panel.
    void showPly(int ply);
    // The next (previous) ply that lost something, from the one shown; round to the first
    // (last) after the end.
    void nextMistake();
    void previousMistake();
    // Puts the panel away (the review is kept with the game) or shows it.
    void setPanelShown(bool shown);
    bool panelShown() const;

    // The review held, if it is of the game shown now (its record, move for move).
    const bagh::review::GameReview* review() const;
    // The record the held review is of.
    const bagh::games::Game& reviewedGame() const { return reviewed_; }
    // The plies (1-based) whose mistakes were practised since (Learn from Your Mistakes); kept
    // with the game. Ignored when no review of the game shown is held.
    void setPractised(const std::vector<int>& plies);
    // The side Learn from Your Mistakes practises: the person's against the computer, else the
    // side picked in the panel.
    bagh::Side learnSide() const;
    // Learn from Your Mistakes: opens the exercises of `side`'s mistakes in the review held
    // (MistakesDialog, window-modal, no event loop of its own); each one solved is kept in
    // GameReview::practised. Nothing when no review of the game shown is held.
    void practise(bagh::Side side);
    // The exercises' dialog while it is open, else null (for tests).
    MistakesDialog* mistakesDialog() const;

    // The runner, made with the first review (null before: a review read from a file needs
    // none).
    ReviewRunner* runner() const { return runner_; }

signals:
    // A status-bar message for the window.
    void message(const QString& text, int timeoutMs);
    // The panel was shown or put away (the window makes room for it).
    void shownChanged(bool shown);
    // The player asked to practise `side`'s mistakes of the review.
    void practiseRequested(bagh::Side side);

private:
    void start();
    void onProgress(int done, int total);
    void onFinished(const bagh::review::GameReview& review, const bagh::games::Game& game);
    // Takes `review` of `game` as the one held, and shows it.
    void hold(const bagh::review::GameReview& review, const bagh::games::Game& game);
    void drop();
    // After any change of the game: is the held review still of it? The panel, the move
    // list, the graphs and the actions follow.
    void follow();
    void showHeld();
    // Clears what the review put on the move list and the graphs.
    void clearMarks();
    void updateLearn();
    void readAppendix(const QByteArray& text);
    // The plies of the held review that lost something (inaccuracy, mistake, blunder).
    std::vector<int> notablePlies() const;
    // The plies of `side` to practise (a mistake or a blunder).
    std::vector<int> exercises(bagh::Side side) const;

    GameSession* session_;
    BoardView* board_;
    MoveListModel* moveList_;
    AnalysisMode* analysis_;
    GameJournal* journal_;
    ReviewPanel* panel_;
    ReviewRunner* runner_ = nullptr;
    QAction* review_;
    QAction* previous_;
    QAction* next_;
    std::optional<bagh::review::GameReview> held_;
    bagh::games::Game reviewed_;
    bool matches_ = false;  // the held review is of the game shown
    int shownPly_ = 0;      // the ply last chosen (1-based), 0: none
    QPointer<MistakesDialog> mistakes_;
};
