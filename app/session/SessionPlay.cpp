#include "session/SessionPlay.h"

#include <algorithm>

#include "session/EngineService.h"
#include "session/MoveListModel.h"
#include "session/SessionClock.h"
#include "session/SessionQuestions.h"
#include "session/SessionRecord.h"
#include "session/SessionSeats.h"

using namespace bagh::games;
using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;

SessionPlay::SessionPlay(SessionRecord* record, EngineService* engine, SessionClock* clock,
                         QObject* parent)
    : QObject(parent),
      record_(record),
      engine_(engine),
      clock_(clock),
      seats_(new SessionSeats(record, this)),
      questions_(new SessionQuestions(seats_, this)) {
    connect(clock_, &SessionClock::flagFell, this, &SessionPlay::onFlagFell);
    connect(record_, &SessionRecord::moved, this, &SessionPlay::onRecordMoved);
    connect(record_, &SessionRecord::retracted, this, [this] { afterJump(false, false); });
    connect(engine_, &EngineService::hintEnded, this,
            [this] { emit thinkingChanged(isThinking()); });
    connect(seats_, &SessionSeats::selfMoverCalled, this, [this] {
        engine_->cancelHint();
        emit thinkingChanged(true);
        markChanged();
    });
    connect(seats_, &SessionSeats::moved, this, &SessionPlay::onSeatMoved);
    connect(seats_, &SessionSeats::requested, this, [this](Seat* seat, Seat::Request r) {
        if (!game().result().over()) openQuestion(seat->side(), r);
    });
    connect(seats_, &SessionSeats::answered, this, [this](Seat* seat, Seat::Request r, bool yes) {
        closeQuestion(bagh::opponent(seat->side()), r, yes);
    });
    connect(seats_, &SessionSeats::resultClaimed, this,
            [this](Seat*, GameResult r) { onSeatClaimed(r); });
    connect(seats_, &SessionSeats::recordChanged, this, &SessionPlay::onSeatRecord);
    connect(seats_, &SessionSeats::questionsLapsed, this, &SessionPlay::dropQuestions);
    connect(seats_, &SessionSeats::message, this, &SessionPlay::message);
    connect(questions_, &SessionQuestions::changed, this, &SessionPlay::questionsChanged);
    // After a push the stack drops the redo branch only once the command has run; re-read
    // undo/redo availability when the index settles.
    connect(record_->undoStack(), &QUndoStack::indexChanged, this, &SessionPlay::markChanged);
}

SessionPlay::Batch::~Batch() {
    if (--p_->changeDepth_ == 0 && p_->changed_) {
        p_->changed_ = false;
        emit p_->stateChanged();
    }
}

void SessionPlay::markChanged() {
    if (changeDepth_ > 0)
        changed_ = true;
    else
        emit stateChanged();
}

const Game& SessionPlay::game() const { return record_->game(); }

bool SessionPlay::isThinking() const { return seats_->turnGiven() || engine_->hintPending(); }

void SessionPlay::restart(std::optional<TimeControl> clock, std::optional<Clocks> left) {
    finishReported_ = game().result().over();  // a finished position is not a game won here
    clock_->own()->reset(clock, game().length(), left);
    emit positionChanged(record_->lastMove(), false);
    markChanged();
    settle(false);
}

void SessionPlay::holdSelfMover() {
    const Batch batch(this);
    if (!seats_->isSelfMoverTurn()) return;
    seats_->setWatchPaused(true);
    cancelEngine();
    markChanged();
}

void SessionPlay::goToPly(int ply) {
    const Batch batch(this);
    const int first = record_->firstPly();
    const int target = std::clamp(ply, first, record_->lastPly()) - first;
    if (target == record_->currentPly() - first) return;
    cancelEngine();
    record_->stepTo(target);
    record_->setNavigated(record_->currentPly() < record_->lastPly());
    afterJump(false, false);
}

void SessionPlay::afterJump(bool played, bool animate) {
    emit positionChanged(record_->lastMove(), animate);
    markChanged();
    settle(played);
}

void SessionPlay::setPaused(bool paused) {
    if (paused != seats_->paused()) repause([&] { seats_->setPaused(paused); });
}

void SessionPlay::setWatchPaused(bool paused) {
    if (paused != seats_->watchPaused()) repause([&] { seats_->setWatchPaused(paused); });
}

void SessionPlay::repause(const std::function<void()>& change) {
    const Batch batch(this);
    change();
    cancelEngine();
    settle(false);
}

void SessionPlay::placeSeat(Side side, Seat* seat) {
    seats_->place(side, seat);
    clock_->setSeat(side, seat);
}

void SessionPlay::dropQuestions() { questions_->dropAll(); }

bool SessionPlay::playHumanMove(Move move, QString* why) {
    const Batch batch(this);
    if (game().result().over()) {
        if (why) *why = tr("The game is over.");
        return false;
    }
    const Seat* mover = seats_->seat(game().current().sideToMove());
    // A person here plays their own seat, and the computer's while it is held (analysis, a
    // paused game); never a seat that moves elsewhere.
    if (!mover->playsAtThisScreen() && !(mover->movesByItself() && seats_->held())) {
        if (why) *why = mover->elsewhereText();
        return false;
    }
    if (!game().isLegal(move)) {
        if (why)
            *why = tr("%1 is not a legal move here.")
                       .arg(MoveListModel::moveText(game().kind(), move));
        return false;
    }
    if (record_->showsEarlier()) {
        if (!seats_->shareUndo()) {
            // The other side's record goes on from the end: so does this one.
            if (why) *why = tr("Go to the last move to play on.");
            return false;
        }
        if (confirmDrop_ && !confirmDrop_(record_->lastPly() - record_->currentPly())) {
            if (why) *why = tr("The later moves were kept.");
            return false;
        }
    }
    return playOnRecord(move, false, why);
}

bool SessionPlay::playOnRecord(Move move, bool byComputer, QString* why) {
    // The other seat may keep the game's one record elsewhere (a network game): it takes the
    // move there first, and what it will not take is not played.
    const Side mover = game().current().sideToMove();
    if (!seats_->seat(bagh::opponent(mover))->takesMove(game(), move, why)) return false;
    cancelEngine();  // a hint being worked out is now stale
    dropQuestions();
    announce_ = move;
    record_->push(move, byComputer);
    announce_ = Move();
    return true;
}

void SessionPlay::onRecordMoved(Move move) {
    const Game& g = game();
    clock_->own()->movePlayed(g.length(), g.current().sideToMove(), g.result().over());
    emit positionChanged(move, true);
    markChanged();
    settle(true);
}

void SessionPlay::onSeatMoved(Seat* seat, Move move) {
    const Batch batch(this);
    if (game().result().over() || !seats_->mayMove(seat)) return;
    if (seat->movesByItself() && move.isNull()) {
        seats_->turnTaken();
        emit thinkingChanged(isThinking());
        emit message(tr("The engine returned no legal move."));
        markChanged();
        return;
    }
    if (!seat->movesByItself()) showRecordEnd();  // the other side's record goes on at its end
    if (game().current().sideToMove() != seat->side() || !game().isLegal(move)) {
        emit message(tr("%1's move %2 is not legal here: it was not played.")
                         .arg(seat->name(), MoveListModel::moveText(game().kind(), move)));
        seat->moveRefused(game());
        return;
    }
    seats_->turnTaken();
    emit thinkingChanged(isThinking());
    QString why;
    if (!playOnRecord(move, seat->movesByItself(), &why)) {
        if (!why.isEmpty()) emit message(why);
        seat->moveRefused(game());
    }
}

void SessionPlay::showRecordEnd() {
    // Only a position looked at is left; moves taken back are not the record any more.
    if (!record_->showsEarlier()) return;
    record_->stepTo(record_->lastPly() - record_->firstPly());
    record_->setNavigated(false);
    emit positionChanged(record_->lastMove(), false);
}

void SessionPlay::onSeatRecord(Seat* seat, const Game& theirs) {
    const Batch batch(this);
    showRecordEnd();
    switch (record_->compare(theirs)) {
        case SessionRecord::Follow::Foreign:
            emit message(tr("%1's game is not the one on the board: it was not followed.")
                             .arg(seat->name()));
            return;
        case SessionRecord::Follow::Same:
            return;
        case SessionRecord::Follow::Differs:
            break;
    }
    cancelEngine();
    dropQuestions();
    seats_->forgetTold();  // the turn may come again in a position the seat was told of
    record_->follow(theirs);
    returnClock();
    afterJump(false, false);
}

// After every change: drop stale engine work, tell the other seat of a move just played, report
// the end, or give the turn. `played`: a move was just played (not a jump through the moves or a
// load), so an end now is the game's end in play.
void SessionPlay::settle(bool played) {
    cancelEngine();
    record_->restoreDeclaredEnd();
    markChanged();
    const Move m = announce_;
    announce_ = Move();
    if (!m.isNull()) seats_->tellMoved(game(), m);
    watchers_.told(game(), m);
    const GameResult r = game().result();
    if (r.over()) {
        clock_->own()->stop();
        emit gameOver(r);
        if (played && !finishReported_) {
            finishReported_ = true;
            seats_->tellEnded(game());
            watchers_.ended(game());
            emit gameFinished(r);
        }
        return;
    }
    giveTurn();
}

void SessionPlay::giveTurn() {
    // A seat that moves by itself, asked a question, answers it before it moves.
    seats_->giveTurn(questions_->from(bagh::opponent(game().current().sideToMove())).has_value());
}

void SessionPlay::cancelEngine() {
    const bool wasThinking = isThinking();
    seats_->standDown();
    engine_->cancelHint();
    if (wasThinking) emit thinkingChanged(false);
}

bool SessionPlay::canRedoTurn() const { return seats_->redoTarget() >= 0; }

bool SessionPlay::canUndoTurn() const {
    const std::optional<Side> asker = seats_->askingSide(Seat::Request::TakeBack);
    if (!asker || seats_->beforeLastMoveOf(*asker) < 0) return false;
    // With a seat that keeps its own record the take-back is a question, once a move of the
    // asker's is on the record and none is open.
    return seats_->shareUndo() ||
           (!game().result().over() && questions_->from(*asker) != Seat::Request::TakeBack);
}

void SessionPlay::undoTurn() {
    const std::optional<Side> asker = seats_->askingSide(Seat::Request::TakeBack);
    if (!asker || !canUndoTurn()) return;
    if (!seats_->shareUndo())
        openQuestion(*asker, Seat::Request::TakeBack);
    else
        takeBackFor(*asker);
}

void SessionPlay::takeBackFor(Side asker) {
    const Batch batch(this);
    const int target = seats_->beforeLastMoveOf(asker);
    if (target < 0) return;
    cancelEngine();
    dropQuestions();
    seats_->forgetTold();
    record_->setNavigated(false);
    record_->stepTo(target);
    returnClock();
    afterJump(false, false);
}

void SessionPlay::redoTurn() {
    const Batch batch(this);
    const int target = seats_->redoTarget();
    if (target < 0) return;
    cancelEngine();
    const bool single = target == record_->currentPly() - record_->firstPly() + 1;
    record_->stepTo(target);
    returnClock();
    afterJump(single, single);
}

void SessionPlay::returnClock() {
    const bool over = game().result().over();
    clock_->own()->returnTo(game().length(),
                            over ? std::nullopt : std::optional(game().current().sideToMove()));
}

void SessionPlay::onFlagFell(Side side) {
    const Batch batch(this);
    // The clock runs for the record's end, whatever earlier position is shown: the end belongs
    // there. (After an undo the end is where the undo went, not the move it can redo.)
    if (record_->navigated()) goToPly(record_->lastPly());
    if (game().result().over()) return;
    concludeGame(
        {side == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::TimeForfeit});
}

void SessionPlay::answer(Side from, bool yes) {
    const std::optional<Seat::Request> q = questions_->from(from);
    if (q && questions_->answersHere(from)) closeQuestion(from, *q, yes);
}

void SessionPlay::openQuestion(Side from, Seat::Request request) {
    if (game().result().over() || !questions_->open(from, request)) return;
    markChanged();
    Seat* asked = seats_->seat(bagh::opponent(from));
    // A computer thinking on its move answers first, and moves after (giveTurn waits for it).
    if (asked->movesByItself() && seats_->turnGiven()) cancelEngine();
    asked->asked(request, game());
}

void SessionPlay::closeQuestion(Side from, Seat::Request request, bool yes) {
    const Batch batch(this);
    if (!questions_->close(from, request)) return;  // it lapsed, or was never asked
    markChanged();
    Seat* asker = seats_->seat(from);
    if (yes && request == Seat::Request::TakeBack)
        takeBackFor(from);
    else if (yes && request == Seat::Request::Draw)
        concludeGame({Outcome::Draw, EndReason::DrawAgreed});
    if (asker == seats_->seat(from)) asker->heardAnswer(request, yes);
    if (request == Seat::Request::Draw) emit drawOfferAnswered(yes);
    emit questionAnswered(from, request, yes);
    // A computer that held its move for the answer plays on.
    if (!game().result().over()) giveTurn();
}

void SessionPlay::onSeatClaimed(GameResult result) {
    const Batch batch(this);
    if (!result.over()) return;
    showRecordEnd();
    if (game().result().over()) return;
    concludeGame(result);
}

bool SessionPlay::canConcede() const {
    return seats_->askingSide(Seat::Request::Draw) && !game().result().over() &&
           record_->currentPly() == record_->lastPly();
}

void SessionPlay::concludeGame(GameResult r) {
    const Batch batch(this);
    cancelEngine();
    dropQuestions();
    if (!record_->conclude(r)) return;
    clock_->own()->stop();
    emit positionChanged(record_->lastMove(), false);
    markChanged();
    settle(true);
}

void SessionPlay::resign() {
    if (!canConcede()) return;
    const Side loser = *seats_->askingSide(Seat::Request::Draw);
    concludeGame(
        {loser == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::Resignation});
}

void SessionPlay::agreeDraw() {
    if (canConcede()) concludeGame({Outcome::Draw, EndReason::DrawAgreed});
}

void SessionPlay::offerDraw() {
    if (canConcede()) openQuestion(*seats_->askingSide(Seat::Request::Draw), Seat::Request::Draw);
}
