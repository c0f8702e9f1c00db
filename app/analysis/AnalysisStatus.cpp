#include "analysis/AnalysisStatus.h"

#include "session/GameSession.h"

using namespace bagh::games;
using bagh::ExactCoverage;

AnalysisStatus::AnalysisStatus(GameSession* controller, QWidget* parent)
    : QLabel(parent), controller_(controller) {
    setObjectName(QStringLiteral("analysisStatus"));
    connect(controller_, &GameSession::positionChanged, this, &AnalysisStatus::ask);
    connect(controller_, &GameSession::coverageKnown, this, &AnalysisStatus::onCoverage);
    connect(controller_, &GameSession::tablesReloaded, this, &AnalysisStatus::ask);
    ask();
}

QString AnalysisStatus::describe(ExactCoverage coverage, bool placement, bool over) {
    if (over) return tr("The game is over");
    switch (coverage) {
        case ExactCoverage::Tables:
            return tr("Certain values here (solved tables)");
        case ExactCoverage::Database:
            return tr("Certain values here (endgame database)");
        case ExactCoverage::None:
            break;
    }
    // Only the placement phase is what a solve covers; later the database would be missing.
    return placement ? tr("The computer's estimates here — solve the whole game for certain values")
                     : tr("The computer's estimates here");
}

void AnalysisStatus::ask() { controller_->requestCoverage(); }

void AnalysisStatus::onCoverage(quint64 positionKey, ExactCoverage coverage) {
    // Answers for positions shown earlier (quick navigation) are dropped.
    const Position shown = controller_->game().current();
    if (positionKey != shown.key()) return;
    setText(describe(coverage, shown.placementPhase(), controller_->result().over()));
    setToolTip(coverage == ExactCoverage::None
                   ? tr("The values shown in analysis mode are the computer's estimates.")
                   : tr("The values shown in analysis mode are certain: the result with best play "
                        "from both "
                        "sides."));
    emit updated();
}
