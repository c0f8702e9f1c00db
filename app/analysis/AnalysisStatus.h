// The status bar's permanent word on the shown position: are the analysis values for it certain
// (the endgame database, the solved placement tables) or the computer's estimates? The engine
// decides (Engine::coverage and the exact values, asked through the worker by PositionVerdict);
// this label only words what the verdict knows, so it never calls certain what the Engine card
// or the analysis call an estimate.
#pragma once

#include <QLabel>

#include "engine/search/Engine.h"

class PositionVerdict;

class AnalysisStatus : public QLabel {
    Q_OBJECT

public:
    explicit AnalysisStatus(PositionVerdict* verdict, QWidget* parent = nullptr);

    // The words for a position: certain from `coverage`, else an estimate; `placement` adds the
    // hint that solving the whole game makes it exact; `over` for a finished game. `proven`: the
    // position's own value is certain although its moves' are not (the book's last layer, a
    // search that saw the end).
    static QString describe(bagh::ExactCoverage coverage, bool placement, bool over,
                            bool proven = false);

signals:
    // The text now matches the shown position (tests wait for it).
    void updated();

private:
    void onVerdict();

    PositionVerdict* verdict_;
};
