#include "engine/games/GameEngine.h"

#include "engine/games/GameAdapters.h"
#include "engine/lambs/MoveGen.h"

namespace bagh::games {
namespace {

Move fromB(bagh::Move m) { return fromBaghChal(m); }
Move fromL(lambs::Move m) { return fromLambs(m); }

// `facade`'s search with its reports in the neutral types: one body for both games.
template <class Facade, class Convert>
void goNeutral(Facade& facade, const SearchLimits& limits, GameEngine::InfoCallback onInfo,
               GameEngine::BestMoveCallback onBest, Convert convert) {
    facade.go(
        limits,
        [onInfo, convert](const auto& i) {
            if (onInfo) onInfo(convertMoves<Move>(i, convert));
        },
        [onBest, convert](auto m, const auto& i) {
            onBest(convert(m), convertMoves<Move>(i, convert));
        });
}

template <class Facade, class Convert>
void analyseNeutral(Facade& facade, const SearchLimits& limits,
                    GameEngine::AnalysisCallback onAnalysis, Convert convert) {
    facade.analyse(limits, [onAnalysis, convert](const auto& a) {
        onAnalysis(convertMoves<Move>(a, convert));
    });
}

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
    if (kind_ == GameKind::Lambs) return goNeutral(lambs_, limits, onInfo, onBest, fromL);
    goNeutral(baghChal_, limits, onInfo, onBest, fromB);
}

void GameEngine::analyse(const SearchLimits& limits, AnalysisCallback onAnalysis) {
    if (kind_ == GameKind::Lambs) return analyseNeutral(lambs_, limits, onAnalysis, fromL);
    analyseNeutral(baghChal_, limits, onAnalysis, fromB);
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
    return lambs_.exactValue(lambsVariant(pos.capturesToWin()), toLambs(pos)) == GameValue::Unknown
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
        for (lambs::Move m : lambs_.exactLine(lambsVariant(root.capturesToWin()), toLambs(root),
                                              toLambs(first), maxPlies))
            line.push_back(fromLambs(m));
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
