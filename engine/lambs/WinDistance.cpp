#include "engine/lambs/WinDistance.h"

#include <algorithm>
#include <unordered_map>

#include "engine/lambs/MoveGen.h"
#include "engine/lambs/solve/Tables.h"

namespace bagh::lambs {

namespace {

// Iterative deepening over "can the winner force the end within n plies": an AND-OR reading,
// the winner's moves ordered by how few moves they leave the loser (blocking is how the goats
// win, and captures how the tigers do, both cut the loser's choices). Failures are remembered
// per position with the plies they had; a failure that a repetition on one line caused may hide
// a win on another, which only makes the answer "none" more often, never a false win.
class Reader {
public:
    Reader(const Variant& v, const LambsTables& t, Side winner, std::vector<std::uint64_t> line,
           std::uint64_t maxNodes)
        : v_(v), t_(t), winner_(winner), line_(std::move(line)), maxNodes_(maxNodes) {}

    bool outOfNodes() const { return nodes_ > maxNodes_; }
    std::uint64_t nodes() const { return nodes_; }

    // The winner's moves from `pos` that may lead to a win, best candidates first; a move that
    // ends the game in the winner's favour comes alone.
    std::vector<Move> candidates(const Position& pos) {
        MoveList moves;
        generateMoves(v_, pos, moves);
        std::vector<std::pair<int, Move>> ranked;
        for (Move m : moves) {
            Position child = pos;
            child.makeMove(m);
            if (const GameResult r = result(v_, child); r.over()) {
                if (wins(r)) return {m};
                continue;
            }
            if (seen(child.key()) || t_.probe(child) != GameValue::Loss) continue;
            ranked.push_back({countMoves(v_, child), m});
        }
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        std::vector<Move> out;
        for (const auto& [n, m] : ranked) out.push_back(m);
        return out;
    }

    // True if the winner, to move in `pos`, forces the end within `plies` plies; `first`, if
    // given, receives the move that does.
    bool winnerWins(const Position& pos, int plies, Move* first = nullptr) {
        if (plies < 1 || outOfNodes()) return false;
        if (const auto it = failed_.find(pos.key()); it != failed_.end() && it->second >= plies)
            return false;
        ++nodes_;
        // On the line while its moves are read: a loser's move back to it is a repetition.
        line_.push_back(pos.key());
        bool won = false;
        for (Move m : candidates(pos)) {
            Position child = pos;
            child.makeMove(m);
            won = result(v_, child).over() || (plies >= 3 && loserLoses(child, plies - 1));
            if (won && first) *first = m;
            if (won || outOfNodes()) break;
        }
        line_.pop_back();
        if (!won && !outOfNodes()) {
            int& failedAt = failed_[pos.key()];
            failedAt = std::max(failedAt, plies);
        }
        return won;
    }

    // True if every move of the loser, to move in `pos` (not over), leaves the winner a win
    // within `plies` - 1 plies and brings back no earlier position.
    bool loserLoses(const Position& pos, int plies) {
        ++nodes_;
        line_.push_back(pos.key());
        MoveList moves;
        generateMoves(v_, pos, moves);
        bool lost = true;
        // Repetitions first: the cheapest refutation.
        for (Move m : moves) {
            Position child = pos;
            child.makeMove(m);
            if (!result(v_, child).over() && seen(child.key())) lost = false;
        }
        for (int i = 0; lost && i < moves.size(); ++i) {
            Position child = pos;
            child.makeMove(moves[i]);
            if (const GameResult r = result(v_, child); r.over()) {
                lost = wins(r);
                continue;
            }
            lost = winnerWins(child, plies - 1);
        }
        line_.pop_back();
        return lost;
    }

private:
    bool wins(const GameResult& r) const {
        return r.outcome == (winner_ == Side::Goats ? Outcome::GoatsWin : Outcome::TigersWin);
    }
    bool seen(std::uint64_t key) const {
        return std::find(line_.begin(), line_.end(), key) != line_.end();
    }

    const Variant& v_;
    const LambsTables& t_;
    Side winner_;
    std::vector<std::uint64_t> line_;  // the game's positions, then the line read
    std::uint64_t maxNodes_;
    std::uint64_t nodes_ = 0;
    std::unordered_map<std::uint64_t, int> failed_;
};

}  // namespace

QuickestWin quickestWin(const Variant& v, const LambsTables& tables, const Position& pos,
                        const std::vector<std::uint64_t>& history, const WinDistanceLimits& limits,
                        std::uint64_t* nodes) {
    QuickestWin found;
    if (result(v, pos).over() || tables.probe(pos) != GameValue::Win) {
        if (nodes) *nodes = 0;
        return found;
    }
    Reader reader(v, tables, pos.sideToMove(), history, limits.maxNodes);
    for (int plies = 1; plies <= limits.maxPlies && !reader.outOfNodes(); plies += 2)
        if (reader.winnerWins(pos, plies, &found.move)) {
            found.plies = plies;
            break;
        }
    if (nodes) *nodes = reader.nodes();
    return found;
}

}  // namespace bagh::lambs
