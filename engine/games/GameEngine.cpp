#include "engine/games/GameEngine.h"

#include "engine/games/GameAdapters.h"
#include "engine/lambs/MoveGen.h"

namespace bagh::games {
namespace {

template <class NativeMove, class Convert>
SearchInfo neutralInfo(const BasicSearchInfo<NativeMove>& in, Convert convert) {
    SearchInfo out;
    out.depth = in.depth;
    out.score = in.score;
    out.value = in.value;
    out.proven = in.proven;
    out.plies = in.plies;
    for (NativeMove m : in.pv) out.pv.push_back(convert(m));
    out.nodes = in.nodes;
    out.nps = in.nps;
    out.hashfullPermille = in.hashfullPermille;
    out.timeMs = in.timeMs;
    return out;
}

template <class NativeMove, class Convert>
Analysis neutralAnalysis(const BasicAnalysis<NativeMove>& in, Convert convert) {
    Analysis out;
    out.value = in.value;
    out.exact = in.exact;
    out.plies = in.plies;
    out.score = in.score;
    out.depth = in.depth;
    out.final = in.final;
    for (const auto& mv : in.moves)
        out.moves.push_back({convert(mv.move), mv.value, mv.exact, mv.plies, mv.score});
    return out;
}

Move fromB(bagh::Move m) { return fromBaghChal(m); }
Move fromL(lambs::Move m) { return fromLambs(m); }

}  // namespace

GameEngine::GameEngine() = default;

GameEngine::~GameEngine() {
    stop();
    baghChal_.wait();
    lambs_.wait();
}

void GameEngine::setGame(const Game& game) {
    if (game.kind() != kind_) {
        stop();
        wait();
        kind_ = game.kind();
    }
    if (const auto* b = game.baghChal()) baghChal_.setGame(*b);
    if (const auto* l = game.lambs()) lambs_.setGame(*l);
}

void GameEngine::setLevel(int level) {
    baghChal_.setLevel(level);
    lambs_.setLevel(level);
}

void GameEngine::go(const SearchLimits& limits, InfoCallback onInfo, BestMoveCallback onBest) {
    if (kind_ == GameKind::Lambs) {
        lambs_.go(
            limits,
            [onInfo](const lambs::SearchInfo& i) {
                if (onInfo) onInfo(neutralInfo(i, fromL));
            },
            [onBest](lambs::Move m, const lambs::SearchInfo& i) {
                onBest(fromLambs(m), neutralInfo(i, fromL));
            });
        return;
    }
    baghChal_.go(
        limits,
        [onInfo](const bagh::SearchInfo& i) {
            if (onInfo) onInfo(neutralInfo(i, fromB));
        },
        [onBest](bagh::Move m, const bagh::SearchInfo& i) {
            onBest(fromBaghChal(m), neutralInfo(i, fromB));
        });
}

void GameEngine::analyse(const SearchLimits& limits, AnalysisCallback onAnalysis) {
    if (kind_ == GameKind::Lambs) {
        lambs_.analyse(limits, [onAnalysis](const lambs::Analysis& a) {
            onAnalysis(neutralAnalysis(a, fromL));
        });
        return;
    }
    baghChal_.analyse(limits, [onAnalysis](const bagh::Analysis& a) {
        onAnalysis(neutralAnalysis(a, fromB));
    });
}

void GameEngine::stop() {
    baghChal_.stop();
    lambs_.stop();
}

void GameEngine::wait() {
    baghChal_.wait();
    lambs_.wait();
}

bool GameEngine::searching() const { return baghChal_.searching() || lambs_.searching(); }

ExactCoverage GameEngine::coverage(const Position& pos) {
    if (pos.kind() == GameKind::BaghChal) return baghChal_.coverage(toBaghChal(pos));
    return lambs_.exactValue(lambsVariant(pos.capturesToWin()), toLambs(pos)) ==
                   GameValue::Unknown
               ? ExactCoverage::None
               : ExactCoverage::Tables;
}

GameValue GameEngine::exactValue(const Position& pos, int* plies) {
    if (pos.kind() == GameKind::BaghChal) return baghChal_.exactValue(toBaghChal(pos), plies);
    if (plies) *plies = -1;
    const lambs::Variant variant = lambsVariant(pos.capturesToWin());
    const lambs::Position native = toLambs(pos);
    const GameValue v = lambs_.exactValue(variant, native);
    if (plies && v != GameValue::Unknown && lambs::result(variant, native).over()) *plies = 0;
    return v;
}

std::vector<Move> GameEngine::exactLine(const Position& root, Move first, int maxPlies) {
    std::vector<Move> line;
    if (root.kind() == GameKind::Lambs) {
        line.push_back(first);
        return line;
    }
    for (bagh::Move m : baghChal_.exactLine(toBaghChal(root), toBaghChal(first), maxPlies))
        line.push_back(fromBaghChal(m));
    return line;
}

bool GameEngine::setTablesPath(const std::string& dir, std::string* error) {
    lambs_.setTablesPath(dir);
    return baghChal_.setTablesPath(dir, error);
}

}  // namespace bagh::games
