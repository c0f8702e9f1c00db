// Runs a solve of either game's tables (engine/gamesolve/GameSolve.h: Bagh-Chal's placement phase,
// or Lambs and Tigers under one captures rule) off the GUI thread: a QObject moved into its own
// QThread, started through a queued call of run() and reporting through queued signals. Before
// solving it works out where to begin: after the layers already in the directory, trusting the
// files it reads only after checking them completely, and it checks the folder first so a full
// disk is said at once, not after the first layer.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <atomic>

#include "engine/gamesolve/GameSolve.h"

struct SolveJob {
    QString dir;                      // where the layer files go
    bagh::solve::SolveTarget target;  // which game's tables
    int bottom = 0;                   // the last (lowest) layer to solve; tests stop early
    int threads = 0;                  // 0: all cores
    bool again = false;               // solve every layer again, even those already there
    QString dbPath;                   // the endgame database; empty: found as the engine finds it
};
Q_DECLARE_METATYPE(SolveJob)

class SolveRunner : public QObject {
    Q_OBJECT

public:
    SolveRunner();

    // Thread-safe. Asks the running solve to stop: the solver checks between rows, drops the
    // layer it is on and keeps the finished ones. Also stops a solve that has not begun.
    void requestCancel() { cancel_ = true; }
    // Thread-safe. Clears an old request; call before queueing the next run().
    void clearCancel() { cancel_ = false; }

public slots:
    // Blocks this thread for the whole solve. Emits started (unless it fails before), then
    // layerSolved per layer, partDone inside long layers, a note per damaged file, and
    // finished exactly once.
    void run(const SolveJob& job);

signals:
    // The solve begins with layer `first` (layers above it are already there), `doneInFirst`
    // of its work (GameSolve::workOf) saved by a run before (a Lambs checkpoint).
    void started(int first, double doneInFirst);
    void layerSolved(int layer);
    // The work done so far inside the layers being solved (a Lambs sliding phase's blocks).
    void partDone(double work);
    // A note for the player, translated (a damaged file not used or solved again).
    void note(const QString& line);
    // `error` is empty on success and on cancel; translated when the runner found the problem.
    void finished(bool ok, bool cancelled, const QString& error);

private:
    // Where to begin, after checking the files it reads; first -1: nothing left to do.
    bagh::solve::SolveStart findStart(const bagh::solve::GameSolve& game, const SolveJob& job);
    QString checkFolder(const bagh::solve::GameSolve& game, const SolveJob& job, int first);

    std::atomic<bool> cancel_{false};
};
