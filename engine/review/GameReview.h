// The review of a finished (or unfinished) game of either game: a verdict for every ply from
// the value of the position before it and after it, for the side that moved, exact where the
// database and the tables decide both positions and the search's estimate otherwise
// (docs/REVIEW.md). One reviewer serves the app (a thread of its own), `baghchal-engine review`
// and the tests, so they cannot disagree.
//
// Verdicts, for the side that moved (both values exact, else Unknown):
//   Blunder     a win turned into a loss;
//   Mistake     a win into a draw, or a draw into a loss;
//   Inaccuracy  the result kept, but a win made longer or a loss made shorter by more than
//               `marginPlies` plies than the best move's (only where both distances are known);
//   Good        the result kept, at a distance worse than the best's by at most the margin;
//   Best        the result kept at the best distance (or where distances are not known: a draw,
//               the placement tables, Lambs and Tigers' tables);
//   Unknown     a value not proven: the line shows the search's estimates, and it is never a
//               mistake or a blunder.
// A move that ends the game has the result as its value after (exact, 0 plies): a repetition that
// draws a won game is a mistake.
#pragma once

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/games/GameEngine.h"

namespace bagh::review {

enum class Verdict : std::uint8_t { Best, Good, Inaccuracy, Mistake, Blunder, Unknown };
constexpr int kVerdicts = 6;

// "best", "good", "inaccuracy", "mistake", "blunder", "unknown" and back.
const char* verdictWord(Verdict v);
std::optional<Verdict> parseVerdict(std::string_view word);

// A position's value for one side (the side that moved, in a PlyReview).
struct PlyValue {
    GameValue value = GameValue::Unknown;  // exact: Win, Draw or Loss; Unknown for an estimate
    bool exact = false;
    // exact: plies from this position to the end with best play where known, else -1 (a
    // PlyReview's `after` counts from the position after the move: the best move of a win in
    // 31 leaves a win in 30)
    int plies = -1;
    int score = 0;  // estimate: the search's score (search/Score.h units) for that side
    bool operator==(const PlyValue&) const = default;
};

// The value as one word: exact "win", "win/31", "draw", "loss", "loss/12" (the plies after a
// slash where known: "win/0", "draw/0" for a game the move ended); an estimate its signed
// score "+123", "-40", "+0". And back (nullopt for anything else; `exact` says which kind).
std::string valueWord(const PlyValue& v);
std::optional<PlyValue> parseValueWord(std::string_view word, bool exact);

struct PlyReview {
    int ply = 0;  // 1 for the game's first move
    Side mover = Side::Goats;
    games::Move move;
    Verdict verdict = Verdict::Unknown;
    PlyValue before;  // of the position before the move, for `mover` (its best play)
    PlyValue after;   // of the position after it, for `mover`
    // A move of the position before that keeps `before` (exact: the fastest win, the longest
    // loss where distances are known; else the search's best move). Null when the position
    // before had no legal move to judge.
    games::Move best;
    // For an Inaccuracy, Mistake or Blunder: the line that shows why — the opponent's best reply
    // to the move played and best play after it, as far as exact sources decide it (at most
    // kLinePlies). Empty otherwise.
    std::vector<games::Move> refutation;
    // For an Inaccuracy, Mistake or Blunder: `best` and best play after it (at most kLinePlies).
    std::vector<games::Move> keptLine;
    bool operator==(const PlyReview&) const = default;
};

constexpr int kLinePlies = 12;
constexpr int kDefaultMarginPlies = 10;

// One side's figures. accuracy: of the side's moves with a verdict other than Unknown, the
// percentage that are Best or Good (the result kept, within the margin); -1 when it has none.
struct SideSummary {
    std::array<int, kVerdicts> count{};  // by Verdict
    int judged = 0;                      // moves with a verdict other than Unknown
    double accuracy = -1;
    int of(Verdict v) const { return count[static_cast<int>(v)]; }
};

struct GameReview {
    int marginPlies = kDefaultMarginPlies;
    std::vector<PlyReview> plies;  // plies[i] is ply i + 1
    bool complete = false;         // every ply of the game reviewed (not cancelled)
    // The plies (1-based) whose mistake the player has since found the right move for
    // ("Learn from your mistakes"), ascending; kept with the game.
    std::vector<int> practised;
    SideSummary summary(Side side) const;
    // The plies (1-based) where the side that moved threw a proven value away: Mistake or
    // Blunder, in order (the graph marks them).
    std::vector<int> turningPoints() const;
};

// The verdict for a move from its values before and after (both for the mover).
Verdict classify(const PlyValue& before, const PlyValue& after, int marginPlies);

struct ReviewSettings {
    int marginPlies = kDefaultMarginPlies;
    // Depth of the search that estimates a position no exact source decides; a fixed depth on a
    // fresh table per position, so the app and the command line give the same estimates.
    int estimateDepth = 0;  // 0: the reviewer's default
};

class Reviewer {
public:
    // `engine` is used from the calling thread only (its data files already set); an estimate
    // sets its game, its level (the full one), its table size (and so clears it), its seed and
    // Bagh-Chal's threads (one): an engine of its own, not one that plays. `stop` (may be
    // null) is polled between positions and stops the search of an estimate; a stopped review
    // returns what it has with complete = false.
    Reviewer(games::GameEngine& engine, ReviewSettings settings = {},
             const std::atomic<bool>* stop = nullptr);

    // Reviews every ply of `game` from its start. `progress(done, total)` (may be empty) after
    // each ply.
    GameReview review(const games::Game& game,
                      const std::function<void(int done, int total)>& progress = {});
    // One ply (1-based) of `game`.
    PlyReview reviewPly(const games::Game& game, int ply);
    // A move tried in `game`'s position after `plies` plies (legal there; the record truncated
    // to `plies` first), judged as if it had been played: what learning from one's mistakes and
    // the tutor ask. ply = plies + 1.
    PlyReview tryMove(const games::Game& game, int plies, games::Move move);
    // The value of `game`'s position after `plies` plies for its side to move: the rules when
    // the record is over there, else the exact sources, else the estimate.
    PlyValue positionValue(const games::Game& game, int plies);

private:
    games::GameEngine& engine_;
    ReviewSettings settings_;
    const std::atomic<bool>* stop_;
};

// The command line's line of one ply (docs/ENGINE-CLI.md):
//   ply <n> <move> <verdict> before <value> <exact|estimate> after <value> <exact|estimate>
//       best <move> [refutation <moves…>] [kept <moves…>]
// (a null move as its game writes it: "none", "-"; refutation and kept only when not empty).
std::string plyLine(games::GameKind kind, const PlyReview& p);
// "summary <goats|tigers> best N good N inaccuracy N mistake N blunder N unknown N accuracy X"
// (X with one decimal, or "-" when nothing was judged).
std::string summaryLine(Side side, const SideSummary& s);

// The review kept in a saved game: comment lines after the record (older readers skip them),
//   ; review 1 margin <m> plies <n>
//   ; ply … (plyLine) …
//   ; practised <ply> <ply> …        (only when some are)
// writeReviewBlock gives those lines (each ending "\n"). readReviewBlock finds the block in a
// saved game's text and reads it against `game`, the game that text holds: nullopt (with *why)
// when there is none, it is damaged, or its plies or moves do not match the game's.
std::string writeReviewBlock(const games::Game& game, const GameReview& review);
std::optional<GameReview> readReviewBlock(std::string_view text, const games::Game& game,
                                          std::string* why = nullptr);

}  // namespace bagh::review
