// The exact judgements of a Lambs puzzle, from the rules and the solved tables of the
// every-goat rule (lambs/solve/Tables.h), shared by the generator and the prover as Bagh-Chal's
// PuzzleValues.h is: every move's value, the moves that keep the position's value, the
// opponent's most resisting replies, and the re-proof of a whole puzzle. The tables give no
// distances, so the most resisting replies are those that leave the solver the fewest moves
// keeping its value (Bagh-Chal's second criterion, and its only one for a draw).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/lambs/solve/Tables.h"
#include "engine/puzzle/LambsPuzzle.h"
#include "engine/puzzle/PuzzleProver.h"  // ProofResult, ProofStatus

namespace bagh::puzzle {

// The tables of one captures-to-win rule, found as every subcommand finds them.
class LambsPuzzleSources {
public:
    // The tables of the rule whose tigers win on `captures` captures (1..15): `tablesDir` first
    // when not empty; `bookOnly`: only the book/ directories (the shipped layers), so that the
    // generator's output depends on nothing a player's solve adds. Null, with *error, when no
    // layer of the rule is found.
    static std::unique_ptr<LambsPuzzleSources> open(int captures, const std::string& tablesDir,
                                                    bool bookOnly, std::string* error);
    LambsPuzzleSources(int captures, std::unique_ptr<lambs::LambsTables> tables)
        : captures_(captures),
          variant_(lambs::Variant::lambs(captures)),
          tables_(std::move(tables)) {}

    int captures() const { return captures_; }
    const lambs::Variant& variant() const { return variant_; }
    const lambs::LambsTables& tables() const { return *tables_; }
    int tableLayers() const { return tables_->layerCount(); }

    // The value of `pos` for its side to move: the rules' where the game is over, else the
    // tables' (Unknown where they do not hold it).
    GameValue value(const lambs::Position& pos) const;
    // The value of `m` in `pos` for the side making it.
    GameValue moveValue(const lambs::Position& pos, lambs::Move m) const;
    bool over(const lambs::Position& pos) const;

private:
    int captures_;
    lambs::Variant variant_;
    std::unique_ptr<lambs::LambsTables> tables_;
};

struct LambsJudgement {
    GameValue value = GameValue::Unknown;  // of the position for its side to move
    bool decided = false;                  // every legal move's value is known
    int keeping = 0;                       // moves that keep `value` (when decided)
    lambs::Move only;                      // the keeping move when keeping == 1
};

// Judges `pos` (not over). A position without legal moves is decided, lost, keeping 0.
LambsJudgement judgeLambs(const lambs::Position& pos, const LambsPuzzleSources& src);

// The opponent's most resisting replies in `pos` (its turn, after the solver kept its value
// `solverValue`): the replies keeping the opponent's own value that leave the solver the fewest
// moves keeping its. Empty when the values are not all decided. In generation order.
std::vector<lambs::Move> resistingLambsReplies(const lambs::Position& pos, GameValue solverValue,
                                               const LambsPuzzleSources& src);

// Re-proves `p` as provePuzzle (PuzzleProver.h) does Bagh-Chal's: the goal's value, the first
// move's uniqueness, each reply among the most resisting, each later solver move unique. A
// position the tables at hand do not hold "needs tables".
ProofResult proveLambsPuzzle(const LambsPuzzle& p, const LambsPuzzleSources& src);

}  // namespace bagh::puzzle
