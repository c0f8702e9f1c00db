#include "session/GameSession.h"

#include <QTimer>
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "engine/core/Move.h"
#include "engine/games/MoveNotation.h"
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

GameSession::GameSession(QObject* parent)
    : QObject(parent), engine_(new EngineClient(this)), clock_(new PlayClock(this)) {
    connect(clock_, &PlayClock::flagFell, this, &GameSession::onFlagFell);
    connect(clock_, &PlayClock::ticked, this, &GameSession::clocksChanged);
    connect(clock_, &PlayClock::ticked, this, &GameSession::updateClockTick);
    clockTick_.setInterval(200);
    connect(&clockTick_, &QTimer::timeout, this, &GameSession::clocksChanged);
    // Hints are the session's own use of the engine; a computer seat's search comes through the
    // seat (SetupSeats connects it to engineThinking).
    connect(engine_, &EngineClient::thinking, this, [this](quint64 id, const EngineInfo& info) {
        if (id == hintRequest_ && id != 0) emit engineThinking(info);
    });
    connect(engine_, &EngineClient::moveFound, this,
            [this](quint64 id, Move move, const EngineInfo& info) {
                if (id == refuteRequest_ && id != 0) {
                    refuteRequest_ = 0;
                    emit refutationFound(id, move, info);
                } else if (id == hintRequest_ && id != 0) {
                    hintRequest_ = 0;
                    emit thinkingChanged(isThinking());
                    if (!move.isNull()) emit hintReady(move);
                }
            });
    connect(engine_, &EngineClient::analysed, this,
            [this](quint64, const AnalysisReport& report) { emit analysed(report); });
    connect(engine_, &EngineClient::coverageKnown, this, &GameSession::coverageKnown);
    connect(engine_, &EngineClient::exactValuesKnown, this, &GameSession::exactValuesKnown);
    connect(engine_, &EngineClient::tablesReloaded, this, [this](const QString& error) {
        // A solve may have completed a game's tables: the top level's name follows.
        EngineWorker::forgetSolved();
        emit tablesReloaded(error);
        const ChangeBatch batch(this);
        markChanged();
    });
    connect(engine_, &EngineClient::answerArrived, this, &GameSession::engineAnswered);
    // After a push the stack drops the redo branch only once the command has run; re-read
    // undo/redo availability when the index settles.
    connect(&undo_, &QUndoStack::indexChanged, this, &GameSession::markChanged);
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

MoveList GameSession::legalMoves() const { return game_.legalMoves(); }

Move GameSession::lastMove() const {
    return game_.length() > 0 ? game_.lastMove() : startLastMove_;
}

void GameSession::newGame(const GameSetup& setup) {
    const ChangeBatch batch(this);
    watchPaused_ = false;
    setup_ = setup;
    matchIndex_ = 0;
    finishedMatchGames_.clear();
    startGame();
}

void GameSession::playAgain() { newGame(setup_); }

void GameSession::newGameFrom(const GameSetup& setup, const Game& game) {
    const ChangeBatch batch(this);
    watchPaused_ = false;
    setup_ = setup;
    setup_.match = false;
    matchIndex_ = 0;
    finishedMatchGames_.clear();
    resetTo(game, game.lastMove());
}

void GameSession::startGame() {
    cancelEngine();
    placeSetupSeats();
    game_ = setup_.startGame();
    declared_ = {};
    declaredAt_ = -1;
    finishReported_ = false;
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

void GameSession::setGame(const Game& game) { resetTo(game, Move()); }

void GameSession::resetTo(const Game& game, Move startLastMove) {
    const ChangeBatch batch(this);
    cancelEngine();
    placeSetupSeats();
    game_ = game;
    game_.setRule(setup_.rule);
    followKind(game);
    declared_ = {};
    declaredAt_ = -1;
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

void GameSession::loadGame(const Game& game, Document document,
                           std::optional<games::Clocks> clocks) {
    const ChangeBatch batch(this);
    cancelEngine();
    placeSetupSeats();
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

void GameSession::resumeGame(const GameSetup& setup, const Game& game, int shownPly,
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

void GameSession::holdComputer() {
    const ChangeBatch batch(this);
    if (!isComputerTurn()) return;
    watchPaused_ = true;
    cancelEngine();
    markChanged();
}

Game GameSession::fullGame() const {
    Game g = game_;
    for (int i = undo_.index(); i < undo_.count(); ++i)
        g.play(static_cast<const MoveCommand*>(undo_.command(i))->move());
    if (declaredAt_ == g.length()) g.conclude(declared_);
    return g;
}

void GameSession::markSaved() {
    neverSaved_ = false;
    const Game g = fullGame();
    savedKind_ = g.kind();
    savedStart_ = g.startPosition().key();
    savedMoves_ = g.moves();
    savedDeclared_ = declaredAt_ >= 0 ? declared_ : GameResult{};
}

bool GameSession::isModified() const {
    if (neverSaved_) return true;
    const Game g = fullGame();
    const GameResult declared = declaredAt_ >= 0 ? declared_ : GameResult{};
    return g.kind() != savedKind_ || g.startPosition().key() != savedStart_ ||
           g.moves() != savedMoves_ || !(declared == savedDeclared_);
}

void GameSession::goToPly(int ply) {
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

bool GameSession::playTypedMove(const QString& text, QString* why) {
    // The game's notation, read once for either game (engine/games/MoveNotation.h).
    const std::optional<Move> m = games::parseMove(game_.kind(), text.trimmed().toStdString());
    if (!m) {
        if (why) *why = GameWords::notAMove(game_.kind(), text.trimmed());
        return false;
    }
    if (!game_.isLegal(*m)) {
        if (why) *why = tr("%1 is not a legal move here.").arg(text.trimmed().toUpper());
        return false;
    }
    return playHumanMove(*m, why);
}

void GameSession::applyMove(Move move) {
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

void GameSession::retractMove() {
    game_.undo();
    if (batch_) return;
    emit positionChanged(lastMove(), false);
    markChanged();
    settle(false);
}

quint64 GameSession::requestRefutation(const Game& game, int movetimeMs) {
    holdComputer();
    cancelEngine();
    engine_->cancel(EngineClient::Purpose::Analysis);
    refuteRequest_ = engine_->request(EngineClient::Purpose::Refute, game,
                                      EngineWorker::levelCount(), movetimeMs);
    return refuteRequest_;
}

void GameSession::restoreDeclaredEnd() {
    if (declaredAt_ >= 0 && game_.length() == declaredAt_ && !game_.result().over())
        game_.conclude(declared_);
}

void GameSession::dropDeclaredEndBeforePush() {
    // A move where an earlier position is shown starts a new line: the old end is not its.
    if (declaredAt_ >= 0 && game_.length() < declaredAt_) {
        declared_ = {};
        declaredAt_ = -1;
    }
}

void GameSession::startAnalysis(int capMs) { engine_->requestAnalysis(game_, capMs); }

void GameSession::stopAnalysis() { engine_->cancel(EngineClient::Purpose::Analysis); }

bool GameSession::isAnalysing() const {
    return engine_->pending(EngineClient::Purpose::Analysis) != 0;
}

void GameSession::requestCoverage() { engine_->requestCoverage(game_.current()); }

void GameSession::requestExactValues(const QVector<Position>& positions) {
    engine_->requestExactValues(positions);
}

void GameSession::reloadTables(const QString& dir) { engine_->reloadTables(dir); }

void GameSession::stopEngine() {
    cancelEngine();
    engine_->cancelAll();
}

std::vector<match::MatchGame> GameSession::matchGames() const {
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

bool GameSession::canStartNextMatchGame() const {
    return setup_.match && matchIndex_ == 0 && game_.result().over();
}

void GameSession::startNextMatchGame() {
    const ChangeBatch batch(this);
    if (!canStartNextMatchGame()) return;
    finishedMatchGames_ = matchGames();
    matchIndex_ = 1;
    startGame();
}

QString GameSession::matchPlayerName(bool first) const {
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
