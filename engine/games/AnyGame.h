// A game record of either game behind one interface (cutechess's Board base, here over two
// rules adapters): the start, the moves, the house rule, the result, in the neutral types of
// GameTypes.h. The rules stay where they live (bagh::Game, lambs::LambsGame): this class only
// forwards and converts, so a rule exists once. A value type; copying copies the record.
#pragma once

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "engine/core/Game.h"
#include "engine/core/Obx.h"  // ObxError: the one error convention of the record readers
#include "engine/games/BoardShape.h"
#include "engine/games/GameRules.h"
#include "engine/games/GameTypes.h"
#include "engine/games/MoveNotation.h"  // moveText, parseMove
#include "engine/lambs/LambsGame.h"

namespace bagh::games {

class Game {
public:
    // Bagh-Chal from its start, third repetition draws.
    Game();
    explicit Game(const bagh::Game& game);
    explicit Game(const lambs::LambsGame& game);
    // A game of `kind` from its start; `capturesToWin` is Lambs' rule (5, 6 or kLambsEveryGoat;
    // ignored for Bagh-Chal).
    static Game start(GameKind kind, RepetitionRule rule, int capturesToWin = kLambsEveryGoat);
    // A game under `rules` from its start.
    static Game start(const GameRules& rules);
    // A game from `start` (its kind and captures rule), no moves yet.
    static Game from(const Position& start, RepetitionRule rule);

    GameKind kind() const;
    int capturesToWin() const;
    const BoardShape& shape() const { return boardShape(kind()); }
    RepetitionRule rule() const;
    void setRule(RepetitionRule rule);

    int length() const;
    Position startPosition() const { return positionAt(0); }
    Position current() const { return positionAt(length()); }
    // The position after the first `plies` moves (0 = the start).
    Position positionAt(int plies) const;
    Move moveAt(int index) const;
    MoveList moves() const;
    // The last move, or a null move at the start.
    Move lastMove() const { return length() > 0 ? moveAt(length() - 1) : Move(); }

    // Moves the rules and the house rule allow now; none once the game is over.
    MoveList legalMoves() const;
    bool isLegal(Move m) const;
    GameResult result() const;
    // The players' word: a resignation or an agreed draw (bagh::Game::conclude).
    bool conclude(GameResult r);
    bool play(Move m);
    bool undo();
    void truncate(int plies);

    int occurrences(std::uint64_t key) const;
    std::vector<std::uint64_t> keys() const;
    // Plies since the last capture or placement (bagh::Game::quietPlies).
    int quietPlies() const;

    // A move as this game writes it ("C1", "E1D1"; "12", "3-9", "3x15").
    std::string moveText(Move m) const;
    // The legal move now that `text` names (either game's forms, any case), or a null move.
    Move findLegalMove(std::string_view text) const;
    // The position record after `plies` moves (OBX for Bagh-Chal, the Lambs record), with the
    // move that led there.
    std::string record(int plies) const;

    // The game's own record, for its engine and its file format: null for the other game.
    const bagh::Game* baghChal() const { return std::get_if<bagh::Game>(&game_); }
    const lambs::LambsGame* lambs() const { return std::get_if<lambs::LambsGame>(&game_); }

    // Same kind, rule, start and moves (what a saved file holds).
    bool sameRecord(const Game& other) const;

private:
    std::variant<bagh::Game, lambs::LambsGame> game_;
};

// The tigers of `pos` that can neither slide nor jump.
Mask blockedTigers(const Position& pos);

// The position record of `pos` with the move that led there: OBX in `dialect` for Bagh-Chal,
// the Lambs record (which has one dialect) for Lambs and Tigers.
std::string writeRecord(const Position& pos, Move lastMove = Move(),
                        ObxDialect dialect = ObxDialect::Seed);

// A position record of `kind` read as a new game's start (OBX for Bagh-Chal, the Lambs record
// under the captures rule `capturesToWin`).
struct RecordReading {
    bool ok = false;
    Game game;      // valid when ok
    Move lastMove;  // the record's last move, or null
    std::vector<std::string> warnings;
    ObxError error;  // valid when !ok
};
RecordReading readRecord(GameKind kind, int capturesToWin, std::string_view text,
                         RepetitionRule rule);

}  // namespace bagh::games
