#include "engine/games/SolvedGame.h"

#include "engine/db/EndgameDb.h"
#include "engine/lambs/solve/Tables.h"
#include "engine/solve/PlacementTables.h"

namespace bagh::games {

bool solvedThroughout(GameKind kind, int capturesToWin) {
    if (kind == GameKind::Lambs) {
        const lambs::Variant v = lambs::Variant::lambs(capturesToWin);
        const auto tables = lambs::LambsTables::open(v, lambs::lambsTableSearchPath(""), nullptr);
        return tables && tables->decidesEverything();
    }
    if (findEndgameDb("").empty()) return false;
    const auto tables = solve::PlacementTables::open(solve::tableSearchPath(""), nullptr);
    return tables && tables->complete();
}

}  // namespace bagh::games
