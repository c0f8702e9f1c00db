// Fuzz target: the line protocol. Any bytes, line by line; the protocol must keep answering,
// and `isready` after the garbage must still get `readyok`.
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

#include "engine/cli/Protocol.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // Searches could run for long on fuzzed "go" lines; keep inputs to what a line protocol
    // session sends in a second.
    if (size > 4096) return 0;
    std::string input(reinterpret_cast<const char*>(data), size);
    // Unbounded searches are not the protocol's robustness: turn them into short ones.
    for (const char* word : {"infinite", "movetime"}) {
        for (auto at = input.find(word); at != std::string::npos; at = input.find(word, at + 1))
            input[at] = 'x';
    }
    input += "\nisready\nquit\n";
    std::istringstream in(input);
    std::ostringstream out;
    {
        auto protocol = bagh::cli::makeProtocol(in, out);
        protocol->run();
    }
    if (out.str().find("readyok") == std::string::npos) std::abort();
    return 0;
}
