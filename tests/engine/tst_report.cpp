// The engine's results in words (search/Report.h): the value words, move and position lines,
// info lines and board tags, exactly as ENGINE-CLI.md gives them. tst_cli runs the protocol and
// tst_analysis holds the game's list against `baghchal-engine analyse`.
#include <QTest>

#include "engine/search/Report.h"
#include "engine/search/Score.h"

using namespace bagh;

class TestReport : public QObject {
    Q_OBJECT

private slots:
    void valueWords_data() {
        QTest::addColumn<int>("value");
        QTest::addColumn<bool>("exact");
        QTest::addColumn<int>("plies");
        QTest::addColumn<int>("score");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("tag");
        QTest::newRow("win") << int(GameValue::Win) << true << 7 << winIn(7) << "win exact plies 7"
                             << "W7";
        QTest::newRow("draw") << int(GameValue::Draw) << true << -1 << 0 << "draw exact score 0"
                              << "D";
        QTest::newRow("loss") << int(GameValue::Loss) << true << 30 << lossIn(30)
                              << "loss exact plies 30"
                              << "L30";
        QTest::newRow("win, distance unknown")
            << int(GameValue::Win) << true << -1 << 900 << "win exact score 900"
            << "W";
        QTest::newRow("estimate") << int(GameValue::Draw) << false << -1 << -35
                                  << "draw estimate score -35"
                                  << "D?";
        QTest::newRow("estimate with plies") << int(GameValue::Loss) << false << 12 << lossIn(12)
                                             << "loss estimate plies 12 score -29988"
                                             << "L?";
        QTest::newRow("unknown") << int(GameValue::Unknown) << false << -1 << 12
                                 << "draw estimate score 12"
                                 << "D?";
    }

    void valueWords() {
        QFETCH(int, value);
        QFETCH(bool, exact);
        QFETCH(int, plies);
        QFETCH(int, score);
        QFETCH(QString, words);
        QFETCH(QString, tag);
        MoveValue mv;
        mv.move = Move::slide(0, 1);
        mv.value = GameValue(value);
        mv.exact = exact;
        mv.plies = plies;
        mv.score = score;
        QCOMPARE(QString::fromStdString(report::valueWords(mv.value, exact, plies, score)), words);
        QCOMPARE(QString::fromStdString(report::moveLine(mv)), "move A1B1 " + words);
        QCOMPARE(QString::fromStdString(report::boardTag(mv)), tag);
        Analysis a;
        a.value = mv.value;
        a.exact = exact;
        a.plies = plies;
        a.score = score;
        a.moves = {mv, mv};
        const std::vector<std::string> lines = report::analysisLines(a);
        QCOMPARE(lines.size(), std::size_t{3});
        QCOMPARE(QString::fromStdString(lines[0]), "position " + words);
        QCOMPARE(QString::fromStdString(lines[2]), "move A1B1 " + words);
    }

    void infoLine() {
        SearchInfo info;
        info.depth = 9;
        info.score = -40;
        info.value = GameValue::Draw;
        info.nodes = 12345;
        info.nps = 678;
        info.timeMs = 18;
        info.hashfullPermille = 3;
        info.pv = {Move::slide(0, 1), Move::placement(12)};
        QCOMPARE(report::infoLine(info), std::string("info depth 9 score -40 value draw estimate "
                                                     "nodes 12345 nps 678 time 18 hashfull 3 pv "
                                                     "A1B1 C3"));
        info.value = GameValue::Win;
        info.proven = true;
        info.plies = 5;
        info.score = winIn(5);
        info.pv.clear();
        QCOMPARE(report::infoLine(info),
                 std::string("info depth 9 score 29995 value win exact plies 5 nodes 12345 nps "
                             "678 time 18 hashfull 3 pv"));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
