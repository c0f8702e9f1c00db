// The engine's results in words: a value, a move's value, an analysis and a search iteration as
// `baghchal-engine` prints them (ENGINE-CLI.md), and the short tag the game draws on the board.
// One place, so the line protocol, the subcommands and the game's analysis list say exactly the
// same (tst_analysis holds the game's list against the command's output).
#pragma once

#include <string>
#include <vector>

#include "engine/search/Engine.h"

namespace bagh::report {

// The value shown for `v`: an unknown value reads as a draw, the search's verdict when it has
// proven nothing.
GameValue shownValue(GameValue v);

// "<win|draw|loss> <exact|estimate> [plies N] [score S]": plies when known (plies >= 0); the
// score only where it says more than the value, for estimates and exact values without plies.
std::string valueWords(GameValue value, bool exact, int plies, int score);
// The same words without the score, for lines that carry it elsewhere.
std::string valueWords(GameValue value, bool exact, int plies);

// "move E1D1 win exact plies 12": the value of one move, from the side to move before it.
std::string moveLine(const MoveValue& mv);
// "position draw exact": the value of the analysed position.
std::string positionLine(const Analysis& a);
// positionLine, then moveLine for every move, best first: the output of `analyse`.
std::vector<std::string> analysisLines(const Analysis& a);

// "info depth D score S value <valueWords> nodes N nps X time T hashfull H pv M…": one finished
// iteration of `go`.
std::string infoLine(const SearchInfo& info);

// The tag on the board: "W12" (a win in 12 plies), "L30", "D" for exact values, "W" or "L"
// when the distance is unknown; "W?", "D?", "L?" for estimates.
std::string boardTag(const MoveValue& mv);

}  // namespace bagh::report
