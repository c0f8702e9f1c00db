#include "engine/puzzle/GamePuzzle.h"

#include "engine/games/GameAdapters.h"

namespace bagh::puzzle {

GamePuzzle toGamePuzzle(const Puzzle& p) {
    GamePuzzle g{
        p.id,    games::fromBaghChal(p.position), games::fromBaghChal(p.lastMove), p.goal, {},
        p.rating};
    for (Move m : p.line) g.line.push_back(games::fromBaghChal(m));
    return g;
}

GamePuzzle toGamePuzzle(const LambsPuzzle& p) {
    GamePuzzle g{
        p.id,    games::fromLambs(p.position, p.captures), games::fromLambs(p.lastMove), p.goal, {},
        p.rating};
    for (lambs::Move m : p.line) g.line.push_back(games::fromLambs(m));
    return g;
}

std::vector<GamePuzzle> parseGamePuzzleSet(games::GameKind kind, std::string_view text,
                                           std::vector<std::string>* errors) {
    std::vector<GamePuzzle> out;
    if (kind == games::GameKind::Lambs)
        for (const LambsPuzzle& p : parseLambsPuzzleSet(text, errors))
            out.push_back(toGamePuzzle(p));
    else
        for (const Puzzle& p : parsePuzzleSet(text, errors)) out.push_back(toGamePuzzle(p));
    return out;
}

}  // namespace bagh::puzzle
