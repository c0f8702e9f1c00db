// Re-proving a puzzle from exact knowledge, and the data it is proven with. A puzzle holds when
//   - its position has the goal's value for the side to move (win, or draw), and M1 is the only
//     legal move that keeps it;
//   - every reply keeps the opponent's value and is one of its most resisting replies
//     (PuzzleValues.h), and every later solver move is again the only one keeping the goal.
// The values come from the endgame database (sliding phase), the placement tables (the shipped
// opening book covers plies 0..10, a full solve all of them) and, with at most kSearchInHand
// goats in hand, a full-width search down to the database. A placement position that none of
// them decides "needs tables": unproven, not wrong.
#pragma once

#include <memory>
#include <string>

#include "engine/db/EndgameDb.h"
#include "engine/puzzle/Puzzle.h"
#include "engine/puzzle/PuzzleValues.h"
#include "engine/solve/PlacementTables.h"

namespace bagh::puzzle {

// The endgame database and the placement tables, found the way every subcommand finds them.
class PuzzleSources {
public:
    struct Options {
        std::string dbPath;     // "" : $BAGHCHAL_DB, then the data directories
        std::string tablesDir;  // "" : $BAGHCHAL_TABLES, then the data directories
        // Only the shipped opening book's layers (the book/ directories), even where a full solve
        // is found: the generator's output then depends on nothing a user's solve adds.
        bool bookOnly = false;
    };

    // Opens both; the database is required (nullptr and *error without it), the tables are
    // optional (without them only the sliding phase and the end of the placement are exact).
    static std::unique_ptr<PuzzleSources> open(const Options& options, std::string* error);

    ExactSources exact() const { return {db_.get(), tables_.get(), kSearchInHand}; }
    const EndgameDb& db() const { return *db_; }
    // True when all 40 placement layers are present (a full solve).
    bool fullTables() const { return tables_ && tables_->complete(); }
    // Placement layers present (the book alone: 11).
    int tableLayers() const { return tables_ ? tables_->layerCount() : 0; }

private:
    std::unique_ptr<EndgameDb> db_;
    std::unique_ptr<solve::PlacementTables> tables_;
};

enum class ProofStatus {
    Proved,
    Refuted,      // some claim is false: the reason says which
    NeedsTables,  // a placement position the sources do not decide
};

struct ProofResult {
    ProofStatus status = ProofStatus::Refuted;
    std::string reason;  // for Refuted and NeedsTables: which move and what
    int plies = -1;      // goal win: plies to the end after M1 with best play, where known
    bool ok() const { return status == ProofStatus::Proved; }
};

// Re-proves `p` (already parsed: legal line, odd length) with `src`.
ProofResult provePuzzle(const Puzzle& p, const ExactSources& src);

}  // namespace bagh::puzzle
