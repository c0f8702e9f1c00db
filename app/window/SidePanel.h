// Everything beside the board: whose turn, the clocks, goats in hand, captured goats (five
// slots), blocked tigers, the match score, the move list, the engine's thinking, and a box to
// type a move. It only shows what GameSession says; typed moves go out through moveEntered.
#pragma once

#include <QWidget>

#include <optional>

#include "board/PieceRenderer.h"
#include "engine/games/GameClock.h"
#include "session/EngineWorker.h"

class GameSession;
class MoveListModel;
class PositionVerdict;
class QLabel;
class QScrollArea;
class QLineEdit;
class QTableView;
class SlotRow;

class SidePanel : public QWidget {
    Q_OBJECT

public:
    explicit SidePanel(QWidget* parent = nullptr);
    // The panel in a scroll area of its own (the window places that), so it scrolls rather than
    // holding the window taller than a laptop's screen; the arrows step through the moves, not
    // the panel.
    QScrollArea* inScrollArea();

    // Redraws every field from the session's game.
    void refresh(const GameSession& session);
    // The Engine card's head states what `verdict` knows of the shown position (the value,
    // proven or estimated, or the result once the game is over), the same words as every other
    // place in the window; the search's own numbers go to its tooltip (showEngineInfo).
    void followVerdict(const PositionVerdict* verdict);
    // The expected line and the search's numbers of one report.
    void showEngineInfo(const EngineInfo& info);
    // While thinking with nothing known yet the head says "Thinking…", else "Idle".
    void setThinking(bool thinking);
    // Both clocks, the running one marked (two players' clocks, or network play's); none
    // hides them.
    void showClocks(std::optional<bagh::games::Clocks> clocks, std::optional<bagh::Side> running);
    // "4:05", "0:09.4" under ten seconds, in the language's digits.
    static QString clockText(qint64 ms);
    QString clockShown(bagh::Side side) const;
    // Back to "Idle", for a new game.
    void resetEngine();
    // `move` was just played: the engine's expected line drops it (or goes, if it expected
    // another move).
    void movePlayed(bagh::games::Move move);
    QString expectedText() const;
    // The Engine card's head, as shown.
    QString engineText() const;
    QString playerText() const;

    QLineEdit* moveEntry() const { return entry_; }
    MoveListModel* moveList() const { return moves_; }
    // Adds a card at the foot of the panel (the OBX box).
    void addCard(QWidget* card);
    // Places a card under the counts, above the moves, where it is in view without scrolling
    // at 960×540 (the network game's chat).
    void addCardAfterCounts(QWidget* card);
    QTableView* moveView() const { return moveView_; }
    // The turn's word ("Goats to move"): TurnAnnouncer names it after each move.
    QLabel* turnWord() const { return turnLabel_; }
    // For tests and screenshots: the texts shown.
    QString turnText() const;
    int capturedShown() const;
    int blockedShown() const;

signals:
    void moveEntered(const QString& text);
    // A move in the list was clicked: show the position after `plies` plies.
    void plyClicked(int plies);

private:
    bagh::games::GameKind kind_ = bagh::games::GameKind::BaghChal;  // of the game shown
    QWidget* card(const QString& title, QWidget* body);
    // Who is to move, and why the computer waits when it is its turn and nothing runs.
    static QString playerWaiting(const GameSession& c, bagh::Side mover);
    // The engine's expected line ("Expects: …"), hidden while there is none.
    void setExpected(const QString& text);
    // The head: the verdict's words, or what the engine is doing while it has none.
    void updateHead();
    // The turn card's icon of a drawn game: a tiger and a goat together, 48 px.
    QPixmap drawIcon(qreal dpr);

    PieceRenderer pieces_;
    QLabel* turnIcon_;
    QLabel* turnLabel_;
    QLabel* playerLabel_;
    QWidget* clockRow_;
    QLabel* goatsClock_;
    QLabel* tigersClock_;
    QLabel* inHand_;
    SlotRow* captured_;
    SlotRow* blocked_;
    QWidget* matchCard_;
    QLabel* matchLabel_;
    MoveListModel* moves_;
    QTableView* moveView_;
    QLabel* engineHead_;
    QLabel* enginePv_;
    QString pv_;  // the engine's expected line, as shown after "Expects:"
    const PositionVerdict* verdict_ = nullptr;
    bool thinking_ = false;
    QLineEdit* entry_;
};
