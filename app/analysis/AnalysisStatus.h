// The status bar's permanent word on the shown position: are the analysis values for it certain
// (the endgame database, the solved placement tables) or the computer's estimates? The engine
// decides (Engine::coverage, asked through the worker); this label only words the answer, and
// asks again whenever the shown position or the tables change.
#pragma once

#include <QLabel>

#include "engine/search/Engine.h"

class GameSession;

class AnalysisStatus : public QLabel {
    Q_OBJECT

public:
    explicit AnalysisStatus(GameSession* controller, QWidget* parent = nullptr);

    // The words for a position: certain from `coverage`, else an estimate; `placement` adds the
    // hint that solving the whole game makes it exact; `over` for a finished game.
    static QString describe(bagh::ExactCoverage coverage, bool placement, bool over);

signals:
    // The text now matches the shown position (tests wait for it).
    void updated();

private:
    void ask();
    void onCoverage(quint64 positionKey, bagh::ExactCoverage coverage);

    GameSession* controller_;
};
