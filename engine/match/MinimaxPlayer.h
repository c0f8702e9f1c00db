// A third reference opponent, in any game: `minimax:D`, a plain fixed-depth alpha-beta search of
// D plies with a simple evaluation, the kind of program the public Bagh-Chal projects ship.
// Strength is measured against it, not only against our own levels (docs/MATCHES.md).
//
// Plain: negamax with alpha-beta, no transposition table, no iterative deepening, no
// quiescence; captures are searched first (the games' move generation lists jumps first). The
// search plays its line on a copy of the match's game record, so the repetition house rule is
// the record's: a third occurrence is a draw, and under the traditional rule a move recreating
// an earlier position is not a move (a side left without one loses). Its evaluation, from the
// goats' side and negated for the tigers to move (centi-goats, a captured goat is 100):
//
//     -100 per goat captured  -40 per goat en prise  +60 per trapped tiger  -2 per tiger move
//
// a win or a loss ±100,000 (sooner is better), a draw 0. Among the best moves at the root a
// seeded generator chooses, so a game replays for a seed and varies with it.
#pragma once

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "engine/match/Player.h"

namespace bagh::match {

// The depths `minimax:D` takes.
constexpr int kMinimaxMinDepth = 1;
constexpr int kMinimaxMaxDepth = 8;

// The evaluation's weights, from the goats' side.
struct MinimaxWeights {
    static constexpr int kCaptured = 100;
    static constexpr int kEnPrise = 40;
    static constexpr int kTrapped = 60;
    static constexpr int kTigerMove = 2;
    static constexpr int kWin = 100'000;  // minus the plies to it
};

template <class Rules>
class BasicMinimaxPlayer : public BasicPlayer<Rules> {
public:
    using typename BasicPlayer<Rules>::Game;
    using typename BasicPlayer<Rules>::Move;
    using typename BasicPlayer<Rules>::Answer;
    using Position = typename Rules::Position;
    using MoveList = typename Rules::MoveList;

    BasicMinimaxPlayer(Rules rules, int depth, std::uint64_t seed)
        : rules_(std::move(rules)), depth_(depth), rng_(seed) {}
    std::string name() const override { return "minimax:" + std::to_string(depth_); }

    // The depth is the player's own: the match's --depth and --movetime do not change it.
    Answer move(const Game& game, const MoveLimits&) override {
        std::vector<Move> best;
        lastScore_ = bestMoves(game, &best);
        if (best.empty()) return {Move(), Forfeit::Illegal, "minimax found no move"};
        return {best[static_cast<std::size_t>(rng_() % best.size())]};
    }

    // Every root move of the best score (in the game's move order) and that score, for the
    // side to move in `game`; no moves once the game is over.
    int bestMoves(const Game& game, std::vector<Move>* best) {
        best->clear();
        nodes_ = 0;
        Game g = game;  // the record: the search's line is played on it
        MoveList moves;
        g.legalMoves(moves);
        int bestScore = -kInfinity;
        for (Move m : moves) {
            g.play(m);
            // A window from one below the best: an equal score is exact, so every tie is seen.
            const int score = -search(g, depth_ - 1, -kInfinity, -(bestScore - 1), 1);
            g.undo();
            if (score > bestScore) bestScore = score, best->clear();
            if (score == bestScore) best->push_back(m);
        }
        return bestScore;
    }

    // The evaluation of `pos` (not over) for its side to move.
    int evaluate(const Position& pos) const {
        using W = MinimaxWeights;
        const MinimaxFeatures f = rules_.minimaxFeatures(pos);
        const int goats = -W::kCaptured * f.captured - W::kEnPrise * f.enPrise +
                          W::kTrapped * f.trapped - W::kTigerMove * f.tigerMoves;
        return pos.sideToMove() == Side::Goats ? goats : -goats;
    }

    int depth() const { return depth_; }
    // The score of the last move's search and the positions it visited.
    int lastScore() const { return lastScore_; }
    long long nodes() const { return nodes_; }

private:
    static constexpr int kInfinity = 1'000'000;

    // Negamax with alpha-beta (fail-soft) from the side to move in `g`, `ply` plies below the
    // root.
    int search(Game& g, int depth, int alpha, int beta, int ply) {
        ++nodes_;
        const GameResult r = g.result();
        if (r.over()) {
            if (r.outcome == Outcome::Draw) return 0;
            const bool goatsWon = r.outcome == Outcome::GoatsWin;
            const bool moverWon = goatsWon == (g.current().sideToMove() == Side::Goats);
            return moverWon ? MinimaxWeights::kWin - ply : ply - MinimaxWeights::kWin;
        }
        if (depth <= 0) return evaluate(g.current());
        MoveList moves;
        g.legalMoves(moves);  // not empty: the game is not over
        int best = -kInfinity;
        for (Move m : moves) {
            g.play(m);
            const int score = -search(g, depth - 1, -beta, -alpha, ply + 1);
            g.undo();
            if (score > best) best = score;
            if (best > alpha) alpha = best;
            if (alpha >= beta) break;
        }
        return best;
    }

    Rules rules_;
    int depth_;
    std::mt19937_64 rng_;
    int lastScore_ = 0;
    long long nodes_ = 0;
};

}  // namespace bagh::match
