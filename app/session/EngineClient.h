// The GUI thread's handle on the engine: owns the worker thread, numbers the requests, and
// passes on only the answer to the latest one. Everything crosses to the worker through
// queued signals; nothing here ever blocks on the search (except the destructor, which joins
// the thread once the search has been told to stop). Owned by the session (GameSession),
// which is the only one to call it: the rest of the app asks the session.
//
// The worker runs one search at a time, so a new request makes every earlier one stale. Each
// request has a purpose, with its own pending slot: cancelling a purpose stops the search only
// if the pending request is of that purpose, so a hint never stops an analysis by accident.
#pragma once

#include <QObject>
#include <QThread>

#include "engine/games/AnyGame.h"
#include "session/EngineWorker.h"

class EngineClient : public QObject {
    Q_OBJECT

public:
    explicit EngineClient(QObject* parent = nullptr);
    ~EngineClient() override;

    // Refute: the puzzle session's perfect-level answer to a wrong puzzle move.
    enum class Purpose { Play, Hint, Analysis, Refute };

    // Starts a search of `game` for the computer's move or a hint and returns its id; any
    // earlier request becomes stale.
    quint64 request(Purpose purpose, const bagh::games::Game& game, int level, int movetimeMs);
    // Starts analysing every legal move of `game` (analysis mode), for at most `capMs`
    // (0: until cancelled); returns its id. Any earlier request becomes stale.
    quint64 requestAnalysis(const bagh::games::Game& game, int capMs);
    // Asks which exact source decides the analysis of `position`; answered by coverageKnown.
    // Independent of the search requests (it never makes one stale).
    void requestCoverage(const bagh::games::Position& position);
    // Asks for the proven values of these positions; answered by exactValuesKnown.
    void requestExactValues(const QVector<bagh::games::Position>& positions);
    // Reopens the placement tables from `dir` after a solve; answered by tablesReloaded. A
    // running analysis ends (its final report arrives); ask for a new one afterwards.
    void reloadTables(const QString& dir);
    // If the awaited request is of `purpose`, makes it stale and tells the worker to stop.
    void cancel(Purpose purpose);
    // Cancels whatever is awaited.
    void cancelAll();
    // The id of the awaited request of `purpose`, or 0.
    quint64 pending(Purpose purpose) const { return pending_[index(purpose)]; }
    bool busy() const { return awaited() != 0; }

signals:
    // Progress and the final answer of the current request; answers to stale requests are
    // dropped here and never reach the game.
    void thinking(quint64 id, const EngineInfo& info);
    void moveFound(quint64 id, bagh::games::Move move, const EngineInfo& info);
    // Analysis reports of the current request; the one with analysis.final ends it.
    void analysed(quint64 id, const AnalysisReport& report);
    void coverageKnown(quint64 positionKey, bagh::ExactCoverage coverage);
    void exactValuesKnown(const QVector<ExactPoint>& points);
    // `error` is empty when the tables opened.
    void tablesReloaded(const QString& error);
    // Every answer that arrived, stale or not (for tests and diagnostics).
    void answerArrived(quint64 id, bool stale);

    // To the worker (queued).
    void searchRequested(const EngineRequest& request);
    void analysisRequested(const EngineRequest& request);
    void stopRequested();
    void coverageRequested(const bagh::games::Position& position);
    void exactValuesRequested(const QVector<bagh::games::Position>& positions);
    void tablesReloadRequested(const QString& dir);

private:
    static int index(Purpose p) { return static_cast<int>(p); }
    quint64 awaited() const;
    quint64 start(Purpose purpose);
    void onInfo(quint64 id, const EngineInfo& info);
    void onBestMove(quint64 id, quint16 move, const EngineInfo& info);
    void onAnalysis(quint64 id, const AnalysisReport& report);

    QThread thread_;
    EngineWorker* worker_ = nullptr;
    quint64 nextId_ = 1;
    quint64 pending_[4] = {0, 0, 0, 0};  // by Purpose; at most one is non-zero
};
