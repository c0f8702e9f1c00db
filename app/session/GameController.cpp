#include "session/GameController.h"

#include <QTimer>
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "engine/core/Move.h"
#include "engine/lambs/Record.h"
#include "engine/search/SearchFacade.h"
#include "session/EngineWords.h"
#include "session/GameWords.h"
#include "session/PlayClock.h"
#include "session/UndoCommands.h"

using namespace bagh::games;
using bagh::EndReason;
using bagh::GameResult;
using bagh::GameValue;
using bagh::GrandWin;
using bagh::kCapturesToWin;
using bagh::Outcome;
using bagh::Side;
namespace games = bagh::games;
namespace lambs = bagh::lambs;
namespace match = bagh::match;

namespace {
// Least time between a move and the computer's reply, so the reply is seen as a reply.
constexpr int kMinReplyMs = 450;
}  // namespace

GameController::GameController(QObject* parent)
    : QObject(parent), engine_(new EngineClient(this)), clock_(new PlayClock(this)) {
    connect(clock_, &PlayClock::flagFell, this, &GameController::onFlagFell);
    connect(engine_, &EngineClient::thinking, this, [this](quint64 id, const EngineInfo& info) {
        if (id == moveRequest_ || id == hintRequest_) emit engineThinking(info);
    });
    connect(engine_, &EngineClient::moveFound, this, &GameController::onMoveFound);
    connect(engine_, &EngineClient::analysed, this,
            [this](quint64, const AnalysisReport& report) { emit analysed(report); });
    connect(engine_, &EngineClient::coverageKnown, this, &GameController::coverageKnown);
    connect(engine_, &EngineClient::exactValuesKnown, this, &GameController::exactValuesKnown);
    connect(engine_, &EngineClient::exactValuesKnown, this, &GameController::answerDrawOffer);
    connect(engine_, &EngineClient::tablesReloaded, this, [this](const QString& error) {
        // A solve may have completed a game's tables: the top level's name follows.
        EngineWorker::forgetSolved();
        emit tablesReloaded(error);
        const ChangeBatch batch(this);
        markChanged();
    });
    connect(engine_, &EngineClient::answerArrived, this, &GameController::engineAnswered);
    // After a push the stack drops the redo branch only once the command has run; re-read
    // undo/redo availability when the index settles.
    connect(&undo_, &QUndoStack::indexChanged, this, &GameController::markChanged);
    startGame();
}

GameController::ChangeBatch::~ChangeBatch() {
    if (--c_->changeDepth_ == 0 && c_->changed_) {
        c_->changed_ = false;
        emit c_->stateChanged();
    }
}

void GameController::markChanged() {
    if (changeDepth_ > 0)
        changed_ = true;
    else
        emit stateChanged();
}

MoveList GameController::legalMoves() const { return game_.legalMoves(); }

Move GameController::lastMove() const {
    return game_.length() > 0 ? game_.lastMove() : startLastMove_;
}

void GameController::newGame(const GameSetup& setup) {
    const ChangeBatch batch(this);
    watchPaused_ = false;
    setup_ = setup;
    matchIndex_ = 0;
    finishedMatchGames_.clear();
    startGame();
}

void GameController::playAgain() { newGame(setup_); }

void GameController::newGameFrom(const GameSetup& setup, const Game& game) {
    const ChangeBatch batch(this);
    watchPaused_ = false;
    setup_ = setup;
    setup_.match = false;
    matchIndex_ = 0;
    finishedMatchGames_.clear();
    resetTo(game, game.lastMove());
}

void GameController::startGame() {
    cancelEngine();
    game_ = setup_.startGame();
    declared_ = {};
    declaredAt_ = -1;
    finishReported_ = false;
    drawOfferKey_ = 0;
    haveComputerScore_ = false;
    computerOfferedAt_ = -1;
    baseLength_ = 0;
    startLastMove_ = Move();
    navigated_ = false;
    undo_.clear();
    clock_->reset(gameClock(), 0);
    markSaved();
    emit documentReplaced();
    emit positionChanged(Move(), false);
    markChanged();
    settle(false);
}

void GameController::setGame(const Game& game) { resetTo(game, Move()); }

void GameController::resetTo(const Game& game, Move startLastMove) {
    const ChangeBatch batch(this);
    cancelEngine();
    game_ = game;
    game_.setRule(setup_.rule);
    followKind(game);
    declared_ = {};
    declaredAt_ = -1;
    drawOfferKey_ = 0;
    haveComputerScore_ = false;
    computerOfferedAt_ = -1;
    if (const GameResult r = game.result(); bagh::declarableEnd(r)) {
        declared_ = r;
        declaredAt_ = game_.length();
    }
    finishReported_ = game_.result().over();  // a finished position is not a game won here
    baseLength_ = game_.length();
    startLastMove_ = startLastMove;
    navigated_ = false;
    undo_.clear();
    clock_->reset(game_.result().over() ? std::nullopt : gameClock(), game_.length());
    markSaved();
    neverSaved_ = true;
    emit documentReplaced();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

void GameController::followKind(const Game& game) {
    setup_.game = game.kind();
    if (game.kind() == GameKind::Lambs)
        // Any rule a file or a record brings (1..14); 0 for every goat.
        setup_.lambsCaptures =
            game.capturesToWin() >= game.shape().goats ? 0 : game.capturesToWin();
}

bool GameController::loadPosition(const QString& obx, QString* error) {
    const std::string text = obx.toStdString();
    // The game shown first, then the other. A Lambs record does not say which captures win:
    // the rule last chosen for Lambs (kept while Bagh-Chal is played), else every goat, for a
    // record with more goats taken than that rule allows.
    GameSetup lambsSetup = setup_;
    lambsSetup.game = GameKind::Lambs;
    const int lambsRule = lambsSetup.capturesToWin();
    const int everyGoat = games::boardShape(GameKind::Lambs).goats;
    std::vector<std::pair<GameKind, int>> readings = {{GameKind::BaghChal, kCapturesToWin},
                                                      {GameKind::Lambs, lambsRule}};
    if (setup_.game == GameKind::Lambs) std::swap(readings[0], readings[1]);
    if (lambsRule != everyGoat) readings.emplace_back(GameKind::Lambs, everyGoat);
    std::optional<games::RecordReading> first;
    for (const auto& [kind, captures] : readings) {
        games::RecordReading r = games::readRecord(kind, captures, text, setup_.rule);
        if (r.ok) {
            resetTo(r.game, r.lastMove);
            return true;
        }
        if (!first) first = std::move(r);
    }
    if (error) *error = EngineWords::obxError(first->error);
    return false;
}

void GameController::loadGame(const Game& game, Document document,
                              std::optional<games::Clocks> clocks) {
    const ChangeBatch batch(this);
    cancelEngine();
    setup_.rule = game.rule();
    followKind(game);
    game_ = Game::from(game.startPosition(), game.rule());
    declared_ = {};
    declaredAt_ = -1;
    if (const GameResult r = game.result(); bagh::declarableEnd(r)) {
        declared_ = r;
        declaredAt_ = game.length();
    }
    finishReported_ = game.result().over();
    drawOfferKey_ = 0;
    haveComputerScore_ = false;
    computerOfferedAt_ = -1;
    baseLength_ = 0;
    startLastMove_ = Move();
    navigated_ = false;
    undo_.clear();
    batch_ = true;
    for (Move m : game.moves()) undo_.push(new MoveCommand(this, m, false));
    batch_ = false;
    // A game read back is played on without clocks; one put back with its times, with them. The
    // clock belongs to the record's end, whatever position is shown later.
    clock_->reset(clocks && !game_.result().over() ? gameClock() : std::nullopt, game_.length(),
                  clocks);
    markSaved();
    neverSaved_ = document == Document::New;
    emit documentReplaced();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

void GameController::resumeGame(const GameSetup& setup, const Game& game, int shownPly,
                                Document document, std::optional<games::Clocks> clocks) {
    const ChangeBatch batch(this);
    setup_ = setup;
    setup_.match = false;
    matchIndex_ = 0;
    finishedMatchGames_.clear();
    watchPaused_ = true;  // nothing moves while the game is put back
    loadGame(game, document, clocks);
    if (shownPly >= 0) goToPly(shownPly);
    watchPaused_ = false;
    const bool computerNext = !game_.result().over() && undo_.index() == undo_.count() &&
                              !paused_ && computerPlays(game_.current().sideToMove());
    watchPaused_ = computerNext;
    markChanged();
}

void GameController::holdComputer() {
    const ChangeBatch batch(this);
    if (!isComputerTurn()) return;
    watchPaused_ = true;
    cancelEngine();
    markChanged();
}

Game GameController::fullGame() const {
    Game g = game_;
    for (int i = undo_.index(); i < undo_.count(); ++i)
        g.play(static_cast<const MoveCommand*>(undo_.command(i))->move());
    if (declaredAt_ == g.length()) g.conclude(declared_);
    return g;
}

void GameController::markSaved() {
    neverSaved_ = false;
    const Game g = fullGame();
    savedKind_ = g.kind();
    savedStart_ = g.startPosition().key();
    savedMoves_ = g.moves();
    savedDeclared_ = declaredAt_ >= 0 ? declared_ : GameResult{};
}

bool GameController::isModified() const {
    if (neverSaved_) return true;
    const Game g = fullGame();
    const GameResult declared = declaredAt_ >= 0 ? declared_ : GameResult{};
    return g.kind() != savedKind_ || g.startPosition().key() != savedStart_ ||
           g.moves() != savedMoves_ || !(declared == savedDeclared_);
}

void GameController::goToPly(int ply) {
    const ChangeBatch batch(this);
    const int target = std::clamp(ply, baseLength_, lastPly()) - baseLength_;
    if (target == undo_.index()) return;
    cancelEngine();
    batch_ = true;
    undo_.setIndex(target);
    batch_ = false;
    navigated_ = undo_.index() < undo_.count();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

void GameController::setComputerPaused(bool paused) {
    const ChangeBatch batch(this);
    if (paused == paused_) return;
    paused_ = paused;
    cancelEngine();
    settle(false);
}

void GameController::setWatchPaused(bool paused) {
    const ChangeBatch batch(this);
    if (paused == watchPaused_) return;
    watchPaused_ = paused;
    cancelEngine();
    settle(false);
}

Side GameController::humanSide() const {
    return computerPlays(Side::Goats) ? Side::Tigers : Side::Goats;
}

bool GameController::computerPlays(Side side) const {
    return setup_.computerPlays(side, matchIndex_);
}

bool GameController::isComputerTurn() const {
    // Not while an earlier position is shown: the computer would drop the later moves.
    if (paused_ || watchPaused_ || undo_.index() < undo_.count()) return false;
    return !game_.result().over() && computerPlays(game_.current().sideToMove());
}

void GameController::setRemote(std::optional<Side> remote, const QString& localName,
                               const QString& remoteName) {
    const ChangeBatch batch(this);
    remote_ = remote;
    localName_ = localName;
    remoteName_ = remoteName;
    if (remote_) {
        // A person on another computer: nobody here plays by engine, and the game is theirs
        // and ours alike (no match, no pause).
        setup_.mode = GameMode::TwoPlayers;
        setup_.match = false;
        watchPaused_ = false;
        cancelEngine();
    }
    markChanged();
}

bool GameController::playRemoteMove(Move move) {
    const ChangeBatch batch(this);
    if (!remote_ || game_.result().over() || game_.current().sideToMove() != *remote_ ||
        !game_.isLegal(move))
        return false;
    // The remote record is the game's: a position shown from earlier gives way to it.
    if (undo_.index() < undo_.count()) {
        batch_ = true;
        undo_.setIndex(undo_.count());
        batch_ = false;
        if (game_.current().sideToMove() != *remote_ || !game_.isLegal(move)) return false;
    }
    navigated_ = false;
    dropDeclaredEndBeforePush();
    undo_.push(new MoveCommand(this, move, false));
    return true;
}

QString GameController::playerName(Side side) const {
    if (remote_) return side == *remote_ ? remoteName_ : localName_;
    switch (setup_.mode) {
        case GameMode::HumanVsComputer:
            return computerPlays(side)
                       ? tr("Computer (%1)").arg(setup_.levelName())
                       : tr("You");
        case GameMode::ComputerVsComputer:
            return tr("Computer (%1)").arg(setup_.levelName());
        case GameMode::TwoPlayers:
            break;
    }
    // Player 1 has the goats in the first game and the tigers in the second.
    const bool first = (side == Side::Goats) == (matchIndex_ == 0);
    return matchPlayerName(first);
}

QString GameController::matchPlayerName(bool first) const {
    switch (setup_.mode) {
        case GameMode::HumanVsComputer:
            return first ? tr("You") : tr("Computer");
        case GameMode::TwoPlayers:
            return first ? tr("Player 1") : tr("Player 2");
        case GameMode::ComputerVsComputer:
            return first ? tr("Computer 1") : tr("Computer 2");
    }
    return {};
}

bool GameController::playHumanMove(Move move, QString* why) {
    const ChangeBatch batch(this);
    if (game_.result().over()) {
        if (why) *why = tr("The game is over.");
        return false;
    }
    if (remote_ && game_.current().sideToMove() == *remote_) {
        if (why) *why = tr("It is %1's turn.").arg(remoteName_);
        return false;
    }
    if (isComputerTurn()) {
        if (why) *why = tr("It is the computer's turn.");
        return false;
    }
    if (!game_.isLegal(move)) {
        if (why)
            *why = tr("%1 is not a legal move here.")
                       .arg(QString::fromStdString(game_.moveText(move)));
        return false;
    }
    if (navigated_ && undo_.index() < undo_.count()) {
        if (confirmDrop_ && !confirmDrop_(undo_.count() - undo_.index())) {
            if (why) *why = tr("The later moves were kept.");
            return false;
        }
    }
    navigated_ = false;
    cancelEngine();  // a hint being worked out is now stale
    dropDeclaredEndBeforePush();
    undo_.push(new MoveCommand(this, move, false));
    if (remote_) emit localMovePlayed(move);
    return true;
}

bool GameController::playTypedMove(const QString& text, QString* why) {
    const std::string typed = text.trimmed().toStdString();
    const bool lambs = game_.kind() == GameKind::Lambs;
    const bool wellFormed =
        lambs ? lambs::parseMoveText(typed).has_value() : bagh::parseMoveText(typed).has_value();
    if (!wellFormed) {
        if (why) *why = GameWords::notAMove(game_.kind(), text.trimmed());
        return false;
    }
    const Move m = game_.findLegalMove(typed);
    if (m.isNull()) {
        if (why) *why = tr("%1 is not a legal move here.").arg(text.trimmed().toUpper());
        return false;
    }
    return playHumanMove(m, why);
}

void GameController::applyMove(Move move) {
    const bool ok = game_.play(move);
    Q_ASSERT(ok);
    Q_UNUSED(ok);
    restoreDeclaredEnd();
    if (batch_) return;
    clock_->movePlayed(game_.length(), game_.current().sideToMove(), game_.result().over());
    emit positionChanged(move, true);
    markChanged();
    settle(true);
}

void GameController::retractMove() {
    game_.undo();
    if (batch_) return;
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

// After every change: drop stale engine work, report the end, or let the computer move.
// `played`: a move was just played (not a jump through the moves or a load), so an end now is
// the game's end in play.
void GameController::settle(bool played) {
    if (!computerCommit_) cancelEngine();
    restoreDeclaredEnd();
    markChanged();
    const GameResult r = game_.result();
    if (r.over()) {
        emit gameOver(r);
        if (played && !finishReported_) {
            finishReported_ = true;
            emit gameFinished(r);
        }
        return;
    }
    if (isComputerTurn()) startComputer();
}

int GameController::movetime() const {
    // 0 lets the engine use the level's own thinking time.
    return movetimeOverride_;
}

void GameController::startComputer() {
    hintRequest_ = 0;
    requestClock_.start();
    moveRequest_ = engine_->request(EngineClient::Purpose::Play, game_, setup_.level, movetime());
    emit thinkingChanged(true);
    markChanged();
}

void GameController::cancelEngine() {
    const bool wasThinking = moveRequest_ != 0;
    moveRequest_ = 0;
    hintRequest_ = 0;
    engine_->cancel(EngineClient::Purpose::Play);
    engine_->cancel(EngineClient::Purpose::Hint);
    if (wasThinking) emit thinkingChanged(false);
}

quint64 GameController::requestRefutation(const Game& game, int movetimeMs) {
    holdComputer();
    cancelEngine();
    engine_->cancel(EngineClient::Purpose::Analysis);
    refuteRequest_ = engine_->request(EngineClient::Purpose::Refute, game,
                                      EngineWorker::levelCount(), movetimeMs);
    return refuteRequest_;
}

void GameController::onMoveFound(quint64 id, Move move, const EngineInfo& info) {
    if (id == refuteRequest_ && id != 0) {
        refuteRequest_ = 0;
        emit refutationFound(id, move, info);
        return;
    }
    if (id == hintRequest_ && id != 0) {
        hintRequest_ = 0;
        emit thinkingChanged(false);
        if (!move.isNull()) emit hintReady(move);
        return;
    }
    if (id != moveRequest_ || id == 0) return;
    if (info.depth > 0 && !move.isNull()) {
        lastComputerScore_ = info.score;  // for the computer, the side to move at its root
        lastComputerValue_ = info.proven ? info.value : GameValue::Unknown;
        haveComputerScore_ = true;
    }
    // Hold the reply until the least reply time (or the watch speed) has passed; the id check
    // when the timer fires drops it if the game moved on meanwhile.
    const int least = setup_.mode == GameMode::ComputerVsComputer ? setup_.cvcDelayMs : kMinReplyMs;
    const qint64 wait = std::max<qint64>(0, least - requestClock_.elapsed());
    if (wait == 0)
        commitComputerMove(id, move);
    else
        QTimer::singleShot(wait, this, [this, id, move] { commitComputerMove(id, move); });
}

void GameController::restoreDeclaredEnd() {
    if (declaredAt_ >= 0 && game_.length() == declaredAt_ && !game_.result().over())
        game_.conclude(declared_);
}

void GameController::dropDeclaredEndBeforePush() {
    // A move where an earlier position is shown starts a new line: the old end is not its.
    if (declaredAt_ >= 0 && game_.length() < declaredAt_) {
        declared_ = {};
        declaredAt_ = -1;
    }
}

bool GameController::canConcede() const {
    if (setup_.mode == GameMode::ComputerVsComputer || game_.result().over()) return false;
    return undo_.index() == undo_.count();
}

void GameController::concludeGame(GameResult r) {
    const ChangeBatch batch(this);
    cancelEngine();
    drawOfferKey_ = 0;
    if (!game_.conclude(r)) return;
    declared_ = r;
    declaredAt_ = game_.length();
    clock_->stop();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(true);
}

void GameController::resign() {
    if (!canConcede()) return;
    if (remote_) {
        emit remoteRequest(RemoteRequest::Resign);
        return;
    }
    const Side loser =
        setup_.mode == GameMode::HumanVsComputer ? humanSide() : game_.current().sideToMove();
    concludeGame(
        {loser == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::Resignation});
}

void GameController::agreeDraw() {
    if (!canConcede()) return;
    concludeGame({Outcome::Draw, EndReason::DrawAgreed});
}

void GameController::offerDraw() {
    if (remote_ && canConcede()) {
        emit remoteRequest(RemoteRequest::DrawOffer);
        return;
    }
    if (!canConcede() || setup_.mode != GameMode::HumanVsComputer) return;
    drawOfferKey_ = game_.current().key();
    engine_->requestExactValues({game_.current()});
}

void GameController::answerDrawOffer(const QVector<ExactPoint>& points) {
    if (drawOfferKey_ == 0) return;
    for (const ExactPoint& p : points) {
        if (p.key != drawOfferKey_) continue;
        drawOfferKey_ = 0;
        // Asked about an earlier position: the game moved on, the offer lapsed.
        if (p.key != game_.current().key() || !canConcede()) return;
        const Side computer = opponent(humanSide());
        const GameValue forComputer = p.sideToMove == computer ? p.value : opposite(p.value);
        // Proven draws and losses, and after a long quiet stretch anything not a proven win
        // (the engine's rule, as the match runner's: search/SearchFacade.h).
        bool accept = bagh::acceptsDraw(game_, forComputer);
        // Nothing proven: the lower levels go by their own last evaluation; the top two
        // take only what is proven (they would not give away a win they cannot see).
        if (!accept && forComputer == GameValue::Unknown)
            accept = setup_.level <= EngineWorker::levelCount() - 2 && haveComputerScore_ &&
                     lastComputerScore_ <= 0;
        if (accept) agreeDraw();
        emit drawOfferAnswered(accept);
        return;
    }
}

void GameController::commitComputerMove(quint64 id, Move move) {
    const ChangeBatch batch(this);
    if (id != moveRequest_ || id == 0) return;
    moveRequest_ = 0;
    emit thinkingChanged(false);
    if (move.isNull() || !game_.isLegal(move)) {
        emit message(tr("The engine returned no legal move."));
        markChanged();
        return;
    }
    dropDeclaredEndBeforePush();
    computerCommit_ = true;
    undo_.push(new MoveCommand(this, move, true));
    computerCommit_ = false;
    considerOfferingDraw();
}

// A declined offer comes again after this many more plies (a player may change their mind
// about a game that still goes nowhere; asking every move would nag).
constexpr int kOfferAgainPlies = 100;

void GameController::considerOfferingDraw() {
    if (remote_ || setup_.mode == GameMode::TwoPlayers || game_.result().over() ||
        undo_.index() != undo_.count())
        return;
    if (computerOfferedAt_ >= 0 && computerOfferedAt_ <= game_.length() &&
        game_.length() - computerOfferedAt_ < kOfferAgainPlies)
        return;
    const GameValue forComputer = haveComputerScore_ ? lastComputerValue_ : GameValue::Unknown;
    if (!bagh::offersDraw(game_, forComputer)) return;
    computerOfferedAt_ = game_.length();
    if (setup_.mode == GameMode::ComputerVsComputer) {
        // The other computer accepts what it has not proven won (bagh::acceptsDraw): the
        // mover's value is not a proven loss.
        if (forComputer == GameValue::Loss) return;
        emit message(tr("The computers agree to a draw: %Ln moves without a capture or a "
                        "placement.",
                        nullptr, game_.quietPlies()));
        concludeGame({Outcome::Draw, EndReason::DrawAgreed});
        return;
    }
    emit computerOffersDraw();
}

void GameController::requestHint() {
    if (remote_) {
        emit message(tr("No hints in a game against a person."));
        return;
    }
    if (game_.result().over()) {
        emit message(tr("The game is over."));
        return;
    }
    if (isComputerTurn()) {
        emit message(tr("The computer is to move."));
        return;
    }
    cancelEngine();
    emit message(tr("Looking for a good move…"));
    hintRequest_ =
        engine_->request(EngineClient::Purpose::Hint, game_, EngineWorker::levelCount(), 1000);
    emit thinkingChanged(true);
}

void GameController::startAnalysis(int capMs) { engine_->requestAnalysis(game_, capMs); }

void GameController::stopAnalysis() { engine_->cancel(EngineClient::Purpose::Analysis); }

bool GameController::isAnalysing() const {
    return engine_->pending(EngineClient::Purpose::Analysis) != 0;
}

void GameController::requestCoverage() { engine_->requestCoverage(game_.current()); }

void GameController::requestExactValues(const QVector<Position>& positions) {
    engine_->requestExactValues(positions);
}

void GameController::reloadTables(const QString& dir) { engine_->reloadTables(dir); }

void GameController::stopEngine() {
    cancelEngine();
    engine_->cancelAll();
}

Side GameController::sideAtIndex(int index) const {
    const Side first = game_.positionAt(baseLength_).sideToMove();
    return index % 2 == 0 ? first : opponent(first);
}

// Against the computer a turn ends where the human is to move again; otherwise one ply.
int GameController::undoTarget() const {
    const int idx = undo_.index();
    if (setup_.mode == GameMode::ComputerVsComputer) return -1;
    if (setup_.mode == GameMode::TwoPlayers) return idx > 0 ? idx - 1 : -1;
    for (int i = idx - 1; i >= 0; --i)
        if (sideAtIndex(i) == humanSide()) return i;
    return -1;
}

int GameController::redoTarget() const {
    const int idx = undo_.index(), count = undo_.count();
    if (setup_.mode == GameMode::ComputerVsComputer || idx >= count) return -1;
    if (setup_.mode == GameMode::TwoPlayers) return idx + 1;
    for (int i = idx + 1; i < count; ++i)
        if (sideAtIndex(i) == humanSide()) return i;
    return count;
}

bool GameController::canUndoTurn() const {
    // Over the network the opponent decides: a request, once a move of ours is on the record.
    if (remote_) return !game_.result().over() && game_.length() > 0;
    return undoTarget() >= 0;
}
bool GameController::canRedoTurn() const { return !remote_ && redoTarget() >= 0; }

void GameController::undoTurn() {
    if (remote_) {
        if (canUndoTurn()) emit remoteRequest(RemoteRequest::Undo);
        return;
    }
    const ChangeBatch batch(this);
    const int target = undoTarget();
    if (target < 0) return;
    cancelEngine();
    navigated_ = false;
    batch_ = true;
    undo_.setIndex(target);
    batch_ = false;
    returnClock();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

void GameController::redoTurn() {
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

std::vector<match::MatchGame> GameController::matchGames() const {
    std::vector<match::MatchGame> games = finishedMatchGames_;
    const GameResult r = game_.result();
    if (setup_.match && r.over()) {
        match::MatchGame g;
        g.outcome = r.outcome;
        g.goatsOnBoard = game_.current().goatsOnBoard();
        g.grand = r.grand != GrandWin::None;
        // The first player has the goats in game 1 exactly when they "are" the goats side.
        const bool firstIsGoatsInGame1 =
            setup_.mode != GameMode::HumanVsComputer || setup_.humanSide == Side::Goats;
        g.firstPlayerHadGoats = (matchIndex_ == 0) == firstIsGoatsInGame1;
        games.push_back(g);
    }
    return games;
}

bool GameController::canStartNextMatchGame() const {
    return setup_.match && matchIndex_ == 0 && game_.result().over();
}

void GameController::startNextMatchGame() {
    const ChangeBatch batch(this);
    if (!canStartNextMatchGame()) return;
    finishedMatchGames_ = matchGames();
    matchIndex_ = 1;
    startGame();
}

std::optional<bagh::games::TimeControl> GameController::gameClock() const {
    if (setup_.mode != GameMode::TwoPlayers || remote_) return std::nullopt;
    return setup_.clock;
}

void GameController::returnClock() {
    const bool over = game_.result().over();
    clock_->returnTo(game_.length(),
                     over ? std::nullopt : std::optional(game_.current().sideToMove()));
}

void GameController::onFlagFell(Side side) {
    const ChangeBatch batch(this);
    // The clock runs for the record's end, whatever earlier position is shown: the end belongs
    // there. (After an undo the end is where the undo went, not the move it can redo.)
    if (navigated_) goToPly(lastPly());
    if (game_.result().over()) return;
    concludeGame(
        {side == Side::Goats ? Outcome::TigersWin : Outcome::GoatsWin, EndReason::TimeForfeit});
}
