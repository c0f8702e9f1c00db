#include "session/EngineWorker.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <algorithm>
#include <memory>
#include <unordered_map>

#include "engine/games/SolvedGame.h"
#include "session/MoveListModel.h"

using namespace bagh::games;
using bagh::ExactCoverage;
using bagh::kLevels;
using bagh::SearchLimits;
using bagh::Side;
namespace games = bagh::games;

namespace {

QString pvText(const games::Game& game, const std::vector<Move>& pv) {
    QStringList parts;
    for (Move m : pv) parts << MoveListModel::moveText(game.kind(), m);  // as the list shows it
    return parts.join(QLatin1Char(' '));
}

EngineInfo toInfo(const games::Game& game, const SearchInfo& s, Side side) {
    EngineInfo i;
    i.depth = s.depth;
    i.score = s.score;
    i.value = s.value;
    i.proven = s.proven;
    i.plies = s.plies;
    i.sideToMove = side;
    i.pv = pvText(game, s.pv);
    i.nodes = s.nodes;
    i.timeMs = s.timeMs;
    return i;
}

}  // namespace

EngineWorker::EngineWorker() {
    qRegisterMetaType<EngineRequest>();
    qRegisterMetaType<EngineInfo>();
    qRegisterMetaType<AnalysisReport>();
    qRegisterMetaType<ExactCoverage>();
    qRegisterMetaType<Position>();
    qRegisterMetaType<ExactPoint>();
    qRegisterMetaType<QVector<ExactPoint>>();
    qRegisterMetaType<QVector<Position>>();
    engine_ = std::make_unique<games::GameEngine>();
}

EngineWorker::~EngineWorker() {
    // Stop and join before the members go, so no callback runs into a half-destroyed worker.
    engine_->stop();
    engine_->wait();
}

int EngineWorker::levelCount() { return kLevels; }

QString EngineWorker::levelName(int level, bool perfect) {
    // The engine's names are lower-case protocol words; these are their menu forms, listed
    // here so lupdate sees them (engine/search/Levels.cpp has the same six, in order).
    static const char* const kMenuNames[] = {QT_TRANSLATE_NOOP("EngineWorker", "Beginner"),
                                             QT_TRANSLATE_NOOP("EngineWorker", "Casual"),
                                             QT_TRANSLATE_NOOP("EngineWorker", "Intermediate"),
                                             QT_TRANSLATE_NOOP("EngineWorker", "Advanced"),
                                             QT_TRANSLATE_NOOP("EngineWorker", "Expert"),
                                             QT_TRANSLATE_NOOP("EngineWorker", "Perfect")};
    static_assert(std::size(kMenuNames) == bagh::kLevels);
    // The protocol keeps the word `perfect` for the top level; a player sees Master where the
    // tables at hand leave part of the game to reading.
    if (level == bagh::kLevels && !perfect) return tr("Master");
    const QString name = QString::fromUtf8(bagh::levelName(level));
    const QString menuName = name.isEmpty() ? name : name.left(1).toUpper() + name.mid(1);
    return QCoreApplication::translate("EngineWorker", menuName.toUtf8().constData());
}

namespace {
QHash<int, bool>& solvedCache() {
    static QHash<int, bool> cache;  // kind * 100 + captures to win
    return cache;
}
}  // namespace

bool EngineWorker::topLevelPerfect(bagh::games::GameKind kind, int capturesToWin) {
    const int key = static_cast<int>(kind) * 100 + capturesToWin;
    auto it = solvedCache().find(key);
    if (it == solvedCache().end())
        it = solvedCache().insert(key, bagh::games::solvedThroughout(kind, capturesToWin));
    return *it;
}

void EngineWorker::forgetSolved() { solvedCache().clear(); }

void EngineWorker::stopRunning() {
    if (engine_->searching()) {
        engine_->stop();
        engine_->wait();
    }
}

void EngineWorker::search(const EngineRequest& request) {
    stopRunning();
    analysing_ = false;
    const Side side = request.game.current().sideToMove();
    const quint64 id = request.id;
    engine_->setGame(request.game);
    engine_->setLevel(request.level);
    SearchLimits limits;
    limits.movetimeMs = request.movetimeMs;
    // The callbacks run on the engine's own thread; emitting from there is safe, and the
    // queued connections carry the values to the GUI thread.
    engine_->go(
        limits,
        [this, id, side, game = request.game](const SearchInfo& s) {
            emit info(id, toInfo(game, s, side));
        },
        [this, id, side, game = request.game](Move best, const SearchInfo& s) {
            emit bestMove(id, best.raw(), toInfo(game, s, side));
        });
}

void EngineWorker::analyse(const EngineRequest& request) {
    stopRunning();
    analysing_ = true;
    const Position root = request.game.current();
    const quint64 id = request.id;
    engine_->setGame(request.game);
    SearchLimits limits;
    limits.movetimeMs = request.movetimeMs;
    if (limits.movetimeMs == 0) limits.infinite = true;
    // Runs on the engine's thread, like the search callbacks; the lines are read there too, so
    // the GUI thread never touches the database or the tables. A proven move's line never
    // changes, so each is read once per analysis, not on every report.
    constexpr int kMaxLine = 12;
    auto lines = std::make_shared<std::unordered_map<quint16, std::vector<Move>>>();
    engine_->analyse(limits, [this, id, root, lines](const Analysis& a) {
        AnalysisReport r;
        r.analysis = a;
        r.sideToMove = root.sideToMove();
        r.kind = root.kind();
        r.positionKey = root.key();
        for (const MoveValue& mv : a.moves) {
            if (!mv.exact) {
                r.lines.push_back({mv.move});
                continue;
            }
            auto it = lines->find(mv.move.raw());
            if (it == lines->end())
                it = lines->emplace(mv.move.raw(), engine_->exactLine(root, mv.move, kMaxLine))
                         .first;
            r.lines.push_back(it->second);
        }
        emit analysis(id, r);
    });
}

void EngineWorker::stop() { engine_->stop(); }

void EngineWorker::reloadTables(const QString& dir) {
    // setTablesPath waits for the running job: a search ends by itself, an analysis may not.
    if (analysing_) stopRunning();
    std::string error;
    engine_->setTablesPath(dir.toStdString(), &error);
    emit tablesReloaded(QString::fromStdString(error));
}

void EngineWorker::findExactValues(const QVector<Position>& positions) {
    QVector<ExactPoint> points;
    points.reserve(positions.size());
    for (const Position& p : positions) {
        ExactPoint e;
        e.key = p.key();
        e.sideToMove = p.sideToMove();
        e.value = engine_->exactValue(p, &e.plies);
        points.push_back(e);
    }
    emit exactValuesFound(points);
}

void EngineWorker::findCoverage(const Position& position) {
    emit coverageFound(position.key(), engine_->coverage(position));
}
