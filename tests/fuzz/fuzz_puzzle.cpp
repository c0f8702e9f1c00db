// Fuzz target: the puzzle line parser (engine/puzzle/Puzzle). It must never crash; whatever it
// refuses carries a field and a reason; whatever it accepts writes back to a line that reads as
// the same puzzle. The whole input also goes through the file reader.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/puzzle/Puzzle.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bagh::puzzle;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> errors;
    const std::vector<Puzzle> set = parsePuzzleSet(text, &errors);
    for (const std::string& e : errors)
        if (e.empty()) std::abort();
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    const PuzzleParseResult r = parsePuzzleLine(firstLine);
    if (!r.ok) {
        if (r.error.field.empty() || r.error.reason.empty()) std::abort();
        return 0;
    }
    const std::string written = formatPuzzle(r.puzzle);
    const PuzzleParseResult again = parsePuzzleLine(written);
    if (!again.ok || formatPuzzle(again.puzzle) != written ||
        again.puzzle.position.key() != r.puzzle.position.key() ||
        again.puzzle.line != r.puzzle.line || again.puzzle.rating != r.puzzle.rating ||
        again.puzzle.goal != r.puzzle.goal || again.puzzle.id != r.puzzle.id)
        std::abort();
    return 0;
}
