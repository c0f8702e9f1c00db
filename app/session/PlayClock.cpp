#include "session/PlayClock.h"

using bagh::Side;
using bagh::games::Clocks;
using bagh::games::GameClock;
using bagh::games::TimeControl;

PlayClock::PlayClock(QObject* parent) : QObject(parent) {
    steady_.start();
    flag_.setSingleShot(true);
    flag_.setTimerType(Qt::PreciseTimer);
    connect(&flag_, &QTimer::timeout, this, &PlayClock::onFlag);
}

void PlayClock::reset(std::optional<TimeControl> control, int startPly,
                      std::optional<Clocks> times) {
    flag_.stop();
    control_ = control && control->valid() ? control : std::nullopt;
    clock_ = control_ ? GameClock(*control_) : GameClock();
    const auto fits = [](std::int64_t ms) { return ms >= 0 && ms <= bagh::games::kMaxClockMs; };
    if (control_ && times && fits(times->goatsMs) && fits(times->tigersMs))
        clock_.set(*times, std::nullopt, now());
    startPly_ = ply_ = startPly;
    started_ = false;
    atPly_.assign(1, clock_.remaining(now()));
    emit ticked();
}

void PlayClock::record(int ply) {
    const std::size_t i = static_cast<std::size_t>(std::max(0, ply - startPly_));
    if (atPly_.size() <= i) atPly_.resize(i + 1);
    atPly_[i] = clock_.remaining(now());
    atPly_.resize(i + 1);  // the later positions' times belong to moves now dropped
}

bool PlayClock::movePlayed(int ply, Side next, bool over) {
    if (!control_) return true;
    const Side mover = bagh::opponent(next);
    if (ply - 1 != ply_) returnTo(ply - 1, mover);  // a new line from an earlier position
    bool inTime = true;
    if (started_ && clock_.running() == mover) inTime = clock_.moved(now());
    started_ = true;
    ply_ = ply;
    if (!inTime) {
        record(ply);
        stop();
        QMetaObject::invokeMethod(
            this, [this, mover] { emit flagFell(mover); }, Qt::QueuedConnection);
        return false;
    }
    if (over) {
        stop();
        record(ply);
    } else {
        record(ply);
        clock_.start(next, now());
        armFlag();
    }
    emit ticked();
    return true;
}

void PlayClock::returnTo(int ply, std::optional<Side> toMove) {
    if (!control_) return;
    const int i = ply - startPly_;
    const Clocks times = i >= 0 && i < static_cast<int>(atPly_.size())
                             ? atPly_[static_cast<std::size_t>(i)]
                             : clock_.remaining(now());
    ply_ = ply;
    started_ = started_ && ply > startPly_;
    const bool run = started_ && toMove.has_value();
    clock_.set(times, run ? toMove : std::nullopt, now());
    if (run) {
        armFlag();
    } else {
        flag_.stop();
    }
    emit ticked();
}

void PlayClock::stop() {
    clock_.stop(now());
    flag_.stop();
    emit ticked();
}

void PlayClock::armFlag() {
    if (const std::optional<std::int64_t> left = clock_.untilFlag(now()))
        flag_.start(static_cast<int>(std::min<std::int64_t>(*left, 24LL * 3600 * 1000)));
}

void PlayClock::onFlag() {
    const std::optional<Side> side = clock_.running();
    if (!side) return;
    if (!clock_.flagFallen(now())) {
        armFlag();  // a timer may wake a little early
        return;
    }
    stop();
    emit flagFell(*side);
}

std::optional<Clocks> PlayClock::clocks() const {
    if (!control_) return std::nullopt;
    return clock_.remaining(now());
}

std::optional<Side> PlayClock::running() const {
    if (!control_) return std::nullopt;
    return clock_.running();
}
