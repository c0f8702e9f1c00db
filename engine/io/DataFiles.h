// Where the engine finds the data files it reads: the endgame database, the opening book and the
// solved placement tables. One search order for all of them, so a build tree, an installed
// package and a user's own solve are found the same way:
//   1. beside the executable (a build tree: bin/baghchal-endgame.db, bin/book/);
//   2. ../share/baghchal from the executable (any installed tree, whatever its prefix);
//   3. the data directory the build was configured for (CMAKE_INSTALL_DATADIR/baghchal);
//   4. the user's data directory ($XDG_DATA_HOME/baghchal, else ~/.local/share/baghchal), where
//      `dbgen` and `solve` write by default.
// $BAGHCHAL_DATA_DIRS, when set and not empty, is a colon-separated list that replaces 2 and 3
// (the installed directories): a test or a packager's check then sees only the data it names,
// not whatever package the machine has installed.
// Explicit options and the variables BAGHCHAL_DB / BAGHCHAL_TABLES come before all of these;
// their handling lives with the file kind (findEndgameDb, tableSearchPath).
#pragma once

#include <string>
#include <vector>

namespace bagh {

// The four directories above, in order, without duplicates; missing ones are left out only by
// the callers' file checks (a directory may appear later, e.g. after a solve).
std::vector<std::string> dataSearchDirs();

// The user's data directory ($XDG_DATA_HOME/baghchal, else $HOME/.local/share/baghchal, else ".").
std::string userDataDir();

// The first regular file `relative` below one of dataSearchDirs(), or "".
std::string findDataFile(const std::string& relative);

}  // namespace bagh
