#include "engine/search/ProveToDb.h"

#include <algorithm>
#include <unordered_map>

#include "engine/core/MoveGen.h"
#include "engine/db/EndgameDb.h"

namespace bagh {
namespace {

// Values as integers for the side to move: 1 win, 0 draw, -1 loss.
int fromValue(GameValue v) { return v == GameValue::Win ? 1 : v == GameValue::Loss ? -1 : 0; }

class Prover {
public:
    Prover(const EndgameDb& db, std::uint64_t maxNodes) : db_(db), maxNodes_(maxNodes) {}

    bool exceeded() const { return nodes_ > maxNodes_; }

    // Negamax over {-1, 0, 1}. The memo keeps bounds: a cut-off node's result is a bound, not
    // the value, and a window that the bound answers needs no search.
    int value(const Position& p, int alpha, int beta) {
        if (++nodes_ > maxNodes_) return 0;  // the caller sees exceeded() and discards all
        if (p.goatsCaptured() >= kCapturesToWin) return -1;
        if (EndgameDb::covers(p)) {
            const GameValue v = db_.probe(p).value;
            if (v == GameValue::Unknown) {
                nodes_ = maxNodes_ + 1;  // a damaged database proves nothing
                return 0;
            }
            return fromValue(v);
        }
        Bounds& b = memo_[p.key()];
        if (b.lower >= beta || b.lower == b.upper) return b.lower;
        if (b.upper <= alpha) return b.upper;
        alpha = std::max(alpha, b.lower);
        beta = std::min(beta, b.upper);
        const int alpha0 = alpha;

        MoveList moves;
        generateMoves(p, moves);
        int best = -1;  // no move: the tigers are blocked, the side to move has lost
        for (Move m : moves) {
            Position child = p;
            child.makeMove(m);
            best = std::max(best, -value(child, -beta, -alpha));
            if (exceeded()) return 0;
            alpha = std::max(alpha, best);
            if (alpha >= beta) break;
        }
        Bounds& stored = memo_[p.key()];  // the map may have grown: look the entry up again
        if (best <= alpha0)
            stored.upper = best;
        else if (best >= beta)
            stored.lower = best;
        else
            stored.lower = stored.upper = best;
        return best;
    }

private:
    struct Bounds {
        int lower = -1;
        int upper = 1;
    };
    const EndgameDb& db_;
    std::uint64_t maxNodes_;
    std::uint64_t nodes_ = 0;
    std::unordered_map<std::uint64_t, Bounds> memo_;
};

}  // namespace

GameValue proveToDatabase(const Position& pos, const EndgameDb& db, std::uint64_t maxNodes) {
    Prover prover(db, maxNodes);
    const int v = prover.value(pos, -1, 1);
    if (prover.exceeded()) return GameValue::Unknown;
    return v > 0 ? GameValue::Win : v < 0 ? GameValue::Loss : GameValue::Draw;
}

}  // namespace bagh
