// A Lambs and Tigers game record: the variant, the start position, the moves played, and the
// repetition house rule. Like bagh::Game (core/Game.h) it is the one place that decides
// repetition for the protocol, the facade's root and (later) the app.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/Game.h"  // RepetitionRule: the same two house rules as Bagh-Chal
#include "engine/lambs/Board.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Position.h"

namespace bagh::lambs {

using bagh::RepetitionRule;

class LambsGame {
public:
    // Starts at `start` (the board's start when omitted) under `variant`'s captures-to-win.
    explicit LambsGame(const Variant& variant = Variant::lambs(),
                       RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws);
    LambsGame(const Variant& variant, const Position& start,
              RepetitionRule rule = RepetitionRule::ThirdOccurrenceDraws);

    const Variant& variant() const { return variant_; }
    const Position& startPosition() const { return positions_.front(); }
    const Position& current() const { return positions_.back(); }
    const std::vector<Move>& moves() const { return moves_; }
    const Position& positionAt(int plies) const { return positions_[plies]; }
    int length() const { return static_cast<int>(moves_.size()); }
    RepetitionRule rule() const { return rule_; }
    void setRule(RepetitionRule rule) { rule_ = rule; }

    // Moves the rules allow now: none once the game is over (which includes a third
    // occurrence under ThirdOccurrenceDraws); under NoRecurrence, moves that would recreate an
    // earlier position are left out.
    void legalMoves(MoveList& list) const;
    bool isLegal(Move m) const;
    // The result including repetition: a third occurrence draws (EndReason::Repetition); under
    // NoRecurrence a side left without a new position loses (EndReason::NoNewPosition).
    GameResult result() const;

    // Ends the game by the players' word at the current position, as bagh::Game::conclude: a
    // resignation (the winner's outcome) or an agreed draw. Returns false and changes nothing
    // if the game is over already or `r` is neither. Undo and truncate drop it.
    bool conclude(GameResult r);

    // Plays `m` if it is legal now; returns false (and changes nothing) otherwise.
    bool play(Move m);
    // Takes back the last move; returns false if there is none.
    bool undo();
    // Drops every move after the first `plies` moves.
    void truncate(int plies);

    // How often the position with this key occurs in the record so far.
    int occurrences(std::uint64_t key) const;
    // True if playing `m` now would recreate a position already in the record, as
    // bagh::Game::recreates.
    bool recreates(Move m) const;
    // True if playing `m` now would end the game by repetition, as
    // bagh::Game::endsByRepetition.
    bool endsByRepetition(Move m) const;
    // Keys of every position in the record, oldest first (the search's repetition check).
    std::vector<std::uint64_t> keys() const;
    // Plies since the last capture or placement, as bagh::Game::quietPlies.
    int quietPlies() const;

private:
    Variant variant_;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    RepetitionRule rule_;
    GameResult declared_;  // a resignation or an agreed draw at the current position
};

}  // namespace bagh::lambs
