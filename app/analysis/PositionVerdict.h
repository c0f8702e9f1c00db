// What is known of the value of the position shown in the window, in one place, so that every
// place that words it (the Engine card, the analysis column's head, the hint message, the
// status bar's word and, at the end, the result) says the same thing.
//
// Fed only by the session's signals: the computer's thinking and hints (engineThinking), the
// analysis (analysed), the exact sources (coverageKnown, exactValuesKnown, which it asks for
// itself on every change of the shown position). A proven value, wherever it came from, beats
// any estimate and is never replaced by one; everything is forgotten when the shown position
// changes, except the computer's own estimate carried over its expected move. At the end of a
// game the verdict is the result, never an estimate. GUI thread only.
#pragma once

#include <QObject>
#include <QString>

#include "engine/core/Types.h"
#include "engine/search/Engine.h"
#include "session/EngineWorker.h"

class GameSession;

class PositionVerdict : public QObject {
    Q_OBJECT

public:
    enum class Kind {
        Nothing,   // nothing known yet
        Estimate,  // the computer's estimate (a search, or analysis, not proven)
        Proven,    // certain with best play from both sides
        Over,      // the game has ended at the shown position
    };

    explicit PositionVerdict(GameSession* session, QObject* parent = nullptr);

    Kind kind() const;
    bool isProven() const { return kind() == Kind::Proven; }

    // The value in the player's words: "Draw with best play", "Goats win in 3 moves",
    // "Tigers clearly better, by the computer's estimate"; the result ("Tigers win") once the
    // game is over; empty while nothing is known.
    QString headline() const;
    // The message for a hint of `moveText` at this position: the move and the headline.
    QString hintText(const QString& moveText) const;

    // Both exact sources have answered for the shown position (or the game is over): what
    // coverage() says is then final, and isProven() too unless a search proves more.
    bool statusKnown() const;
    // Which exact source decides the analysis of the shown position's moves (None until known).
    bagh::ExactCoverage coverage() const { return coverage_; }
    bool isOver() const { return over(); }
    // The shown position is in the placement phase (where a solve would make values certain).
    bool placementPhase() const;

signals:
    // Something known of the shown position changed (or the position itself).
    void changed();

private:
    void onPositionChanged(bagh::games::Move lastMove, bool animate);
    void ask();
    void onThinking(const EngineInfo& info);
    void onAnalysed(const AnalysisReport& report);
    void onCoverage(quint64 key, bagh::ExactCoverage coverage);
    void onExactValues(const QVector<ExactPoint>& points);
    void prove(bagh::GameValue value, int plies);
    void estimate(int score, const QString& pv);
    bool over() const;

    GameSession* session_;
    quint64 key_ = 0;  // of the shown position, which everything below is about
    bagh::Side mover_ = bagh::Side::Goats;
    bool proven_ = false;
    bagh::GameValue value_ = bagh::GameValue::Unknown;  // for mover_, when proven_
    int plies_ = -1;
    bool estimated_ = false;
    int score_ = 0;  // for mover_, centi-goats, when estimated_
    QString pv_;     // the computer's expected line from here, to carry its estimate over a move
    bool coverageKnown_ = false;
    bagh::ExactCoverage coverage_ = bagh::ExactCoverage::None;
    bool exactKnown_ = false;
};
