// The placement-phase solver: the last layers solved into a temporary directory and checked,
// through the stored files, against an independent minimax down to the endgame database; same
// bytes on every run; a solve resumes after the layers already there; damaged files refused; the
// start position is a draw (from the full tables when present, and from the shipped opening
// book).
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <thread>
#include <unordered_map>

#include "TestEnv.h"
#include "engine/core/Game.h"
#include "engine/core/MoveGen.h"
#include "engine/core/Symmetry.h"
#include "engine/db/EndgameDb.h"
#include "engine/search/Engine.h"
#include "engine/solve/LayerFile.h"
#include "engine/solve/PlacementIndex.h"
#include "engine/solve/PlacementTables.h"
#include "engine/solve/Solver.h"

using namespace bagh;

namespace {

constexpr int kFirstLayer = 35;  // layers 39..35: placed 18..20, a few seconds to solve

// Runs the engine; returns its exit code, stdout into *out, stderr into *err.
int runEngine(const QStringList& args, QString* out = nullptr, QString* err = nullptr) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("BAGHCHAL_DB", QString::fromStdString(testenv::databasePath()));
    p.setProcessEnvironment(env);
    p.start(testenv::enginePath(), args);
    if (!p.waitForFinished(600000)) return -1;
    if (out) *out = QString::fromUtf8(p.readAllStandardOutput());
    if (err) *err = QString::fromUtf8(p.readAllStandardError());
    return p.exitCode();
}

// The independent solver: plain negamax with alpha-beta over {-1, 0, 1} using the core's move
// generator and rules, memoised, down to positions the endgame database covers (all goats
// placed, either side to move). It shares nothing with the solver but the database.
class Minimax {
public:
    explicit Minimax(const EndgameDb& db) : db_(db) {}

    int value(const Position& p, int alpha = -1, int beta = 1) {
        if (p.goatsCaptured() >= kCapturesToWin) return -1;  // the goats to move have lost
        if (EndgameDb::covers(p)) {
            const GameValue v = db_.probe(p).value;
            return v == GameValue::Win ? 1 : v == GameValue::Loss ? -1 : 0;
        }
        const std::uint64_t key = p.key();
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        MoveList moves;
        generateMoves(p, moves);
        int best = -1;  // no move: blocked, lost
        const int alpha0 = alpha;
        for (Move m : moves) {
            Position c = p;
            c.makeMove(m);
            best = std::max(best, -value(c, -beta, -alpha));
            alpha = std::max(alpha, best);
            if (alpha >= beta) break;
        }
        // Only exact values are memoised (a cut-off bound is not the value).
        if (best > alpha0 && best < beta) memo_[key] = best;
        if (best == 1 || (best == -1 && alpha0 == -1)) memo_[key] = best;
        return best;
    }

private:
    const EndgameDb& db_;
    std::unordered_map<std::uint64_t, int> memo_;
};

// The opening book in the source tree (resources/book).
std::string sourceBookDir() { return testenv::sourcePath("resources/book"); }

GameValue fromScore(int s) {
    return s > 0 ? GameValue::Win : s < 0 ? GameValue::Loss : GameValue::Draw;
}

}  // namespace

class TestSolver : public QObject {
    Q_OBJECT

private:
    QTemporaryDir dir_;
    std::unique_ptr<EndgameDb> db_;

private slots:
    void initTestCase() {
        QVERIFY2(QFileInfo(testenv::enginePath()).isExecutable(),
                 qPrintable(testenv::enginePath()));
        std::string error;
        db_ = EndgameDb::open(testenv::databasePath(), &error);
        QVERIFY2(db_, error.c_str());
        QVERIFY(dir_.isValid());
        QString out, err;
        const int rc = runEngine({"solve", "--out", dir_.path(), "--from-layer", "39", "--to-layer",
                                  QString::number(kFirstLayer)},
                                 &out, &err);
        QVERIFY2(rc == 0, qPrintable(err));
        QVERIFY(err.contains("M/s"));  // progress and rate per layer on stderr
    }

    void indexRoundTrip() {
        // Decode a slot, move it by a symmetry, encode it: the same layer and (for classes
        // without a stabiliser) the same slot; for any class the decoded board is the same.
        std::mt19937_64 rng(7);
        for (int layer = 0; layer < solve::kLayers; ++layer) {
            const solve::LayerShape s = solve::layerShape(layer);
            for (int i = 0; i < 200; ++i) {
                const std::uint64_t slot = rng() % s.slotCount;
                Position p;
                if (!solve::positionOfSlot(s, slot, &p)) continue;
                const Position q = transformPosition(p, static_cast<int>(rng() % kSymmetries));
                const solve::PlacementSlot back = solve::placementSlotOf(q);
                QCOMPARE(back.layer, layer);
                Position r;
                QVERIFY(solve::positionOfSlot(s, back.slot, &r));
                QCOMPARE(canonicalPosition(r).key(), canonicalPosition(p).key());
            }
        }
    }

    void valuesAgreeWithMinimax_data() {
        QTest::addColumn<int>("layer");
        for (int layer = 39; layer >= kFirstLayer; --layer)
            QTest::newRow(qPrintable(QString("layer %1").arg(layer))) << layer;
    }

    void valuesAgreeWithMinimax() {
        QFETCH(int, layer);
        std::string error;
        auto tables = solve::PlacementTables::open({dir_.path().toStdString()}, &error);
        QVERIFY2(tables, error.c_str());
        QVERIFY(tables->hasLayer(layer));
        const solve::LayerShape s = solve::layerShape(layer);
        Minimax minimax(*db_);
        std::mt19937_64 rng(1000 + layer);
        int checked = 0;
        int byValue[4] = {};
        while (checked < 400) {
            Position p;
            if (!solve::positionOfSlot(s, rng() % s.slotCount, &p)) continue;
            // Probe through an arbitrary image so the encoder's symmetry map is exercised.
            const Position q = transformPosition(p, static_cast<int>(rng() % kSymmetries));
            const GameValue stored = tables->probe(q);
            const GameValue expected = fromScore(minimax.value(p));
            if (stored != expected)
                QFAIL(qPrintable(QString("layer %1 slot value %2, minimax %3")
                                     .arg(layer)
                                     .arg(int(stored))
                                     .arg(int(expected))));
            ++byValue[int(stored)];
            ++checked;
        }
        qInfo("layer %d: %d positions agree (win %d draw %d loss %d)", layer, checked, byValue[1],
              byValue[2], byValue[3]);
    }

    void sameBytesEveryRun() {
        QTemporaryDir again;
        QString err;
        QCOMPARE(runEngine({"solve", "--out", again.path(), "--threads", "1", "--from-layer", "39",
                            "--to-layer", "37"},
                           nullptr, &err),
                 0);
        // Format 3 stores the tigers layers alone: 38 is derived, not written.
        QVERIFY(
            !std::filesystem::exists(again.path().toStdString() + "/" + solve::layerFileName(38)));
        for (int layer : {39, 37}) {
            const std::string name = solve::layerFileName(layer);
            std::ifstream a(dir_.path().toStdString() + "/" + name, std::ios::binary);
            std::ifstream b(again.path().toStdString() + "/" + name, std::ios::binary);
            const std::string x(std::istreambuf_iterator<char>(a), {});
            const std::string y(std::istreambuf_iterator<char>(b), {});
            QVERIFY(!x.empty());
            QVERIFY2(x == y, name.c_str());
        }
    }

    void resumesFromLayer_data() {
        QTest::addColumn<int>("from");
        // Layer 37 from goats layer 38, itself derived from the stored 39; layer 36 (goats,
        // not stored) from the stored 37, and then 35.
        QTest::newRow("tigers layer 37") << 37;
        QTest::newRow("goats layer 36") << 36;
    }

    void resumesFromLayer() {
        // A solve resumed from the stored layers gives the same files as the first solve.
        QFETCH(int, from);
        QTemporaryDir resumed;
        for (int layer = 39; layer > from; layer -= 2) {
            const std::string name = solve::layerFileName(layer);
            std::filesystem::copy_file(dir_.path().toStdString() + "/" + name,
                                       resumed.path().toStdString() + "/" + name);
        }
        QCOMPARE(runEngine({"solve", "--out", resumed.path(), "--from-layer", QString::number(from),
                            "--to-layer", "35"}),
                 0);
        for (int layer = from % 2 ? from : from - 1; layer >= 35; layer -= 2) {
            const std::string name = solve::layerFileName(layer);
            std::ifstream a(dir_.path().toStdString() + "/" + name, std::ios::binary);
            std::ifstream b(resumed.path().toStdString() + "/" + name, std::ios::binary);
            QVERIFY2(std::string(std::istreambuf_iterator<char>(a), {}) ==
                         std::string(std::istreambuf_iterator<char>(b), {}),
                     name.c_str());
        }
    }

    void resumesByItself() {
        // Without --from-layer the command starts after the complete layers already there: run
        // again, it solves nothing and leaves the files alone; with layer 37 gone, it solves
        // layer 37 alone, to the same bytes as the first solve (initTestCase).
        QTemporaryDir dir;
        const QStringList solve{"solve", "--out", dir.path(), "--to-layer", "37"};
        const auto file = [](const QTemporaryDir& d, int layer) {
            return std::filesystem::path(d.path().toStdString()) / solve::layerFileName(layer);
        };
        const auto bytes = [](const std::filesystem::path& p) {
            std::ifstream in(p, std::ios::binary);
            return std::string(std::istreambuf_iterator<char>(in), {});
        };
        QString out, err;
        QCOMPARE(runEngine(solve, &out, &err), 0);
        QVERIFY2(!err.contains("resuming"), qPrintable(err));
        QVERIFY2(out.startsWith("solve layers 39..37 positions "), qPrintable(out));
        std::vector<std::filesystem::file_time_type> written;
        for (int layer : {39, 37})
            written.push_back(std::filesystem::last_write_time(file(dir, layer)));

        QCOMPARE(runEngine(solve, &out, &err), 0);
        QVERIFY2(err.contains("resuming: layers 39..37 present"), qPrintable(err));
        QVERIFY2(out.startsWith("solve nothing to do"), qPrintable(out));
        for (int layer : {39, 37}) {
            QVERIFY(std::filesystem::last_write_time(file(dir, layer)) ==
                    written[(39 - layer) / 2]);
            QVERIFY(bytes(file(dir, layer)) == bytes(file(dir_, layer)));
        }

        std::filesystem::remove(file(dir, 37));
        QCOMPARE(runEngine(solve, &out, &err), 0);
        QVERIFY2(err.contains("resuming: layers 39..38 present"), qPrintable(err));
        QVERIFY2(out.startsWith("solve layers 37..37 positions "), qPrintable(out));
        QVERIFY(std::filesystem::last_write_time(file(dir, 39)) == written[0]);
        QVERIFY(bytes(file(dir, 37)) == bytes(file(dir_, 37)));
    }

    void cancelStopsInsideALayer() {
        // Cancelled 20 ms into layer 37 (a second's work): the solve stops between rows, says
        // how to resume, and writes nothing for the unfinished layer.
        QTemporaryDir resumed;
        const std::string name39 = solve::layerFileName(39);
        std::filesystem::copy_file(dir_.path().toStdString() + "/" + name39,
                                   resumed.path().toStdString() + "/" + name39);
        std::atomic<bool> cancel{false};
        solve::SolveOptions o;
        o.dir = resumed.path().toStdString();
        o.fromLayer = 37;
        o.toLayer = 35;
        o.cancel = &cancel;
        std::vector<int> written;
        o.layerDone = [&](int layer) { written.push_back(layer); };
        std::thread stopper([&] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            cancel = true;
        });
        const solve::SolveResult r = solve::solvePlacement(o);
        stopper.join();
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("resume with --from-layer 37") != std::string::npos, r.error.c_str());
        QVERIFY(written.empty());
        QVERIFY(!std::filesystem::exists(resumed.path().toStdString() + "/" +
                                         solve::layerFileName(37)));
    }

    void damagedFilesRefused() {
        // A damaged file of format 3 (layer 39, read whole to resume at 37 through the derived
        // layer 38): refused with the reason, never a wrong value.
        QTemporaryDir damaged;
        const std::string name = solve::layerFileName(39);
        const std::string path = damaged.path().toStdString() + "/" + name;
        std::filesystem::copy_file(dir_.path().toStdString() + "/" + name, path);
        {
            std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(-100, std::ios::end);
            f.put('\x5a');
        }
        QString err;
        QVERIFY(
            runEngine({"solve", "--out", damaged.path(), "--from-layer", "37", "--to-layer", "37"},
                      nullptr, &err) != 0);
        QVERIFY2(err.contains("damaged") || err.contains("checksum"), qPrintable(err));
        {
            std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(0);
            f.put('X');  // bad magic: the tables refuse the file at open
        }
        std::string error;
        std::vector<std::string> warnings;
        auto tables =
            solve::PlacementTables::open({damaged.path().toStdString()}, &error, &warnings);
        QVERIFY(!tables);
        QCOMPARE(warnings.size(), std::size_t{1});
        QVERIFY(warnings[0].find("bad magic") != std::string::npos);
    }

    void repackConvertsFormatTwo() {
        // The shipped book is format 2 (layers 0..10, every one stored). `solverepack` rewrites
        // it in format 3: tigers layers only, the goats layers below them derived (layer 10
        // stays: layer 11 is not there). Every slot answers as before, and `solvecompare`
        // compares every value of the two directories.
        QTemporaryDir repacked;
        for (int layer = 0; layer <= 10; ++layer)
            std::filesystem::copy_file(
                sourceBookDir() + "/" + solve::layerFileName(layer),
                repacked.path().toStdString() + "/" + solve::layerFileName(layer));
        QString out, err;
        QCOMPARE(runEngine({"solverepack", "--tables", repacked.path()}, &out, &err), 0);
        for (int layer = 0; layer <= 10; ++layer) {
            const std::string path =
                repacked.path().toStdString() + "/" + solve::layerFileName(layer);
            QCOMPARE(std::filesystem::exists(path), layer % 2 == 1 || layer == 10);
            if (layer % 2 == 0) continue;
            std::ifstream in(path, std::ios::binary);
            solve::LayerFileHeader h{};
            in.read(reinterpret_cast<char*>(&h), sizeof h);
            QCOMPARE(h.formatVersion, solve::kLayerFormatVersion);
        }
        std::string error;
        auto before = solve::PlacementTables::open({sourceBookDir()}, &error);
        auto after = solve::PlacementTables::open({repacked.path().toStdString()}, &error);
        QVERIFY2(before && after, error.c_str());
        for (int layer = 0; layer <= 10; ++layer) {
            QVERIFY(after->hasLayer(layer));
            const solve::LayerShape s = solve::layerShape(layer);
            const std::uint64_t step = std::max<std::uint64_t>(1, s.slotCount / 20000);
            for (std::uint64_t slot = 0; slot < s.slotCount; slot += step)
                QCOMPARE(after->probeSlot(layer, slot), before->probeSlot(layer, slot));
        }
        QCOMPARE(after->probe(Position::start()), GameValue::Draw);
        QCOMPARE(runEngine({"solvecompare", QString::fromStdString(sourceBookDir()), "--tables",
                            repacked.path(), "--samples", "2000"},
                           &out, &err),
                 0);
        QVERIFY2(out.contains(QRegularExpression("^solvecompare positions \\d+ differ 0 probes "
                                                 "\\d+ differ 0")),
                 qPrintable(out + err));
    }

    void packageLevelKeepsEveryValue() {
        // `solverepack --level` (what a data package's solve writes) recompresses the tigers
        // layers: smaller files in the same format, every slot the same. `solvecompare` then
        // compares every value of both format-3 directories, the goats layers derived on both
        // sides (layers 39..34: 34 is derived from 35).
        QTemporaryDir packed;
        const auto inDir = [](const QTemporaryDir& d, int layer) {
            return d.path().toStdString() + "/" + solve::layerFileName(layer);
        };
        for (int layer = 35; layer <= 39; layer += 2)
            std::filesystem::copy_file(inDir(dir_, layer), inDir(packed, layer));
        QString out, err;
        QCOMPARE(runEngine({"solverepack", "--tables", packed.path(), "--level",
                            QString::number(solve::kPackageLevel)},
                           &out, &err),
                 0);
        for (int layer = 35; layer <= 39; layer += 2) {
            const auto before = std::filesystem::file_size(inDir(dir_, layer));
            const auto after = std::filesystem::file_size(inDir(packed, layer));
            QVERIFY2(
                after < before * 95 / 100,
                qPrintable(QString("layer %1: %2 -> %3 bytes").arg(layer).arg(before).arg(after)));
            std::ifstream in(inDir(packed, layer), std::ios::binary);
            solve::LayerFileHeader h{};
            in.read(reinterpret_cast<char*>(&h), sizeof h);
            QCOMPARE(h.formatVersion, solve::kLayerFormatVersion);
        }
        QCOMPARE(
            runEngine({"solvecompare", dir_.path(), "--tables", packed.path(), "--samples", "2000"},
                      &out, &err),
            0);
        std::uint64_t positions = 0;
        for (int layer = 34; layer <= 39; ++layer) positions += solve::layerShape(layer).positions;
        QVERIFY2(
            out.startsWith(
                QString("solvecompare positions %1 differ 0 probes 12000 differ 0").arg(positions)),
            qPrintable(out + err));
    }

    void formatThreeHoldsTigersLayersOnly() {
        // A format-3 header on a goats-to-move layer is refused by name.
        solve::Layer goats(2);
        QCOMPARE(
            solve::readLayerFile(sourceBookDir() + "/" + solve::layerFileName(2), 2, &goats, 1),
            std::string());
        QTemporaryDir d;
        const std::string path = d.path().toStdString() + "/" + solve::layerFileName(2);
        QCOMPARE(solve::writeLayerFile(path, goats, 1), std::string());
        std::string bytes;
        {
            std::ifstream in(path, std::ios::binary);
            bytes.assign(std::istreambuf_iterator<char>(in), {});
        }
        solve::LayerFileHeader h;
        std::memcpy(&h, bytes.data(), sizeof h);
        QCOMPARE(h.formatVersion, 2u);  // goats layers, when written at all, keep format 2
        h.formatVersion = 3;
        std::memcpy(bytes.data(), &h, sizeof h);
        const std::string why = solve::validateLayerFile(
            reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size(), 2, false);
        QVERIFY2(why.find("goats-to-move layer 2") != std::string::npos, why.c_str());
    }

    void startIsDrawFromBook() {
        // The CI-sized check: the shipped opening book (layers 0..10) says the start is a draw.
        std::string error;
        auto tables = solve::PlacementTables::open({sourceBookDir()}, &error);
        QVERIFY2(tables, error.c_str());
        QVERIFY(tables->hasLayer(0));
        QCOMPARE(tables->probe(Position::start()), GameValue::Draw);
    }

    void formatOneFilesStillRead() {
        // Layers 0..3 as the first solver wrote them (deflate blocks, format 1): still opened,
        // every slot the same as in the format-2 book.
        const std::string old = testenv::sourcePath("tests/data/format1");
        std::string error;
        auto v1 = solve::PlacementTables::open({old}, &error);
        QVERIFY2(v1, error.c_str());
        auto v2 = solve::PlacementTables::open({sourceBookDir()}, &error);
        QVERIFY2(v2, error.c_str());
        for (int layer = 0; layer <= 3; ++layer) {
            QVERIFY(v1->hasLayer(layer));
            const solve::LayerShape s = solve::layerShape(layer);
            for (std::uint64_t slot = 0; slot < s.slotCount; ++slot)
                QCOMPARE(v1->probeSlot(layer, slot), v2->probeSlot(layer, slot));
            solve::Layer whole;
            QCOMPARE(
                solve::readLayerFile(old + "/" + solve::layerFileName(layer), layer, &whole, 1),
                std::string());
        }
        QCOMPARE(v1->probe(Position::start()), GameValue::Draw);
    }

    void bestPlayLineKeepsTheValue() {
        // From the start (a draw) every move of the book's line of best play keeps the draw,
        // and the line runs as far as the book decides: plies 1..10.
        std::string error;
        auto tables = solve::PlacementTables::open({sourceBookDir()}, &error);
        QVERIFY2(tables, error.c_str());
        Engine engine;
        QVERIFY(engine.setTablesPath(sourceBookDir(), &error));
        MoveList moves;
        generateMoves(Position::start(), moves);
        for (Move first : moves) {
            const std::vector<Move> line = engine.exactLine(Position::start(), first, 40);
            QCOMPARE(static_cast<int>(line.size()), 10);
            Position p = Position::start();
            for (Move m : line) {
                p.makeMove(m);
                QCOMPARE(tables->probe(p), GameValue::Draw);
            }
        }
    }

    void analysisEndsWhenTablesDecideEveryMove() {
        // An infinite analysis of the start: the book decides every move (all draws), so the
        // search only orders them and the analysis reports final by itself.
        std::string error;
        Engine engine;
        QVERIFY(engine.setTablesPath(sourceBookDir(), &error));
        Game game;
        engine.setGame(game);
        SearchLimits limits;
        limits.infinite = true;
        std::atomic<bool> final{false};
        Analysis last;
        engine.analyse(limits, [&](const Analysis& a) {
            if (!a.final) return;
            last = a;
            final = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(final.load(), testenv::timeout(30000));
        engine.wait();
        QVERIFY(last.exact);
        QCOMPARE(last.value, GameValue::Draw);
        QCOMPARE(static_cast<int>(last.moves.size()), 21);
        for (const MoveValue& mv : last.moves) QVERIFY(mv.exact && mv.value == GameValue::Draw);
    }

    void perfectNeverLosesValue() {
        // Positions of layers 1..9 whose moves differ in value: the full level must keep the
        // root's value (book values, found through $BAGHCHAL_TABLES).
        qputenv("BAGHCHAL_TABLES", QByteArray::fromStdString(sourceBookDir()));
        std::string error;
        auto book = solve::PlacementTables::open({sourceBookDir()}, &error);
        QVERIFY2(book, error.c_str());
        std::mt19937_64 rng(11);
        int tried = 0;
        for (int attempt = 0; attempt < 20000 && tried < 12; ++attempt) {
            const int layer = 1 + static_cast<int>(rng() % 9);
            const solve::LayerShape s = solve::layerShape(layer);
            Position p;
            if (!solve::positionOfSlot(s, rng() % s.slotCount, &p)) continue;
            const GameValue root = book->probe(p);
            MoveList moves;
            generateMoves(p, moves);
            bool mixed = false;
            for (Move m : moves) {
                Position c = p;
                c.makeMove(m);
                const GameValue v = book->probe(c);
                mixed = mixed ||
                        (v != GameValue::Unknown && v != (root == GameValue::Win ? GameValue::Loss
                                                          : root == GameValue::Loss ? GameValue::Win
                                                                                    : root));
            }
            if (!mixed) continue;
            ++tried;
            Engine engine;
            engine.setDatabasePath(testenv::databasePath());
            engine.setLevel(kLevels);
            engine.setGame(Game(p));
            SearchLimits limits;
            limits.depth = 2;
            Move chosen;
            engine.go(limits, nullptr, [&](Move best, const SearchInfo&) { chosen = best; });
            engine.wait();
            Position c = p;
            c.makeMove(chosen);
            const GameValue after = book->probe(c);
            const GameValue want = root == GameValue::Win    ? GameValue::Loss
                                   : root == GameValue::Loss ? GameValue::Win
                                                             : GameValue::Draw;
            QCOMPARE(after, want);
        }
        QVERIFY(tried > 0);
    }

    void startIsDrawFromFullTables() {
        std::string error;
        auto tables = solve::PlacementTables::open({solve::findTablesDir("")}, &error);
        if (!tables || !tables->complete())
            QSKIP("full placement tables not present (run baghchal-engine solve)");
        QCOMPARE(tables->probe(Position::start()), GameValue::Draw);
        // The book agrees with the tables wherever both exist.
        auto book = solve::PlacementTables::open({sourceBookDir()}, &error);
        if (!book) QSKIP("no opening book in the source tree");
        std::mt19937_64 rng(3);
        for (int layer = 0; layer < solve::kLayers; ++layer) {
            if (!book->hasLayer(layer)) continue;
            const solve::LayerShape s = solve::layerShape(layer);
            for (int i = 0; i < 20000; ++i) {
                const std::uint64_t slot = rng() % s.slotCount;
                QCOMPARE(book->probeSlot(layer, slot), tables->probeSlot(layer, slot));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
