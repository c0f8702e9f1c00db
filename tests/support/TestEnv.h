// Where the tests find the programs and data the build made, and how long they may wait.
#pragma once

#include <QString>

#include <string>

namespace testenv {

// A file of the source tree (`relative` to its root), for data the tests read where it is kept:
// the book, the shipped puzzle sets. Not found from __FILE__: a reproducible build maps the
// source folder out of it (packaging/Reproducible.cmake).
std::string sourcePath(const std::string& relative);

// The command-line engine: $BAGHCHAL_ENGINE (CTest sets it), else baghchal-engine beside the
// running test (a build tree's bin/).
QString enginePath();

// The endgame database the build wrote beside the engine, else the one the engine's own search
// finds (engine/io/DataFiles.h); empty when there is none.
std::string databasePath();

// `ms` times $BAGHCHAL_TEST_TIMEOUT_SCALE (default 1; scripts/test sets 3 under ASan, 10 under
// TSan). For the limits of waits on an event: a wait ends as soon as its event comes, so a
// generous limit costs nothing when all is well.
int timeout(int ms);

// The factor above; also for the few bounds on how fast the program reacts (stop latency, GUI
// responsiveness), which a sanitizer slows as it slows everything.
double timeoutScale();

}  // namespace testenv
