// The engine's seat in the app, for both games: a QObject that lives in its own QThread and is
// reached only through queued signals. It wraps the one seat of engine/games/GameEngine.h (a
// facade per game behind one interface); every request carries an id that comes back with every
// answer, so the GUI can drop answers to questions it no longer asks (new game, undo, window
// closing, a puzzle left).
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <memory>

#include "base/MetaTypes.h"
#include "engine/games/AnyGame.h"
#include "engine/games/GameEngine.h"

struct EngineRequest {
    quint64 id = 0;
    bagh::games::Game game;
    int level = 3;
    int movetimeMs = 0;  // thinking time; 0: the level's own
};

// One progress report, already in text form for the side panel.
struct EngineInfo {
    int depth = 0;
    int score = 0;  // for the side to move at the root
    bagh::GameValue value = bagh::GameValue::Unknown;
    bool proven = false;
    int plies = -1;
    bagh::Side sideToMove = bagh::Side::Goats;
    QString pv;  // "C1 A1B2 …" (Lambs: "12 3-9 …")
    quint64 nodes = 0;
    qint64 timeMs = 0;
};
// One analysis report (analysis mode): the engine's values for every legal move, best first,
// and for each move the line of best play that follows it where exact sources prove it
// (lines[i] belongs to analysis.moves[i] and starts with that move).
struct AnalysisReport {
    bagh::games::Analysis analysis;
    std::vector<std::vector<bagh::games::Move>> lines;
    bagh::Side sideToMove = bagh::Side::Goats;
    bagh::games::GameKind kind = bagh::games::GameKind::BaghChal;  // how its moves are written
    std::uint64_t positionKey = 0;  // of the analysed position, to match it with the board
};

// The proven value of one position of a game, for its side to move (Unknown: not proven).
struct ExactPoint {
    std::uint64_t key = 0;
    bagh::Side sideToMove = bagh::Side::Goats;
    bagh::GameValue value = bagh::GameValue::Unknown;
    int plies = -1;
};

Q_DECLARE_METATYPE(EngineRequest)
Q_DECLARE_METATYPE(ExactPoint)
Q_DECLARE_METATYPE(QVector<ExactPoint>)
Q_DECLARE_METATYPE(QVector<bagh::games::Position>)
Q_DECLARE_METATYPE(EngineInfo)
Q_DECLARE_METATYPE(AnalysisReport)
Q_DECLARE_METATYPE(bagh::ExactCoverage)

class EngineWorker : public QObject {
    Q_OBJECT

public:
    EngineWorker();
    ~EngineWorker() override;

    // The playing levels the engine offers, 1..levelCount(), and their display names. The top
    // level is called Perfect only where it is (`perfect`: topLevelPerfect), else Master.
    static int levelCount();
    static QString levelName(int level, bool perfect);
    // Whether the top level plays `kind` under `capturesToWin` perfectly: the tables at hand
    // decide every position (games::solvedThroughout). Remembered, on the GUI thread, until
    // forgetSolved (tables reloaded after a solve).
    static bool topLevelPerfect(bagh::games::GameKind kind, int capturesToWin);
    static void forgetSolved();

public slots:
    // Starts thinking about `request.game`; a search already running is stopped first (its
    // answer still arrives, with its own id). Answers with bestMove exactly once per request.
    void search(const EngineRequest& request);
    // Analyses every legal move of `request.game`, for at most request.movetimeMs (0: until
    // stopped or everything is proven). Reports with analysis(); the last report of a request
    // has analysis.final set.
    void analyse(const EngineRequest& request);
    // Asks the running search to answer now.
    void stop();
    // Reopens the solved tables from `dir` (plus the shipped book), after a solve. A running
    // analysis is stopped first (it has no end of its own; its final report still goes out),
    // a running search is waited for. Answers with tablesReloaded.
    void reloadTables(const QString& dir);
    // Which exact source decides the analysis of `position`; answers with coverageFound.
    void findCoverage(const bagh::games::Position& position);
    // The proven values of a game's positions (database and tables, no search); answers with
    // exactValuesFound, one point per position.
    void findExactValues(const QVector<bagh::games::Position>& positions);

signals:
    void info(quint64 id, const EngineInfo& info);
    // `move` is a games::Move raw value; 0 (null) when the position has no legal move.
    void bestMove(quint64 id, quint16 move, const EngineInfo& final);
    void analysis(quint64 id, const AnalysisReport& report);
    // `error` is empty when the tables opened.
    void tablesReloaded(const QString& error);
    void coverageFound(quint64 positionKey, bagh::ExactCoverage coverage);
    void exactValuesFound(const QVector<ExactPoint>& points);

private:
    void stopRunning();

    std::unique_ptr<bagh::games::GameEngine> engine_;
    bool analysing_ = false;  // the running job (if any) is an analysis, not a search
};
