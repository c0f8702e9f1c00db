#include "engine/search/SearchFacade.h"

#include "engine/search/GameSearch.h"
#include "engine/search/Score.h"

namespace bagh {

SearchControl searchControl(const StopSignal& stop, const SearchLimits& limits, bool noRecurrence,
                            std::int64_t ms, std::chrono::steady_clock::time_point start) {
    SearchControl control;
    control.stop = stop.flag();
    control.nodeLimit = limits.nodes;
    control.noRecurrence = noRecurrence;
    if (ms > 0) {
        control.hasDeadline = true;
        control.deadline = start + std::chrono::milliseconds(ms);
    }
    return control;
}

GameValue finishedValue(const GameResult& r, Side toMove) {
    if (!r.over()) return GameValue::Unknown;
    if (r.outcome == Outcome::Draw) return GameValue::Draw;
    const bool goatsWon = r.outcome == Outcome::GoatsWin;
    return goatsWon == (toMove == Side::Goats) ? GameValue::Win : GameValue::Loss;
}

int finishedScore(GameValue v) {
    return v == GameValue::Win ? winIn(0) : v == GameValue::Loss ? lossIn(0) : kDraw;
}

ValueFigures finishedFigures(const GameResult& r, Side toMove) {
    ValueFigures f;
    f.value = finishedValue(r, toMove);
    f.exact = f.value != GameValue::Unknown;
    f.plies = f.exact ? 0 : -1;
    f.score = finishedScore(f.value);
    return f;
}

SearchThread::~SearchThread() {
    stop();
    wait();
}

void SearchThread::start(std::function<void()> job) {
    stop();
    wait();
    signal_.clear();
    running_ = true;
    thread_ = std::thread([this, job = std::move(job)] {
        job();
        running_ = false;
    });
}

void SearchThread::wait() {
    if (thread_.joinable()) thread_.join();
}

}  // namespace bagh
