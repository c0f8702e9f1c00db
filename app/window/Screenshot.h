// --screenshot FILE: saves a picture of the window (or of the solve dialog, when it is open)
// and quits. The picture is taken after the given delay, and in analysis mode not before the
// final analysis of the shown position is on screen (the values settled, the engine idle),
// waiting at most kMaxWaitMs for that.
#pragma once

#include <QString>

class MainWindow;

namespace Screenshot {

constexpr int kMaxWaitMs = 8000;

// Arranges the picture; the application exits with 0 once it is written, 1 if it cannot be.
void schedule(MainWindow* window, const QString& path, int delayMs);

}  // namespace Screenshot
