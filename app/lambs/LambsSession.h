// A game of Lambs and Tigers without the widgets: the record (engine/lambs/LambsGame, which
// decides legality, the end of the game and repetition), who plays which side, and undo.
#pragma once

#include <QObject>

#include "engine/lambs/LambsGame.h"
#include "session/GameSetup.h"

struct LambsSetup {
    GameMode mode = GameMode::TwoPlayers;
    bagh::Side humanSide = bagh::Side::Goats;    // against the computer
    int level = 3;                               // 1..6, as for Bagh-Chal
    int capturesToWin = bagh::lambs::kAllGoats;  // 5 and 6 are common house rules
};

class LambsSession : public QObject {
    Q_OBJECT

public:
    explicit LambsSession(QObject* parent = nullptr);

    const LambsSetup& setup() const { return setup_; }
    const bagh::lambs::LambsGame& game() const { return game_; }
    const bagh::lambs::Variant& variant() const { return game_.variant(); }
    const bagh::lambs::Position& position() const { return game_.current(); }
    const std::vector<bagh::lambs::Move>& moves() const { return game_.moves(); }
    bagh::lambs::Move lastMove() const;
    // The legal moves now (none once the game is over).
    bagh::lambs::MoveList legalMoves() const;
    bagh::GameResult result() const { return game_.result(); }
    bool computerPlays(bagh::Side side) const;
    // The computer's turn now, and not paused (analysis mode).
    bool isComputerTurn() const;
    // Analysis mode: the computer makes no moves, either side is played by hand.
    void setComputerPaused(bool paused);
    bool computerPaused() const { return paused_; }

    // A new game from the start with `setup`.
    void start(const LambsSetup& setup);
    // A new game from `position` (a record the player set up or loaded).
    void startAt(const LambsSetup& setup, const bagh::lambs::Position& position);
    // Plays a legal move (by whoever's turn it is); false, and nothing changes, if not legal.
    bool play(bagh::lambs::Move move);
    // Takes back the last move; against the computer the whole turn (its reply and yours).
    bool canUndo() const;
    void undo();

signals:
    // The game changed; `lastMove` led to the shown position (null at the start).
    void changed(bagh::lambs::Move lastMove);

private:
    LambsSetup setup_;
    bagh::lambs::LambsGame game_;
    bool paused_ = false;
};
