// baghchal-engine: the command-line face of the engine. Without a subcommand it speaks the
// line protocol on stdin/stdout.
#include <cstring>
#include <exception>
#include <iostream>

#include "engine/cli/Commands.h"

int main(int argc, char** argv) {
    using namespace bagh::cli;
    std::ios::sync_with_stdio(false);
    if (argc < 2) return protocolCommand({});
    const std::string name = argv[1];
    const Args args(argv + 2, argv + argc);
    if (name == "-h" || name == "--help" || name == "help") {
        std::cout << "usage: baghchal-engine [subcommand ...]\n"
                     "  (no subcommand)  line protocol on stdin/stdout\n";
        for (const CommandEntry& c : commandTable()) std::cout << "  " << c.usage << '\n';
        return 0;
    }
    for (const CommandEntry& c : commandTable()) {
        if (name != c.name) continue;
        try {
            return c.run(args);
        } catch (const std::exception& e) {
            std::cerr << "error: " << e.what() << '\n';
            return 1;
        }
    }
    std::cerr << "error: unknown subcommand '" << name << "' (try --help)\n";
    return 2;
}
