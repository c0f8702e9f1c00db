#include "review/ReviewRunner.h"

#include "engine/games/GameEngine.h"

using namespace bagh;

ReviewRunner::ReviewRunner(QObject* parent)
    : QObject(parent), context_(new QObject), engine_(std::make_unique<games::GameEngine>()) {
    // Made here and then used only on the review thread (and stop() from here): the queued
    // call that first uses it orders the two.
    context_->moveToThread(&thread_);
    thread_.setObjectName(QStringLiteral("review"));
    // Below the computer's play and analysis: the game in the window comes first.
    thread_.start(QThread::LowPriority);
}

ReviewRunner::~ReviewRunner() {
    cancel();
    thread_.quit();
    thread_.wait();
    delete context_;  // its thread has finished: nothing runs in it any more
}

void ReviewRunner::start(const games::Game& game) {
    cancel();
    const quint64 id = ++lastId_;
    auto stop = std::make_shared<std::atomic<bool>>(false);
    stop_ = stop;
    current_ = id;
    game_ = game;
    ++started_;
    games::GameEngine* engine = engine_.get();
    const review::ReviewSettings settings = settings_;
    QMetaObject::invokeMethod(
        context_,
        [this, id, stop, game, engine, settings] {
            if (*stop) return;  // cancelled before it began
            review::Reviewer reviewer(*engine, settings, stop.get());
            review::GameReview result = reviewer.review(game, [&](int done, int total) {
                QMetaObject::invokeMethod(
                    this,
                    [this, id, done, total] {
                        if (id == current_) emit progress(done, total);
                    },
                    Qt::QueuedConnection);
            });
            // `this` outlives the thread (the destructor joins it before it goes); a queued
            // call to it is dropped if it is deleted before the call runs.
            QMetaObject::invokeMethod(
                this,
                [this, id, result = std::move(result), game] {
                    if (id != current_) return;  // cancelled or superseded meanwhile
                    current_ = 0;
                    stop_.reset();
                    emit finished(result, game);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void ReviewRunner::cancel() {
    if (current_ == 0) return;
    *stop_ = true;
    engine_->stop();
    current_ = 0;
    stop_.reset();
}
