#include "engine/puzzle/PuzzleGenerator.h"

#include <algorithm>
#include <climits>
#include <optional>
#include <random>

#include "engine/core/Game.h"
#include "engine/core/Obx.h"
#include "engine/core/Symmetry.h"
#include "engine/puzzle/PuzzleRating.h"
#include "engine/puzzle/PuzzleValues.h"
#include "engine/puzzle/SelfPlay.h"
#include "engine/search/Evaluate.h"
#include "engine/search/Search.h"
#include "engine/search/Tt.h"

namespace bagh::puzzle {
namespace {

// A game ends here if nobody has won (the sliding phase between shallow players can wander).
constexpr int kMaxGamePlies = 160;
// Per worker: enough for 4-ply searches, small enough to clear before every view in no time.
constexpr int kTtMegabytes = 2;
Move chooseMove(const Game& game, const SelfPlayer& player, std::mt19937_64& rng, Tt& tt) {
    MoveList legal;
    game.legalMoves(legal);
    std::vector<int> bonus;
    for (int i = 0; i < legal.size(); ++i) bonus.push_back(noise(rng, player.noise));
    if (legal.size() == 1) return legal[0];
    SearchContext ctx;
    ctx.tt = &tt;
    ctx.contempt = kSelfPlayContempt;
    Search search(ctx);
    return deepenedChoice(search, tt, game, legal, bonus, player.depth);
}

Game playGame(std::mt19937_64& rng, Tt& tt) {
    tt.clear();
    const SelfPlayer goats = randomPlayer(rng), tigers = randomPlayer(rng);
    Game game;
    while (!game.result().over() && game.length() < kMaxGamePlies) {
        const SelfPlayer& p = game.current().sideToMove() == Side::Goats ? goats : tigers;
        game.play(chooseMove(game, p, rng, tt));
    }
    return game;
}

bool wanted(PhaseFilter f, Phase p) {
    return f == PhaseFilter::Any || (f == PhaseFilter::Placement) == (p == Phase::Placement);
}

Phase phaseOf(const Position& pos) {
    return pos.placementPhase() ? Phase::Placement : Phase::Sliding;
}

bool over(const Position& pos) {
    return pos.goatsCaptured() >= kCapturesToWin || pos.result().over();
}

// The reply of `replies` a person would play: the one the evaluation likes best for the
// opponent (the evaluation speaks for the side to move after it, the solver).
Move naturalReply(const Position& pos, const std::vector<Move>& replies) {
    Move best = replies.front();
    int bestEval = INT_MAX;
    for (Move r : replies) {
        Position child = pos;
        child.makeMove(r);
        const int e = evaluate(child);
        if (e < bestEval) bestEval = e, best = r;
    }
    return best;
}

// The puzzle at ply `ply` of `game`, whose judgement `j` has one value-keeping move; nothing
// when its answer is trivial.
std::optional<Puzzle> buildPuzzle(const Game& game, int ply, const Judgement& j,
                                  const ExactSources& src, const GeneratorOptions& options,
                                  Tt& tt) {
    Puzzle p;
    p.position = game.positionAt(ply);
    p.lastMove = ply > 0 ? game.moves()[static_cast<std::size_t>(ply - 1)] : Move();
    p.goal = j.value == GameValue::Win ? Goal::Win : Goal::Draw;
    const std::vector<StepView> views = buildLine(
        p.position, j.only, p.line, options.maxSolverMoves,
        LineSteps{[](const Position& pos) { return over(pos); },
                  [&](const Position& pos) {
                      const std::vector<Move> replies = resistingReplies(pos, j.value, src);
                      return replies.empty() ? Move() : naturalReply(pos, replies);
                  },
                  [&](const Position& next) {
                      const Judgement nj = judge(next, src);
                      return nj.decided && nj.value == j.value && nj.keeping == 1 ? nj.only
                                                                                  : Move();
                  },
                  [&](const Position& pos, Move m) { return viewStep(pos, m, tt); }});
    if (trivialPuzzle(views)) return std::nullopt;
    p.rating = ratePuzzle(views);
    p.obx = writeObx(p.position, p.lastMove);
    return p;
}

// Game `index`: its puzzles, at most one per phase, placement first.
std::vector<Puzzle> gamePuzzles(const GeneratorOptions& options, std::uint64_t index,
                                const ExactSources& src, Tt& tt) {
    std::mt19937_64 rng = gameStream(options.seed, index);
    const Game game = playGame(rng, tt);

    // Every position the sources decide with one value-keeping move, by phase.
    std::vector<std::pair<int, Judgement>> found[2];
    for (int ply = 0; ply <= game.length(); ++ply) {
        const Position& pos = game.positionAt(ply);
        const Phase phase = phaseOf(pos);
        if (over(pos) || !wanted(options.phase, phase)) continue;
        MoveList legal;
        generateMoves(pos, legal);
        if (legal.size() < 2) continue;
        Judgement j = judge(pos, src);
        if (!j.decided || j.value == GameValue::Loss || j.keeping != 1) continue;
        // A fifth capture is no puzzle: any player takes it.
        if (j.only.isJump() && pos.goatsCaptured() == kCapturesToWin - 1) continue;
        found[static_cast<int>(phase)].emplace_back(ply, std::move(j));
    }
    return pickPuzzles(found, rng, [&](const std::pair<int, Judgement>& c) {
        return buildPuzzle(game, c.first, c.second, src, options, tt);
    });
}

}  // namespace

std::vector<Puzzle> generatePuzzles(const GeneratorOptions& options, const ExactSources& src,
                                    const std::function<void(const Puzzle&)>& onPuzzle,
                                    GeneratorStats* stats) {
    return harvestPuzzles<Puzzle, Tt>(
        options, kTtMegabytes, "",
        [&](std::uint64_t index, Tt& tt) { return gamePuzzles(options, index, src, tt); },
        [](const Puzzle& p) { return canonicalPosition(p.position).key(); }, onPuzzle, stats);
}

}  // namespace bagh::puzzle
