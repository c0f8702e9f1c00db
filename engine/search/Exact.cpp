#include "Exact.h"

#include <algorithm>
#include <climits>

#include "Evaluate.h"
#include "Search.h"

namespace bagh {
namespace {

GameValue invert(GameValue v) {
    switch (v) {
        case GameValue::Win:
            return GameValue::Loss;
        case GameValue::Loss:
            return GameValue::Win;
        default:
            return v;
    }
}

int rankOfValue(GameValue v) {
    return v == GameValue::Win ? 0 : v == GameValue::Draw ? 1 : v == GameValue::Loss ? 2 : 3;
}

// The value of playing `m` from `root`, for the side to move at the root.
DbProbe moveValue(const Position& root, Move m, const ExactSources& src) {
    Position child = root;
    child.makeMove(m);
    const DbProbe e = exactValue(child, src);
    return {invert(e.value), e.plies >= 0 ? e.plies + 1 : -1};
}

}  // namespace

DbProbe exactValue(const Position& pos, const ExactSources& src) {
    if (pos.goatsCaptured() >= kCapturesToWin) return {GameValue::Loss, 0};
    if (EndgameDb::covers(pos)) return src.db ? src.db->probe(pos) : DbProbe{};
    if (!src.tables) return {};
    return {src.tables->probe(pos), -1};
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

std::vector<Move> perfectCandidates(const Position& root, const MoveList& moves,
                                    const ExactSources& src, GameValue* value) {
    if (!src.tables || EndgameDb::covers(root)) return {};
    std::vector<Move> best;
    int bestRank = 3;
    for (Move m : moves) {
        const int r = rankOfValue(moveValue(root, m, src).value);
        if (r == 3) return {};
        if (r < bestRank) bestRank = r, best.clear();
        if (r == bestRank) best.push_back(m);
    }
    static constexpr GameValue kByRank[] = {GameValue::Win, GameValue::Draw, GameValue::Loss};
    *value = kByRank[bestRank];
    if (best.size() < 2) return best;
    // The opponent keeps its value only with a reply whose value for it equals its value in
    // the child; the fewer such replies, the likelier a fallible opponent slips.
    std::vector<Move> narrowed;
    int fewest = INT_MAX;
    for (Move m : best) {
        Position child = root;
        child.makeMove(m);
        const GameValue keep = invert(*value);
        MoveList replies;
        generateMoves(child, replies);
        int good = 0;
        for (Move r : replies) {
            const GameValue v = moveValue(child, r, src).value;
            good += v == keep || v == GameValue::Unknown;
        }
        if (good < fewest) fewest = good, narrowed.clear();
        if (good == fewest) narrowed.push_back(m);
    }
    return narrowed;
}

}  // namespace bagh
