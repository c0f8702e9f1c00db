// Puzzles from the solved game (engine/puzzle): a puzzle line reads back as written, malformed
// lines are refused with the field and the reason, the proof to the database at the end of the
// placement agrees with a plain minimax, the prover refutes false claims, the generator gives
// the same puzzles for the same seed whatever the thread count and each one re-proves, and
// every puzzle of the shipped set (resources/puzzles/puzzles.tsv) re-proves with what the build
// has — those that need the full placement tables are counted, and checked when tables are
// present.
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <fstream>
#include <random>
#include <sstream>

#include "EngineRun.h"
#include "TestEnv.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/puzzle/Glicko.h"
#include "engine/puzzle/Puzzle.h"
#include "engine/puzzle/PuzzleGenerator.h"
#include "engine/puzzle/PuzzleProver.h"
#include "engine/search/ProveToDb.h"
#include "engine/solve/PlacementIndex.h"

using namespace bagh;
using namespace bagh::puzzle;

namespace {

// The shipped set in the source tree.
std::string shippedSetPath() { return testenv::sourcePath("resources/puzzles/puzzles.tsv"); }

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Plain negamax over {-1, 0, 1} down to the database: no pruning, no memory; shares nothing
// with proveToDatabase but the database and the move generator.
int plainValue(const Position& p, const EndgameDb& db) {
    if (p.goatsCaptured() >= kCapturesToWin) return -1;
    if (EndgameDb::covers(p)) {
        const GameValue v = db.probe(p).value;
        return v == GameValue::Win ? 1 : v == GameValue::Loss ? -1 : 0;
    }
    MoveList moves;
    generateMoves(p, moves);
    int best = -1;
    for (Move m : moves) {
        Position c = p;
        c.makeMove(m);
        best = std::max(best, -plainValue(c, db));
    }
    return best;
}

// Runs the engine with the build's database.
testenv::EngineRun runEngine(QStringList args) {
    args << "--db" << QString::fromStdString(testenv::databasePath());
    testenv::EngineRun r = testenv::runEngine(args, {}, 60000);
    if (!r.finished) r.exitCode = -1;  // killed at the time limit, or crashed
    return r;
}

constexpr const char* kValidLine =
    "s7-0003\t1GGGT/G1GGG/GTGGG/G1TTG/GGGG1 t g3 c0 mC2 33\tgoal draw\tline D4B2 C3 B2D4\t"
    "rating 600";

}  // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<PuzzleSources> sources_;

private slots:
    void initTestCase() {
        PuzzleSources::Options o;
        o.dbPath = testenv::databasePath();
        std::string error;
        if (!o.dbPath.empty()) sources_ = PuzzleSources::open(o, &error);
        if (!sources_) qInfo("no endgame database: the proofs are skipped (%s)", error.c_str());
    }

    void roundTrip_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("as written") << kValidLine << kValidLine;
        QTest::newRow("other move forms")
            << "a.b_C-9\tTXXXT/XXXXX/XXXXX/XXXXX/TXXXT g c0 - #\tgoal draw\tline  mC1 A1xB1  C3 "
               "\trating 0"
            << "a.b_C-9\tT3T/5/5/5/T3T g g20 c0 - 0\tgoal draw\tline C1 A1B1 C3\trating 0";
        QTest::newRow("carriage return") << QString(kValidLine) + "\r" << kValidLine;
        QTest::newRow("sliding win")
            << "x1\tGGGG1/GGG1G/1GGT1/G1TTT/GGGGG t g0 c4 mD2E2 67\tgoal win\tline C4B4 E2D2 "
               "B4A3\trating 1910"
            << "x1\tGGGG1/GGG1G/1GGT1/G1TTT/GGGGG t g0 c4 mD2E2 67\tgoal win\tline C4B4 E2D2 "
               "B4A3\trating 1910";
    }

    void roundTrip() {
        QFETCH(QString, line);
        QFETCH(QString, canonical);
        std::string error;
        const auto p = parsePuzzle(line.toStdString(), &error);
        QVERIFY2(p, error.c_str());
        QCOMPARE(QString::fromStdString(formatPuzzle(*p)), canonical);
        const auto again = parsePuzzle(formatPuzzle(*p));
        QVERIFY(again);
        QCOMPARE(again->position.key(), p->position.key());
        QCOMPARE(again->line, p->line);
        QCOMPARE(again->rating, p->rating);
        QCOMPARE(formatPuzzle(*again), formatPuzzle(*p));
        QCOMPARE(QString::fromStdString(p->obx), canonical.split('\t')[1]);
        QCOMPARE(p->solverMoves(), (static_cast<int>(p->line.size()) + 1) / 2);
    }

    void malformed_data() {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("reason");  // a part of the reason
        const QString obx = "1GGGT/G1GGG/GTGGG/G1TTG/GGGG1 t g3 c0 mC2 33";
        auto row = [&](const char* name, const QString& id, const QString& o, const QString& goal,
                       const QString& line, const QString& rating) -> QTestData& {
            return QTest::newRow(name)
                   << (id + '\t' + o + '\t' + goal + '\t' + line + '\t' + rating);
        };
        QTest::newRow("empty") << ""
                               << "line"
                               << "expected 5";
        QTest::newRow("four fields") << "a\tT3T/5/5/5/T3T g g20 c0\tgoal win\tline C1"
                                     << "line"
                                     << "got 4";
        QTest::newRow("six fields") << QString(kValidLine) + "\tplies 3"
                                    << "line"
                                    << "got 6";
        QTest::newRow("spaces for tabs") << QString(kValidLine).replace('\t', ' ') << "line"
                                         << "got 1";
        QTest::newRow("too long") << QString(5000, 'x') << "line"
                                  << "longer than";
        row("empty id", "", obx, "goal draw", "line D4B2", "rating 600") << "id"
                                                                         << "empty";
        row("id with space", "a b", obx, "goal draw", "line D4B2", "rating 600") << "id"
                                                                                 << "character";
        row("id too long", QString(65, 'a'), obx, "goal draw", "line D4B2", "rating 600")
            << "id"
            << "longer than";
        row("bad obx", "a", "T3T/5/5/5 g g20 c0", "goal draw", "line C1", "rating 600") << "obx"
                                                                                        << "pieces";
        row("tigers blocked", "a", "TTGGG/TTGGG/GGGGG/GGGGG/GGGG1 t g0 c0", "goal draw",
            "line A1A2", "rating 600")
            << "obx"
            << "over";
        row("five captured", "a", "TGGGT/GGGGG/GGGGG/GG3/T3T g g0 c5", "goal draw", "line C3",
            "rating 600")
            << "obx"
            << "over";
        row("goal word", "a", obx, "goal lose", "line D4B2", "rating 600") << "goal"
                                                                           << "goal lose";
        row("goal key", "a", obx, "aim win", "line D4B2", "rating 600") << "goal"
                                                                        << "expected";
        row("goal twice", "a", obx, "goal win win", "line D4B2", "rating 600") << "goal"
                                                                               << "expected";
        row("no line key", "a", obx, "goal draw", "D4B2", "rating 600") << "moves"
                                                                        << "expected";
        row("no moves", "a", obx, "goal draw", "line", "rating 600") << "moves"
                                                                     << "no moves";
        row("not a move", "a", obx, "goal draw", "line D4B9", "rating 600") << "moves"
                                                                            << "not a move";
        row("illegal move", "a", obx, "goal draw", "line D4D5", "rating 600")
            << "moves"
            << "move 1 'D4D5' is not legal";
        row("illegal reply", "a", obx, "goal draw", "line D4B2 C3 B2C3", "rating 600")
            << "moves"
            << "move 3 'B2C3' is not legal";
        row("even length", "a", obx, "goal draw", "line D4B2 C3", "rating 600") << "moves"
                                                                                << "odd number";
        row("rating word", "a", obx, "goal draw", "line D4B2", "rated 600") << "rating"
                                                                            << "expected";
        row("rating negative", "a", obx, "goal draw", "line D4B2", "rating -1") << "rating"
                                                                                << "expected";
        row("rating too high", "a", obx, "goal draw", "line D4B2", "rating 4001") << "rating"
                                                                                  << "4000";
        row("rating not a number", "a", obx, "goal draw", "line D4B2", "rating 6x0")
            << "rating"
            << "'rating 6x0'";
    }

    void malformed() {
        QFETCH(QString, line);
        QFETCH(QString, field);
        QFETCH(QString, reason);
        const PuzzleParseResult r = parsePuzzleLine(line.toStdString());
        QVERIFY(!r.ok);
        QCOMPARE(QString::fromStdString(r.error.field), field);
        QVERIFY2(QString::fromStdString(r.error.reason).contains(reason),
                 r.error.message().c_str());
        std::string error;
        QVERIFY(!parsePuzzle(line.toStdString(), &error));
        QCOMPARE(error, r.error.message());
    }

    void movesAfterTheEnd() {
        // Tigers take their fifth goat with the first move: nothing may follow it.
        const char* obx = "1T3/1G3/5/5/T1T1T t g15 c4";
        const ObxParseResult o = parseObx(obx);
        QVERIFY2(o.ok, o.error.message().c_str());
        const std::string line =
            std::string("a\t") + obx + "\tgoal win\tline B1B3 A1A2 B3B4" + "\trating 600";
        const PuzzleParseResult r = parsePuzzleLine(line);
        QVERIFY(!r.ok);
        QCOMPARE(r.error.field, std::string("moves"));
        QVERIFY2(r.error.reason.find("move 2 'A1A2' comes after the end") != std::string::npos,
                 r.error.message().c_str());
    }

    void parseSet() {
        const std::string text = std::string("# a comment\n\n") + kValidLine + "\n" + "bad line\n" +
                                 kValidLine + "\r\n" +
                                 "s7-0004\tT3T/5/5/5/T3T g g20 c0 - 0\tgoal draw\tline C1\t"
                                 "rating 700";  // no newline at the end
        std::vector<std::string> errors;
        const std::vector<Puzzle> set = parsePuzzleSet(text, &errors);
        QCOMPARE(set.size(), std::size_t{2});
        QCOMPARE(set[0].id, std::string("s7-0003"));
        QCOMPARE(set[1].id, std::string("s7-0004"));
        QCOMPARE(errors.size(), std::size_t{2});
        QVERIFY2(errors[0].rfind("line 4: line: ", 0) == 0, errors[0].c_str());
        QVERIFY2(errors[1].rfind("line 5: id: ", 0) == 0 &&
                     errors[1].find("repeats") != std::string::npos,
                 errors[1].c_str());
        QVERIFY(parsePuzzleSet("", nullptr).empty());
    }

    void proofToDatabaseAgreesWithMinimax_data() {
        QTest::addColumn<int>("layer");
        for (int layer = 39; layer >= 33; --layer)
            QTest::newRow(qPrintable(QString("layer %1").arg(layer))) << layer;
    }

    void proofToDatabaseAgreesWithMinimax() {
        // Random positions of the last placement layers (1 to 3 goats in hand): the pruned,
        // memoised proof against the plain minimax.
        if (!sources_) QSKIP("no endgame database");
        QFETCH(int, layer);
        const solve::LayerShape s = solve::layerShape(layer);
        std::mt19937_64 rng(500 + layer);
        const int wanted = layer >= 35 ? 60 : 20;  // a plain minimax over 6 plies is slow
        int checked = 0, byValue[4] = {};
        while (checked < wanted) {
            Position p;
            if (!solve::positionOfSlot(s, rng() % s.slotCount, &p)) continue;
            const GameValue v = proveToDatabase(p, sources_->db());
            const int expected = plainValue(p, sources_->db());
            QCOMPARE(int(v), int(expected > 0   ? GameValue::Win
                                 : expected < 0 ? GameValue::Loss
                                                : GameValue::Draw));
            ++byValue[int(v)];
            ++checked;
        }
        qInfo("layer %d: %d agree (win %d draw %d loss %d)", layer, checked, byValue[1], byValue[2],
              byValue[3]);
    }

    void proverRefutesFalseClaims() {
        if (!sources_) QSKIP("no endgame database");
        const ExactSources src = sources_->exact();
        auto p = parsePuzzle(kValidLine);
        QVERIFY(p);
        QVERIFY2(provePuzzle(*p, src).ok(), provePuzzle(*p, src).reason.c_str());

        Puzzle wrongGoal = *p;
        wrongGoal.goal = Goal::Win;
        ProofResult r = provePuzzle(wrongGoal, src);
        QCOMPARE(int(r.status), int(ProofStatus::Refuted));
        QVERIFY2(r.reason.find("is a draw, not a win") != std::string::npos, r.reason.c_str());

        // Another first move: not the only one that keeps the draw.
        MoveList legal;
        generateMoves(p->position, legal);
        Puzzle wrongMove = *p;
        wrongMove.line = {legal[0] == p->line[0] ? legal[1] : legal[0]};
        r = provePuzzle(wrongMove, src);
        QCOMPARE(int(r.status), int(ProofStatus::Refuted));
        QVERIFY2(r.reason.find("the only move that keeps the draw is D4B2") != std::string::npos,
                 r.reason.c_str());

        // A reply that is not the opponent's most resisting one.
        Position afterKey = p->position;
        afterKey.makeMove(p->line[0]);
        const std::vector<Move> best = resistingReplies(afterKey, GameValue::Draw, src);
        generateMoves(afterKey, legal);
        Move weak;
        for (Move m : legal)
            if (std::find(best.begin(), best.end(), m) == best.end()) weak = m;
        QVERIFY(!weak.isNull());
        Puzzle weakReply = *p;
        weakReply.line = {p->line[0], weak, p->line[2]};
        Position check = p->position;
        check.makeMove(weakReply.line[0]);
        check.makeMove(weak);
        MoveList after;
        generateMoves(check, after);
        if (!after.contains(weakReply.line[2])) weakReply.line[2] = after[0];
        r = provePuzzle(weakReply, src);
        QCOMPARE(int(r.status), int(ProofStatus::Refuted));
        QVERIFY2(r.reason.find("move 2") != std::string::npos, r.reason.c_str());
    }

    void middlePlacementNeedsTables() {
        // Ply 20: neither the book (plies 0..10) nor the search to the database (at most 4
        // goats in hand) reaches it.
        if (!sources_) QSKIP("no endgame database");
        if (sources_->fullTables()) QSKIP("full placement tables present: everything is decided");
        std::string error;
        const auto p = parsePuzzle(
            "mid\tT1G1T/1GGG1/G1G1G/1G1G1/T1G1T g g10 c0 - 20\tgoal draw\tline B3\trating 900",
            &error);
        QVERIFY2(p, error.c_str());
        const ProofResult r = provePuzzle(*p, sources_->exact());
        QCOMPARE(int(r.status), int(ProofStatus::NeedsTables));
        QVERIFY2(r.reason.find("needs the tables") != std::string::npos, r.reason.c_str());
    }

    void generatorIsDeterministicAndProven() {
        if (!sources_) QSKIP("no endgame database");
        GeneratorOptions o;
        o.count = 8;
        o.seed = 5;
        o.threads = 1;
        std::vector<std::string> streamed;
        const std::vector<Puzzle> one = generatePuzzles(
            o, sources_->exact(), [&](const Puzzle& p) { streamed.push_back(formatPuzzle(p)); });
        o.threads = 2;
        const std::vector<Puzzle> two = generatePuzzles(o, sources_->exact());
        QCOMPARE(one.size(), std::size_t{8});
        QCOMPARE(two.size(), one.size());
        for (std::size_t i = 0; i < one.size(); ++i) {
            const std::string text = formatPuzzle(one[i]);
            QCOMPARE(formatPuzzle(two[i]), text);
            QCOMPARE(streamed[i], text);
            std::string error;
            const auto back = parsePuzzle(text, &error);
            QVERIFY2(back, (error + ": " + text).c_str());
            QCOMPARE(formatPuzzle(*back), text);
            const ProofResult r = provePuzzle(*back, sources_->exact());
            QVERIFY2(r.ok(), (r.reason + ": " + text).c_str());
            QVERIFY(back->rating >= 600 && back->rating <= 2400);
        }
        // A phase asked for is the phase given.
        o.count = 3;
        o.phase = PhaseFilter::Sliding;
        for (const Puzzle& p : generatePuzzles(o, sources_->exact()))
            QCOMPARE(int(p.phase()), int(Phase::Sliding));
        o.phase = PhaseFilter::Placement;
        for (const Puzzle& p : generatePuzzles(o, sources_->exact()))
            QCOMPARE(int(p.phase()), int(Phase::Placement));
    }

    void commandLine() {
        // `puzzles` prints the library's puzzles, in the documented words; the engine's own
        // analysis (another path: MTD(f) to the database, the book) agrees that the first move
        // is the only one keeping the goal.
        if (!sources_) QSKIP("no endgame database");
        const testenv::EngineRun run =
            runEngine({"puzzles", "--count", "4", "--seed", "7", "--threads", "1"});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QStringList lines = run.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        GeneratorOptions o;
        o.count = 4;
        o.seed = 7;
        const std::vector<Puzzle> library = generatePuzzles(o, sources_->exact());
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList f = lines[i].split('\t');
            QCOMPARE(f.size(), 5);
            QVERIFY(f[2] == "goal win" || f[2] == "goal draw");
            QVERIFY(f[3].startsWith("line "));
            QVERIFY(QRegularExpression("^rating \\d+$").match(f[4]).hasMatch());
            QCOMPARE(lines[i].toStdString(), formatPuzzle(library[static_cast<std::size_t>(i)]));
            const testenv::EngineRun a = runEngine({"analyse", f[1], "--depth", "11"});
            QVERIFY2(a.exitCode == 0, qPrintable(a.err));
            const QString goal = f[2].mid(5);
            QVERIFY2(a.out.startsWith("position " + goal + " exact"), qPrintable(a.out));
            QStringList keeping;
            for (const QString& line : a.out.split('\n'))
                if (line.startsWith("move ") && line.split(' ')[2] == goal) {
                    QVERIFY2(line.split(' ')[3] == "exact", qPrintable(line));
                    keeping << line.split(' ')[1];
                }
            QCOMPARE(keeping, QStringList{f[3].split(' ')[1]});
        }
        const testenv::EngineRun bad = runEngine({"puzzles", "--phase", "middle"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.startsWith("error: puzzles: --phase: expected placement, sliding or any"),
                 qPrintable(bad.err));
        const testenv::EngineRun check =
            runEngine({"puzzles", "--check", QString::fromStdString(shippedSetPath())});
        QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
        QVERIFY2(check.out.contains(" refuted 0 invalid 0"), qPrintable(check.out));
    }

    void shippedSetReproves() {
        const std::string text = readFile(shippedSetPath());
        QVERIFY2(!text.empty(), shippedSetPath().c_str());
        std::vector<std::string> errors;
        const std::vector<Puzzle> set = parsePuzzleSet(text, &errors);
        for (const std::string& e : errors) qWarning("%s", e.c_str());
        QVERIFY(errors.empty());
        QVERIFY2(set.size() >= 1000, qPrintable(QString::number(set.size())));
        int placement = 0, easy = 0, hard = 0;
        for (const Puzzle& p : set) {
            placement += p.phase() == Phase::Placement;
            easy += p.rating < 1000;
            hard += p.rating >= 1800;
        }
        // Spread over both phases, easy to hard.
        QVERIFY(placement >= static_cast<int>(set.size()) / 4);
        QVERIFY(static_cast<int>(set.size()) - placement >= static_cast<int>(set.size()) / 4);
        QVERIFY(easy >= static_cast<int>(set.size()) / 10);
        QVERIFY(hard >= static_cast<int>(set.size()) / 20);
        if (!sources_) QSKIP("no endgame database: the shipped set is not re-proved");
        int proved = 0, needTables = 0;
        for (const Puzzle& p : set) {
            const ProofResult r = provePuzzle(p, sources_->exact());
            if (r.status == ProofStatus::NeedsTables && !sources_->fullTables()) {
                ++needTables;
                continue;
            }
            QVERIFY2(r.ok(), (p.id + ": " + r.reason).c_str());
            ++proved;
        }
        qInfo("shipped puzzles: %zu, re-proved %d, need the full placement tables %d%s", set.size(),
              proved, needTables,
              sources_->fullTables() ? " (tables present)" : " (tables absent: not checked)");
    }

    // Glickman's worked example (Glicko, 1999, and "The Glicko system", section 3): a player
    // rated 1500 (RD 200) beats a 1400 (RD 30), loses to a 1550 (RD 100) and to a 1700 (RD 300).
    // The published figures, to the digits printed there: g 0.9955, 0.9531, 0.7242; E 0.639,
    // 0.432, 0.303; after the period r' = 1464 and RD' = 151.4.
    void glickoPublishedExample() {
        const std::vector<GlickoGame> games = {{1400, 30, 1}, {1550, 100, 0}, {1700, 300, 0}};
        const double g[] = {0.9955, 0.9531, 0.7242};
        const double e[] = {0.639, 0.432, 0.303};
        for (int i = 0; i < 3; ++i) {
            QVERIFY2(std::abs(glickoG(games[i].deviation) - g[i]) < 0.00005,
                     qPrintable(QString::number(i)));
            QVERIFY2(std::abs(glickoExpected(1500, games[i]) - e[i]) < 0.0005,
                     qPrintable(QString::number(i)));
        }
        const Glicko after = glickoUpdate({1500, 200}, games);
        QVERIFY2(std::abs(after.rating - 1464) < 0.5, qPrintable(QString::number(after.rating)));
        QVERIFY2(std::abs(after.deviation - 151.4) < 0.05,
                 qPrintable(QString::number(after.deviation)));
        // No games: nothing changes (Glicko would widen the deviation with time; puzzles do not).
        QCOMPARE(glickoUpdate({1500, 200}, {}).rating, 1500.0);
    }

    // The puzzle solver's rating is that arithmetic against the puzzle at its own rating, one
    // game a period, bounded: a win moves it up, a loss down, the deviation never below the
    // least, and only a rating well above the start asks for longer lines.
    void solverRating() {
        SolverRating r;
        const Glicko expected =
            glickoUpdate({SolverRating::kStart, SolverRating::kStartDeviation},
                         {{SolverRating::kStart, SolverRating::kPuzzleDeviation, 1.0}});
        const double change = r.update(SolverRating::kStart, true);
        QCOMPARE(r.rating, expected.rating);
        QCOMPARE(change, expected.rating - SolverRating::kStart);
        QCOMPARE(r.deviation, expected.deviation);
        QCOMPARE(r.attempts, 1);
        QCOMPARE(r.solved, 1);
        QCOMPARE(r.expected(r.rating), 0.5);
        const double high = r.rating;
        r.update(SolverRating::kStart, false);
        QVERIFY(r.rating < high);
        // Even results against puzzles at the player's rating say the most: the deviation
        // shrinks to its floor within a few dozen.
        for (int i = 0; i < 200; ++i) r.update(r.rating, i % 2 == 0);
        QCOMPARE(r.deviation, SolverRating::kLeastDeviation);
        QCOMPARE(SolverRating().longestPuzzle(), 1);
        r.rating = SolverRating::kStart + 2 * SolverRating::kRatingPerMove;
        QCOMPARE(r.longestPuzzle(), 3);
    }
};

QTEST_APPLESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
