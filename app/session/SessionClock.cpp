#include "session/SessionClock.h"

using bagh::Side;
using bagh::games::Clocks;
using bagh::games::TimeControl;

SessionClock::SessionClock(QObject* parent) : QObject(parent), clock_(new PlayClock(this)) {
    connect(clock_, &PlayClock::flagFell, this, &SessionClock::flagFell);
    connect(clock_, &PlayClock::ticked, this, &SessionClock::changed);
    connect(clock_, &PlayClock::ticked, this, &SessionClock::updateTick);
    tick_.setInterval(200);
    connect(&tick_, &QTimer::timeout, this, &SessionClock::changed);
}

void SessionClock::setSeat(Side side, const Seat* seat) {
    QPointer<const Seat>& at = seats_[side == Side::Goats ? 0 : 1];
    if (at == seat) return;
    if (at) at->disconnect(this);
    at = seat;
    if (seat) {
        connect(seat, &Seat::clockChanged, this, &SessionClock::changed);
        connect(seat, &Seat::clockChanged, this, &SessionClock::updateTick);
    }
    updateTick();
}

const Seat* SessionClock::keeper() const {
    for (const QPointer<const Seat>& s : seats_)
        if (s && s->keepsClock()) return s;
    return nullptr;
}

std::optional<Clocks> SessionClock::clocks() const {
    if (const Seat* k = keeper()) return k->clocksNow();
    return clock_->clocks();
}

std::optional<Side> SessionClock::running() const {
    if (const Seat* k = keeper()) return k->clockRunning();
    return clock_->running();
}

std::optional<TimeControl> SessionClock::control() const {
    if (const Seat* k = keeper()) return k->clockControl();
    return clock_->control();
}

void SessionClock::updateTick() {
    if (running()) {
        if (!tick_.isActive()) tick_.start();
    } else {
        tick_.stop();
    }
}
