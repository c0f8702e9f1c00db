#include "session/MatchTally.h"

using bagh::GameResult;
using bagh::GrandWin;
using bagh::Side;
namespace match = bagh::match;

void MatchTally::restart() {
    index_ = 0;
    finished_.clear();
}

std::vector<match::MatchGame> MatchTally::games(const GameSetup& setup,
                                                const bagh::games::Game& game) const {
    std::vector<match::MatchGame> games = finished_;
    const GameResult r = game.result();
    if (setup.match && r.over()) {
        match::MatchGame g;
        g.outcome = r.outcome;
        g.goatsOnBoard = game.current().goatsOnBoard();
        g.grand = r.grand != GrandWin::None;
        // The first player has the goats in game 1 exactly when they "are" the goats side.
        const bool firstIsGoatsInGame1 =
            !setup.computerPlays(Side::Goats) || setup.computerPlays(Side::Tigers);
        g.firstPlayerHadGoats = (index_ == 0) == firstIsGoatsInGame1;
        games.push_back(g);
    }
    return games;
}

bool MatchTally::canStartNext(const GameSetup& setup, const bagh::games::Game& game) const {
    return setup.match && index_ == 0 && game.result().over();
}

void MatchTally::startNext(const GameSetup& setup, const bagh::games::Game& game) {
    finished_ = games(setup, game);
    index_ = 1;
}
