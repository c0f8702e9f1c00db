// GameSession, the part where the players speak to each other: questions (take back, draw),
// each state in the session with an answer, never a modal loop; resignations and the other claims
// that end a game. (Seats and turns: SessionSeats.cpp.)
#include "session/GameSession.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;

std::optional<Side> GameSession::askingSide(Seat::Request request) const {
    const bool goatsHere = seat(Side::Goats)->playsAtThisScreen();
    const bool tigersHere = seat(Side::Tigers)->playsAtThisScreen();
    if (goatsHere != tigersHere) return goatsHere ? Side::Goats : Side::Tigers;
    if (!goatsHere) return std::nullopt;  // two computers
    const Side toMove = game().current().sideToMove();
    // Two people at this screen: a take-back is for whoever moved last; a draw offer or a
    // resignation is the mover's.
    if (request == Seat::Request::TakeBack)
        return currentPly() > firstPly() ? record_->sideAtIndex(currentPly() - firstPly() - 1)
                                         : bagh::opponent(toMove);
    return toMove;
}

std::optional<Seat::Request> GameSession::questionFrom(Side from) const {
    return questions_[sideIndex(from)];
}

bool GameSession::answersHere(Side from) const {
    return questionFrom(from).has_value() && seat(bagh::opponent(from))->playsAtThisScreen();
}

void GameSession::answer(Side from, bool yes) {
    const std::optional<Seat::Request> q = questionFrom(from);
    if (!q || !answersHere(from)) return;
    closeQuestion(from, *q, yes);
}

void GameSession::openQuestion(Side from, Seat::Request request) {
    if (game().result().over()) return;
    // One open question a side: a new one takes the place of the old, which lapses.
    if (questionFrom(from) == request) return;
    questions_[sideIndex(from)] = request;
    emit questionsChanged();
    markChanged();
    Seat* asked = seat(bagh::opponent(from));
    // A computer thinking on its move answers first, and moves after (giveTurn waits for it).
    if (asked->movesByItself() && turnGiven_) cancelEngine();
    asked->asked(request, game());
}

void GameSession::closeQuestion(Side from, Seat::Request request, bool yes) {
    const ChangeBatch batch(this);
    if (questionFrom(from) != request) return;  // it lapsed, or was never asked
    questions_[sideIndex(from)].reset();
    emit questionsChanged();
    markChanged();
    Seat* asker = seat(from);
    if (yes && request == Seat::Request::TakeBack)
        takeBackFor(from);
    else if (yes && request == Seat::Request::Draw)
        concludeGame({Outcome::Draw, EndReason::DrawAgreed});
    if (asker == seat(from)) asker->heardAnswer(request, yes);
    if (request == Seat::Request::Draw) emit drawOfferAnswered(yes);
    emit questionAnswered(from, request, yes);
    // A computer that held its move for the answer plays on.
    if (!game().result().over()) giveTurn();
}

void GameSession::dropQuestions() {
    for (Side s : {Side::Goats, Side::Tigers}) {
        const std::optional<Seat::Request> q = questionFrom(s);
        if (!q) continue;
        questions_[sideIndex(s)].reset();
        emit questionsChanged();
    }
}

void GameSession::onSeatRequested(Seat* seat, Seat::Request request) {
    if (seat != this->seat(seat->side()) || game().result().over()) return;
    openQuestion(seat->side(), request);
}

void GameSession::onSeatAnswered(Seat* seat, Seat::Request request, bool yes) {
    if (seat != this->seat(seat->side())) return;
    closeQuestion(bagh::opponent(seat->side()), request, yes);
}

void GameSession::onSeatClaimed(Seat* seat, GameResult result) {
    const ChangeBatch batch(this);
    if (seat != this->seat(seat->side()) || !result.over()) return;
    showRecordEnd();
    if (game().result().over()) return;
    concludeGame(result);
}

bool GameSession::canConcede() const {
    if (!askingSide(Seat::Request::Draw) || game().result().over()) return false;
    return currentPly() == lastPly();
}

void GameSession::concludeGame(GameResult r) {
    const ChangeBatch batch(this);
    cancelEngine();
    dropQuestions();
    if (!record_->conclude(r)) return;
    clock_->own()->stop();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(true);
}

void GameSession::resign() {
    if (!canConcede()) return;
    const Side loser = *askingSide(Seat::Request::Draw);
    concludeGame(
        {loser == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::Resignation});
}

void GameSession::agreeDraw() {
    if (!canConcede()) return;
    concludeGame({Outcome::Draw, EndReason::DrawAgreed});
}

void GameSession::offerDraw() {
    if (!canConcede()) return;
    openQuestion(*askingSide(Seat::Request::Draw), Seat::Request::Draw);
}
