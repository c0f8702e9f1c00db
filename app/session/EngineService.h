// The engine service the window asks about the session's record: a hint for the person to move,
// the analysis of the shown position, which exact source decides it, the proven values of some
// positions, a refutation in another game (a puzzle's, an exercise's), new tables after a solve.
// It owns the one channel to the engine thread (EngineClient), which the computer's seats drive
// as well (SetupSeats gives them client()); their search shows as engineThinking too. Whether a
// hint is allowed is the session's to say (GameSession::canHint); this only asks and answers.
#pragma once

#include <QObject>
#include <QVector>

#include "base/MetaTypes.h"
#include "engine/games/AnyGame.h"
#include "session/EngineClient.h"

class SessionRecord;

class EngineService : public QObject {
    Q_OBJECT

public:
    EngineService(const SessionRecord* record, QObject* parent = nullptr);

    EngineClient* client() const { return client_; }

    // A move for the side to move in the record's game; answered by hintReady (or hintEnded
    // with nothing, when the engine found none). Replaces a hint being worked out.
    void requestHint();
    bool hintPending() const { return hintRequest_ != 0; }
    // Drops a hint being worked out (the position changed).
    void cancelHint();

    // Analysis of the shown position: every legal move's value, for at most `capMs` (0: until
    // stopped); reports arrive by `analysed`, the last one final.
    void startAnalysis(int capMs);
    void stopAnalysis();
    bool isAnalysing() const;
    // Which exact source decides the shown position; answered by coverageKnown.
    void requestCoverage();
    // The proven values of these positions; answered by exactValuesKnown.
    void requestExactValues(const QVector<bagh::games::Position>& positions);
    // The perfect level's answer in `game`; answered by refutationFound with the returned id.
    // Analysis stops first (the engine runs one search at a time).
    quint64 requestRefutation(const bagh::games::Game& game, int movetimeMs);
    // Reopens the placement tables from `dir` after a solve; answered by tablesReloaded.
    void reloadTables(const QString& dir);
    // Stops whatever the engine does (the window is closing).
    void stopAll();

signals:
    // The search of a hint or of a computer's seat, as it goes.
    void engineThinking(const EngineInfo& info);
    void hintReady(bagh::games::Move move);
    // A hint request ended (answered or found nothing).
    void hintEnded();
    void refutationFound(quint64 id, bagh::games::Move move, const EngineInfo& info);
    void analysed(const AnalysisReport& report);
    void coverageKnown(quint64 positionKey, bagh::ExactCoverage coverage);
    void exactValuesKnown(const QVector<ExactPoint>& points);
    // `error` is empty when the tables opened.
    void tablesReloaded(const QString& error);
    // Every engine answer that arrived, stale or not (for tests and diagnostics).
    void engineAnswered(quint64 id, bool stale);

private:
    const SessionRecord* record_;
    EngineClient* client_;
    quint64 hintRequest_ = 0;
    quint64 refuteRequest_ = 0;
};
