// Where the tests find the programs and data the build made.
#pragma once

#include <QString>

#include <string>

namespace testenv {

// The command-line engine: $BAGHCHAL_ENGINE (CTest sets it), else baghchal-engine beside the
// running test (a build tree's bin/).
QString enginePath();

// The endgame database the build wrote beside the engine, else the one the engine's own search
// finds (engine/io/DataFiles.h); empty when there is none.
std::string databasePath();

}  // namespace testenv
