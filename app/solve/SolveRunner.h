// Runs the placement solve (engine/solve/Solver.h) off the GUI thread: a QObject moved into its
// own QThread, started through a queued call of run() and reporting through queued signals.
// Before solving it works out where to begin (solve/SolvePlan.h): after the layers already in the
// directory, trusting the one it reads only after checking it completely, and it checks the
// folder first so a full disk is said at once, not after the first layer.
#pragma once

#include <QMetaType>
#include <QObject>
#include <QString>
#include <atomic>

struct SolveJob {
    QString dir;         // where the layer files go
    int bottom = 0;      // the last (lowest) layer to solve; tests stop early
    int threads = 0;     // 0: all cores
    bool again = false;  // solve every layer again, even those already there
    QString dbPath;      // the endgame database; empty: found as the engine finds it
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
    // layerSolved per layer, message per line, and finished exactly once.
    void run(const SolveJob& job);

signals:
    // The solve begins with layer `first` (layers above it are already there).
    void started(int first);
    void layerSolved(int layer);
    // A line of progress: the solver's own words, or a note of the runner (a damaged file).
    void message(const QString& line);
    // `error` is empty on success and on cancel; translated when the runner found the problem.
    void finished(bool ok, bool cancelled, const QString& error);

private:
    // The first layer to solve, after checking the layer it reads; -1: nothing left to do.
    int firstLayer(const SolveJob& job);
    QString checkFolder(const SolveJob& job, int first);

    std::atomic<bool> cancel_{false};
};
