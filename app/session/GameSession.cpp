// GameSession, the part that starts, loads and steps through games: new games, loaded positions
// and whole games, the game put back where the player left off, navigation, the pauses, the
// match. (Seats, moves and take-backs: SessionSeats.cpp; questions and ends:
// SessionQuestions.cpp.)
#include "session/GameSession.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "engine/games/MoveNotation.h"
#include "session/EngineWords.h"
#include "session/SetupSeats.h"

using namespace bagh::games;
using bagh::kCapturesToWin;
namespace games = bagh::games;

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      record_(new SessionRecord(this)),
      engine_(new EngineService(record_, this)),
      clock_(new SessionClock(this)) {
    connect(clock_, &SessionClock::flagFell, this, &GameSession::onFlagFell);
    connect(clock_, &SessionClock::changed, this, &GameSession::clocksChanged);
    connect(record_, &SessionRecord::moved, this, &GameSession::onRecordMoved);
    connect(record_, &SessionRecord::retracted, this, &GameSession::onRecordRetracted);
    connect(engine_, &EngineService::hintEnded, this,
            [this] { emit thinkingChanged(isThinking()); });
    connect(engine_, &EngineService::refutationFound, this, &GameSession::refutationFound);
    connect(engine_, &EngineService::tablesReloaded, this, [this] {
        const ChangeBatch batch(this);
        markChanged();  // the top level's name may have changed
    });
    // After a push the stack drops the redo branch only once the command has run; re-read
    // undo/redo availability when the index settles.
    connect(record_->undoStack(), &QUndoStack::indexChanged, this, &GameSession::markChanged);
    startGame();
}

GameSession::ChangeBatch::~ChangeBatch() {
    if (--c_->changeDepth_ == 0 && c_->changed_) {
        c_->changed_ = false;
        emit c_->stateChanged();
    }
}

void GameSession::markChanged() {
    if (changeDepth_ > 0)
        changed_ = true;
    else
        emit stateChanged();
}

void GameSession::newGame(const GameSetup& setup) {
    const ChangeBatch batch(this);
    watchPaused_ = false;
    setup_ = setup;
    match_.restart();
    startGame();
}

void GameSession::playAgain() { newGame(setup_); }

void GameSession::newGameFrom(const GameSetup& setup, const Game& game) {
    const ChangeBatch batch(this);
    watchPaused_ = false;
    setup_ = setup;
    setup_.match = false;
    match_.restart();
    resetTo(game, game.lastMove());
}

void GameSession::startGame() {
    cancelEngine();
    placeSetupSeats();
    record_->reset(setup_.startGame(), Move());
    afterReset(gameClock());
}

void GameSession::afterReset(std::optional<TimeControl> clock, std::optional<Clocks> left) {
    finishReported_ = game().result().over();  // a finished position is not a game won here
    clock_->own()->reset(clock, game().length(), left);
    emit documentReplaced();
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

void GameSession::setGame(const Game& game) { resetTo(game, Move()); }

void GameSession::resetTo(const Game& game, Move startLastMove) {
    const ChangeBatch batch(this);
    cancelEngine();
    placeSetupSeats();
    Game ruled = game;
    ruled.setRule(setup_.rule);
    followKind(game);
    record_->reset(ruled, startLastMove);
    record_->markNeverSaved();
    afterReset(ruled.result().over() ? std::nullopt : gameClock());
}

void GameSession::followKind(const Game& game) {
    setup_.game = game.kind();
    if (game.kind() == GameKind::Lambs)
        // Any rule a file or a record brings (1..14, or every goat).
        setup_.lambsCaptures = game.capturesToWin();
}

bool GameSession::loadPosition(const QString& obx, QString* error) {
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

void GameSession::loadGame(const Game& game, Document document, std::optional<Clocks> clocks) {
    const ChangeBatch batch(this);
    cancelEngine();
    placeSetupSeats();
    setup_.rule = game.rule();
    followKind(game);
    record_->load(game);
    if (document == Document::New) record_->markNeverSaved();
    // A game read back is played on without clocks; one put back with its times, with them. The
    // clock belongs to the record's end, whatever position is shown later.
    afterReset(clocks && !this->game().result().over() ? gameClock() : std::nullopt, clocks);
}

void GameSession::resumeGame(const GameSetup& setup, const Game& game, int shownPly,
                             Document document, std::optional<Clocks> clocks) {
    const ChangeBatch batch(this);
    setup_ = setup;
    setup_.match = false;
    match_.restart();
    watchPaused_ = true;  // nothing moves while the game is put back
    loadGame(game, document, clocks);
    if (shownPly >= 0) goToPly(shownPly);
    watchPaused_ = false;
    const bool selfMoverNext = !result().over() && currentPly() == lastPly() && !paused_ &&
                               movesByItself(this->game().current().sideToMove());
    watchPaused_ = selfMoverNext;
    markChanged();
}

void GameSession::holdSelfMover() {
    const ChangeBatch batch(this);
    if (!isSelfMoverTurn()) return;
    watchPaused_ = true;
    cancelEngine();
    markChanged();
}

void GameSession::goToPly(int ply) {
    const ChangeBatch batch(this);
    const int target = std::clamp(ply, firstPly(), lastPly()) - firstPly();
    if (target == currentPly() - firstPly()) return;
    cancelEngine();
    record_->stepTo(target);
    record_->setNavigated(currentPly() < lastPly());
    afterJump(false, false);
}

void GameSession::afterJump(bool played, bool animate) {
    emit positionChanged(lastMove(), animate);
    markChanged();
    settle(played);
}

void GameSession::setComputerPaused(bool paused) {
    const ChangeBatch batch(this);
    if (paused == paused_) return;
    paused_ = paused;
    cancelEngine();
    settle(false);
}

void GameSession::setWatchPaused(bool paused) {
    const ChangeBatch batch(this);
    if (paused == watchPaused_) return;
    watchPaused_ = paused;
    cancelEngine();
    settle(false);
}

quint64 GameSession::requestRefutation(const Game& game, int movetimeMs) {
    holdSelfMover();
    cancelEngine();
    return engine_->requestRefutation(game, movetimeMs);
}

void GameSession::stopEngine() {
    cancelEngine();
    engine_->stopAll();
}

std::vector<bagh::match::MatchGame> GameSession::matchGames() const {
    return match_.games(setup_, game(), matchFirstHasGoats(setup_));
}

bool GameSession::canStartNextMatchGame() const { return match_.canStartNext(setup_, game()); }

void GameSession::startNextMatchGame() {
    const ChangeBatch batch(this);
    if (!canStartNextMatchGame()) return;
    match_.startNext(setup_, game(), matchFirstHasGoats(setup_));
    startGame();
}

QString GameSession::matchPlayerName(bool first) const { return ::matchPlayerName(setup_, first); }
