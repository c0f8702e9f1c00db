#include "session/SessionQuestions.h"

#include "session/SessionSeats.h"

using bagh::Side;

SessionQuestions::SessionQuestions(const SessionSeats* seats, QObject* parent)
    : QObject(parent), seats_(seats) {}

bool SessionQuestions::answersHere(Side from) const {
    return this->from(from).has_value() && seats_->seat(bagh::opponent(from))->playsAtThisScreen();
}

bool SessionQuestions::open(Side from, Seat::Request request) {
    if (this->from(from) == request) return false;
    open_[index(from)] = request;
    emit changed();
    return true;
}

bool SessionQuestions::close(Side from, Seat::Request request) {
    if (this->from(from) != request) return false;
    open_[index(from)].reset();
    emit changed();
    return true;
}

void SessionQuestions::dropAll() {
    for (std::optional<Seat::Request>& q : open_) {
        if (!q) continue;
        q.reset();
        emit changed();
    }
}
