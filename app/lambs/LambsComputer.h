// The computer's side of a Lambs and Tigers game: a LambsEngine (engine/lambs) of the window's
// own, asked for a move at the game's level. The engine searches on its own thread; the move
// comes back to this object's thread as moveFound. A new request or cancel() makes any answer
// still on its way stale, and stale answers are dropped.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <string>

#include "engine/lambs/Position.h"

namespace bagh::lambs {
class LambsEngine;
class LambsGame;
}  // namespace bagh::lambs

class LambsComputer : public QObject {
    Q_OBJECT

public:
    explicit LambsComputer(QObject* parent = nullptr);
    ~LambsComputer() override;

    // Starts thinking about `game` at `level` (1..6); the move arrives no sooner than
    // `minDelayMs` after the request (watching the computer play itself).
    void request(const bagh::lambs::LambsGame& game, int level, int minDelayMs = 0);
    // Drops any answer on its way and stops the search.
    void cancel();
    // The solved tables to read from the next request on (LambsEngine::setTablesPath): a solve
    // has written new ones there. A search already running keeps what it has.
    void useTables(const QString& dir);
    bool thinking() const { return thinking_; }

signals:
    void moveFound(bagh::lambs::Move move);

private:
    void deliver(quint64 generation, bagh::lambs::Move move);

    std::unique_ptr<bagh::lambs::LambsEngine> engine_;
    std::optional<std::string> tablesDir_;  // to hand the engine before the next search
    quint64 generation_ = 0;
    bool thinking_ = false;
    int minDelayMs_ = 0;
    QElapsedTimer asked_;
};
