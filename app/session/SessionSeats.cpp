// GameSession, the part between the record and the seats: who sits where, whose turn it is,
// the moves each seat makes, take-backs, and the clock. (The record itself: GameSession.cpp;
// questions and ends: SessionQuestions.cpp.)
#include <QTimer>
#include <algorithm>

#include "session/GameSession.h"
#include "session/GameWords.h"
#include "session/MoveListModel.h"
#include "session/PlayClock.h"
#include "session/SetupSeats.h"
#include "session/UndoCommands.h"

using namespace bagh::games;
using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;

void GameSession::seatPlayers(Seat* goats, Seat* tigers) {
    const ChangeBatch batch(this);
    cancelEngine();
    // Whoever sits down, it is one game between two players, and two people at this screen
    // if the setup's players are seated again.
    setup_.mode = GameMode::TwoPlayers;
    setup_.match = false;
    dropQuestions();
    placeSeat(Side::Goats, goats);
    placeSeat(Side::Tigers, tigers);
    markChanged();
    settle(false);
}

void GameSession::seatSetupPlayers() {
    const ChangeBatch batch(this);
    cancelEngine();
    dropQuestions();
    placeSetupSeats();
    markChanged();
    settle(false);
}

void GameSession::placeSetupSeats() {
    const SetupSeats s = seatsFromSetup(
        setup_, matchIndex_, engine_, [this] { return movetimeOverride_; }, this);
    placeSeat(Side::Goats, s.goats);
    placeSeat(Side::Tigers, s.tigers);
}

void GameSession::placeSeat(Side side, Seat* seat) {
    QPointer<Seat>& at = seats_[sideIndex(side)];
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
    connect(seat, &Seat::moved, this, [this, seat](Move m) { onSeatMoved(seat, m); });
    connect(seat, &Seat::requested, this,
            [this, seat](Seat::Request r) { onSeatRequested(seat, r); });
    connect(seat, &Seat::answered, this,
            [this, seat](Seat::Request r, bool yes) { onSeatAnswered(seat, r, yes); });
    connect(seat, &Seat::resultClaimed, this,
            [this, seat](GameResult r) { onSeatClaimed(seat, r); });
    connect(seat, &Seat::recordChanged, this,
            [this, seat](const Game& g) { onSeatRecord(seat, g); });
    connect(seat, &Seat::message, this, &GameSession::message);
    connect(seat, &Seat::questionsLapsed, this, [this, seat] {
        if (seat == this->seat(seat->side())) dropQuestions();
    });
    connect(seat, &Seat::clockChanged, this, &GameSession::clocksChanged);
    connect(seat, &Seat::clockChanged, this, &GameSession::updateClockTick);
}

bool GameSession::computerPlays(Side side) const { return seat(side)->movesByItself(); }

bool GameSession::held() const {
    // Not while an earlier position is shown: the computer would drop the later moves. (Moves
    // taken back are no such position: the stack keeps them for redo until the next move.)
    return paused_ || watchPaused_ || (navigated_ && undo_.index() < undo_.count());
}

bool GameSession::isComputerTurn() const {
    return !held() && !game_.result().over() && computerPlays(game_.current().sideToMove());
}

QString GameSession::playerName(Side side) const { return seat(side)->name(); }

bool GameSession::playHumanMove(Move move, QString* why) {
    const ChangeBatch batch(this);
    if (game_.result().over()) {
        if (why) *why = tr("The game is over.");
        return false;
    }
    const Seat* mover = seat(game_.current().sideToMove());
    // A person here plays their own seat, and the computer's while it is held (analysis, a
    // paused game); never a seat that moves elsewhere.
    if (!mover->playsAtThisScreen() && !(mover->movesByItself() && held())) {
        if (why)
            *why = mover->movesByItself() ? tr("It is the computer's turn.")
                                          : tr("It is %1's turn.").arg(mover->name());
        return false;
    }
    if (!game_.isLegal(move)) {
        if (why)
            *why =
                tr("%1 is not a legal move here.").arg(MoveListModel::moveText(game_.kind(), move));
        return false;
    }
    if (navigated_ && undo_.index() < undo_.count()) {
        if (!othersShareUndo()) {
            // The other side's record goes on from the end: so does this one.
            if (why) *why = tr("Go to the last move to play on.");
            return false;
        }
        if (confirmDrop_ && !confirmDrop_(undo_.count() - undo_.index())) {
            if (why) *why = tr("The later moves were kept.");
            return false;
        }
    }
    playOnRecord(move, false);
    return true;
}

void GameSession::playOnRecord(Move move, bool byComputer) {
    navigated_ = false;
    cancelEngine();  // a hint being worked out is now stale
    dropQuestions();
    dropDeclaredEndBeforePush();
    announce_ = move;
    undo_.push(new MoveCommand(this, move, byComputer));
    announce_ = Move();
}

void GameSession::onSeatMoved(Seat* seat, Move move) {
    const ChangeBatch batch(this);
    const Side side = seat->side();
    if (seat != this->seat(side) || game_.result().over()) return;
    // A move of a seat that moves by itself counts only while its turn stands.
    if (seat->movesByItself() && !turnGiven_) return;
    if (seat->movesByItself() && move.isNull()) {
        turnGiven_ = false;
        emit thinkingChanged(isThinking());
        emit message(tr("The engine returned no legal move."));
        markChanged();
        return;
    }
    if (!seat->movesByItself()) showRecordEnd();  // the other side's record goes on at its end
    if (game_.current().sideToMove() != side || !game_.isLegal(move)) {
        emit message(tr("%1's move %2 is not legal here: it was not played.")
                         .arg(seat->name(), MoveListModel::moveText(game_.kind(), move)));
        seat->moveRefused(game_);
        return;
    }
    turnGiven_ = false;
    emit thinkingChanged(isThinking());
    playOnRecord(move, seat->movesByItself());
}

void GameSession::showRecordEnd() {
    // Only a position looked at is left; moves taken back are not the record any more.
    if (!navigated_ || undo_.index() == undo_.count()) return;
    batch_ = true;
    undo_.setIndex(undo_.count());
    batch_ = false;
    navigated_ = false;
    emit positionChanged(lastMove(), false);
}

void GameSession::onSeatRecord(Seat* seat, const Game& theirs) {
    const ChangeBatch batch(this);
    if (seat != this->seat(seat->side())) return;
    showRecordEnd();
    if (theirs.kind() != game_.kind() ||
        theirs.startPosition().key() != game_.positionAt(baseLength_).key() ||
        theirs.length() < baseLength_) {
        emit message(
            tr("%1's game is not the one on the board: it was not followed.").arg(seat->name()));
        return;
    }
    // Where the two records part: take back to there, then play on the rest.
    int common = baseLength_;
    const std::vector<Move>& mine = game_.moves();
    const std::vector<Move>& other = theirs.moves();
    while (common < game_.length() && common < theirs.length() &&
           mine[static_cast<std::size_t>(common)] == other[static_cast<std::size_t>(common)])
        ++common;
    if (common == game_.length() && common == theirs.length() && game_.result() == theirs.result())
        return;
    cancelEngine();
    dropQuestions();
    toldLength_ = -1;  // the turn may come again in a position the seat was told of
    batch_ = true;
    undo_.setIndex(common - baseLength_);
    for (int i = common; i < theirs.length(); ++i) {
        const Move m = other[static_cast<std::size_t>(i)];
        if (!game_.isLegal(m)) break;
        dropDeclaredEndBeforePush();
        undo_.push(new MoveCommand(this, m, false));
    }
    batch_ = false;
    if (const GameResult r = theirs.result();
        game_.length() == theirs.length() && bagh::declarableEnd(r) && !game_.result().over()) {
        game_.conclude(r);
        declared_ = r;
        declaredAt_ = game_.length();
    }
    returnClock();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

// After every change: drop stale engine work, tell the other seat of a move just played, report
// the end, or give the turn. `played`: a move was just played (not a jump through the moves or a
// load), so an end now is the game's end in play.
void GameSession::settle(bool played) {
    cancelEngine();
    restoreDeclaredEnd();
    markChanged();
    if (!announce_.isNull() && !batch_) {
        const Move m = announce_;
        announce_ = Move();
        // The other seat than the mover's hears of it. (Inside a push the undo stack's index does
        // not count the move yet: the record says who moved.)
        const Side mover = game_.positionAt(game_.length() - 1).sideToMove();
        seat(bagh::opponent(mover))->opponentMoved(game_, m);
    }
    const GameResult r = game_.result();
    if (r.over()) {
        clock_->stop();
        emit gameOver(r);
        if (played && !finishReported_) {
            finishReported_ = true;
            for (Side s : {Side::Goats, Side::Tigers}) seat(s)->ended(game_);
            emit gameFinished(r);
        }
        return;
    }
    giveTurn();
}

void GameSession::giveTurn() {
    Seat* mover = seat(game_.current().sideToMove());
    if (!mover->movesByItself()) {
        // A seat that moves elsewhere hears of its turn once per position; the pauses are not
        // its (a person elsewhere plays on while this window is paused).
        if (game_.current().key() == toldKey_ && game_.length() == toldLength_) return;
        toldKey_ = game_.current().key();
        toldLength_ = game_.length();
        mover->yourTurn(game_);
        return;
    }
    // A computer asked a question answers it before it moves.
    if (!isComputerTurn() || turnGiven_ || questionFrom(bagh::opponent(mover->side()))) return;
    turnGiven_ = true;
    hintRequest_ = 0;
    emit thinkingChanged(true);
    markChanged();
    mover->yourTurn(game_);
}

void GameSession::cancelEngine() {
    const bool wasThinking = isThinking();
    turnGiven_ = false;
    for (const QPointer<Seat>& s : seats_)
        if (s) s->standDown();
    if (hintRequest_ != 0) {
        hintRequest_ = 0;
        engine_->cancel(EngineClient::Purpose::Hint);
    }
    if (wasThinking) emit thinkingChanged(false);
}

void GameSession::requestHint() {
    if (!canHint()) {
        emit message(game_.result().over() ? tr("The game is over.")
                     : isComputerTurn()    ? tr("The computer is to move.")
                                           : tr("No hints in a game against a person."));
        return;
    }
    cancelEngine();
    emit message(tr("Looking for a good move…"));
    hintRequest_ =
        engine_->request(EngineClient::Purpose::Hint, game_, EngineWorker::levelCount(), 1000);
    emit thinkingChanged(true);
}

bool GameSession::canHint() const {
    return !game_.result().over() && !isComputerTurn() && seat(Side::Goats)->allowsHelp() &&
           seat(Side::Tigers)->allowsHelp();
}

Side GameSession::sideAtIndex(int index) const {
    const Side first = game_.positionAt(baseLength_).sideToMove();
    return index % 2 == 0 ? first : bagh::opponent(first);
}

bool GameSession::othersShareUndo() const {
    return seat(Side::Goats)->sharesUndoHistory() && seat(Side::Tigers)->sharesUndoHistory();
}

// Back to before the last move of the side a person here asks for.
int GameSession::undoTarget() const {
    const std::optional<Side> asker = askingSide(Seat::Request::TakeBack);
    if (!asker) return -1;
    for (int i = undo_.index() - 1; i >= 0; --i)
        if (sideAtIndex(i) == *asker) return i;
    return -1;
}

// Forward to the next position where a person here is to move, else the end.
int GameSession::redoTarget() const {
    const int idx = undo_.index(), count = undo_.count();
    if (idx >= count || !askingSide(Seat::Request::TakeBack) || !othersShareUndo()) return -1;
    for (int i = idx + 1; i < count; ++i)
        if (seat(sideAtIndex(i))->playsAtThisScreen()) return i;
    return count;
}

bool GameSession::canUndoTurn() const {
    // With a seat that keeps its own record the take-back is a question, once a move of the
    // asker's is on the record and none is open.
    if (!othersShareUndo()) {
        const std::optional<Side> asker = askingSide(Seat::Request::TakeBack);
        return asker && !game_.result().over() && undoTarget() >= 0 &&
               questionFrom(*asker) != Seat::Request::TakeBack;
    }
    return undoTarget() >= 0;
}

bool GameSession::canRedoTurn() const { return redoTarget() >= 0; }

void GameSession::undoTurn() {
    const std::optional<Side> asker = askingSide(Seat::Request::TakeBack);
    if (!asker || !canUndoTurn()) return;
    if (!othersShareUndo()) {
        openQuestion(*asker, Seat::Request::TakeBack);
        return;
    }
    takeBackFor(*asker);
}

void GameSession::takeBackFor(Side asker) {
    const ChangeBatch batch(this);
    int target = -1;
    for (int i = undo_.index() - 1; i >= 0 && target < 0; --i)
        if (sideAtIndex(i) == asker) target = i;
    if (target < 0) return;
    cancelEngine();
    dropQuestions();
    toldLength_ = -1;
    navigated_ = false;
    batch_ = true;
    undo_.setIndex(target);
    batch_ = false;
    returnClock();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

void GameSession::redoTurn() {
    const ChangeBatch batch(this);
    const int target = redoTarget();
    if (target < 0) return;
    cancelEngine();
    const bool single = target == undo_.index() + 1;
    batch_ = true;
    undo_.setIndex(target);
    batch_ = false;
    returnClock();
    emit positionChanged(lastMove(), single);
    markChanged();
    settle(single);
}

std::optional<TimeControl> GameSession::gameClock() const {
    if (setup_.mode != GameMode::TwoPlayers) return std::nullopt;
    return setup_.clock;
}

void GameSession::returnClock() {
    const bool over = game_.result().over();
    clock_->returnTo(game_.length(),
                     over ? std::nullopt : std::optional(game_.current().sideToMove()));
}

void GameSession::onFlagFell(Side side) {
    const ChangeBatch batch(this);
    // The clock runs for the record's end, whatever earlier position is shown: the end belongs
    // there. (After an undo the end is where the undo went, not the move it can redo.)
    if (navigated_) goToPly(lastPly());
    if (game_.result().over()) return;
    concludeGame(
        {side == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::TimeForfeit});
}

const Seat* GameSession::clockKeeper() const {
    for (const QPointer<Seat>& s : seats_)
        if (s && s->keepsClock()) return s;
    return nullptr;
}

std::optional<Clocks> GameSession::clocks() const {
    if (const Seat* keeper = clockKeeper()) return keeper->clocksNow();
    return clock_->clocks();
}

std::optional<Side> GameSession::clockRunning() const {
    if (const Seat* keeper = clockKeeper()) return keeper->clockRunning();
    return clock_->running();
}

std::optional<TimeControl> GameSession::clockControl() const {
    if (const Seat* keeper = clockKeeper()) return keeper->clockControl();
    return clock_->control();
}

void GameSession::updateClockTick() {
    if (clockRunning()) {
        if (!clockTick_.isActive()) clockTick_.start();
    } else {
        clockTick_.stop();
    }
}
