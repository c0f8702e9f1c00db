#include "lambs/LambsComputer.h"

#include <QPointer>
#include <QTimer>
#include <utility>

#include "engine/lambs/LambsEngine.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::SearchLimits;
using bagh::Side;
using namespace bagh::lambs;

LambsComputer::LambsComputer(QObject* parent)
    : QObject(parent), engine_(std::make_unique<LambsEngine>()) {}

LambsComputer::~LambsComputer() {
    // The engine's callbacks name this object: stop and join it before anything else goes.
    cancel();
    engine_.reset();
}

void LambsComputer::request(const LambsGame& game, int level, int minDelayMs) {
    const quint64 generation = ++generation_;
    thinking_ = true;
    minDelayMs_ = minDelayMs;
    asked_.start();
    if (tablesDir_) engine_->setTablesPath(*std::exchange(tablesDir_, std::nullopt));
    engine_->setGame(game);  // stops and joins an earlier search
    engine_->setLevel(level);
    QPointer<LambsComputer> self(this);
    engine_->go(SearchLimits(), nullptr,
                [self, generation](Move best, const bagh::lambs::SearchInfo&) {
                    // The engine's thread: hand the move over to ours.
                    QMetaObject::invokeMethod(
                        self.data(),
                        [self, generation, best] {
                            if (self) self->deliver(generation, best);
                        },
                        Qt::QueuedConnection);
                });
}

void LambsComputer::cancel() {
    ++generation_;
    thinking_ = false;
    engine_->stop();
    engine_->wait();
}

void LambsComputer::useTables(const QString& dir) { tablesDir_ = dir.toStdString(); }

void LambsComputer::deliver(quint64 generation, Move move) {
    if (generation != generation_ || move.isNull()) return;
    const qint64 wait = minDelayMs_ - asked_.elapsed();
    if (wait > 0) {
        QTimer::singleShot(static_cast<int>(wait), this, [this, generation, move] {
            if (generation == generation_) deliver(generation, move);
        });
        minDelayMs_ = 0;
        return;
    }
    thinking_ = false;
    emit moveFound(move);
}
