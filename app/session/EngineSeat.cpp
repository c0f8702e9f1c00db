#include "session/EngineSeat.h"

#include <QTimer>
#include <algorithm>

#include "engine/search/SearchFacade.h"
#include "session/EngineWorker.h"

using bagh::GameValue;
using bagh::games::Game;
using bagh::games::Move;

EngineSeat::EngineSeat(EngineClient* engine, int level, QString name, int leastReplyMs,
                       std::function<int()> movetimeMs, QObject* parent)
    : Seat(parent),
      engine_(engine),
      level_(level),
      name_(std::move(name)),
      leastReplyMs_(leastReplyMs),
      movetimeMs_(std::move(movetimeMs)) {
    connect(engine, &EngineClient::thinking, this, [this](quint64 id, const EngineInfo& info) {
        if (id == moveRequest_ && id != 0) emit thinking(info);
    });
    connect(engine, &EngineClient::moveFound, this, &EngineSeat::onMoveFound);
    connect(engine, &EngineClient::exactValuesKnown, this, &EngineSeat::answerDraw);
}

EngineSeat::~EngineSeat() { standDown(); }

void EngineSeat::yourTurn(const Game& game) {
    standDown();
    game_ = game;
    requestClock_.start();
    moveRequest_ = engine_->request(EngineClient::Purpose::Play, game, level_, movetimeMs_());
    emit thinkingChanged(true);
}

void EngineSeat::standDown() {
    // A draw offer being weighed stays: the session drops the answer if the offer lapsed.
    if (moveRequest_ == 0) return;
    moveRequest_ = 0;
    if (engine_) engine_->cancel(EngineClient::Purpose::Play);
    emit thinkingChanged(false);
}

void EngineSeat::onMoveFound(quint64 id, Move move, const EngineInfo& info) {
    if (id != moveRequest_ || id == 0) return;
    if (info.depth > 0 && !move.isNull()) {
        lastScore_ = info.score;  // for the computer, the side to move at its root
        lastValue_ = info.proven ? info.value : GameValue::Unknown;
        haveScore_ = true;
    }
    // Hold the reply until the least reply time has passed; the id check when the timer fires
    // drops it if the turn was taken away meanwhile.
    const qint64 wait = std::max<qint64>(0, leastReplyMs_ - requestClock_.elapsed());
    if (wait == 0)
        commit(id, move);
    else
        QTimer::singleShot(wait, this, [this, id, move] { commit(id, move); });
}

void EngineSeat::commit(quint64 id, Move move) {
    if (id != moveRequest_ || id == 0) return;
    moveRequest_ = 0;
    emit thinkingChanged(false);
    Game after = game_;
    const bool legal = !move.isNull() && after.play(move);
    emit moved(move);  // the session checks it and says so when the engine had none
    if (!legal || after.result().over()) return;
    // After the quiet stretch, and not again for a while.
    if (offeredAt_ >= 0 && offeredAt_ <= after.length() &&
        after.length() - offeredAt_ < kOfferAgainPlies)
        return;
    const GameValue forMe = haveScore_ ? lastValue_ : GameValue::Unknown;
    if (!bagh::offersDraw(after, forMe)) return;
    offeredAt_ = after.length();
    emit requested(Request::Draw);
}

void EngineSeat::asked(Request request, const Game& game) {
    if (request == Request::TakeBack) {
        standDown();
        emit answered(Request::TakeBack, true);
        return;
    }
    drawGame_ = game;
    drawOfferKey_ = game.current().key();
    if (engine_) engine_->requestExactValues({game.current()});
}

void EngineSeat::answerDraw(const QVector<ExactPoint>& points) {
    if (drawOfferKey_ == 0) return;
    for (const ExactPoint& p : points) {
        if (p.key != drawOfferKey_) continue;
        drawOfferKey_ = 0;
        const GameValue forMe = p.sideToMove == side() ? p.value : bagh::opposite(p.value);
        // Proven draws and losses, and after a long quiet stretch anything not a proven win
        // (the engine's rule, as the match runner's: search/SearchFacade.h).
        bool accept = bagh::acceptsDraw(drawGame_, forMe);
        // Nothing proven: the lower levels go by their own last evaluation; the top two take
        // only what is proven (they would not give away a win they cannot see).
        if (!accept && forMe == GameValue::Unknown)
            accept = level_ <= EngineWorker::levelCount() - 2 && haveScore_ && lastScore_ <= 0;
        emit answered(Request::Draw, accept);
        return;
    }
}
