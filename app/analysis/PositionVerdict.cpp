#include "analysis/PositionVerdict.h"

#include "analysis/ValueWords.h"
#include "session/GameSession.h"
#include "session/MoveListModel.h"

using namespace bagh::games;
using bagh::ExactCoverage;
using bagh::GameValue;

PositionVerdict::PositionVerdict(GameSession* session, QObject* parent)
    : QObject(parent), session_(session) {
    connect(session_, &GameSession::positionChanged, this, &PositionVerdict::onPositionChanged);
    // The end of a game is announced after its last position: the verdict becomes the result.
    connect(session_, &GameSession::stateChanged, this, &PositionVerdict::changed);
    connect(session_->engine(), &EngineService::engineThinking, this, &PositionVerdict::onThinking);
    connect(session_->engine(), &EngineService::analysed, this, &PositionVerdict::onAnalysed);
    connect(session_->engine(), &EngineService::coverageKnown, this, &PositionVerdict::onCoverage);
    connect(session_->engine(), &EngineService::exactValuesKnown, this,
            &PositionVerdict::onExactValues);
    // New tables (a solve finished) may prove what was an estimate.
    connect(session_->engine(), &EngineService::tablesReloaded, this, [this] {
        coverageKnown_ = exactKnown_ = false;
        ask();
    });
    onPositionChanged({}, false);
}

bool PositionVerdict::over() const { return session_->result().over(); }

PositionVerdict::Kind PositionVerdict::kind() const {
    if (over()) return Kind::Over;
    if (proven_) return Kind::Proven;
    return estimated_ ? Kind::Estimate : Kind::Nothing;
}

void PositionVerdict::onPositionChanged(Move lastMove, bool animate) {
    const Position shown = session_->game().current();
    // The computer's estimate survives the move it expected (its own, or the one it foresaw
    // for the player), seen from the other side; any other change leaves nothing known.
    QStringList line = pv_.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const bool expected =
        animate && !lastMove.isNull() && estimated_ && !proven_ && !line.isEmpty() &&
        line.front() == MoveListModel::moveText(session_->game().kind(), lastMove);
    const int carried = -score_;
    key_ = shown.key();
    mover_ = shown.sideToMove();
    proven_ = false;
    value_ = GameValue::Unknown;
    plies_ = -1;
    estimated_ = expected;
    score_ = expected ? carried : 0;
    if (expected) line.removeFirst();
    pv_ = expected ? line.join(QLatin1Char(' ')) : QString();
    coverageKnown_ = exactKnown_ = false;
    ask();
    emit changed();
}

void PositionVerdict::ask() {
    if (over()) return;
    session_->engine()->requestCoverage();
    session_->engine()->requestExactValues({session_->game().current()});
}

void PositionVerdict::onThinking(const EngineInfo& info) {
    // The session reports only the thinking of the shown position; the side is a last guard
    // against a report crossing a change.
    if (over() || info.sideToMove != mover_) return;
    if (info.proven && info.value != GameValue::Unknown)
        prove(info.value, info.plies);
    else
        estimate(info.score, info.pv);
}

void PositionVerdict::onAnalysed(const AnalysisReport& report) {
    if (over() || report.positionKey != key_) return;
    const Analysis& a = report.analysis;
    if (a.exact && a.value != GameValue::Unknown)
        prove(a.value, a.plies);
    else
        estimate(a.score, pv_);
}

void PositionVerdict::onCoverage(quint64 key, ExactCoverage coverage) {
    if (key != key_) return;
    coverageKnown_ = true;
    coverage_ = coverage;
    emit changed();
}

void PositionVerdict::onExactValues(const QVector<ExactPoint>& points) {
    for (const ExactPoint& e : points) {
        if (e.key != key_) continue;
        exactKnown_ = true;
        if (e.value != GameValue::Unknown && e.sideToMove == mover_) {
            prove(e.value, e.plies);
            return;
        }
        emit changed();
        return;
    }
}

void PositionVerdict::prove(GameValue value, int plies) {
    // The tables give the distance where a search may not: keep the first known distance.
    if (proven_ && value_ == value && (plies < 0 || plies_ >= 0)) return;
    proven_ = true;
    value_ = value;
    plies_ = plies;
    emit changed();
}

void PositionVerdict::estimate(int score, const QString& pv) {
    if (proven_) return;  // an estimate never overrules a proof
    estimated_ = true;
    score_ = score;
    pv_ = pv;
    emit changed();
}

QString PositionVerdict::headline() const {
    switch (kind()) {
        case Kind::Over:
            return ValueWords::result(session_->result());
        case Kind::Proven:
            return ValueWords::verdict(mover_, value_, true, plies_, 0);
        case Kind::Estimate:
            return ValueWords::verdict(mover_, GameValue::Unknown, false, -1, score_);
        case Kind::Nothing:
            break;
    }
    return {};
}

QString PositionVerdict::hintText(const QString& moveText) const {
    const QString words = headline();
    return words.isEmpty() ? tr("Hint: %1.").arg(moveText)
                           : tr("Hint: %1 — %2.").arg(moveText, words);
}

bool PositionVerdict::statusKnown() const { return over() || (coverageKnown_ && exactKnown_); }

bool PositionVerdict::placementPhase() const { return session_->game().current().placementPhase(); }
