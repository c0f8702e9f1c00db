#include "window/Screenshot.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>
#include <cstdio>
#include <memory>

#include "analysis/AnalysisMode.h"
#include "solve/SolveDialog.h"
#include "window/MainWindow.h"

namespace Screenshot {

void schedule(MainWindow* window, const QString& path, int delayMs) {
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    auto take = [window, path] {
        // The solve dialog when it is open (--solve-dialog), else the window.
        QWidget* shown = window->solveDialog() && window->solveDialog()->isVisible()
                             ? static_cast<QWidget*>(window->solveDialog())
                             : window;
        const bool ok = shown->grab().save(path);
        if (!ok) std::fprintf(stderr, "error: cannot write %s\n", qPrintable(path));
        QApplication::exit(ok ? 0 : 1);
    };
    // Polled rather than tied to AnalysisMode::settled, so a report that settled before the
    // delay ran out is not missed.
    auto* poll = new QTimer(window);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, window, [window, clock, take, delayMs, poll] {
        if (clock->elapsed() < delayMs) return;
        const AnalysisMode* analysis = window->analysisMode();
        const bool ready = !analysis->isActive() || analysis->isSettled();
        if (!ready && clock->elapsed() < kMaxWaitMs) return;
        if (!ready) std::fprintf(stderr, "warning: analysis not final after %d ms\n", kMaxWaitMs);
        poll->stop();
        // One more turn of the event loop so the last report is painted.
        QTimer::singleShot(50, window, take);
    });
    poll->start();
}

}  // namespace Screenshot
