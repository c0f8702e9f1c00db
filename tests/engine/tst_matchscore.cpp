// Match scoring (RULES.md): the traditional two-game match, its table of examples included,
// and the grand-win points the match runner's score counts.
#include <QTest>

#include "engine/match/MatchScore.h"
#include "engine/match/TraditionalMatch.h"

using bagh::GrandWin;
using bagh::Outcome;
using namespace bagh::match;

Q_DECLARE_METATYPE(MatchWinner)

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void scoring_data() {
        QTest::addColumn<int>("o1");  // outcome of game 1 (first player has goats)
        QTest::addColumn<int>("g1");  // goats on board at the end of game 1
        QTest::addColumn<int>("o2");  // outcome of game 2 (first player has tigers)
        QTest::addColumn<int>("g2");
        QTest::addColumn<bool>("grand1");  // game 1 won by a grand win
        QTest::addColumn<bool>("grand2");
        QTest::addColumn<int>("points1");  // the first player's points
        QTest::addColumn<int>("points2");
        QTest::addColumn<MatchWinner>("winner");
        const int G = int(Outcome::GoatsWin), T = int(Outcome::TigersWin), D = int(Outcome::Draw);
        const bool N = false, Y = true;
        QTest::newRow("two wins") << G << 18 << T << 15 << N << N << 2 << 0
                                  << MatchWinner::FirstPlayer;
        QTest::newRow("win and draw")
            << D << 17 << T << 15 << N << N << 1 << 0 << MatchWinner::FirstPlayer;
        QTest::newRow("second wins both")
            << T << 15 << G << 19 << N << N << 0 << 2 << MatchWinner::SecondPlayer;
        QTest::newRow("two draws") << D << 18 << D << 18 << N << N << 0 << 0 << MatchWinner::Drawn;
        QTest::newRow("each a goat win, first more goats")
            << G << 19 << G << 17 << N << N << 1 << 1 << MatchWinner::FirstPlayer;
        QTest::newRow("each a goat win, second more goats")
            << G << 16 << G << 18 << N << N << 1 << 1 << MatchWinner::SecondPlayer;
        QTest::newRow("each a goat win, equal goats")
            << G << 17 << G << 17 << N << N << 1 << 1 << MatchWinner::Drawn;
        QTest::newRow("each a tiger win")
            << T << 15 << T << 15 << N << N << 1 << 1 << MatchWinner::Drawn;
        // RULES.md's examples: a plain win and a Dandee is 1 : 12, the Dandee takes the match.
        QTest::newRow("plain win against a dandee")
            << T << 15 << G << 20 << N << Y << 0 << 13 << MatchWinner::SecondPlayer;
        QTest::newRow("dandee against a plain win")
            << G << 20 << G << 18 << Y << N << 12 << 1 << MatchWinner::FirstPlayer;
        QTest::newRow("locked goats against a plain tiger win")
            << T << 18 << T << 16 << N << Y << 12 << 1 << MatchWinner::FirstPlayer;
        QTest::newRow("two dandees, more goats left")
            << G << 20 << G << 19 << Y << Y << 12 << 12 << MatchWinner::FirstPlayer;
        QTest::newRow("dandee and locked goats")
            << G << 20 << T << 18 << Y << Y << 24 << 0 << MatchWinner::FirstPlayer;
    }
    void scoring() {
        QFETCH(int, o1);
        QFETCH(int, g1);
        QFETCH(int, o2);
        QFETCH(int, g2);
        QFETCH(bool, grand1);
        QFETCH(bool, grand2);
        QFETCH(int, points1);
        QFETCH(int, points2);
        QFETCH(MatchWinner, winner);
        std::vector<MatchGame> games{{Outcome(o1), true, g1, grand1},
                                     {Outcome(o2), false, g2, grand2}};
        QCOMPARE(matchPoints(games, true), points1);
        QCOMPARE(matchPoints(games, false), points2);
        QCOMPARE(scoreMatch(games), winner);
        games.pop_back();
        QCOMPARE(scoreMatch(games), MatchWinner::Undecided);
    }

    // The match runner gives a won game the same points as the two-game match.
    void runnerPoints_data() {
        QTest::addColumn<int>("outcome");
        QTest::addColumn<bool>("firstWon");
        QTest::addColumn<int>("grand");
        QTest::addColumn<double>("first");
        QTest::addColumn<double>("second");
        const int G = int(Outcome::GoatsWin), T = int(Outcome::TigersWin), D = int(Outcome::Draw);
        const int none = int(GrandWin::None), dandee = int(GrandWin::Dandee);
        QTest::newRow("plain win") << G << true << none << 1.0 << 0.0;
        QTest::newRow("plain loss") << T << false << none << 0.0 << 1.0;
        QTest::newRow("draw") << D << false << none << 0.5 << 0.5;
        QTest::newRow("dandee") << G << true << dandee << double(kGrandWinPoints) << 0.0;
        QTest::newRow("locked goats against")
            << T << false << int(GrandWin::LockedGoats) << 0.0 << double(kGrandWinPoints);
    }
    void runnerPoints() {
        QFETCH(int, outcome);
        QFETCH(bool, firstWon);
        QFETCH(int, grand);
        QFETCH(double, first);
        QFETCH(double, second);
        MatchScore s;
        s.add(Outcome(outcome), firstWon, GrandWin(grand));
        QCOMPARE(s.points(), first);
        QCOMPARE(s.totalPoints() - s.points(), second);
    }
};

QTEST_GUILESS_MAIN(TestMatch)
#include "tst_matchscore.moc"
