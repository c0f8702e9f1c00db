// Text for analysis values, Qt-free so the same words serve the board, the list, the tests and
// the fuzzers. engineWords() is byte for byte what `baghchal-engine analyse` prints after the
// move (engine/cli/SearchProtocol.cpp, valueWords): the app shows the engine's own verdict, and
// tst_analysis checks that claim against the real command.
#pragma once

#include <string>

#include "search/Engine.h"

namespace AnalysisText {

// "<win|draw|loss> <exact|estimate> [plies N] [score S]", as in the CLI's analyse lines.
std::string engineWords(bagh::GameValue value, bool exact, int plies, int score);
// "move E1D1 win exact plies 12": one line of `baghchal-engine analyse` output.
std::string moveLine(const bagh::MoveValue& mv);
// "position draw exact": the first line of the same output.
std::string positionLine(const bagh::Analysis& a);

// The short tag drawn on the board: "W12" (win in 12 plies), "L30", "D" for exact values;
// "W?", "D?", "L?" for estimates. Unknown values read as draws, as in the CLI.
std::string boardTag(const bagh::MoveValue& mv);

// The value an unknown reads as (the CLI prints unknown as draw).
bagh::GameValue shownValue(bagh::GameValue v);

}  // namespace AnalysisText
