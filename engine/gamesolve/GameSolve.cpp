#include "engine/gamesolve/GameSolve.h"

#include "engine/lambs/Board.h"
#include "engine/lambs/solve/Index.h"
#include "engine/lambs/solve/LambsSolvePlan.h"
#include "engine/lambs/solve/SolveDir.h"
#include "engine/solve/SolvePlan.h"

namespace bagh::solve {
namespace {

class BaghChalSolve final : public GameSolve {
public:
    int topLayer() const override { return kTopLayer; }
    SolveStart look(const std::string& dir, int bottom) const override {
        const TableState state = scanTables(dir);
        return {state.resumeLayer(bottom), 0, state.problems, {}};
    }
    SolveStart findStart(const std::string& dir, int bottom) const override {
        ResumePoint r = findResumePoint(dir, bottom);
        return {r.first, 0, std::move(r.refused), std::move(r.redone)};
    }
    double workOf(int from, int to) const override { return double(positionsOf(from, to)); }
    std::uint64_t expectedBytes(int from, int to) const override {
        return solve::expectedBytes(from, to);
    }
    bool needsDatabase(int first) const override { return first == kTopLayer; }
    SolveResult run(const GameSolveRun& run) const override {
        SolveOptions o;
        o.dir = run.dir;
        o.threads = run.threads;
        o.fromLayer = run.fromLayer;
        o.toLayer = run.toLayer;
        o.db = run.db;
        o.progress = run.progress;
        o.layerDone = run.layerDone;
        o.cancel = run.cancel;
        return solvePlacement(o);
    }
};

class LambsSolve final : public GameSolve {
public:
    LambsSolve(const lambs::Board& board, int captures, int minCaptured)
        : variant_(board, captures),
          index_(board),
          space_{&index_, board.goats(), variant_.capturesToWin(), minCaptured} {}

    int topLayer() const override { return space_.topLayer(); }
    int bottomLayer() const override { return 2 * space_.minCaptured; }
    SolveStart look(const std::string& dir, int bottom) const override {
        const lambs::TableState state = lambs::scanTables(space_, dir);
        const int first = state.resumeLayer(bottom);
        return {
            first, first == topLayer() ? checkpointWork(state.checkpoint) : 0, state.problems, {}};
    }
    SolveStart findStart(const std::string& dir, int bottom) const override {
        lambs::ResumePoint r = lambs::findResumePoint(space_, dir, bottom);
        return {r.first, checkpointWork(r.checkpoint), std::move(r.refused), std::move(r.redone)};
    }
    double workOf(int from, int to) const override { return lambs::solveWork(space_, from, to); }
    std::uint64_t expectedBytes(int from, int to) const override {
        return lambs::expectedBytes(space_, from, to);
    }
    SolveResult run(const GameSolveRun& run) const override {
        lambs::SolveDirOptions o;
        o.dir = run.dir;
        o.threads = run.threads;
        o.fromLayer = run.fromLayer;
        o.toLayer = run.toLayer;
        o.useCheckpoint = !run.fresh;
        o.cancel = run.cancel;
        o.progress = run.progress;
        o.layerDone = run.layerDone;
        o.slidingDone = run.partDone;
        const lambs::LambsSolveResult l = lambs::solveIntoDir(space_, o);
        SolveResult r;
        r.ok = l.ok;
        r.error = l.error;
        r.seconds = l.seconds;
        r.positions = l.positions;
        r.lastLayer = l.lastLayer;
        return r;
    }

private:
    double checkpointWork(int captured) const {
        return captured < 0 ? 0 : lambs::slidingWorkDone(space_, captured);
    }

    lambs::Variant variant_;
    lambs::SolveIndex index_;
    lambs::SolveSpace space_;
};

}  // namespace

std::uint64_t GameSolve::bytesNeeded(int from, int to) const {
    // Room for a tenth more (another zstd may pack a little worse) and the temporary file of
    // the layer being written.
    return expectedBytes(from, to) / 10 * 11 + (64u << 20);
}

std::unique_ptr<GameSolve> makeGameSolve(const SolveTarget& target) {
    if (!target.isLambs()) return std::make_unique<BaghChalSolve>();
    return std::make_unique<LambsSolve>(target.board ? *target.board : lambs::lambsBoard(),
                                        target.lambsCaptures, target.minCaptured);
}

}  // namespace bagh::solve
