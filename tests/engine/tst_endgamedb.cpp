// The sliding-phase endgame database: the file the build generated against Lim & Nievergelt's
// published tables, the one-move look-ahead, damaged files, symmetry, and an independent
// bounded solver.
#include <QFileInfo>
#include <QProcess>
#include <QTest>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <unordered_map>
#include <vector>

#include "TestEnv.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Obx.h"
#include "engine/core/Symmetry.h"
#include "engine/db/DbFile.h"
#include "engine/db/EndgameDb.h"
#include "engine/db/Index.h"
#include "engine/db/Stats.h"
#include "engine/db/Verifier.h"

using namespace bagh;

namespace {

std::vector<char> readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::vector<char>(std::istreambuf_iterator<char>(in), {});
}

void writeFile(const std::string& path, const char* data, std::size_t size) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(data, static_cast<std::streamsize>(size));
}

// An independent solver: plain AND/OR search with the core's move generator, bounded in plies,
// memoised. winsWithin(p, n): the side to move can force the end in its favour within n plies.
class BoundedSolver {
public:
    bool winsWithin(const Position& p, int n) { return solve(p, n, true); }
    bool losesWithin(const Position& p, int n) { return solve(p, n, false); }

private:
    bool solve(const Position& p, int n, bool win) {
        const std::uint64_t key = (p.key() << 6) | (std::uint64_t(n) << 1) | (win ? 1 : 0);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        MoveList moves;
        generateMoves(p, moves);  // none after the fifth capture, none when blocked
        bool result;
        if (moves.empty()) {
            result = !win;  // the side to move has lost, 0 plies from here
        } else if (win) {
            result = false;
            for (int i = 0; i < moves.size() && !result && n >= 1; ++i) {
                Position child = p;
                child.makeMove(moves[i]);
                result = solve(child, n - 1, false);
            }
        } else {
            result = n >= 2;
            for (int i = 0; i < moves.size() && result; ++i) {
                Position child = p;
                child.makeMove(moves[i]);
                result = solve(child, n - 1, true);
            }
        }
        memo_.emplace(key, result);
        return result;
    }
    std::unordered_map<std::uint64_t, bool> memo_;
};

Position slotPosition(int captured, bool tigers, std::uint32_t slot) {
    const db::Board b = db::boardOf(captured, slot);
    return Position::fromParts(b.tigers, b.goats, 0, captured, tigers ? Side::Tigers : Side::Goats);
}

}  // namespace

class TestEndgameDb : public QObject {
    Q_OBJECT

    std::string path_;
    std::unique_ptr<EndgameDb> db_;
    db::DbStats stats_;

private slots:
    void initTestCase() {
        path_ = testenv::databasePath();
        QVERIFY2(!path_.empty(), "no endgame database beside the engine (the build makes it)");
        std::string error;
        db_ = EndgameDb::open(path_, &error);
        QVERIFY2(db_, error.c_str());
        stats_ = db::computeStats(db_->payload(), 0);
    }

    void boardImages_data() {
        QTest::addColumn<int>("captured");
        QTest::addColumn<qulonglong>("images");
        const qulonglong published[] = {33481, 333175, 2105695, 9469965, 32188170};
        for (int c = 0; c < 5; ++c)
            QTest::newRow(qPrintable(QString("S%1").arg(c + 1))) << c << published[c];
    }
    void boardImages() {
        QFETCH(int, captured);
        QFETCH(qulonglong, images);
        QCOMPARE(qulonglong(stats_.counts[captured][0].total()), images);
        QCOMPARE(qulonglong(stats_.counts[captured][1].total()), images);
    }

    void publishedValues_data() {
        QTest::addColumn<int>("captured");
        QTest::addColumn<int>("side");
        QTest::addColumn<qulonglong>("win");
        QTest::addColumn<qulonglong>("draw");
        QTest::addColumn<qulonglong>("loss");
        // Lim & Nievergelt 2004, Table 2 (RULES.md): [captured][goats, tigers to move].
        const qulonglong t[5][2][3] = {
            {{30609, 2812, 60}, {146, 9468, 23867}},
            {{252381, 80706, 88}, {6452, 197537, 129186}},
            {{882523, 1199231, 23941}, {465721, 1353969, 286005}},
            {{1315111, 6226358, 1928496}, {6260219, 2918104, 291642}},
            {{913153, 8045787, 23229230}, {30469634, 1569409, 149127}},
        };
        for (int c = 0; c < 5; ++c)
            for (int s = 0; s < 2; ++s)
                QTest::newRow(qPrintable(QString("c%1 %2").arg(c).arg(s ? "ttm" : "gtm")))
                    << c << s << t[c][s][0] << t[c][s][1] << t[c][s][2];
    }
    void publishedValues() {
        QFETCH(int, captured);
        QFETCH(int, side);
        const db::ValueCounts& v = stats_.counts[captured][side];
        QTEST(qulonglong(v.win), "win");
        QTEST(qulonglong(v.draw), "draw");
        QTEST(qulonglong(v.loss), "loss");
    }

    // The whole look-ahead takes about a minute on two cores (`dbverify` runs it); every 61st
    // slot of every subspace and side keeps the test quick and still covers all of them.
    void verifyLookAhead() {
        const db::VerifyResult r = db::verify(db_->payload(), 0, 61);
        QVERIFY(r.checked > 1'000'000);
        QVERIFY2(r.mismatches == 0, r.examples.empty() ? "" : r.examples.front().c_str());
    }

    void refusesDamagedFiles_data() {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("reason");
        QTest::newRow("payload byte") << "flip"
                                      << "checksum";
        QTest::newRow("truncated") << "truncate"
                                   << "truncated";
        QTest::newRow("header only") << "header"
                                     << "truncated";
        QTest::newRow("too short") << "short"
                                   << "too short";
        QTest::newRow("empty") << "empty"
                               << "too short";
        QTest::newRow("format version") << "version"
                                        << "format version";
        QTest::newRow("rules version") << "rules"
                                       << "rules version";
        QTest::newRow("garbage") << "garbage"
                                 << "magic";
    }
    void refusesDamagedFiles() {
        QFETCH(QString, damage);
        QFETCH(QString, reason);
        static const std::vector<char> good = readFile(path_);
        std::vector<char> bytes = good;
        if (damage == "flip") bytes[db::kHeaderSize + bytes.size() / 3] ^= 0x10;
        if (damage == "truncate") bytes.erase(bytes.end() - 4096, bytes.end());
        if (damage == "header") bytes.resize(db::kHeaderSize);
        if (damage == "short") bytes.resize(60);
        if (damage == "empty") bytes.clear();
        if (damage == "version") bytes[8] = 99;
        if (damage == "rules") bytes[12] = 99;
        if (damage == "garbage") {
            std::mt19937 rng(7);
            bytes.resize(1 << 20);
            for (char& b : bytes) b = static_cast<char>(rng());
        }
        const std::string file = (std::filesystem::temp_directory_path() /
                                  ("tst_endgamedb_" + damage.toStdString() + ".db"))
                                     .string();
        writeFile(file, bytes.data(), bytes.size());
        std::string error;
        const auto db = EndgameDb::open(file, &error);
        std::filesystem::remove(file);
        QVERIFY(!db);
        QVERIFY2(QString::fromStdString(error).contains(reason), error.c_str());
    }

    // The command line prints the published table and refuses a damaged file with exit 2.
    void commandLine() {
        const QString engine = testenv::enginePath();
        QVERIFY2(QFileInfo(engine).isExecutable(), qPrintable(engine));
        QProcess p;
        p.start(engine, {"dbstats", QString::fromStdString(path_)});
        QVERIFY(p.waitForFinished(testenv::timeout(60000)));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(
            out.contains("captured 4 gtm 913153 8045787 23229230 ttm 30469634 1569409 149127\n"));
        QVERIFY(out.contains("captured 0 gtm 30609 2812 60 ttm 146 9468 23867\n"));
        const std::string bad =
            (std::filesystem::temp_directory_path() / "tst_endgamedb_cli.db").string();
        writeFile(bad, "BAGHEGDB", 8);
        p.start(engine, {"dbstats", QString::fromStdString(bad)});
        QVERIFY(p.waitForFinished(testenv::timeout(60000)));
        std::filesystem::remove(bad);
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(QString::fromUtf8(p.readAllStandardError()).contains("refused"));
    }

    void refusesMissingFile() {
        std::string error;
        QVERIFY(!EndgameDb::open("/nonexistent/baghchal-endgame.db", &error));
        QVERIFY(!error.empty());
        QCOMPARE(findEndgameDb("/nonexistent/baghchal-endgame.db"), std::string());
    }

    void covers() {
        QVERIFY(!EndgameDb::covers(Position::start()));
        QVERIFY(
            EndgameDb::covers(parseObx("TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g0 c4").record.position));
        QVERIFY(
            !EndgameDb::covers(parseObx("TGGGT/GGGGG/GG1GG/GTG1G/1G1T1 g g1 c3").record.position));
    }

    // Every image of a position probes the same, whatever slot of its orbit it lands on.
    void symmetricImagesAgree() {
        std::mt19937_64 rng(42);
        for (int i = 0; i < 20000; ++i) {
            const int c = static_cast<int>(rng() % 5);
            const Position p = slotPosition(c, rng() & 1, rng() % db::sideSlotsOf(c));
            const DbProbe base = db_->probe(p);
            QVERIFY(base.value != GameValue::Unknown);
            for (int s = 1; s < kSymmetries; ++s) {
                const DbProbe image = db_->probe(transformPosition(p, s));
                QCOMPARE(image.value, base.value);
                QCOMPARE(image.plies, base.plies);
            }
        }
    }

    void handPicked_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<int>("value");
        QTest::addColumn<int>("plies");
        // Four tigers packed into the top-left corner: no slide, no jump.
        QTest::newRow("tigers blocked")
            << "TTGGG/TTGGG/GGGGG/GGGG1/GGG2 t g0 c2" << int(GameValue::Loss) << 0;
        QTest::newRow("fifth capture")
            << "TG1GT/GGGGG/GGGGG/GG1GG/T3T t g0 c4" << int(GameValue::Win) << 1;
    }
    void handPicked() {
        QFETCH(QString, obx);
        QFETCH(int, value);
        QFETCH(int, plies);
        const ObxParseResult r = parseObx(obx.toStdString());
        QVERIFY2(r.ok, r.error.message().c_str());
        const DbProbe p = db_->probe(r.record.position);
        QCOMPARE(int(p.value), value);
        QCOMPARE(p.plies, plies);
    }

    // Late positions whose database distance is short, checked by the bounded solver: a win at
    // d is found within d plies and not within d - 2, a loss at d holds within d and not d - 1;
    // a draw has no forced end within 7 plies either way.
    void independentSolver() {
        std::mt19937_64 rng(2004);
        int checked[3] = {0, 0, 0};
        BoundedSolver solver;
        for (int i = 0; i < 400000 && (checked[0] < 150 || checked[1] < 150 || checked[2] < 40);
             ++i) {
            const int c = 3 + static_cast<int>(rng() % 2);
            const Position p = slotPosition(c, rng() & 1, rng() % db::sideSlotsOf(c));
            const DbProbe probe = db_->probe(p);
            const int kind = probe.value == GameValue::Win    ? 0
                             : probe.value == GameValue::Loss ? 1
                                                              : 2;
            if (kind < 2 && probe.plies > 9) continue;
            if (checked[kind] >= (kind == 2 ? 40 : 150)) continue;
            ++checked[kind];
            const QByteArray obx = QByteArray::fromStdString(writeObx(p));
            if (kind == 0) {
                QVERIFY2(solver.winsWithin(p, probe.plies), obx);
                QVERIFY2(!solver.winsWithin(p, probe.plies - 2), obx);
            } else if (kind == 1) {
                QVERIFY2(solver.losesWithin(p, probe.plies), obx);
                QVERIFY2(probe.plies == 0 || !solver.losesWithin(p, probe.plies - 1), obx);
            } else {
                QVERIFY2(!solver.winsWithin(p, 7) && !solver.losesWithin(p, 7), obx);
            }
        }
        QVERIFY(checked[0] >= 150 && checked[1] >= 150 && checked[2] >= 40);
    }
};

QTEST_APPLESS_MAIN(TestEndgameDb)
#include "tst_endgamedb.moc"
