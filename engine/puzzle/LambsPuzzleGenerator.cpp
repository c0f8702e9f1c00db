#include "engine/puzzle/LambsPuzzleGenerator.h"

#include <algorithm>
#include <climits>
#include <optional>

#include "engine/lambs/Evaluate.h"
#include "engine/lambs/LambsGame.h"
#include "engine/lambs/Record.h"
#include "engine/lambs/Search.h"
#include "engine/puzzle/PuzzleRating.h"
#include "engine/puzzle/SelfPlay.h"

namespace bagh::puzzle {
namespace {

// A game ends here if nobody has won (the sliding phase between shallow players wanders).
constexpr int kMaxGamePlies = 160;
// Per worker: enough for 4-ply searches, small enough to clear before every view in no time.
constexpr int kTtMegabytes = 2;

using lambs::LambsGame;
using LMove = lambs::Move;
using LPosition = lambs::Position;

lambs::Search makeSearch(lambs::SearchContext& ctx, const LambsPuzzleSources& src, lambs::Tt& tt,
                         int contempt) {
    ctx.variant = &src.variant();
    ctx.tt = &tt;
    ctx.contempt = contempt;
    ctx.tables = nullptr;  // by search alone, as a person reads
    return lambs::Search(ctx);
}

LMove chooseMove(const LambsGame& game, const SelfPlayer& player, std::mt19937_64& rng,
                 const LambsPuzzleSources& src, lambs::Tt& tt) {
    lambs::MoveList legal;
    game.legalMoves(legal);
    std::vector<int> bonus;
    for (int i = 0; i < legal.size(); ++i) bonus.push_back(noise(rng, player.noise));
    if (legal.size() == 1) return legal[0];
    lambs::SearchContext ctx;
    lambs::Search search = makeSearch(ctx, src, tt, kSelfPlayContempt);
    return deepenedChoice(search, tt, game, legal, bonus, player.depth);
}

LambsGame playGame(std::mt19937_64& rng, const LambsPuzzleSources& src, lambs::Tt& tt) {
    tt.clear();
    const SelfPlayer goats = randomPlayer(rng), tigers = randomPlayer(rng);
    LambsGame game(src.variant());
    while (!game.result().over() && game.length() < kMaxGamePlies) {
        const SelfPlayer& p = game.current().sideToMove() == Side::Goats ? goats : tigers;
        game.play(chooseMove(game, p, rng, src, tt));
    }
    return game;
}

// Every move's score at `depth` by the search alone, in generation order.
std::vector<int> scores(const LPosition& pos, const lambs::MoveList& legal, int depth,
                        const LambsPuzzleSources& src, lambs::Tt& tt) {
    tt.clear();
    lambs::SearchContext ctx;
    lambs::Search search = makeSearch(ctx, src, tt, 0);
    search.setRoot(pos, {}, legal);
    std::vector<int> out;
    for (LMove m : legal) out.push_back(search.searchMove(m, depth));
    return out;
}

StepView viewLambsStep(const LPosition& pos, LMove right, const LambsPuzzleSources& src,
                       lambs::Tt& tt) {
    lambs::MoveList legal;
    lambs::generateMoves(src.variant(), pos, legal);
    int index = -1;
    for (int i = 0; i < legal.size(); ++i)
        if (legal[i] == right) index = i;
    return viewScores(scores(pos, legal, kNaturalDepth, src, tt),
                      scores(pos, legal, kDeepDepth, src, tt), index);
}

// The reply of `replies` a person would play: the one the evaluation likes best for the
// opponent (the evaluation speaks for the side to move after it, the solver).
LMove naturalReply(const LPosition& pos, const std::vector<LMove>& replies,
                   const LambsPuzzleSources& src) {
    LMove best = replies.front();
    int bestEval = INT_MAX;
    for (LMove r : replies) {
        LPosition child = pos;
        child.makeMove(r);
        const int e = lambs::evaluatePosition(src.variant(), child);
        if (e < bestEval) bestEval = e, best = r;
    }
    return best;
}

// The smallest key of the position's images under the board's symmetries.
std::uint64_t canonicalKey(const LPosition& pos, const lambs::Board& board) {
    std::uint64_t best = pos.key();
    for (int s = 1; s < board.symmetryCount(); ++s)
        best = std::min(best, LPosition::fromParts(
                                  board.imageMask(s, pos.tigers()), board.imageMask(s, pos.goats()),
                                  pos.goatsInHand(), pos.goatsCaptured(), pos.sideToMove())
                                  .key());
    return best;
}

bool wanted(PhaseFilter f, Phase p) {
    return f == PhaseFilter::Any || (f == PhaseFilter::Placement) == (p == Phase::Placement);
}

std::optional<LambsPuzzle> buildPuzzle(const LambsGame& game, int ply, const LambsJudgement& j,
                                       const LambsPuzzleSources& src,
                                       const GeneratorOptions& options, lambs::Tt& tt) {
    LambsPuzzle p;
    p.captures = src.captures();
    p.position = game.positionAt(ply);
    p.lastMove = ply > 0 ? game.moves()[static_cast<std::size_t>(ply - 1)] : LMove();
    p.goal = j.value == GameValue::Win ? Goal::Win : Goal::Draw;
    const std::vector<StepView> views = buildLine(
        p.position, j.only, p.line, options.maxSolverMoves,
        LineSteps{[&](const LPosition& pos) { return src.over(pos); },
                  [&](const LPosition& pos) {
                      const std::vector<LMove> replies = resistingLambsReplies(pos, j.value, src);
                      return replies.empty() ? LMove() : naturalReply(pos, replies, src);
                  },
                  [&](const LPosition& next) {
                      const LambsJudgement nj = judgeLambs(next, src);
                      return nj.decided && nj.value == j.value && nj.keeping == 1 ? nj.only
                                                                                  : LMove();
                  },
                  [&](const LPosition& pos, LMove m) { return viewLambsStep(pos, m, src, tt); }});
    if (trivialPuzzle(views)) return std::nullopt;
    p.rating = ratePuzzle(views);
    p.record = lambs::writeRecord(src.variant(), p.position, p.lastMove);
    return p;
}

std::vector<LambsPuzzle> gamePuzzles(const GeneratorOptions& options, std::uint64_t index,
                                     const LambsPuzzleSources& src, lambs::Tt& tt) {
    std::mt19937_64 rng = gameStream(options.seed, index);
    const LambsGame game = playGame(rng, src, tt);
    const int capturesToWin = src.variant().capturesToWin();
    std::vector<std::pair<int, LambsJudgement>> found[2];
    for (int ply = 0; ply <= game.length(); ++ply) {
        const LPosition& pos = game.positionAt(ply);
        const Phase phase = pos.placementPhase() ? Phase::Placement : Phase::Sliding;
        if (src.over(pos) || !wanted(options.phase, phase)) continue;
        lambs::MoveList legal;
        lambs::generateMoves(src.variant(), pos, legal);
        if (legal.size() < 2) continue;
        const LambsJudgement j = judgeLambs(pos, src);
        if (!j.decided || j.value == GameValue::Loss || j.keeping != 1) continue;
        // The capture that ends the game is no puzzle: any player takes it.
        if (j.only.isJump() && pos.goatsCaptured() == capturesToWin - 1) continue;
        found[static_cast<int>(phase)].emplace_back(ply, j);
    }
    return pickPuzzles(found, rng, [&](const std::pair<int, LambsJudgement>& c) {
        return buildPuzzle(game, c.first, c.second, src, options, tt);
    });
}

}  // namespace

std::vector<LambsPuzzle> generateLambsPuzzles(
    const GeneratorOptions& options, const LambsPuzzleSources& src,
    const std::function<void(const LambsPuzzle&)>& onPuzzle, GeneratorStats* stats) {
    return harvestPuzzles<LambsPuzzle, lambs::Tt>(
        options, kTtMegabytes,
        src.captures() == kLambsPuzzleCaptures ? std::string("lambs-")
                                               : "lambs-w" + std::to_string(src.captures()) + "-",
        [&](std::uint64_t index, lambs::Tt& tt) { return gamePuzzles(options, index, src, tt); },
        [&](const LambsPuzzle& p) { return canonicalKey(p.position, src.variant().board()); },
        onPuzzle, stats);
}

}  // namespace bagh::puzzle
