#include "analysis/AnalysisStatus.h"

#include "analysis/PositionVerdict.h"

using bagh::ExactCoverage;

AnalysisStatus::AnalysisStatus(PositionVerdict* verdict, QWidget* parent)
    : QLabel(parent), verdict_(verdict) {
    setObjectName(QStringLiteral("analysisStatus"));
    connect(verdict_, &PositionVerdict::changed, this, &AnalysisStatus::onVerdict);
    onVerdict();
}

QString AnalysisStatus::describe(ExactCoverage coverage, bool placement, bool over, bool proven) {
    if (over) return tr("The game is over");
    switch (coverage) {
        case ExactCoverage::Tables:
            return tr("Certain values here (solved tables)");
        case ExactCoverage::Database:
            return tr("Certain values here (endgame database)");
        case ExactCoverage::None:
            break;
    }
    if (proven) return tr("This position's value is certain; its moves' values are estimates");
    // Only the placement phase is what a solve covers; later the database would be missing.
    return placement ? tr("The computer's estimates here — solve the whole game for certain values")
                     : tr("The computer's estimates here");
}

void AnalysisStatus::onVerdict() {
    // Half an answer (coverage without the exact value, or the reverse) would flash a word
    // that the other half contradicts: wait for both.
    if (!verdict_->statusKnown()) return;
    const ExactCoverage coverage = verdict_->coverage();
    const QString text =
        describe(coverage, verdict_->placementPhase(), verdict_->isOver(), verdict_->isProven());
    setText(text);
    setToolTip(verdict_->isOver() ? QString()
               : coverage == ExactCoverage::None
                   ? tr("The values shown in analysis mode are the computer's estimates.")
                   : tr("The values shown in analysis mode are certain: the result with best play "
                        "from both "
                        "sides."));
    emit updated();
}
