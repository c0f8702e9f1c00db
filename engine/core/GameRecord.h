// The game record both games share: the start position, the moves played, the repetition house
// rule and an end the players declared. It is the one place that decides repetition, for the
// app, the protocol and the search's root; what one position allows and how it ends come from
// `Rules` (bagh::Game for Bagh-Chal, lambs::LambsGame for Lambs and Tigers):
//   Rules::Position, Rules::Move, Rules::MoveList   the game's types (a position has key() and
//                                                   makeMove(); a move isJump() and isPlacement())
//   void moves(const Position&, MoveList&) const    every move the board allows
//   GameResult result(const Position&) const        the end by the board alone (not over: none)
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "engine/core/Position.h"  // GameResult, Outcome, EndReason

namespace bagh {

// Under ThirdOccurrenceDraws the game is drawn when a position occurs this often.
constexpr int kRepetitionOccurrences = 3;

enum class RepetitionRule : std::uint8_t {
    ThirdOccurrenceDraws,  // house rule 1 (default): third occurrence of a position is a draw
    NoRecurrence,          // house rule 2 (traditional): no move may recreate an earlier position
};

// True for the ends players (or their clock) may declare (conclude below): a resignation or a
// time forfeit with a winner, or an agreed draw. Both games' records accept exactly these.
bool declarableEnd(const GameResult& r);

template <class Rules>
class GameRecord {
public:
    using Position = typename Rules::Position;
    using Move = typename Rules::Move;
    using MoveList = typename Rules::MoveList;

    GameRecord(Rules rules, const Position& start, RepetitionRule rule)
        : rules_(std::move(rules)), positions_{start}, rule_(rule) {}

    const Position& startPosition() const { return positions_.front(); }
    const Position& current() const { return positions_.back(); }
    const std::vector<Move>& moves() const { return moves_; }
    // The position after the first `plies` moves (0 = the start).
    const Position& positionAt(int plies) const { return positions_[plies]; }
    int length() const { return static_cast<int>(moves_.size()); }

    RepetitionRule rule() const { return rule_; }
    void setRule(RepetitionRule rule) { rule_ = rule; }

    // Moves the rules allow now: none once the game is over (which includes a third
    // occurrence under ThirdOccurrenceDraws); under NoRecurrence, moves that would recreate an
    // earlier position are left out.
    void legalMoves(MoveList& list) const {
        list.clear();
        if (declared_.over() || rules_.result(current()).over()) return;
        if (rule_ == RepetitionRule::ThirdOccurrenceDraws &&
            occurrences(current().key()) >= kRepetitionOccurrences)
            return;
        rules_.moves(current(), list);
        if (rule_ != RepetitionRule::NoRecurrence) return;
        MoveList all = list;
        list.clear();
        for (Move m : all)
            if (!recreates(m)) list.push(m);
    }
    bool isLegal(Move m) const {
        MoveList list;
        legalMoves(list);
        return list.contains(m);
    }

    // The result including repetition under the chosen house rule, or the players' word: a
    // third occurrence draws (EndReason::Repetition); under NoRecurrence a side left without a
    // new position loses (EndReason::NoNewPosition).
    GameResult result() const {
        if (declared_.over()) return declared_;
        const GameResult byPosition = rules_.result(current());
        if (byPosition.over()) return byPosition;
        if (rule_ == RepetitionRule::ThirdOccurrenceDraws) {
            if (occurrences(current().key()) >= kRepetitionOccurrences)
                return {Outcome::Draw, EndReason::Repetition};
            return {};
        }
        MoveList list;
        legalMoves(list);
        if (!list.empty()) return {};
        const Outcome o =
            current().sideToMove() == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin;
        return {o, EndReason::NoNewPosition};
    }

    // Ends the game by the players' word at the current position: `r` is a resignation or a
    // flag fall (reason Resignation or TimeForfeit, outcome the winner's) or an agreed draw
    // (DrawAgreed, Draw). Returns false and changes nothing if the game is over already or `r`
    // is none of these. The end belongs to this position: undo and truncate drop it; no move can
    // follow it.
    bool conclude(GameResult r) {
        if (!declarableEnd(r) || result().over()) return false;
        declared_ = {r.outcome, r.reason, GrandWin::None};
        return true;
    }

    // Plays `m` if it is legal now; returns false (and changes nothing) otherwise.
    bool play(Move m) {
        if (!isLegal(m)) return false;
        Position next = current();
        next.makeMove(m);
        positions_.push_back(next);
        moves_.push_back(m);
        return true;
    }
    // Takes back the last move; returns false if there is none.
    bool undo() {
        if (moves_.empty()) return false;
        declared_ = {};
        moves_.pop_back();
        positions_.pop_back();
        return true;
    }
    // Drops every move after the first `plies` moves.
    void truncate(int plies) {
        plies = std::clamp(plies, 0, length());
        if (plies < length()) declared_ = {};
        moves_.resize(plies);
        positions_.resize(plies + 1);
    }

    // How often the position with this key occurs in the record so far.
    int occurrences(std::uint64_t key) const {
        return static_cast<int>(std::count_if(positions_.begin(), positions_.end(),
                                              [key](const Position& p) { return p.key() == key; }));
    }
    // True if playing `m` now would recreate a position already in the record (what the
    // traditional rule forbids).
    bool recreates(Move m) const { return occurrences(keyAfter(m)) > 0; }
    // True if playing `m` now would end the game by repetition (its position's third
    // occurrence under ThirdOccurrenceDraws): what the top level avoids in a drawn game.
    bool endsByRepetition(Move m) const {
        return rule_ == RepetitionRule::ThirdOccurrenceDraws &&
               occurrences(keyAfter(m)) + 1 >= kRepetitionOccurrences;
    }
    // Keys of every position in the record, oldest first (for the search's repetition check).
    std::vector<std::uint64_t> keys() const {
        std::vector<std::uint64_t> result;
        result.reserve(positions_.size());
        for (const Position& p : positions_) result.push_back(p.key());
        return result;
    }
    // Plies since the last capture or placement (the whole record when it has neither): the
    // quiet stretch a drawn game is called off after (search/SearchFacade.h, kQuietDrawPlies).
    int quietPlies() const {
        int plies = 0;
        for (auto it = moves_.rbegin();
             it != moves_.rend() && !it->isJump() && !it->isPlacement(); ++it)
            ++plies;
        return plies;
    }

protected:
    const Rules& rules() const { return rules_; }

private:
    std::uint64_t keyAfter(Move m) const {
        Position next = current();
        next.makeMove(m);
        return next.key();
    }

    Rules rules_;
    std::vector<Position> positions_;
    std::vector<Move> moves_;
    RepetitionRule rule_;
    GameResult declared_;  // a resignation or an agreed draw at the current position
};

}  // namespace bagh
