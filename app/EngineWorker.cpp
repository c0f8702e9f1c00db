#include "EngineWorker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QStringList>
#include <algorithm>

#include "core/MoveGen.h"

#ifdef BAGHCHAL_HAVE_SEARCH
#include "search/Engine.h"
#endif

using namespace bagh;

namespace {

QString pvText(const std::vector<Move>& pv) {
    QStringList parts;
    for (Move m : pv) parts << QString::fromStdString(m.toString());
    return parts.join(QLatin1Char(' '));
}

#ifdef BAGHCHAL_HAVE_SEARCH
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
#else
// Stand-in: one ply, tigers take a goat when they can, goats avoid leaving goats to be taken.
Move standInMove(const Game& game, int* score) {
    MoveList list;
    game.legalMoves(list);
    if (list.empty()) return Move();
    const Position& pos = game.current();
    int best = -1000;
    std::vector<Move> bests;
    for (Move m : list) {
        Position next = pos;
        next.makeMove(m);
        int v = 0;
        if (pos.sideToMove() == Side::Tigers)
            v = (m.isJump() ? 10 : 0) + popcount(attackedGoats(next));
        else
            v = -3 * popcount(attackedGoats(next)) + popcount(blockedTigers(next));
        if (v > best) bests.clear(), best = v;
        if (v == best) bests.push_back(m);
    }
    *score = best;
    return bests[QRandomGenerator::global()->bounded(static_cast<int>(bests.size()))];
}
#endif

}  // namespace

EngineWorker::EngineWorker() {
    qRegisterMetaType<EngineRequest>();
    qRegisterMetaType<EngineInfo>();
#ifdef BAGHCHAL_HAVE_SEARCH
    engine_ = std::make_unique<Engine>();
#endif
    standInTimer_.setSingleShot(true);
    connect(&standInTimer_, &QTimer::timeout, this, &EngineWorker::finishStandIn);
}

EngineWorker::~EngineWorker() {
#ifdef BAGHCHAL_HAVE_SEARCH
    // Stop and join before the members go, so no callback runs into a half-destroyed worker.
    engine_->stop();
    engine_->wait();
#endif
}

int EngineWorker::levelCount() {
#ifdef BAGHCHAL_HAVE_SEARCH
    return kLevels;
#else
    return 6;
#endif
}

QString EngineWorker::levelName(int level) {
#ifdef BAGHCHAL_HAVE_SEARCH
    const QString name = QString::fromUtf8(bagh::levelName(level));
#else
    static const char* const names[] = {"beginner", "casual", "club", "strong", "expert", "perfect"};
    const QString name = QString::fromUtf8(names[std::clamp(level, 1, 6) - 1]);
#endif
    // Capitalised for menus; the engine's names are lower-case protocol words.
    return name.isEmpty() ? name : name.left(1).toUpper() + name.mid(1);
}

bool EngineWorker::hasSearch() {
#ifdef BAGHCHAL_HAVE_SEARCH
    return true;
#else
    return false;
#endif
}

void EngineWorker::search(const EngineRequest& request) {
#ifdef BAGHCHAL_HAVE_SEARCH
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
#else
    if (standInTimer_.isActive()) finishStandIn();
    int score = 0;
    const Move m = standInMove(request.game, &score);
    standInId_ = request.id;
    standInMove_ = m.raw();
    standInInfo_ = EngineInfo();
    standInInfo_.depth = 1;
    standInInfo_.score = score;
    standInInfo_.sideToMove = request.game.current().sideToMove();
    standInInfo_.pv = m.isNull() ? QString() : pvText({m});
    emit info(request.id, standInInfo_);
    standInTimer_.start(std::clamp(request.movetimeMs / 3, 0, 1000));
#endif
}

void EngineWorker::stop() {
#ifdef BAGHCHAL_HAVE_SEARCH
    engine_->stop();
#else
    if (standInTimer_.isActive()) finishStandIn();
#endif
}

void EngineWorker::finishStandIn() {
    standInTimer_.stop();
    emit bestMove(standInId_, standInMove_, standInInfo_);
}
