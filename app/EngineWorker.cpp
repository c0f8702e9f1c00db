#include "EngineWorker.h"

#include <QCoreApplication>
#include <QStringList>
#include <algorithm>

#include "search/Engine.h"

using namespace bagh;

namespace {

QString pvText(const std::vector<Move>& pv) {
    QStringList parts;
    for (Move m : pv) parts << QString::fromStdString(m.toString());
    return parts.join(QLatin1Char(' '));
}

EngineInfo toInfo(const SearchInfo& s, Side side) {
    EngineInfo i;
    i.depth = s.depth;
    i.score = s.score;
    i.value = s.value;
    i.proven = s.proven;
    i.plies = s.plies;
    i.sideToMove = side;
    i.pv = pvText(s.pv);
    i.nodes = s.nodes;
    i.timeMs = s.timeMs;
    return i;
}

}  // namespace

EngineWorker::EngineWorker() {
    qRegisterMetaType<EngineRequest>();
    qRegisterMetaType<EngineInfo>();
    engine_ = std::make_unique<Engine>();
}

EngineWorker::~EngineWorker() {
    // Stop and join before the members go, so no callback runs into a half-destroyed worker.
    engine_->stop();
    engine_->wait();
}

int EngineWorker::levelCount() {
    return kLevels;
}

QString EngineWorker::levelName(int level) {
    const QString name = QString::fromUtf8(bagh::levelName(level));
    // Capitalised for menus; the engine's names are lower-case protocol words.
    return name.isEmpty() ? name : name.left(1).toUpper() + name.mid(1);
}

void EngineWorker::search(const EngineRequest& request) {
    if (engine_->searching()) {
        engine_->stop();
        engine_->wait();
    }
    const Side side = request.game.current().sideToMove();
    const quint64 id = request.id;
    engine_->setGame(request.game);
    engine_->setLevel(request.level);
    SearchLimits limits;
    limits.movetimeMs = request.movetimeMs;
    // The callbacks run on the engine's own thread; emitting from there is safe, and the
    // queued connections carry the values to the GUI thread.
    engine_->go(
        limits, [this, id, side](const SearchInfo& s) { emit info(id, toInfo(s, side)); },
        [this, id, side](Move best, const SearchInfo& s) {
            emit bestMove(id, best.raw(), toInfo(s, side));
        });
}

void EngineWorker::stop() {
    engine_->stop();
}
