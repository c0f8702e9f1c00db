// Analysis of a Lambs and Tigers position: every legal move's value, from a LambsEngine of its
// own (engine/lambs), deepening until every move is settled or the time cap; reports come back
// to this object's thread, best move first. A new request or cancel() makes reports still on
// their way stale, and stale reports are dropped.
#pragma once

#include <QObject>
#include <QString>
#include <QVector>
#include <memory>
#include <optional>
#include <string>

#include "engine/lambs/Position.h"

namespace bagh::lambs {
class LambsEngine;
class LambsGame;
}  // namespace bagh::lambs

struct LambsMoveValue {
    bagh::lambs::Move move;
    bagh::GameValue value = bagh::GameValue::Unknown;  // for the side to move before the move
    bool exact = false;
    int plies = -1;
    int score = 0;
};

class LambsAnalyst : public QObject {
    Q_OBJECT

public:
    static constexpr int kCapMs = 4000;

    explicit LambsAnalyst(QObject* parent = nullptr);
    ~LambsAnalyst() override;

    // Analyses the current position of `game` (for at most kCapMs).
    void analyse(const bagh::lambs::LambsGame& game);
    void cancel();
    // The solved tables to read from the next analyse() on (LambsEngine::setTablesPath): a
    // solve has written new ones there.
    void useTables(const QString& dir);

signals:
    // The moves best first, the depth reached, and whether this is the last report.
    void analysed(const QVector<LambsMoveValue>& moves, int depth, bool final);

private:
    std::unique_ptr<bagh::lambs::LambsEngine> engine_;
    std::optional<std::string> tablesDir_;  // to hand the engine before the next analysis
    quint64 generation_ = 0;
};
