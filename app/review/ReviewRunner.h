// Runs the review of a game (engine/review/GameReview.h) off the GUI thread: a thread of its own
// with an engine of its own (games::GameEngine), beside the one engine channel of the session,
// so a review never disturbs the computer's play, a hint or analysis. The work is queued onto
// the thread; progress and the result come back queued to the GUI thread, which never waits
// (but in the destructor, which stops the review and joins the thread).
//
// One review at a time: start() cancels the one running, and an answer of a cancelled or
// superseded request never arrives. A cancel sets the request's own stop flag (polled by the
// reviewer between positions) and stops the engine's search (GameEngine::stop), so it ends
// within one position's search.
//
// GUI thread only (the thread it was made on).
#pragma once

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>

#include "engine/games/AnyGame.h"
#include "engine/review/GameReview.h"

namespace bagh::games {
class GameEngine;
}

class ReviewRunner : public QObject {
    Q_OBJECT

public:
    explicit ReviewRunner(QObject* parent = nullptr);
    // Stops a review running and joins the thread.
    ~ReviewRunner() override;

    // Reviews every ply of `game` from its start, cancelling a review that runs. Emits progress
    // and then finished, or nothing if it is cancelled or superseded first.
    void start(const bagh::games::Game& game);
    // Stops the review running; its answer never arrives. Nothing when none runs.
    void cancel();
    bool isRunning() const { return current_ != 0; }
    // The game being reviewed (valid while isRunning()).
    const bagh::games::Game& game() const { return game_; }
    // How many reviews were started since it was made (tests: a review read from a file
    // starts none).
    int startedCount() const { return started_; }
    // The reviewer's settings for the next start (tests: a shallow estimate).
    void setSettings(const bagh::review::ReviewSettings& settings) { settings_ = settings; }

signals:
    // `done` of `total` plies reviewed.
    void progress(int done, int total);
    // The review of `game`: complete, unless the reviewer stopped by itself before the end.
    void finished(const bagh::review::GameReview& review, const bagh::games::Game& game);

private:
    QThread thread_;
    QObject* context_;  // lives in thread_: the queued work runs in its event loop
    std::unique_ptr<bagh::games::GameEngine> engine_;
    bagh::review::ReviewSettings settings_;
    std::shared_ptr<std::atomic<bool>> stop_;  // the running request's stop flag
    quint64 current_ = 0;                      // the request awaited; 0: none
    quint64 lastId_ = 0;
    int started_ = 0;
    bagh::games::Game game_;
};
