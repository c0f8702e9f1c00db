#include "lambs/LambsAnalyst.h"

#include <QPointer>
#include <utility>

#include "engine/lambs/LambsEngine.h"

using namespace bagh::lambs;

LambsAnalyst::LambsAnalyst(QObject* parent)
    : QObject(parent), engine_(std::make_unique<LambsEngine>()) {}

LambsAnalyst::~LambsAnalyst() {
    // The engine's callbacks name this object: stop and join it before anything else goes.
    cancel();
    engine_.reset();
}

void LambsAnalyst::analyse(const LambsGame& game) {
    const quint64 generation = ++generation_;
    if (tablesDir_) engine_->setTablesPath(*std::exchange(tablesDir_, std::nullopt));
    engine_->setGame(game);  // stops and joins an earlier analysis
    bagh::SearchLimits limits;
    limits.movetimeMs = kCapMs;
    QPointer<LambsAnalyst> self(this);
    engine_->analyse(limits, [self, generation](const Analysis& a) {
        // The engine's thread: copy what the window shows and hand it over.
        QVector<LambsMoveValue> moves;
        for (const MoveValue& mv : a.moves)
            moves.push_back({mv.move, mv.value, mv.exact, mv.plies, mv.score});
        const int depth = a.depth;
        const bool final = a.final;
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, moves, depth, final] {
                if (self && generation == self->generation_)
                    emit self->analysed(moves, depth, final);
            },
            Qt::QueuedConnection);
    });
}

void LambsAnalyst::useTables(const QString& dir) { tablesDir_ = dir.toStdString(); }

void LambsAnalyst::cancel() {
    ++generation_;
    engine_->stop();
    engine_->wait();
}
