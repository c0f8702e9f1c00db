// Traditional match scoring (RULES.md).
#include <QTest>

#include "Match.h"

using bagh::Outcome;

Q_DECLARE_METATYPE(MatchWinner)

class TestMatch : public QObject {
    Q_OBJECT

private slots:
    void scoring_data() {
        QTest::addColumn<int>("o1");  // outcome of game 1 (first player has goats)
        QTest::addColumn<int>("g1");  // goats on board at the end of game 1
        QTest::addColumn<int>("o2");  // outcome of game 2 (first player has tigers)
        QTest::addColumn<int>("g2");
        QTest::addColumn<MatchWinner>("winner");
        const int G = int(Outcome::GoatsWin), T = int(Outcome::TigersWin), D = int(Outcome::Draw);
        QTest::newRow("two wins") << G << 18 << T << 15 << MatchWinner::FirstPlayer;
        QTest::newRow("win and draw") << D << 17 << T << 15 << MatchWinner::FirstPlayer;
        QTest::newRow("second wins both") << T << 15 << G << 19 << MatchWinner::SecondPlayer;
        QTest::newRow("two draws") << D << 18 << D << 18 << MatchWinner::Drawn;
        QTest::newRow("each a goat win, first more goats")
            << G << 19 << G << 17 << MatchWinner::FirstPlayer;
        QTest::newRow("each a goat win, second more goats")
            << G << 16 << G << 18 << MatchWinner::SecondPlayer;
        QTest::newRow("each a goat win, equal goats") << G << 17 << G << 17 << MatchWinner::Drawn;
        QTest::newRow("each a tiger win") << T << 15 << T << 15 << MatchWinner::Drawn;
    }
    void scoring() {
        QFETCH(int, o1);
        QFETCH(int, g1);
        QFETCH(int, o2);
        QFETCH(int, g2);
        QFETCH(MatchWinner, winner);
        std::vector<MatchGame> games{{Outcome(o1), true, g1}, {Outcome(o2), false, g2}};
        QCOMPARE(scoreMatch(games), winner);
        games.pop_back();
        QCOMPARE(scoreMatch(games), MatchWinner::Undecided);
    }
};

QTEST_MAIN(TestMatch)
#include "tst_match.moc"
