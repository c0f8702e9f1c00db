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
                                                const bagh::games::Game& game,
                                                bool firstHasGoats) const {
    std::vector<match::MatchGame> games = finished_;
    const GameResult r = game.result();
    if (setup.match && r.over()) {
        match::MatchGame g;
        g.outcome = r.outcome;
        g.goatsOnBoard = game.current().goatsOnBoard();
        g.grand = r.grand != GrandWin::None;
        g.firstPlayerHadGoats = (index_ == 0) == firstHasGoats;
        games.push_back(g);
    }
    return games;
}

bool MatchTally::canStartNext(const GameSetup& setup, const bagh::games::Game& game) const {
    return setup.match && index_ == 0 && game.result().over();
}

void MatchTally::startNext(const GameSetup& setup, const bagh::games::Game& game,
                           bool firstHasGoats) {
    finished_ = games(setup, game, firstHasGoats);
    index_ = 1;
}
