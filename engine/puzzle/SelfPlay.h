// What the puzzle generators of both games share (PuzzleGenerator.h, LambsPuzzleGenerator.h):
// the randomness of the self-play games (a game's stream from (seed, game number), the club
// players that play them: a depth of 3 to 5 plies and noise among near-equal moves; all drawn
// by hand, since the standard's engines are specified bit for bit and its distributions are
// not, so every machine draws the same), the choice among a game's candidates, and the harvest:
// games played in parallel batches, their puzzles taken in game order, none twice.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <unordered_set>
#include <vector>

#include "engine/puzzle/PuzzleGenerator.h"
#include "engine/puzzle/PuzzleRating.h"
#include "engine/util/Parallel.h"

namespace bagh::puzzle {

// SplitMix64: spreads (seed, game) over the generator's state.
inline std::uint64_t splitMix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

// The stream of game `index` of `seed`.
inline std::mt19937_64 gameStream(std::uint64_t seed, std::uint64_t index) {
    return std::mt19937_64(splitMix(seed ^ splitMix(index)));
}

inline int uniform(std::mt19937_64& rng, int n) {
    return static_cast<int>(rng() % std::uint64_t(n));
}

// About normal with standard deviation `sigma` (the sum of four uniforms, Irwin-Hall), in
// integers.
inline int noise(std::mt19937_64& rng, int sigma) {
    if (sigma <= 0) return 0;
    std::int64_t sum = 0;
    for (int i = 0; i < 4; ++i) sum += static_cast<std::int64_t>(rng() >> 48);  // 0..65535
    // The sum's mean is 2 * 65535 and its standard deviation 65536 / sqrt(3), about 37837.
    return static_cast<int>((sum - 2 * 65535) * sigma / 37837);
}

// One self-play side: how far it reads and how much it blurs near-equal moves.
struct SelfPlayer {
    int depth;
    int noise;
};

inline SelfPlayer randomPlayer(std::mt19937_64& rng) {
    static constexpr int kDepths[] = {3, 4, 4, 5};
    static constexpr int kNoise[] = {10, 20, 30, 40};
    return {kDepths[uniform(rng, 4)], kNoise[uniform(rng, 4)]};
}

// How much a self-play side dislikes a draw by repetition (the engine's playing contempt).
constexpr int kSelfPlayContempt = 40;

// "s<seed>-<n>", n with four digits at least; `prefix` before it ("" or "lambs-").
inline std::string puzzleId(const std::string& prefix, std::uint64_t seed, int n) {
    std::string number = std::to_string(n);
    if (number.size() < 4) number.insert(0, 4 - number.size(), '0');
    return prefix + "s" + std::to_string(seed) + "-" + number;
}

// The hooks of a line (buildLine) in one game: over(pos) — the game has ended; reply(pos) — the
// opponent's reply a person would play among its most resisting (null: none decided); only(pos)
// — the solver's only move keeping the value there (null: not exactly one, or not decided);
// view(pos, move) — how a person sees that solver move (PuzzleRating.h).
// A self-play player's move in either game: the search over the root's legal moves, each with
// the player's noise as its bonus, deepened one ply at a time to the player's depth.
template <class Search, class Tt, class Game, class Moves, class Bonus>
auto deepenedChoice(Search& search, Tt& tt, const Game& game, const Moves& legal,
                    const Bonus& bonus, int depth) {
    search.setRoot(game.current(), game.keys(), legal);
    search.setRootBonus(bonus);
    tt.newSearch();
    int guess = 0;
    for (int d = 1; d <= depth; ++d) guess = search.mtdf(d, guess);
    return search.bestMove();
}

template <class Over, class Reply, class Only, class View>
struct LineSteps {
    Over over;
    Reply reply;
    Only only;
    View view;
};

// A puzzle's line from its key move `key` at `start` (appended to `line`), the same for both
// games: while the solver has moves left to find (at most maxSolverMoves) and the game goes on,
// the opponent's reply, then the solver's only move keeping the value again; it ends before a
// position comes back (a line going round in circles). Returns the view of every solver move.
template <class Position, class Move, class Steps>
std::vector<StepView> buildLine(const Position& start, Move key, std::vector<Move>& line,
                                int maxSolverMoves, const Steps& steps) {
    std::vector<StepView> views{steps.view(start, key)};
    line.push_back(key);
    Position pos = start;
    pos.makeMove(key);
    std::vector<std::uint64_t> seen{start.key(), pos.key()};
    auto repeats = [&seen](const Position& q) {
        return std::find(seen.begin(), seen.end(), q.key()) != seen.end();
    };
    while (static_cast<int>(line.size() + 1) / 2 < maxSolverMoves && !steps.over(pos)) {
        const Move reply = steps.reply(pos);
        if (reply.isNull()) break;
        Position next = pos;
        next.makeMove(reply);
        if (steps.over(next) || repeats(next)) break;
        const Move only = steps.only(next);
        if (only.isNull()) break;
        Position after = next;
        after.makeMove(only);
        if (repeats(after)) break;
        views.push_back(steps.view(next, only));
        line.push_back(reply);
        line.push_back(only);
        seen.push_back(next.key());
        seen.push_back(after.key());
        pos = after;
    }
    return views;
}

// Candidates tried per phase and game before the game gives up on that phase.
constexpr int kTriesPerPhase = 3;

// A game's puzzles from its candidates by phase (placement, sliding): for each phase, up to
// kTriesPerPhase candidates drawn at random until `build` (candidate -> optional puzzle) makes
// one.
template <class Candidate, class Build>
auto pickPuzzles(std::vector<Candidate> (&found)[2], std::mt19937_64& rng, Build build) {
    std::vector<typename decltype(build(found[0].front()))::value_type> out;
    for (auto& candidates : found) {
        for (int tries = 0; tries < kTriesPerPhase && !candidates.empty(); ++tries) {
            const std::size_t pick =
                static_cast<std::size_t>(uniform(rng, static_cast<int>(candidates.size())));
            const Candidate c = candidates[pick];
            candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(pick));
            if (auto p = build(c)) {
                out.push_back(std::move(*p));
                break;
            }
        }
    }
    return out;
}

// options.count puzzles (fewer only if 1000 times as many games gave no more) from
// `gamePuzzles(index, tt)`, game after game, a `Tt` of `ttMegabytes` per worker; a puzzle
// whose `canonicalKey` was taken before is left out. IDs are puzzleId(idPrefix, seed, n).
template <class Puzzle, class Tt, class GamePuzzles, class CanonicalKey>
std::vector<Puzzle> harvestPuzzles(const GeneratorOptions& options, int ttMegabytes,
                                   const std::string& idPrefix, GamePuzzles gamePuzzles,
                                   CanonicalKey canonicalKey,
                                   const std::function<void(const Puzzle&)>& onPuzzle,
                                   GeneratorStats* stats) {
    std::vector<Puzzle> out;
    GeneratorStats local;
    GeneratorStats& st = stats ? *stats : local;
    st = {};
    if (options.count <= 0) return out;
    const int threads = resolveThreads(options.threads);
    const int batch = 2 * threads;
    const long long maxGames = 1000LL * options.count;
    std::unordered_set<std::uint64_t> used;  // canonical keys of the positions taken
    std::vector<Tt> tts;
    for (int i = 0; i < threads; ++i) tts.emplace_back(ttMegabytes);

    for (long long first = 0; first < maxGames; first += batch) {
        std::vector<std::vector<Puzzle>> results(static_cast<std::size_t>(batch));
        std::atomic<int> next{0};
        runWorkers(threads, [&](int worker) {
            for (int i; (i = next.fetch_add(1)) < batch;)
                results[static_cast<std::size_t>(i)] = gamePuzzles(
                    static_cast<std::uint64_t>(first + i), tts[static_cast<std::size_t>(worker)]);
        });
        for (std::vector<Puzzle>& game : results) {
            ++st.games;
            for (Puzzle& p : game) {
                if (!used.insert(canonicalKey(p)).second) continue;
                p.id = puzzleId(idPrefix, options.seed, static_cast<int>(out.size()) + 1);
                (p.phase() == Phase::Placement ? st.placement : st.sliding) += 1;
                if (onPuzzle) onPuzzle(p);
                out.push_back(std::move(p));
                if (static_cast<int>(out.size()) == options.count) return out;
            }
        }
    }
    return out;
}

}  // namespace bagh::puzzle
