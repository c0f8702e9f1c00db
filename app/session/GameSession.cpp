// GameSession: new games, loaded positions and whole games, the game put back where the player
// left off, the match, the seats a setup or a caller puts at the board, typed moves and hints.
// (Moves, turns, navigation, take-backs, questions and ends: SessionPlay.)
#include "session/GameSession.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "engine/games/MoveNotation.h"
#include "session/EngineWords.h"
#include "session/GameWords.h"
#include "session/SetupSeats.h"

using namespace bagh::games;
using bagh::kCapturesToWin;
using bagh::Side;
namespace games = bagh::games;

GameSession::GameSession(QObject* parent)
    : QObject(parent),
      record_(new SessionRecord(this)),
      engine_(new EngineService(record_, this)),
      clock_(new SessionClock(this)),
      play_(new SessionPlay(record_, engine_, clock_, this)) {
    connect(clock_, &SessionClock::changed, this, &GameSession::clocksChanged);
    connect(engine_, &EngineService::refutationFound, this, &GameSession::refutationFound);
    connect(engine_, &EngineService::tablesReloaded, this, [this] {
        const SessionPlay::Batch batch(play_);
        markChanged();  // the top level's name may have changed
    });
    connect(play_, &SessionPlay::positionChanged, this, &GameSession::positionChanged);
    connect(play_, &SessionPlay::thinkingChanged, this, &GameSession::thinkingChanged);
    connect(play_, &SessionPlay::gameOver, this, &GameSession::gameOver);
    connect(play_, &SessionPlay::gameFinished, this, &GameSession::gameFinished);
    connect(play_, &SessionPlay::drawOfferAnswered, this, &GameSession::drawOfferAnswered);
    connect(play_, &SessionPlay::questionsChanged, this, &GameSession::questionsChanged);
    connect(play_, &SessionPlay::questionAnswered, this, &GameSession::questionAnswered);
    connect(play_, &SessionPlay::message, this, &GameSession::message);
    connect(play_, &SessionPlay::stateChanged, this, &GameSession::stateChanged);
    startGame();
}

void GameSession::newGame(const GameSetup& setup) {
    const SessionPlay::Batch batch(play_);
    play_->seats()->setWatchPaused(false);
    setup_ = setup;
    match_.restart();
    startGame();
}

void GameSession::playAgain() { newGame(setup_); }

void GameSession::newGameFrom(const GameSetup& setup, const Game& game) {
    const SessionPlay::Batch batch(play_);
    play_->seats()->setWatchPaused(false);
    setup_ = setup;
    setup_.match = false;
    match_.restart();
    resetTo(game, game.lastMove());
}

void GameSession::startGame() {
    play_->cancelEngine();
    placeSetupSeats();
    record_->reset(setup_.startGame(), Move());
    afterReset(gameClock());
}

void GameSession::afterReset(std::optional<TimeControl> clock, std::optional<Clocks> left) {
    emit documentReplaced();
    play_->restart(clock, left);
}

void GameSession::setGame(const Game& game) { resetTo(game, Move()); }

void GameSession::resetTo(const Game& game, Move startLastMove) {
    const SessionPlay::Batch batch(play_);
    play_->cancelEngine();
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
    const SessionPlay::Batch batch(play_);
    play_->cancelEngine();
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
    const SessionPlay::Batch batch(play_);
    setup_ = setup;
    setup_.match = false;
    match_.restart();
    play_->seats()->setWatchPaused(true);  // nothing moves while the game is put back
    loadGame(game, document, clocks);
    if (shownPly >= 0) goToPly(shownPly);
    play_->seats()->setWatchPaused(false);
    const bool selfMoverNext = !result().over() && currentPly() == lastPly() &&
                               !play_->seats()->paused() &&
                               movesByItself(this->game().current().sideToMove());
    play_->seats()->setWatchPaused(selfMoverNext);
    markChanged();
}

quint64 GameSession::requestRefutation(const Game& game, int movetimeMs) {
    holdSelfMover();
    play_->cancelEngine();
    return engine_->requestRefutation(game, movetimeMs);
}

void GameSession::stopEngine() {
    play_->cancelEngine();
    engine_->stopAll();
}

std::vector<bagh::match::MatchGame> GameSession::matchGames() const {
    return match_.games(setup_, game(), matchFirstHasGoats(setup_));
}

bool GameSession::canStartNextMatchGame() const { return match_.canStartNext(setup_, game()); }

void GameSession::startNextMatchGame() {
    const SessionPlay::Batch batch(play_);
    if (!canStartNextMatchGame()) return;
    match_.startNext(setup_, game(), matchFirstHasGoats(setup_));
    startGame();
}

QString GameSession::matchPlayerName(bool first) const { return ::matchPlayerName(setup_, first); }

void GameSession::seatPlayers(Seat* goats, Seat* tigers, GameMode players) {
    const SessionPlay::Batch batch(play_);
    play_->cancelEngine();
    // Whoever sits down, it is one game between them, recorded as the caller names it.
    setup_.mode = players;
    setup_.match = false;
    play_->dropQuestions();
    play_->placeSeat(Side::Goats, goats);
    play_->placeSeat(Side::Tigers, tigers);
    markChanged();
    play_->settle(false);
}

void GameSession::seatSetupPlayers() {
    const SessionPlay::Batch batch(play_);
    play_->cancelEngine();
    play_->dropQuestions();
    placeSetupSeats();
    markChanged();
    play_->settle(false);
}

void GameSession::placeSetupSeats() {
    const SetupSeats s = seatsFromSetup(
        setup_, match_.index(), engine_, [this] { return movetimeOverride_; }, this);
    play_->placeSeat(Side::Goats, s.goats);
    play_->placeSeat(Side::Tigers, s.tigers);
}

std::optional<TimeControl> GameSession::gameClock() const {
    // Two people at this screen share the session's clock; a seat elsewhere keeps its own.
    return seats()->bothHere() ? setup_.clock : std::nullopt;
}

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

void GameSession::requestHint() {
    if (!canHint()) {
        emit message(
            game().result().over() ? tr("The game is over.")
            : seats()->isSelfMoverTurn()
                ? tr("%1 is to move.").arg(seats()->seat(game().current().sideToMove())->name())
                : tr("No hints in a game against a person."));
        return;
    }
    play_->cancelEngine();
    emit message(tr("Looking for a good move…"));
    engine_->requestHint();
    emit thinkingChanged(true);
}

bool GameSession::canHint() const {
    return !game().result().over() && !seats()->isSelfMoverTurn() && seats()->allowHelp();
}
