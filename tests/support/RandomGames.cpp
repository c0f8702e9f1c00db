#include "RandomGames.h"

namespace testgames {

bagh::Game randomGame(std::mt19937& rng, int maxPlies) {
    bagh::Game game;
    const int plies = std::uniform_int_distribution<int>(0, maxPlies)(rng);
    for (int i = 0; i < plies; ++i) {
        bagh::MoveList list;
        game.legalMoves(list);
        if (list.empty()) break;
        game.play(list[std::uniform_int_distribution<int>(0, list.size() - 1)(rng)]);
    }
    if (game.result().over()) game.undo();
    return game;
}

}  // namespace testgames
