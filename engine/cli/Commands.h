// Subcommands of baghchal-engine (docs/ENGINE-CLI.md). Each returns the process exit status:
// 0 success, 2 bad input (the message is on stderr), 1 any other failure.
#pragma once

#include <string>
#include <vector>

namespace bagh::cli {

using Args = std::vector<std::string>;  // the arguments after the subcommand name

int checkCommand(const Args& args);
int perftCommand(const Args& args);
int protocolCommand(const Args& args);
// The search (engine/cli/SearchCommands.cpp, BenchCommand.cpp).
int goCommand(const Args& args);
int analyseCommand(const Args& args);
int benchCommand(const Args& args);
int evalTuneCommand(const Args& args);
// The match runner (MatchCommand.cpp).
int matchCommand(const Args& args);
int openingsCommand(const Args& args);  // OpeningsCommand.cpp
// Puzzles from the solved game (PuzzleCommand.cpp).
int puzzlesCommand(const Args& args);
// The review of saved games (ReviewCommand.cpp).
int reviewCommand(const Args& args);
// A game over XMPP (XmppCommand.cpp).
int xmppCommand(const Args& args);
// The endgame database (DbCommands.cpp).
int dbgenCommand(const Args& args);
int dbstatsCommand(const Args& args);
int dbverifyCommand(const Args& args);
int dbbenchCommand(const Args& args);
// The placement-phase tables (SolveCommands.cpp).
int solveCommand(const Args& args);
int solveprobeCommand(const Args& args);
int solveverifyCommand(const Args& args);
int solverepackCommand(const Args& args);
int solvecompareCommand(const Args& args);
// Lambs and Tigers (LambsSolveCommands.cpp): `solve`/`solveprobe` with --game lambs.
int lambsSolveCommand(const Args& args);
int lambsSolveprobeCommand(const Args& args);
int lambsSolveverifyCommand(const Args& args);
// The word after the last --game in `args`, or "baghchal".
std::string gameOf(const Args& args);

// Registered by other modules' command files.
struct CommandEntry {
    const char* name;
    int (*run)(const Args&);
    const char* usage;
};
const std::vector<CommandEntry>& commandTable();

}  // namespace bagh::cli
