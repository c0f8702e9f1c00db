// Lambs and Tigers puzzles (engine/puzzle/LambsPuzzle*): a line reads back as written and a
// malformed one is refused with the field; the generator gives the same puzzles for any thread
// count and each re-proves; a false claim is refuted; `puzzles --game lambs --count 20 --seed 1`
// with the book alone prints puzzles whose first move `analyse --game lambs` confirms as the only
// one keeping the exact value, on records `check --game lambs` reads back; the shipped set
// (resources/puzzles/lambs-puzzles.tsv) re-proves, spread over both phases and the ratings, and
// `puzzles --check` passes on it.
#include <QRegularExpression>
#include <QTest>

#include <fstream>
#include <sstream>

#include "EngineRun.h"
#include "TestEnv.h"
#include "engine/lambs/MoveGen.h"
#include "engine/puzzle/LambsPuzzleGenerator.h"

using namespace bagh;
using namespace bagh::puzzle;
using testenv::runEngine;

namespace {

using testenv::sourcePath;
// The book in the source tree: what every install ships, and all these puzzles need.
QString bookDir() { return QString::fromStdString(sourcePath("resources/book")); }
std::string shippedSetPath() { return sourcePath("resources/puzzles/lambs-puzzles.tsv"); }

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// A goats' win in the sliding phase and a tigers' draw in the placement, as the generator wrote
// them (seed 1).
constexpr const char* kWinLine =
    "lambs-s1-0001\tG/2T1TT/GGGGG1/GGGGGG/1GG1 g g0 c1 m2-3 74\tgoal win\tline 10-4 3-2 9-3 6-12 "
    "16-10\trating 1670";
constexpr const char* kDrawLine =
    "lambs-s1-0016\t1/G2T1G/2G2T/GGGGTG/1GG1 t g4 c1 m1 21\tgoal draw\tline 4-10\trating 1060";

}  // namespace

class TestLambsPuzzles : public QObject {
    Q_OBJECT

    std::unique_ptr<LambsPuzzleSources> sources_;

private slots:
    void initTestCase() {
        std::string error;
        sources_ =
            LambsPuzzleSources::open(kLambsPuzzleCaptures, bookDir().toStdString(), true, &error);
        QVERIFY2(sources_, error.c_str());
        // The book holds every layer the every-goat rule needs, through the tigers' layers.
        QVERIFY(sources_->tables().decidesEverything());
    }

    void roundTrip_data() {
        QTest::addColumn<QString>("line");
        QTest::newRow("win, sliding") << kWinLine;
        QTest::newRow("draw, placement") << kDrawLine;
    }
    void roundTrip() {
        QFETCH(QString, line);
        const LambsPuzzleParseResult r = parseLambsPuzzleLine(line.toStdString());
        QVERIFY2(r.ok, r.error.message().c_str());
        QCOMPARE(QString::fromStdString(formatLambsPuzzle(r.puzzle)), line);
        QVERIFY(isLambsPuzzleLine(line.toStdString()));
        QVERIFY(!isLambsPuzzleLine(
            "s1\tGGGGT/TGG1T/GGGTG/GGG1G/GGGG1 t g0 c2 55\tgoal draw\tline D3D4\trating 1"));
    }

    void malformed_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("fields") << "x\tT/2TT2/6/6/4 g g15 c0"
                                << "line: expected 5 tab-separated";
        QTest::newRow("record") << "x\tT/2TT2/6/6 g g15 c0\tgoal win\tline 7\trating 1"
                                << "record: ";
        QTest::newRow("illegal") << "x\tT/2TT2/6/6/4 g g15 c0\tgoal win\tline 0\trating 1"
                                 << "moves: move 1 '0' is not legal";
        QTest::newRow("even line") << "x\tT/2TT2/6/6/4 g g15 c0\tgoal win\tline 7 0-1\trating 1"
                                   << "moves: the line must end with the solver's move";
        QTest::newRow("goal") << "x\tT/2TT2/6/6/4 g g15 c0\tgoal lose\tline 7\trating 1"
                              << "goal: expected 'goal win' or 'goal draw'";
        QTest::newRow("rating") << "x\tT/2TT2/6/6/4 g g15 c0\tgoal win\tline 7\trating -3"
                                << "rating: expected 'rating N'";
    }
    void malformed() {
        QFETCH(QString, line);
        QFETCH(QString, message);
        const LambsPuzzleParseResult r = parseLambsPuzzleLine(line.toStdString());
        QVERIFY(!r.ok);
        QVERIFY2(QString::fromStdString(r.error.message()).startsWith(message),
                 r.error.message().c_str());
    }

    void proverRefutesFalseClaims() {
        LambsPuzzle p = parseLambsPuzzleLine(kWinLine).puzzle;
        QVERIFY(proveLambsPuzzle(p, *sources_).ok());
        LambsPuzzle drawn = p;
        drawn.goal = Goal::Draw;
        QCOMPARE(int(proveLambsPuzzle(drawn, *sources_).status), int(ProofStatus::Refuted));
        // Another legal first move is not the only winning one.
        LambsPuzzle other = parseLambsPuzzleLine(kDrawLine).puzzle;
        lambs::MoveList legal;
        lambs::generateMoves(sources_->variant(), other.position, legal);
        const lambs::Move right = other.line.front();
        for (lambs::Move m : legal)
            if (m != right) other.line.front() = m;
        const ProofResult r = proveLambsPuzzle(other, *sources_);
        QCOMPARE(int(r.status), int(ProofStatus::Refuted));
        QVERIFY2(r.reason.find("move 1") == 0, r.reason.c_str());
    }

    void generatorIsDeterministicAndProven() {
        GeneratorOptions o;
        o.count = 6;
        o.seed = 3;
        o.threads = 1;
        const std::vector<LambsPuzzle> one = generateLambsPuzzles(o, *sources_);
        o.threads = 2;
        const std::vector<LambsPuzzle> two = generateLambsPuzzles(o, *sources_);
        QCOMPARE(one.size(), std::size_t{6});
        QCOMPARE(two.size(), one.size());
        for (std::size_t i = 0; i < one.size(); ++i) {
            QCOMPARE(formatLambsPuzzle(two[i]), formatLambsPuzzle(one[i]));
            QVERIFY(proveLambsPuzzle(one[i], *sources_).ok());
        }
        o.count = 3;
        for (const PhaseFilter f : {PhaseFilter::Placement, PhaseFilter::Sliding}) {
            o.phase = f;
            for (const LambsPuzzle& p : generateLambsPuzzles(o, *sources_))
                QCOMPARE(p.phase() == Phase::Placement, f == PhaseFilter::Placement);
        }
    }

    // Where another rule's tables are at hand (the book: the five-capture rule's first layers
    // and sliding phase), its puzzles come from them: named for the rule, proven under it, and
    // read under it (the every-goat rule judges some of them otherwise).
    void anotherRuleFromItsTables() {
        std::string error;
        const auto five = LambsPuzzleSources::open(5, bookDir().toStdString(), true, &error);
        QVERIFY2(five, error.c_str());
        GeneratorOptions o;
        o.count = 4;
        o.seed = 1;
        std::string text;
        for (const LambsPuzzle& p : generateLambsPuzzles(o, *five)) {
            QVERIFY2(p.id.rfind("lambs-w5-s1-", 0) == 0, p.id.c_str());
            QCOMPARE(p.captures, 5);
            QVERIFY(proveLambsPuzzle(p, *five).ok());
            text += formatLambsPuzzle(p) + '\n';
        }
        std::vector<std::string> errors;
        const std::vector<LambsPuzzle> back = parseLambsPuzzleSet(text, &errors, 5);
        QVERIFY(errors.empty());
        QCOMPARE(back.size(), std::size_t{4});
        for (const LambsPuzzle& p : back) QVERIFY(proveLambsPuzzle(p, *five).ok());
    }

    // The command line with the book alone: twenty puzzles, each confirmed by the engine's own
    // analysis (the tables through LambsEngine, another path): exactly one move keeps the exact
    // value, and it is the line's first; its record is one `check --game lambs` reads back.
    void commandLineAgreesWithAnalysis() {
        const testenv::EngineRun run =
            runEngine({"puzzles", "--game", "lambs", "--count", "20", "--seed", "1", "--tables",
                       bookDir(), "--book-only"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 20);
        int placement = 0;
        for (const QString& line : lines) {
            const QStringList f = line.split('\t');
            QCOMPARE(f.size(), 5);
            QVERIFY(QRegularExpression("^rating \\d+$").match(f[4]).hasMatch());
            const testenv::EngineRun check = runEngine({"check", "--game", "lambs", f[1]});
            QVERIFY2(check.exitCode == 0, qPrintable(check.err));
            QCOMPARE(check.out.trimmed(), f[1]);
            const testenv::EngineRun a = runEngine(
                {"analyse", "--game", "lambs", f[1], "--depth", "1", "--tables", bookDir()});
            QVERIFY2(a.exitCode == 0, qPrintable(a.err));
            const QString goal = f[2].mid(5);
            QVERIFY2(a.out.startsWith("position " + goal + " exact"), qPrintable(a.out));
            QStringList keeping;
            for (const QString& m : a.out.split('\n'))
                if (m.startsWith("move ") && m.split(' ')[2] == goal) {
                    QVERIFY2(m.split(' ')[3] == "exact", qPrintable(m));
                    keeping << m.split(' ')[1];
                }
            QCOMPARE(keeping, QStringList{f[3].split(' ')[1]});
            placement += f[1].split(' ')[2] != "g0";
        }
        QVERIFY(placement > 0 && placement < 20);  // both phases
        const testenv::EngineRun db =
            runEngine({"puzzles", "--game", "lambs", "--db", "x.db", "--count", "1"});
        QCOMPARE(db.exitCode, 2);
        QVERIFY2(db.err.contains("--db: Lambs puzzles come from its tables alone"),
                 qPrintable(db.err));
    }

    void shippedSetReproves() {
        const std::string text = readFile(shippedSetPath());
        std::vector<std::string> errors;
        const std::vector<LambsPuzzle> set = parseLambsPuzzleSet(text, &errors);
        QVERIFY(errors.empty());
        QCOMPARE(set.size(), std::size_t{600});
        int placement = 0, easy = 0, hard = 0, draws = 0;
        for (const LambsPuzzle& p : set) {
            placement += p.phase() == Phase::Placement;
            easy += p.rating < 1000;
            hard += p.rating >= 1800;
            draws += p.goal == Goal::Draw;
        }
        // Both phases, easy to hard, wins and draws (docs/PUZZLES.md has the figures).
        QVERIFY(placement >= 150 && placement <= 450);
        QVERIFY(easy >= 60 && hard >= 60);
        QVERIFY(draws >= 100);
        // Every one re-proved, by the command line (which finds the game from the records).
        const testenv::EngineRun check =
            runEngine({"puzzles", "--check", QString::fromStdString(shippedSetPath()), "--tables",
                       bookDir()});
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        QVERIFY2(check.out.contains("checked 600 proved 600 needs_tables 0 refuted 0 invalid 0"),
                 qPrintable(check.out));
    }
};

QTEST_GUILESS_MAIN(TestLambsPuzzles)
#include "tst_lambspuzzles.moc"
