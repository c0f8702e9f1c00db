// GameSession, the part between the record and the seats: who sits where, whose turn it is,
// the moves each seat makes, take-backs, and what the clock is told. (New games, loads and
// navigation: GameSession.cpp; questions and ends: SessionQuestions.cpp.)
#include <algorithm>

#include "engine/games/MoveNotation.h"
#include "session/GameSession.h"
#include "session/GameWords.h"
#include "session/MoveListModel.h"
#include "session/SetupSeats.h"

using namespace bagh::games;
using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;

void GameSession::seatPlayers(Seat* goats, Seat* tigers, GameMode players) {
    const ChangeBatch batch(this);
    cancelEngine();
    // Whoever sits down, it is one game between them, recorded as the caller names it.
    setup_.mode = players;
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
        setup_, match_.index(), engine_, [this] { return movetimeOverride_; }, this);
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
    clock_->setSeat(side, seat);
}

bool GameSession::movesByItself(Side side) const { return seat(side)->movesByItself(); }

bool GameSession::held() const {
    // Not while an earlier position is shown: the computer would drop the later moves. (Moves
    // taken back are no such position: the stack keeps them for redo until the next move.)
    return paused_ || watchPaused_ || record_->showsEarlier();
}

bool GameSession::isSelfMoverTurn() const {
    return !held() && !result().over() && movesByItself(game().current().sideToMove());
}

void GameSession::addWatcher(SessionWatcher* watcher) {
    if (std::find(watchers_.begin(), watchers_.end(), watcher) != watchers_.end()) return;
    watchers_.push_back(watcher);
    watcher->recordShown(game());
    watchedLength_ = game().length();
    watchedKey_ = game().current().key();
}

void GameSession::removeWatcher(SessionWatcher* watcher) {
    watchers_.erase(std::remove(watchers_.begin(), watchers_.end(), watcher), watchers_.end());
}

std::optional<Side> GameSession::sideAgainstSelfMover() const {
    for (Side s : {Side::Goats, Side::Tigers})
        if (seat(s)->playsAtThisScreen() && seat(bagh::opponent(s))->movesByItself()) return s;
    return std::nullopt;
}

QString GameSession::playerName(Side side) const { return seat(side)->name(); }

bool GameSession::playTypedMove(const QString& text, QString* why) {
    // The game's notation, read once for either game (engine/games/MoveNotation.h).
    const GameKind kind = game().kind();
    const std::optional<Move> m = bagh::games::parseMove(kind, text.trimmed().toStdString());
    if (!m) {
        if (why) *why = GameWords::notAMove(kind, text.trimmed());
        return false;
    }
    if (!game().isLegal(*m)) {
        if (why) *why = tr("%1 is not a legal move here.").arg(text.trimmed().toUpper());
        return false;
    }
    return playHumanMove(*m, why);
}

bool GameSession::playHumanMove(Move move, QString* why) {
    const ChangeBatch batch(this);
    if (game().result().over()) {
        if (why) *why = tr("The game is over.");
        return false;
    }
    const Seat* mover = seat(game().current().sideToMove());
    // A person here plays their own seat, and the computer's while it is held (analysis, a
    // paused game); never a seat that moves elsewhere.
    if (!mover->playsAtThisScreen() && !(mover->movesByItself() && held())) {
        if (why) *why = tr("It is %1's turn.").arg(mover->name());
        return false;
    }
    if (!game().isLegal(move)) {
        if (why)
            *why = tr("%1 is not a legal move here.")
                       .arg(MoveListModel::moveText(game().kind(), move));
        return false;
    }
    if (record_->showsEarlier()) {
        if (!othersShareUndo()) {
            // The other side's record goes on from the end: so does this one.
            if (why) *why = tr("Go to the last move to play on.");
            return false;
        }
        if (confirmDrop_ && !confirmDrop_(lastPly() - currentPly())) {
            if (why) *why = tr("The later moves were kept.");
            return false;
        }
    }
    return playOnRecord(move, false, why);
}

bool GameSession::playOnRecord(Move move, bool byComputer, QString* why) {
    // The other seat may keep the game's one record elsewhere (a network game): it takes the
    // move there first, and what it will not take is not played.
    const Side mover = game().current().sideToMove();
    if (!seat(bagh::opponent(mover))->takesMove(game(), move, why)) return false;
    cancelEngine();  // a hint being worked out is now stale
    dropQuestions();
    announce_ = move;
    record_->push(move, byComputer);
    announce_ = Move();
    return true;
}

void GameSession::onRecordMoved(Move move) {
    const Game& g = game();
    clock_->own()->movePlayed(g.length(), g.current().sideToMove(), g.result().over());
    emit positionChanged(move, true);
    markChanged();
    settle(true);
}

void GameSession::onRecordRetracted() { afterJump(false, false); }

void GameSession::onSeatMoved(Seat* seat, Move move) {
    const ChangeBatch batch(this);
    const Side side = seat->side();
    if (seat != this->seat(side) || game().result().over()) return;
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
    if (game().current().sideToMove() != side || !game().isLegal(move)) {
        emit message(tr("%1's move %2 is not legal here: it was not played.")
                         .arg(seat->name(), MoveListModel::moveText(game().kind(), move)));
        seat->moveRefused(game());
        return;
    }
    turnGiven_ = false;
    emit thinkingChanged(isThinking());
    QString why;
    if (!playOnRecord(move, seat->movesByItself(), &why)) {
        if (!why.isEmpty()) emit message(why);
        seat->moveRefused(game());
    }
}

void GameSession::showRecordEnd() {
    // Only a position looked at is left; moves taken back are not the record any more.
    if (!record_->showsEarlier()) return;
    record_->stepTo(lastPly() - firstPly());
    record_->setNavigated(false);
    emit positionChanged(lastMove(), false);
}

void GameSession::onSeatRecord(Seat* seat, const Game& theirs) {
    const ChangeBatch batch(this);
    if (seat != this->seat(seat->side())) return;
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
    toldLength_ = -1;  // the turn may come again in a position the seat was told of
    record_->follow(theirs);
    returnClock();
    afterJump(false, false);
}

// After every change: drop stale engine work, tell the other seat of a move just played, report
// the end, or give the turn. `played`: a move was just played (not a jump through the moves or a
// load), so an end now is the game's end in play.
void GameSession::settle(bool played) {
    cancelEngine();
    record_->restoreDeclaredEnd();
    markChanged();
    if (!announce_.isNull()) {
        const Move m = announce_;
        announce_ = Move();
        // The other seat than the mover's hears of it. (Inside a push the undo stack's index does
        // not count the move yet: the record says who moved.)
        const Side mover = game().positionAt(game().length() - 1).sideToMove();
        seat(bagh::opponent(mover))->opponentMoved(game(), m);
        for (SessionWatcher* w : watchers_) w->movePlayed(game(), m);
    } else if (game().length() != watchedLength_ || game().current().key() != watchedKey_) {
        for (SessionWatcher* w : watchers_) w->recordShown(game());
    }
    watchedLength_ = game().length();
    watchedKey_ = game().current().key();
    const GameResult r = game().result();
    if (r.over()) {
        clock_->own()->stop();
        emit gameOver(r);
        if (played && !finishReported_) {
            finishReported_ = true;
            for (Side s : {Side::Goats, Side::Tigers}) seat(s)->ended(game());
            for (SessionWatcher* w : watchers_) w->gameEnded(game());
            emit gameFinished(r);
        }
        return;
    }
    giveTurn();
}

void GameSession::giveTurn() {
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
    // A seat that moves by itself, asked a question, answers it before it moves.
    if (!isSelfMoverTurn() || turnGiven_ || questionFrom(bagh::opponent(mover->side()))) return;
    turnGiven_ = true;
    engine_->cancelHint();
    emit thinkingChanged(true);
    markChanged();
    mover->yourTurn(game());
}

void GameSession::cancelEngine() {
    const bool wasThinking = isThinking();
    turnGiven_ = false;
    for (const QPointer<Seat>& s : seats_)
        if (s) s->standDown();
    engine_->cancelHint();
    if (wasThinking) emit thinkingChanged(false);
}

void GameSession::requestHint() {
    if (!canHint()) {
        emit message(game().result().over() ? tr("The game is over.")
                     : isSelfMoverTurn()
                         ? tr("%1 is to move.").arg(seat(game().current().sideToMove())->name())
                         : tr("No hints in a game against a person."));
        return;
    }
    cancelEngine();
    emit message(tr("Looking for a good move…"));
    engine_->requestHint();
    emit thinkingChanged(true);
}

bool GameSession::canHint() const {
    return !game().result().over() && !isSelfMoverTurn() && seat(Side::Goats)->allowsHelp() &&
           seat(Side::Tigers)->allowsHelp();
}

bool GameSession::othersShareUndo() const {
    return seat(Side::Goats)->sharesUndoHistory() && seat(Side::Tigers)->sharesUndoHistory();
}

// Back to before the last move of the side a person here asks for.
int GameSession::undoTarget() const {
    const std::optional<Side> asker = askingSide(Seat::Request::TakeBack);
    if (!asker) return -1;
    for (int i = currentPly() - firstPly() - 1; i >= 0; --i)
        if (record_->sideAtIndex(i) == *asker) return i;
    return -1;
}

// Forward to the next position where a person here is to move, else the end.
int GameSession::redoTarget() const {
    const int idx = currentPly() - firstPly(), count = lastPly() - firstPly();
    if (idx >= count || !askingSide(Seat::Request::TakeBack) || !othersShareUndo()) return -1;
    for (int i = idx + 1; i < count; ++i)
        if (seat(record_->sideAtIndex(i))->playsAtThisScreen()) return i;
    return count;
}

bool GameSession::canUndoTurn() const {
    // With a seat that keeps its own record the take-back is a question, once a move of the
    // asker's is on the record and none is open.
    if (!othersShareUndo()) {
        const std::optional<Side> asker = askingSide(Seat::Request::TakeBack);
        return asker && !game().result().over() && undoTarget() >= 0 &&
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
    for (int i = currentPly() - firstPly() - 1; i >= 0 && target < 0; --i)
        if (record_->sideAtIndex(i) == asker) target = i;
    if (target < 0) return;
    cancelEngine();
    dropQuestions();
    toldLength_ = -1;
    record_->setNavigated(false);
    record_->stepTo(target);
    returnClock();
    afterJump(false, false);
}

void GameSession::redoTurn() {
    const ChangeBatch batch(this);
    const int target = redoTarget();
    if (target < 0) return;
    cancelEngine();
    const bool single = target == currentPly() - firstPly() + 1;
    record_->stepTo(target);
    returnClock();
    afterJump(single, single);
}

std::optional<TimeControl> GameSession::gameClock() const {
    // Two people at this screen share the session's clock; a seat elsewhere keeps its own.
    if (!seat(Side::Goats)->playsAtThisScreen() || !seat(Side::Tigers)->playsAtThisScreen())
        return std::nullopt;
    return setup_.clock;
}

void GameSession::returnClock() {
    const bool over = game().result().over();
    clock_->own()->returnTo(game().length(),
                            over ? std::nullopt : std::optional(game().current().sideToMove()));
}

void GameSession::onFlagFell(Side side) {
    const ChangeBatch batch(this);
    // The clock runs for the record's end, whatever earlier position is shown: the end belongs
    // there. (After an undo the end is where the undo went, not the move it can redo.)
    if (record_->navigated()) goToPly(lastPly());
    if (game().result().over()) return;
    concludeGame(
        {side == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::TimeForfeit});
}
