// A game record: the start position, the moves played, and the repetition house rule. This is
// the one place that decides repetition, for the app, the protocol and the search's root.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/MoveGen.h"
#include "engine/core/Position.h"

namespace bagh {

// Under ThirdOccurrenceDraws the game is drawn when a position occurs this often.
constexpr int kRepetitionOccurrences = 3;

enum class RepetitionRule : std::uint8_t {
    ThirdOccurrenceDraws,  // house rule 1 (default): third occurrence of a position is a draw
    NoRecurrence,          // house rule 2 (traditional): no move may recreate an earlier position
};

// True for the ends players (or their clock) may declare (Game::conclude): a resignation or a
// time forfeit with a winner, or an agreed draw. Both games' records accept exactly these.
bool declarableEnd(const GameResult& r);

class Game {
public:
    explicit Game(const Position& start = Position::start(),
                  RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws);

    const Position& startPosition() const { return positions_.front(); }
    const Position& current() const { return positions_.back(); }
    const std::vector<Move>& moves() const { return moves_; }
    // The position after the first `plies` moves (0 = the start).
    const Position& positionAt(int plies) const { return positions_[plies]; }
    int length() const { return static_cast<int>(moves_.size()); }

    RepetitionRule rule() const { return rule_; }
    void setRule(RepetitionRule rule) { rule_ = rule; }

    // Moves the rules allow now: none once the game is over; under NoRecurrence, moves that
    // would recreate an earlier position are left out.
    void legalMoves(MoveList& list) const;
    bool isLegal(Move m) const;

    // The result including repetition under the chosen house rule, or the players' word.
    GameResult result() const;

    // Ends the game by the players' word at the current position: `r` is a resignation or a
    // flag fall (reason Resignation or TimeForfeit, outcome the winner's) or an agreed draw
    // (DrawAgreed, Draw). Returns false and changes nothing if the game is over already or `r`
    // is none of these. The end belongs to this position: undo and truncate drop it; no move can
    // follow it.
    bool conclude(GameResult r);

    // Plays `m` if it is legal now; returns false (and changes nothing) otherwise.
    bool play(Move m);
    // Takes back the last move; returns false if there is none.
    bool undo();
    // Drops every move after the first `plies` moves.
    void truncate(int plies);

    // How often the position with this key occurs in the record so far.
    int occurrences(std::uint64_t key) const;
    // True if playing `m` now would recreate a position already in the record (what the
    // traditional rule forbids).
    bool recreates(Move m) const;
    // True if playing `m` now would end the game by repetition (its position's third
    // occurrence under ThirdOccurrenceDraws): what the top level avoids in a drawn game.
    bool endsByRepetition(Move m) const;
    // Keys of every position in the record, oldest first (for the search's repetition check).
    std::vector<std::uint64_t> keys() const;
    // Plies since the last capture or placement (the whole record when it has neither): the
    // quiet stretch a drawn game is called off after (search/SearchFacade.h, kQuietDrawPlies).
    int quietPlies() const;

private:
    void pseudoLegalMoves(MoveList& list) const;

    std::vector<Position> positions_;
    std::vector<Move> moves_;
    RepetitionRule rule_;
    GameResult declared_;  // a resignation or an agreed draw at the current position
};

}  // namespace bagh
