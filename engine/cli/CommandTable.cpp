#include "Commands.h"

namespace bagh::cli {

const std::vector<CommandEntry>& commandTable() {
    static const std::vector<CommandEntry> table = {
        {"check", checkCommand, "check \"<OBX>\"            validate a record, print it canonically"},
        {"perft", perftCommand, "perft <depth> [\"<OBX>\"]   count leaf nodes of the move tree"},
        {"protocol", protocolCommand, "protocol                 the line protocol (same as no subcommand)"},
    };
    return table;
}

}  // namespace bagh::cli
