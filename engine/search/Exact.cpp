#include "engine/search/Exact.h"

#include <algorithm>
#include <climits>

#include "engine/search/Evaluate.h"
#include "engine/search/ProveToDb.h"
#include "engine/search/Search.h"

namespace bagh {
namespace {

int rankOfValue(GameValue v) {
    return v == GameValue::Win ? 0 : v == GameValue::Draw ? 1 : v == GameValue::Loss ? 2 : 3;
}

}  // namespace

DbProbe moveValue(const Position& root, Move m, const ExactSources& src) {
    Position child = root;
    child.makeMove(m);
    const DbProbe e = exactValue(child, src);
    return {opposite(e.value), e.plies >= 0 ? e.plies + 1 : -1};
}

DbProbe exactValue(const Position& pos, const ExactSources& src) {
    if (pos.goatsCaptured() >= kCapturesToWin) return {GameValue::Loss, 0};
    if (EndgameDb::covers(pos)) return src.db ? src.db->probe(pos) : DbProbe{};
    const GameValue tabled = src.tables ? src.tables->probe(pos) : GameValue::Unknown;
    if (tabled != GameValue::Unknown) return {tabled, -1};
    if (src.db && pos.goatsInHand() <= src.searchInHand) return {proveToDatabase(pos, *src.db), -1};
    return {};
}

bool tablesDecideEveryMove(const Position& root, const ExactSources& src) {
    if (!src.tables || EndgameDb::covers(root)) return false;
    MoveList moves;
    generateMoves(root, moves);
    return std::all_of(moves.begin(), moves.end(),
                       [&](Move m) { return moveValue(root, m, src).value != GameValue::Unknown; });
}

std::vector<Move> exactLine(Position pos, Move first, const ExactSources& src, int maxPlies) {
    std::vector<Move> line{first};
    pos.makeMove(first);
    while (static_cast<int>(line.size()) < maxPlies) {
        Move next;
        if (EndgameDb::covers(pos)) {
            if (!src.db) break;
            next = Search::exactBestMove(pos, src.db);
        } else {
            const GameValue value = exactValue(pos, src).value;
            if (value == GameValue::Unknown) break;
            // Many moves keep a draw (or a win without a distance): of those, the one the
            // evaluation likes best for the mover, so the line looks like play, not shuffling.
            MoveList moves;
            generateMoves(pos, moves);
            int bestEval = INT_MIN;
            for (Move m : moves) {
                if (moveValue(pos, m, src).value != value) continue;
                Position child = pos;
                child.makeMove(m);
                const int e = -evaluate(child);
                if (e > bestEval) bestEval = e, next = m;
            }
        }
        if (next.isNull()) break;
        line.push_back(next);
        pos.makeMove(next);
    }
    return line;
}

void applyTables(Analysis& a, const Position& root, const ExactSources& src) {
    if (!src.tables || EndgameDb::covers(root) || a.moves.empty()) return;
    for (MoveValue& mv : a.moves) {
        const DbProbe e = moveValue(root, mv.move, src);
        if (e.value == GameValue::Unknown) continue;
        mv.value = e.value;
        mv.exact = true;
        mv.plies = e.plies;
    }
    std::stable_sort(a.moves.begin(), a.moves.end(), [](const MoveValue& x, const MoveValue& y) {
        const int rx = x.exact ? rankOfValue(x.value) : 3, ry = y.exact ? rankOfValue(y.value) : 3;
        if (rx != ry) return rx < ry;
        if (x.exact && y.exact && x.plies >= 0 && y.plies >= 0 && x.plies != y.plies)
            return x.value == GameValue::Loss ? x.plies > y.plies : x.plies < y.plies;
        return x.score > y.score;
    });
    if (!std::all_of(a.moves.begin(), a.moves.end(), [](const MoveValue& m) { return m.exact; }))
        return;  // an undecided move: keep the search's verdict on the position
    a.value = a.moves.front().value;
    a.exact = true;
    a.plies = a.moves.front().plies;
}

}  // namespace bagh
