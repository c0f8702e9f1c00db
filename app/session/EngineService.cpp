#include "session/EngineService.h"

#include "session/SessionRecord.h"

using bagh::games::Game;
using bagh::games::Move;
using bagh::games::Position;

EngineService::EngineService(const SessionRecord* record, QObject* parent)
    : QObject(parent), record_(record), client_(new EngineClient(this)) {
    // Hints are the service's own use of the engine; a computer seat's search comes through the
    // seat (SetupSeats connects it to engineThinking).
    connect(client_, &EngineClient::thinking, this, [this](quint64 id, const EngineInfo& info) {
        if (id == hintRequest_ && id != 0) emit engineThinking(info);
    });
    connect(client_, &EngineClient::moveFound, this,
            [this](quint64 id, Move move, const EngineInfo& info) {
                if (id == refuteRequest_ && id != 0) {
                    refuteRequest_ = 0;
                    emit refutationFound(id, move, info);
                } else if (id == hintRequest_ && id != 0) {
                    hintRequest_ = 0;
                    emit hintEnded();
                    if (!move.isNull()) emit hintReady(move);
                }
            });
    connect(client_, &EngineClient::analysed, this,
            [this](quint64, const AnalysisReport& report) { emit analysed(report); });
    connect(client_, &EngineClient::coverageKnown, this, &EngineService::coverageKnown);
    connect(client_, &EngineClient::exactValuesKnown, this, &EngineService::exactValuesKnown);
    connect(client_, &EngineClient::tablesReloaded, this, [this](const QString& error) {
        // A solve may have completed a game's tables: the top level's name follows.
        EngineWorker::forgetSolved();
        emit tablesReloaded(error);
    });
    connect(client_, &EngineClient::answerArrived, this, &EngineService::engineAnswered);
}

void EngineService::requestHint() {
    hintRequest_ = client_->request(EngineClient::Purpose::Hint, record_->game(),
                                    EngineWorker::levelCount(), 1000);
}

void EngineService::cancelHint() {
    if (hintRequest_ == 0) return;
    hintRequest_ = 0;
    client_->cancel(EngineClient::Purpose::Hint);
}

void EngineService::startAnalysis(int capMs) { client_->requestAnalysis(record_->game(), capMs); }

void EngineService::stopAnalysis() { client_->cancel(EngineClient::Purpose::Analysis); }

bool EngineService::isAnalysing() const {
    return client_->pending(EngineClient::Purpose::Analysis) != 0;
}

void EngineService::requestCoverage() { client_->requestCoverage(record_->game().current()); }

void EngineService::requestExactValues(const QVector<Position>& positions) {
    client_->requestExactValues(positions);
}

quint64 EngineService::requestRefutation(const Game& game, int movetimeMs) {
    client_->cancel(EngineClient::Purpose::Analysis);
    refuteRequest_ = client_->request(EngineClient::Purpose::Refute, game,
                                      EngineWorker::levelCount(), movetimeMs);
    return refuteRequest_;
}

void EngineService::reloadTables(const QString& dir) { client_->reloadTables(dir); }

void EngineService::stopAll() {
    cancelHint();
    client_->cancelAll();
}
