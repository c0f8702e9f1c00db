#include "session/EngineClient.h"

EngineClient::EngineClient(QObject* parent) : QObject(parent) {
    thread_.setObjectName(QStringLiteral("engine"));
    worker_ = new EngineWorker;
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    connect(this, &EngineClient::searchRequested, worker_, &EngineWorker::search,
            Qt::QueuedConnection);
    connect(this, &EngineClient::analysisRequested, worker_, &EngineWorker::analyse,
            Qt::QueuedConnection);
    connect(worker_, &EngineWorker::analysis, this, &EngineClient::onAnalysis,
            Qt::QueuedConnection);
    connect(this, &EngineClient::stopRequested, worker_, &EngineWorker::stop, Qt::QueuedConnection);
    connect(worker_, &EngineWorker::info, this, &EngineClient::onInfo, Qt::QueuedConnection);
    connect(worker_, &EngineWorker::bestMove, this, &EngineClient::onBestMove,
            Qt::QueuedConnection);
    connect(this, &EngineClient::coverageRequested, worker_, &EngineWorker::findCoverage,
            Qt::QueuedConnection);
    connect(worker_, &EngineWorker::coverageFound, this, &EngineClient::coverageKnown,
            Qt::QueuedConnection);
    connect(this, &EngineClient::exactValuesRequested, worker_, &EngineWorker::findExactValues,
            Qt::QueuedConnection);
    connect(worker_, &EngineWorker::exactValuesFound, this, &EngineClient::exactValuesKnown,
            Qt::QueuedConnection);
    connect(this, &EngineClient::tablesReloadRequested, worker_, &EngineWorker::reloadTables,
            Qt::QueuedConnection);
    connect(worker_, &EngineWorker::tablesReloaded, this, &EngineClient::tablesReloaded,
            Qt::QueuedConnection);
    thread_.start();
}

EngineClient::~EngineClient() {
    // The worker's destructor (run on its thread via deleteLater when the thread finishes)
    // stops and joins the search; answers still in flight then go to a dead connection.
    cancelAll();
    thread_.quit();
    thread_.wait();
}

quint64 EngineClient::awaited() const {
    for (quint64 id : pending_)
        if (id != 0) return id;
    return 0;
}

quint64 EngineClient::start(Purpose purpose) {
    for (quint64& id : pending_) id = 0;
    pending_[index(purpose)] = nextId_;
    return nextId_++;
}

quint64 EngineClient::request(Purpose purpose, const bagh::games::Game& game, int level,
                              int movetimeMs) {
    Q_ASSERT(purpose != Purpose::Analysis);
    EngineRequest r;
    r.id = start(purpose);
    r.game = game;
    r.level = level;
    r.movetimeMs = movetimeMs;
    emit searchRequested(r);
    return r.id;
}

quint64 EngineClient::requestAnalysis(const bagh::games::Game& game, int capMs) {
    EngineRequest r;
    r.id = start(Purpose::Analysis);
    r.game = game;
    r.movetimeMs = capMs;
    emit analysisRequested(r);
    return r.id;
}

void EngineClient::requestCoverage(const bagh::games::Position& position) {
    emit coverageRequested(position);
}

void EngineClient::requestExactValues(const QVector<bagh::games::Position>& positions) {
    emit exactValuesRequested(positions);
}

void EngineClient::reloadTables(const QString& dir) { emit tablesReloadRequested(dir); }

void EngineClient::cancel(Purpose purpose) {
    if (pending_[index(purpose)] == 0) return;
    pending_[index(purpose)] = 0;
    emit stopRequested();
}

void EngineClient::cancelAll() {
    if (awaited() == 0) return;
    for (quint64& id : pending_) id = 0;
    emit stopRequested();
}

void EngineClient::onInfo(quint64 id, const EngineInfo& info) {
    if (id != 0 && id == awaited()) emit thinking(id, info);
}

void EngineClient::onBestMove(quint64 id, quint16 move, const EngineInfo& info) {
    const bool stale = id == 0 || id == pending_[index(Purpose::Analysis)] || id != awaited();
    emit answerArrived(id, stale);
    if (stale) return;
    for (quint64& p : pending_) p = 0;
    emit moveFound(id, bagh::games::Move::fromRaw(move), info);
}

void EngineClient::onAnalysis(quint64 id, const AnalysisReport& report) {
    quint64& slot = pending_[index(Purpose::Analysis)];
    if (id != slot || slot == 0) {
        if (report.analysis.final) emit answerArrived(id, true);
        return;
    }
    if (report.analysis.final) {
        slot = 0;
        emit answerArrived(id, false);
    }
    emit analysed(id, report);
}
