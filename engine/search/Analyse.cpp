#include "engine/search/Analyse.h"

#include <algorithm>

#include "engine/search/Score.h"

namespace bagh {
namespace {

void describe(MoveValue& mv, int score, bool exact) {
    mv.score = score;
    mv.exact = exact;
    mv.value = exact && !isResultScore(score) ? GameValue::Draw : valueOfScore(score);
    mv.plies = isResultScore(score) ? resultPlies(score) : -1;
}

// Best first: higher scores first, so wins in fewer plies and losses in more plies lead; among
// equal scores a proven value before an estimate.
void sortMoves(std::vector<MoveValue>& moves) {
    std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
        if (a.score != b.score) return a.score > b.score;
        return a.exact && !b.exact;
    });
}

void summarise(Analysis& a) {
    sortMoves(a.moves);
    if (a.moves.empty()) return;
    const MoveValue& best = a.moves.front();
    a.value = best.value;
    a.plies = best.plies;
    a.score = best.score;
    // Exact when every move is, or when a proven win is at hand (an estimate can only offer
    // another win, so the value stands; the distance is the best proven one).
    a.exact =
        std::all_of(a.moves.begin(), a.moves.end(), [](const MoveValue& m) { return m.exact; }) ||
        (best.exact && best.value == GameValue::Win);
}

}  // namespace

Move exactBestMove(const Position& root, const MoveList& moves, const EndgameDb* db,
                   std::vector<MoveValue>* values) {
    values->clear();
    for (Move m : moves) {
        Position child = root;
        child.makeMove(m);
        int childScore = 0;
        if (!Search::exactScore(child, db, &childScore)) return Move();
        MoveValue mv;
        mv.move = m;
        describe(mv, scoreFromChild(childScore), true);
        values->push_back(mv);
    }
    sortMoves(*values);
    return values->empty() ? Move() : values->front().move;
}

Analysis analyseMoves(const SearchContext& context, const Game& game, int maxDepth,
                      const std::function<void(const Analysis&)>& onUpdate) {
    Analysis a;
    const Position root = game.current();
    MoveList moves;
    game.legalMoves(moves);
    if (moves.empty()) {  // the game is over: by the rules, by repetition or by the players
        a = finishedAnalysis<Move>(game.result(), root.sideToMove());
        if (onUpdate) onUpdate(a);
        return a;
    }
    const std::vector<std::uint64_t> history = game.keys();
    struct Entry {
        MoveValue value;
        Position child;
        int guess;  // MTD(f)'s first guess for the child: its last score
    };
    std::vector<Entry> entries;
    for (Move m : moves) {
        Entry e{{}, root, 0};
        e.value.move = m;
        e.child.makeMove(m);
        int childScore = 0;
        if (Search::exactScore(e.child, context.db, &childScore)) {
            describe(e.value, scoreFromChild(childScore), true);
        } else {
            childScore = evaluate(e.child);
            describe(e.value, scoreFromChild(childScore), false);
        }
        e.guess = childScore;
        entries.push_back(e);
    }
    auto report = [&](int depth) {
        a.moves.clear();
        for (const Entry& e : entries) a.moves.push_back(e.value);
        a.depth = depth;
        summarise(a);
        if (onUpdate) onUpdate(a);
    };
    const int cap = maxDepth > 0 ? std::min(maxDepth, kMaxPly - 2) : kMaxPly - 2;
    Search search(context);
    for (int depth = 1; depth <= cap; ++depth) {
        bool open = false;
        for (Entry& e : entries) {
            if (e.value.exact) continue;
            MoveList childMoves;
            generateMoves(e.child, childMoves);
            search.setRoot(e.child, history, childMoves);
            const int g = search.mtdf(depth, e.guess);
            if (search.aborted()) {
                report(depth);
                return a;
            }
            e.guess = g;
            const bool proven =
                isResultScore(g) || (context.db && depth >= Search::pliesToDatabase(e.child));
            describe(e.value, scoreFromChild(g), proven);
            open = open || !proven;
        }
        report(depth + 1);
        if (!open) break;
    }
    return a;
}

}  // namespace bagh
