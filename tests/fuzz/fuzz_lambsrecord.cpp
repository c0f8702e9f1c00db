// Fuzz target: the Lambs and Tigers record reader (engine/lambs/Record.h), under two
// captures-to-win options. Whatever it accepts must write back to a record that reads as the
// same position, and every legal move of it must make and unmake cleanly.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace bagh::lambs;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (const Variant& v : {Variant::lambs(), Variant::lambs(5)}) {
        const RecordParseResult r = parseRecord(v, text);
        if (!r.ok) {
            if (r.error.field.empty() || r.error.reason.empty()) std::abort();
            continue;
        }
        const auto again = parseRecord(v, writeRecord(v, r.record.position, r.record.lastMove));
        if (!again.ok || !(again.record.position == r.record.position)) std::abort();
        if (again.record.lastMove != r.record.lastMove) std::abort();
        Position pos = r.record.position;
        MoveList list;
        generateMoves(v, pos, list);
        if (list.size() != countMoves(v, pos)) std::abort();
        for (Move m : list) {
            pos.makeMove(m);
            pos.unmakeMove(m);
            if (!(pos == r.record.position)) std::abort();
        }
    }
    return 0;
}
