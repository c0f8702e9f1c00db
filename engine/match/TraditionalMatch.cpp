#include "engine/match/TraditionalMatch.h"

namespace bagh::match {
namespace {
// True if the first player won game `g`, false if the second did; only for decided games.
bool firstWon(const MatchGame& g) {
    const bool goatsWon = g.outcome == Outcome::GoatsWin;
    return goatsWon == g.firstPlayerHadGoats;
}
bool decisive(const MatchGame& g) {
    return g.outcome == Outcome::GoatsWin || g.outcome == Outcome::TigersWin;
}
}  // namespace

int matchPoints(const std::vector<MatchGame>& games, bool firstPlayer) {
    int n = 0;
    for (const MatchGame& g : games)
        if (decisive(g) && firstWon(g) == firstPlayer) n += g.grand ? kGrandWinPoints : 1;
    return n;
}

MatchWinner scoreMatch(const std::vector<MatchGame>& games) {
    if (games.size() < 2) return MatchWinner::Undecided;
    const int a = matchPoints(games, true), b = matchPoints(games, false);
    if (a != b) return a > b ? MatchWinner::FirstPlayer : MatchWinner::SecondPlayer;
    if (a > 0 && games[0].outcome == Outcome::GoatsWin && games[1].outcome == Outcome::GoatsWin) {
        // Each player won once, both with the goats: goats left on the board decide.
        const MatchGame& firstsWin = games[0].firstPlayerHadGoats ? games[0] : games[1];
        const MatchGame& secondsWin = games[0].firstPlayerHadGoats ? games[1] : games[0];
        if (firstsWin.goatsOnBoard != secondsWin.goatsOnBoard)
            return firstsWin.goatsOnBoard > secondsWin.goatsOnBoard ? MatchWinner::FirstPlayer
                                                                    : MatchWinner::SecondPlayer;
    }
    return MatchWinner::Drawn;
}

}  // namespace bagh::match
