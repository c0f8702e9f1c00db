// The session's one record of the game and the way through it: the game (`games::Game`, either
// game), the undo history of its moves (a QUndoStack of MoveCommands holding the real moves), the
// position shown (an earlier one by navigation), an end the players declared (a resignation, an
// agreed draw, a time forfeit), and what the document was when last saved. It plays moves and
// steps through them; who may move, and what follows a move, is GameSession's. One move played
// or taken back by itself (not inside a jump, a load or a replay) is told by `moved`/`retracted`.
#pragma once

#include <QObject>
#include <QUndoStack>
#include <cstdint>
#include <vector>

#include "base/MetaTypes.h"
#include "engine/games/AnyGame.h"
#include "session/UndoCommands.h"

class SessionRecord : public QObject, private MoveTarget {
    Q_OBJECT

public:
    explicit SessionRecord(QObject* parent = nullptr);

    const bagh::games::Game& game() const { return game_; }
    // The move that led to the position shown: the record's last, or at its start the loaded
    // record's last move (marked on the board), else null.
    bagh::games::Move lastMove() const;
    QUndoStack* undoStack() { return &undo_; }
    const QUndoStack& undoHistory() const { return undo_; }

    // A new record from `game` (its position and history); the undo history starts here and
    // `startLastMove` is marked at its start. An end the game carries that a player declared is
    // kept. The document is the one saved (markSaved) until the caller says otherwise.
    void reset(const bagh::games::Game& game, bagh::games::Move startLastMove);
    // A whole game: its start, then every move on the undo history (the last one shown), so
    // navigation steps through all of it.
    void load(const bagh::games::Game& game);

    int currentPly() const { return game_.length(); }
    int firstPly() const { return baseLength_; }
    int lastPly() const { return baseLength_ + undo_.count(); }
    // True while an earlier position is shown by navigation (not moves taken back, which are
    // no position looked at: the stack keeps them for redo until the next move).
    bool showsEarlier() const { return navigated_ && undo_.index() < undo_.count(); }
    bool navigated() const { return navigated_; }
    void setNavigated(bool navigated) { navigated_ = navigated; }
    // Shows the position `index` moves into the undo history, quietly (no moved/retracted).
    void stepTo(int index);
    // The side that played the move at `index` of the undo history.
    bagh::Side sideAtIndex(int index) const;

    // Plays `move` on the record (a new line where an earlier position is shown: the later
    // moves and an end declared there go). `moved` follows.
    void push(bagh::games::Move move, bool byComputer);
    // Ends the game here with `result` (a declared end: resignation, draw, time). False if the
    // game was over.
    bool conclude(bagh::GameResult result);
    // Puts back a declared end when the position it ended is shown again.
    void restoreDeclaredEnd();

    // How a record another keeps (a seat elsewhere) stands to this one: another game (another
    // kind or start, or shorter than the undo history's start), the same, or a different line.
    enum class Follow { Foreign, Same, Differs };
    Follow compare(const bagh::games::Game& theirs) const;
    // Takes the record back to where `theirs` (Differs) and this one part and plays on the rest
    // of theirs, and its declared end.
    void follow(const bagh::games::Game& theirs);

    // The whole game: the moves up to the shown position and those after it that navigation
    // or undo stepped back over (what a save writes), with its declared end.
    bagh::games::Game fullGame() const;
    // True if the whole game differs from the one last marked saved, or it was never saved.
    bool isModified() const;
    void markSaved();
    void markNeverSaved() { neverSaved_ = true; }

signals:
    // One move played (redo or a push), or taken back (undo), by itself.
    void moved(bagh::games::Move move);
    void retracted();

private:
    void applyMove(bagh::games::Move move) override;
    void retractMove() override;
    // A declared end the game brings, kept as the record's.
    void takeDeclaredEnd(const bagh::games::Game& game);
    void dropDeclaredEndBeforePush();

    bagh::games::Game game_;
    QUndoStack undo_;
    int baseLength_ = 0;               // game length when the undo history began
    bool batch_ = false;               // inside a jump or a replay of several commands
    bool navigated_ = false;           // an earlier position was chosen by navigation
    bagh::games::Move startLastMove_;  // the loaded record's last move, marked at its start
    // A resignation or agreed draw and the length of the game it ended (the undo history may
    // step back over it and forward again).
    bagh::GameResult declared_;
    int declaredAt_ = -1;
    bagh::GameResult savedDeclared_;
    bool neverSaved_ = false;  // a loaded or set-up position: modified until saved
    bagh::games::GameKind savedKind_ = bagh::games::GameKind::BaghChal;
    std::uint64_t savedStart_ = 0;
    std::vector<bagh::games::Move> savedMoves_;
};
