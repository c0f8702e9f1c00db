// The reviewer: every position's value once (the rules, the exact sources, else a fixed-depth
// search on a fresh table), the verdict of each ply from the values around it, and for a ply
// that threw something away the move that kept it and the line that shows why. The words and
// the saved-game block are ReviewText.cpp's.
#include <chrono>
#include <condition_variable>
#include <mutex>

#include "engine/core/GameRecord.h"  // declarableEnd
#include "engine/review/GameReview.h"
#include "engine/search/Score.h"

namespace bagh::review {
namespace {

// The estimate's search: the full level (no noise), one thread, a fixed seed and a fresh table
// of this size for every position, so that the same position always gets the same estimate.
// The depths were measured on 40 match games of each game with only the shipped data
// (docs/FIGURES.md#game-review): the whole review of Bagh-Chal's took 8 s at depth 6, 26 s at
// 8, 52 s at 10; Lambs' 13 s at 8, 38 s at 10, 294 s at 12. The deepest that keeps a 100-ply
// game (a few dozen estimated positions) to a few seconds, well under the 20 s aim.
constexpr int kEstimateHashMb = 8;
constexpr int kBaghChalEstimateDepth = 8;
constexpr int kLambsEstimateDepth = 10;
constexpr std::uint64_t kEstimateSeed = 46;
// How often a waiting review looks at its stop flag while a search runs.
constexpr std::chrono::milliseconds kStopPoll{20};

// A position's value for its side to move, and the search's best move where it was estimated.
struct Evaluation {
    PlyValue value;
    games::Move searchBest;
    bool stopped = false;  // the estimate's search was stopped: no value
};

PlyValue forOtherSide(PlyValue v) {
    v.value = opposite(v.value);
    v.score = -v.score;
    return v;
}

PlyValue exactValue(GameValue value, int plies) { return {value, true, plies, 0}; }

// The result of a game over by the rules (a resignation, an agreed draw or a time forfeit is the
// players' word, not the position's value): GameResult{} otherwise.
GameResult endByRules(const games::Game& g) {
    const GameResult r = g.result();
    return r.over() && !declarableEnd(r) ? r : GameResult{};
}

// `game` after its first `plies` moves, without a declared end (which belongs to the last
// position and would leave it no legal move to search).
games::Game recordAt(const games::Game& game, int plies) {
    games::Game g = game;
    if (plies < g.length()) {
        g.truncate(plies);
        return g;
    }
    if (!declarableEnd(g.result())) return g;
    if (plies == 0) return games::Game::from(game.startPosition(), game.rule());
    g.truncate(plies - 1);
    g.play(game.moveAt(plies - 1));
    return g;
}

// Orders exact values for one side: win before draw before loss, then the fastest win and the
// longest loss (a known distance before an unknown one); anything exact before Unknown.
int rank(const PlyValue& v) {
    switch (v.value) {
        case GameValue::Win:
            return 3 * kMaxResultPlies - (v.plies >= 0 ? v.plies : kMaxResultPlies - 1);
        case GameValue::Draw:
            return 2 * kMaxResultPlies;
        case GameValue::Loss:
            return kMaxResultPlies + (v.plies >= 0 ? v.plies : 0);
        default:
            return 0;
    }
}

bool thrownAway(Verdict v) {
    return v == Verdict::Inaccuracy || v == Verdict::Mistake || v == Verdict::Blunder;
}

}  // namespace

Verdict classify(const PlyValue& before, const PlyValue& after, int marginPlies) {
    if (!before.exact || !after.exact || before.value == GameValue::Unknown ||
        after.value == GameValue::Unknown)
        return Verdict::Unknown;
    if (before.value == GameValue::Win && after.value == GameValue::Loss) return Verdict::Blunder;
    if ((before.value == GameValue::Win && after.value == GameValue::Draw) ||
        (before.value == GameValue::Draw && after.value == GameValue::Loss))
        return Verdict::Mistake;
    // Kept, or better than the value said (a repetition the exact sources do not see).
    if (after.value != before.value || before.value == GameValue::Draw) return Verdict::Best;
    if (before.plies < 0 || after.plies < 0) return Verdict::Best;
    // `after` counts from the position after the move: one ply more from the position before.
    const int total = after.plies + 1;
    const int worse = before.value == GameValue::Win ? total - before.plies : before.plies - total;
    if (worse <= 0) return Verdict::Best;
    return worse <= marginPlies ? Verdict::Good : Verdict::Inaccuracy;
}

SideSummary GameReview::summary(Side side) const {
    SideSummary s;
    for (const PlyReview& p : plies) {
        if (p.mover != side) continue;
        ++s.count[static_cast<int>(p.verdict)];
        if (p.verdict != Verdict::Unknown) ++s.judged;
    }
    if (s.judged > 0) s.accuracy = 100.0 * (s.of(Verdict::Best) + s.of(Verdict::Good)) / s.judged;
    return s;
}

std::vector<int> GameReview::turningPoints() const {
    std::vector<int> out;
    for (const PlyReview& p : plies)
        if (p.verdict == Verdict::Mistake || p.verdict == Verdict::Blunder) out.push_back(p.ply);
    return out;
}

// --- Reviewer ---------------------------------------------------------------------------------

namespace {

// What a review needs of the engine, over one Reviewer's engine, settings and stop flag.
class Probe {
public:
    Probe(games::GameEngine& engine, const ReviewSettings& settings, const std::atomic<bool>* stop)
        : engine_(engine), settings_(settings), stop_(stop) {}

    bool stopped() const { return stop_ && stop_->load(); }

    // The value of `g`'s last position for its side to move: the rules, the exact sources,
    // else the estimate (with the search's best move).
    Evaluation evaluate(const games::Game& g) {
        const GameResult end = endByRules(g);
        if (end.over()) return {exactValue(finishedValue(end, g.current().sideToMove()), 0), {}};
        int plies = -1;
        const GameValue v = engine_.exactValue(g.current(), &plies);
        if (v != GameValue::Unknown) return {exactValue(v, plies), {}};
        // A forced move: the position is worth its only child (the search would not search it
        // and report no score). Ends: a record cannot go on without end.
        const games::MoveList legal = g.legalMoves();
        if (legal.size() == 1) {
            games::Game child = g;
            child.play(legal.front());
            Evaluation e = evaluate(child);
            e.value = forOtherSide(e.value);
            if (e.value.exact && e.value.plies >= 0) ++e.value.plies;
            e.searchBest = legal.front();
            return e;
        }
        return estimate(g);
    }

    // The exact value of playing `m` in `g`, for the side that plays it (its plies from the
    // position after), or Unknown.
    PlyValue childValue(const games::Game& g, games::Move m) {
        games::Game child = g;
        if (!child.play(m)) return {};
        const GameResult end = endByRules(child);
        const Side mover = g.current().sideToMove();
        if (end.over()) return exactValue(finishedValue(end, mover), 0);
        int plies = -1;
        const GameValue v = engine_.exactValue(child.current(), &plies);
        if (v == GameValue::Unknown) return {};
        return exactValue(opposite(v), plies);
    }

    // The legal move of `g` whose exact value is best for the side to move (the first of equals
    // in the rules' order), or a null move when none is known.
    games::Move bestExactMove(const games::Game& g) {
        games::Move best;
        int bestRank = 0;
        for (games::Move m : g.legalMoves()) {
            const int r = rank(childValue(g, m));
            if (r > bestRank) best = m, bestRank = r;
        }
        return best;
    }

    std::vector<games::Move> line(const games::Game& g, games::Move first) {
        if (first.isNull()) return {};
        return engine_.exactLine(g.current(), first, kLinePlies);
    }

    Evaluation estimate(const games::Game& g) {
        const bool lambs = g.kind() == games::GameKind::Lambs;
        const int depth = settings_.estimateDepth > 0 ? settings_.estimateDepth
                          : lambs                     ? kLambsEstimateDepth
                                                      : kBaghChalEstimateDepth;
        // A fresh table, the full level, one thread and one seed: the same estimate each time.
        engine_.setGame(g);
        engine_.setLevel(kLevels);
        if (lambs) {
            engine_.lambs().setHashMb(kEstimateHashMb);
            engine_.lambs().setSeed(kEstimateSeed);
        } else {
            engine_.baghChal().setHashMb(kEstimateHashMb);
            engine_.baghChal().setSeed(kEstimateSeed);
            engine_.baghChal().setThreads(1);
        }
        struct Answer {
            std::mutex mutex;
            std::condition_variable done;
            bool ready = false;
            games::Move move;
            games::SearchInfo info;
        } answer;
        SearchLimits limits;
        limits.depth = depth;
        engine_.go(limits, {}, [&answer](games::Move m, const games::SearchInfo& info) {
            const std::lock_guard<std::mutex> lock(answer.mutex);
            answer.move = m;
            answer.info = info;
            answer.ready = true;
            answer.done.notify_one();
        });
        // Wait for the answer, looking at the stop flag now and then: it has no way to wake us.
        {
            std::unique_lock<std::mutex> lock(answer.mutex);
            while (!answer.done.wait_for(lock, kStopPoll, [&answer] { return answer.ready; }))
                if (stopped()) engine_.stop();
        }
        engine_.wait();
        if (stopped()) return {{}, {}, true};
        PlyValue v;
        v.score = answer.info.score;
        return {v, answer.move};
    }

private:
    games::GameEngine& engine_;
    const ReviewSettings& settings_;
    const std::atomic<bool>* stop_;
};

// The review of playing `move` in `before` (the record up to it), from the two positions'
// evaluations.
PlyReview judge(Probe& probe, const games::Game& before, games::Move move,
                const Evaluation& beforeValue, const Evaluation& afterValue, int marginPlies) {
    PlyReview p;
    p.ply = before.length() + 1;
    p.mover = before.current().sideToMove();
    p.move = move;
    p.before = beforeValue.value;
    p.after = forOtherSide(afterValue.value);
    p.verdict = classify(p.before, p.after, marginPlies);
    p.best = p.before.exact ? probe.bestExactMove(before) : beforeValue.searchBest;
    // An exact position whose moves no exact source decides: the search's choice.
    if (p.best.isNull() && p.before.exact && !before.legalMoves().empty())
        p.best = probe.estimate(before).searchBest;
    if (!thrownAway(p.verdict)) return p;
    games::Game after = before;
    after.play(move);
    if (!endByRules(after).over()) p.refutation = probe.line(after, probe.bestExactMove(after));
    p.keptLine = probe.line(before, p.best);
    return p;
}

}  // namespace

Reviewer::Reviewer(games::GameEngine& engine, ReviewSettings settings,
                   const std::atomic<bool>* stop)
    : engine_(engine), settings_(settings), stop_(stop) {}

GameReview Reviewer::review(const games::Game& game,
                            const std::function<void(int done, int total)>& progress) {
    Probe probe(engine_, settings_, stop_);
    GameReview out;
    out.marginPlies = settings_.marginPlies;
    const int total = game.length();
    if (probe.stopped()) return out;
    // Each position is valued once: the value after ply i is the value before ply i + 1.
    games::Game before = recordAt(game, 0);
    Evaluation beforeValue = probe.evaluate(before);
    if (beforeValue.stopped) return out;
    for (int i = 0; i < total; ++i) {
        if (probe.stopped()) return out;
        const games::Move move = game.moveAt(i);
        games::Game after = recordAt(game, i + 1);
        const Evaluation afterValue = probe.evaluate(after);
        if (afterValue.stopped) return out;
        out.plies.push_back(
            judge(probe, before, move, beforeValue, afterValue, settings_.marginPlies));
        if (progress) progress(i + 1, total);
        before = std::move(after);
        beforeValue = afterValue;
    }
    out.complete = !probe.stopped();
    return out;
}

PlyReview Reviewer::reviewPly(const games::Game& game, int ply) {
    if (ply < 1 || ply > game.length()) return {};
    return tryMove(game, ply - 1, game.moveAt(ply - 1));
}

PlyReview Reviewer::tryMove(const games::Game& game, int plies, games::Move move) {
    Probe probe(engine_, settings_, stop_);
    const games::Game before = recordAt(game, plies);
    games::Game after = before;
    PlyReview p;
    p.ply = before.length() + 1;
    p.mover = before.current().sideToMove();
    p.move = move;
    if (!after.play(move)) return p;
    const Evaluation beforeValue = probe.evaluate(before);
    if (beforeValue.stopped) return p;
    const Evaluation afterValue = probe.evaluate(after);
    if (afterValue.stopped) return p;
    return judge(probe, before, move, beforeValue, afterValue, settings_.marginPlies);
}

PlyValue Reviewer::positionValue(const games::Game& game, int plies) {
    Probe probe(engine_, settings_, stop_);
    return probe.evaluate(recordAt(game, plies)).value;
}

}  // namespace bagh::review
