#include "engine/cli/Commands.h"

namespace bagh::cli {

const std::vector<CommandEntry>& commandTable() {
    static const std::vector<CommandEntry> table = {
        {"check", checkCommand,
         "check \"<OBX>\"            validate a record, print it canonically (--game lambs "
         "[--captures N|all]: a Lambs record)"},
        {"perft", perftCommand,
         "perft <depth> [\"<OBX>\"] [--game baghchal|lambs] [--captures N|all]  count leaf "
         "nodes of the move tree"},
        {"dbgen", dbgenCommand, "dbgen [--out PATH] [--threads N]  build the endgame database"},
        {"dbstats", dbstatsCommand,
         "dbstats [PATH]           value counts of the endgame database"},
        {"dbverify", dbverifyCommand,
         "dbverify [PATH] [--stride N]  re-derive entries from successors"},
        {"dbbench", dbbenchCommand, "dbbench [PATH]           endgame database probes per second"},
        {"solve", solveCommand,
         "solve [--out DIR] [--threads N] [--from-layer L] [--to-layer L]  solve the placement "
         "phase | solve --game lambs [--captures N|all] [--out DIR] [--threads N] [--from-layer "
         "L] [--to-layer L]  solve Lambs and Tigers (both resume by themselves)"},
        {"solveprobe", solveprobeCommand,
         "solveprobe \"<OBX>\"|- [--tables DIR]  exact value from the placement tables (-: OBX "
         "lines on stdin) | solveprobe --game lambs \"<record>\" [--captures N|all] [--tables "
         "DIR]"},
        {"solveverify", solveverifyCommand,
         "solveverify [--tables DIR] [--samples N]  re-derive sampled entries of every layer "
         "(--game lambs [--captures N|all]: of the Lambs tables)"},
        {"solverepack", solverepackCommand,
         "solverepack [--tables DIR]  rewrite the tables in the current format (smaller)"},
        {"solvecompare", solvecompareCommand,
         "solvecompare OLD_DIR [--tables DIR] [--samples N]  compare every value with old tables"},
        {"go", goCommand,
         "go \"<OBX>\" [--movetime MS | --depth D | --nodes N] [--level L] [--db PATH] [--tables "
         "DIR] [--threads N] [--hash MB]"},
        {"analyse", analyseCommand,
         "analyse \"<OBX>\" [--movetime MS | --depth D] [--db PATH] [--tables DIR]   value every "
         "legal move (--game lambs [\"<record>\"] [--captures N|all]: of a Lambs position)"},
        {"bench", benchCommand,
         "bench [--compare] [--db PATH] | bench --algorithms [--depth D] [\"<OBX>\"]  fixed "
         "searches: node signature and speed; the search algorithms side by side"},
        {"match", matchCommand,
         "match A B [--game baghchal|lambs] [--captures N|all] [--games N] [--movetime MS | "
         "--depth D] [--openings random:PLIES | safe:PLIES | FILE] [--seed S] [--concurrency N] "
         "[--rule "
         "threefold|traditional] [--maxply N] [--quiet N] [--games-out FILE] [--timeout MS]  "
         "play two players against each other (Bagh-Chal, or Lambs and Tigers)"},
        {"openings", openingsCommand,
         "openings random:PLIES|safe:PLIES [--count N] [--seed S] [--risk] [--rounds R] [--db "
         "PATH] [--tables DIR]  the match's openings as OBX lines, with how safe each is for "
         "the goats"},
        {"puzzles", puzzlesCommand,
         "puzzles [--game baghchal|lambs] [--captures N|all] [--count N] [--seed S] [--phase "
         "placement|sliding|any] [--db PATH] [--tables DIR] [--book-only] [--threads N]  "
         "positions with one move that keeps the proven value | puzzles --check FILE  re-prove "
         "a set (either game's)"},
        {"review", reviewCommand,
         "review FILE [--margin N] [--depth D] [--tables DIR]  a verdict for every ply of every "
         "game of a saved game or a match's --games-out file (either game)"},
        {"xmpp", xmppCommand,
         "xmpp ACCOUNT --password-file FILE [--server HOST[:PORT]] [--ca-file FILE] (--invite "
         "CONTACT | --accept CONTACT|any | --watch CONTACT) [--level LEVEL] [--game lambs] "
         "[--side goats|tigers] [--movetime MS] [--watchers contacts|any|none] [--register]  "
         "play or watch a game over XMPP"},
        {"evaltune", evalTuneCommand,
         "evaltune [--db PATH] [--positions N] [--tune]  evaluation vs database"},
        {"protocol", protocolCommand,
         "protocol                 the line protocol (same as no subcommand)"},
    };
    return table;
}

}  // namespace bagh::cli
