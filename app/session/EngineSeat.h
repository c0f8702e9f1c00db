// The computer at a level: a seat that moves by itself through the one engine channel
// (EngineClient, Purpose::Play). It holds its reply until the least reply time has passed, so a
// reply is seen as one; it answers a take-back at once (the computer never minds) and a draw
// offer by the proven value of the position (bagh::acceptsDraw), else, at the lower levels, by its
// own last evaluation; after a quiet stretch it offers a draw itself (bagh::offersDraw), again
// only after kOfferAgainPlies more.
#pragma once

#include <QElapsedTimer>
#include <QPointer>
#include <QVector>
#include <functional>

#include "session/EngineClient.h"
#include "session/Seat.h"

class EngineSeat : public Seat {
    Q_OBJECT

public:
    // `leastReplyMs`: the least time between the turn and the move; `movetimeMs()`: the time to
    // think (0: by level), read at each turn.
    EngineSeat(EngineClient* engine, int level, QString name, int leastReplyMs,
               std::function<int()> movetimeMs, QObject* parent = nullptr);
    ~EngineSeat() override;

    QString name() const override { return name_; }
    bool movesByItself() const override { return true; }
    std::optional<int> level() const override { return level_; }
    void yourTurn(const bagh::games::Game& game) override;
    void standDown() override;
    void asked(Request request, const bagh::games::Game& game) override;
    bool isThinking() const { return moveRequest_ != 0; }

    // A declined offer comes again after this many more plies (a player may change their mind
    // about a game that still goes nowhere; asking every move would nag).
    static constexpr int kOfferAgainPlies = 100;

signals:
    // The search's progress on this seat's move (the engine panel shows it).
    void thinking(const EngineInfo& info);
    void thinkingChanged(bool thinking);

private:
    void onMoveFound(quint64 id, bagh::games::Move move, const EngineInfo& info);
    void commit(quint64 id, bagh::games::Move move);
    void answerDraw(const QVector<ExactPoint>& points);

    QPointer<EngineClient> engine_;
    int level_;
    QString name_;
    int leastReplyMs_;
    std::function<int()> movetimeMs_;
    bagh::games::Game game_;  // the position of the turn being played
    quint64 moveRequest_ = 0;
    QElapsedTimer requestClock_;
    int lastScore_ = 0;                                     // its own last evaluation, for itself
    bagh::GameValue lastValue_ = bagh::GameValue::Unknown;  // proven, for itself
    bool haveScore_ = false;
    int offeredAt_ = -1;        // the game length at its last draw offer
    quint64 drawOfferKey_ = 0;  // the position a draw offer awaits the value of
    bagh::games::Game drawGame_;
};
