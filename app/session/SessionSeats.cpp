#include "session/SessionSeats.h"

#include "session/SessionRecord.h"

using namespace bagh::games;
using bagh::GameResult;
using bagh::Side;

SessionSeats::SessionSeats(const SessionRecord* record, QObject* parent)
    : QObject(parent), record_(record) {}

const Game& SessionSeats::game() const { return record_->game(); }

void SessionSeats::place(Side side, Seat* seat) {
    QPointer<Seat>& at = seats_[index(side)];
    if (at == seat) return;
    if (at) {
        at->standDown();
        at->disconnect(this);
        at->deleteLater();  // it may be the sender of the signal being handled
    }
    at = seat;
    toldLength_ = -1;  // the new seat has heard nothing yet
    seat->setParent(this);
    seat->start(side);
    connect(seat, &Seat::moved, this, [this, seat](Move m) {
        if (seated(seat)) emit moved(seat, m);
    });
    connect(seat, &Seat::requested, this, [this, seat](Seat::Request r) {
        if (seated(seat)) emit requested(seat, r);
    });
    connect(seat, &Seat::answered, this, [this, seat](Seat::Request r, bool yes) {
        if (seated(seat)) emit answered(seat, r, yes);
    });
    connect(seat, &Seat::resultClaimed, this, [this, seat](GameResult r) {
        if (seated(seat)) emit resultClaimed(seat, r);
    });
    connect(seat, &Seat::recordChanged, this, [this, seat](const Game& g) {
        if (seated(seat)) emit recordChanged(seat, g);
    });
    connect(seat, &Seat::questionsLapsed, this, [this, seat] {
        if (seated(seat)) emit questionsLapsed();
    });
    connect(seat, &Seat::message, this, &SessionSeats::message);
}

bool SessionSeats::held() const { return paused_ || watchPaused_ || record_->showsEarlier(); }

bool SessionSeats::isSelfMoverTurn() const {
    return !held() && !game().result().over() && movesByItself(game().current().sideToMove());
}

std::optional<Side> SessionSeats::sideAgainstSelfMover() const {
    for (Side s : {Side::Goats, Side::Tigers})
        if (seat(s)->playsAtThisScreen() && seat(bagh::opponent(s))->movesByItself()) return s;
    return std::nullopt;
}

bool SessionSeats::bothHere() const {
    return seat(Side::Goats)->playsAtThisScreen() && seat(Side::Tigers)->playsAtThisScreen();
}

bool SessionSeats::shareUndo() const {
    return seat(Side::Goats)->sharesUndoHistory() && seat(Side::Tigers)->sharesUndoHistory();
}

bool SessionSeats::allowHelp() const {
    return seat(Side::Goats)->allowsHelp() && seat(Side::Tigers)->allowsHelp();
}

std::optional<Side> SessionSeats::askingSide(Seat::Request request) const {
    const bool goatsHere = seat(Side::Goats)->playsAtThisScreen();
    const bool tigersHere = seat(Side::Tigers)->playsAtThisScreen();
    if (goatsHere != tigersHere) return goatsHere ? Side::Goats : Side::Tigers;
    if (!goatsHere) return std::nullopt;  // two computers
    const Side toMove = game().current().sideToMove();
    // Two people at this screen: a take-back is for whoever moved last; a draw offer or a
    // resignation is the mover's.
    const int shown = record_->currentPly() - record_->firstPly();
    if (request == Seat::Request::TakeBack)
        return shown > 0 ? record_->sideAtIndex(shown - 1) : bagh::opponent(toMove);
    return toMove;
}

int SessionSeats::beforeLastMoveOf(Side side) const {
    for (int i = record_->currentPly() - record_->firstPly() - 1; i >= 0; --i)
        if (record_->sideAtIndex(i) == side) return i;
    return -1;
}

int SessionSeats::redoTarget() const {
    const int idx = record_->currentPly() - record_->firstPly();
    const int count = record_->lastPly() - record_->firstPly();
    if (idx >= count || !askingSide(Seat::Request::TakeBack) || !shareUndo()) return -1;
    for (int i = idx + 1; i < count; ++i)
        if (seat(record_->sideAtIndex(i))->playsAtThisScreen()) return i;
    return count;
}

void SessionSeats::giveTurn(bool asked) {
    Seat* mover = seat(game().current().sideToMove());
    if (!mover->movesByItself()) {
        // A seat that moves elsewhere hears of its turn once per position; the pauses are not
        // its (a person elsewhere plays on while this window is paused).
        if (game().current().key() == toldKey_ && game().length() == toldLength_) return;
        toldKey_ = game().current().key();
        toldLength_ = game().length();
        mover->yourTurn(game());
        return;
    }
    if (!isSelfMoverTurn() || turnGiven_ || asked) return;
    turnGiven_ = true;
    emit selfMoverCalled();
    mover->yourTurn(game());
}

void SessionSeats::standDown() {
    turnGiven_ = false;
    for (const QPointer<Seat>& s : seats_)
        if (s) s->standDown();
}

void SessionSeats::tellMoved(const Game& game, Move move) {
    // Inside a push the undo stack's index does not count the move yet: the record says who
    // moved.
    const Side mover = game.positionAt(game.length() - 1).sideToMove();
    seat(bagh::opponent(mover))->opponentMoved(game, move);
}

void SessionSeats::tellEnded(const Game& game) {
    for (Side s : {Side::Goats, Side::Tigers}) seat(s)->ended(game);
}
