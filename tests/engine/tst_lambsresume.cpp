// Stopping and resuming a Lambs solve into a table directory (lambs/solve/SolveDir.h and
// LambsSolvePlan.h) on the small boards, against an uninterrupted solve of the same board:
//  - cancelled in the sliding phase (after a checkpoint of its capture blocks) or between
//    placement layers, then resumed where the plan says, every value of every layer is the
//    uninterrupted solve's, no layer is solved twice and nothing but layer files is left;
//  - a truncated, foreign or damaged file (or checkpoint) is refused or found with the reason
//    and solved again, never trusted and never a crash;
//  - the game-neutral GameSolve (gamesolve/GameSolve.h) the dialog drives says the same.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

#include "SmallBoards.h"
#include "engine/gamesolve/GameSolve.h"
#include "engine/lambs/solve/LambsSolvePlan.h"
#include "engine/lambs/solve/SolveDir.h"
#include "engine/lambs/solve/TableFile.h"

using namespace bagh::lambs;

namespace {

struct Board9Or13 {
    explicit Board9Or13(int points, int toWin)
        : board(points == 9 ? smallboards::tiny9() : smallboards::tiny13(5)),
          index(board),
          space{&index, board.goats(), Variant(board, toWin).capturesToWin()} {}
    Board board;
    SolveIndex index;
    SolveSpace space;
};

// Every value of every layer in `a` and `b` is the same (both read whole, checksums checked).
bool sameTables(const SolveSpace& space, const QString& a, const QString& b) {
    for (int layer = 0; layer < space.layers(); ++layer) {
        Layer x, y;
        const std::string ea =
            readTableFile(tablePath(space, a.toStdString(), layer), space, layer, &x, 2);
        const std::string eb =
            readTableFile(tablePath(space, b.toStdString(), layer), space, layer, &y, 2);
        if (!ea.empty() || !eb.empty() || x.words != y.words) {
            qWarning("layer %d differs: %s %s", layer, ea.c_str(), eb.c_str());
            return false;
        }
    }
    return true;
}

// The files in `dir` that are not layer files (a temporary or checkpoint file left behind).
QStringList otherFiles(const QString& dir) {
    return QDir(dir)
        .entryList({QStringLiteral("*")}, QDir::Files | QDir::Hidden)
        .filter(QRegularExpression(QStringLiteral("^(?!.*\\.lbt$)")));
}

LambsSolveResult solveInto(const SolveSpace& space, const QString& dir, int from = -1,
                           const std::atomic<bool>* cancel = nullptr,
                           std::function<void(int)> layerDone = {},
                           std::function<void(double)> slidingDone = {},
                           QStringList* lines = nullptr) {
    SolveDirOptions o;
    o.dir = dir.toStdString();
    o.threads = 2;
    o.fromLayer = from;
    o.checkpointSeconds = 0;  // a checkpoint after every block
    o.cancel = cancel;
    o.layerDone = std::move(layerDone);
    o.slidingDone = std::move(slidingDone);
    o.progress = [lines](const std::string& line) {
        if (lines) *lines << QString::fromStdString(line);
    };
    return solveIntoDir(space, o);
}

void flipByte(const QString& path, qint64 fromEnd) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.seek(f.size() - fromEnd));
    const char byte = f.peek(1).at(0);
    f.write(QByteArray(1, char(byte ^ 0x5a)));
}

}  // namespace

class TestLambsResume : public QObject {
    Q_OBJECT

private slots:
    // Cancelled at a point of the solve, resumed, compared with a solve that ran through.
    void cancelAndResume_data() {
        QTest::addColumn<int>("points");
        QTest::addColumn<int>("toWin");
        QTest::addColumn<int>("afterBlocks");  // cancel after this many sliding blocks (0: no)
        QTest::addColumn<int>("afterLayer");   // else after this layer's file (-1: no)
        QTest::newRow("tiny13 w5, sliding phase") << 13 << 5 << 2 << -1;
        QTest::newRow("tiny13 w5, first block") << 13 << 5 << 1 << -1;
        QTest::newRow("tiny13 w5, sliding layers written") << 13 << 5 << 0 << 9;
        QTest::newRow("tiny13 w5, placement") << 13 << 5 << 0 << 6;
        QTest::newRow("tiny13 w2, placement") << 13 << 2 << 0 << 3;
        QTest::newRow("tiny9 w3, sliding phase") << 9 << 3 << 1 << -1;
        QTest::newRow("tiny9 w4, placement") << 9 << 4 << 0 << 5;
    }
    void cancelAndResume() {
        QFETCH(int, points);
        QFETCH(int, toWin);
        QFETCH(int, afterBlocks);
        QFETCH(int, afterLayer);
        const Board9Or13 b(points, toWin);
        const SolveSpace& space = b.space;
        const int top = space.topLayer();
        QTemporaryDir whole, stopped;
        QVERIFY(solveInto(space, whole.path()).ok);

        std::atomic<bool> cancel{false};
        int blocks = 0;
        QList<int> written;
        const LambsSolveResult first = solveInto(
            space, stopped.path(), -1, &cancel,
            [&](int layer) {
                written << layer;
                if (layer == afterLayer) cancel = true;
            },
            [&](double) {
                if (++blocks == afterBlocks) cancel = true;
            });
        QVERIFY(!first.ok);
        QVERIFY(first.cancelled);
        QCOMPARE(first.error, std::string("cancelled"));
        // The layers reported are there and sound; a cancelled sliding phase left a checkpoint
        // of its finished blocks, nothing else.
        const ResumePoint resume = findResumePoint(space, stopped.path().toStdString(), 0);
        QVERIFY(resume.refused.empty() && resume.redone.empty());
        if (afterBlocks) {
            QVERIFY(written.isEmpty());
            QCOMPARE(resume.first, top);
            QCOMPARE(resume.checkpoint, space.toWin - afterBlocks);  // blocks W - 1 down
            QCOMPARE(otherFiles(stopped.path()).size(), 2);
        } else {
            QCOMPARE(written.last(), afterLayer);
            QCOMPARE(resume.first, afterLayer - 1);
            QCOMPARE(resume.checkpoint, -1);
            QVERIFY2(otherFiles(stopped.path()).isEmpty(),
                     qPrintable(otherFiles(stopped.path()).join(' ')));
        }

        // Resumed: the blocks and layers already there are not solved again.
        QStringList lines;
        QList<int> second;
        const LambsSolveResult rest = solveInto(
            space, stopped.path(), resume.first, nullptr, [&](int layer) { second << layer; }, {},
            &lines);
        QVERIFY2(rest.ok, rest.error.c_str());
        QCOMPARE(second.first(), resume.first == top ? top : resume.first);
        QCOMPARE(second.last(), 0);
        if (afterBlocks) {
            QVERIFY(lines.filter(QStringLiteral("read from the checkpoint")).size() == 1);
            QCOMPARE(lines.filter(QRegularExpression(QStringLiteral("^sliding: captured \\d+ \\(")))
                         .size(),
                     space.toWin - afterBlocks);
        }
        QVERIFY(sameTables(space, whole.path(), stopped.path()));
        QVERIFY2(otherFiles(stopped.path()).isEmpty(),
                 qPrintable(otherFiles(stopped.path()).join(' ')));
        QCOMPARE(findResumePoint(space, stopped.path().toStdString(), 0).first, -1);
    }

    // Damage of every kind: refused or found, with the reason, and solved again.
    void damagedFilesAreSolvedAgain_data() {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<int>("layer");
        QTest::addColumn<int>("cheapResume");  // where the look at the headers resumes
        QTest::addColumn<int>("resume");       // after the full check of what is read
        QTest::addColumn<QString>("reason");
        // A truncated file fails the cheap look: the solve starts there again.
        QTest::newRow("truncated") << "truncate" << 6 << 6 << 6 << "truncated";
        QTest::newRow("truncated sliding layer") << "truncate" << 9 << 10 << 10 << "truncated";
        QTest::newRow("empty file") << "empty" << 4 << 4 << 4 << "too short";
        QTest::newRow("not a table") << "garbage" << 3 << 3 << 3 << "bad magic";
        QTest::newRow("another rule") << "foreign" << 5 << 5 << 5 << "another rule";
        // A damaged block passes the cheap look; the full check of the file the solve reads
        // (the layer above the first missing one) finds it and the start moves up.
        QTest::newRow("damaged block") << "block" << 7 << 6 << 7 << "checksum";
        QTest::newRow("damaged sliding block") << "block" << 9 << 8 << 10 << "checksum";
    }
    void damagedFilesAreSolvedAgain() {
        QFETCH(QString, damage);
        QFETCH(int, layer);
        QFETCH(int, cheapResume);
        QFETCH(int, resume);
        QFETCH(QString, reason);
        const Board9Or13 b(13, 5);
        const SolveSpace& space = b.space;
        QTemporaryDir whole, dir;
        QVERIFY(solveInto(space, whole.path()).ok);
        QVERIFY(solveInto(space, dir.path()).ok);
        const QString path =
            QString::fromStdString(tablePath(space, dir.path().toStdString(), layer));
        // The layers from where the cheap look resumes down are gone (a solve stopped there).
        for (int l = 0; l <= cheapResume && l < layer; ++l)
            QVERIFY(QFile::remove(
                QString::fromStdString(tablePath(space, dir.path().toStdString(), l))));
        QFile f(path);
        if (damage == "truncate") {
            QVERIFY(f.resize(f.size() - 100));
        } else if (damage == "empty") {
            QVERIFY(f.resize(0));
        } else if (damage == "garbage") {
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray(4096, 'x'));
            f.close();
        } else if (damage == "foreign") {
            // A file of the 4-captures rule under this rule's name.
            const Board9Or13 other(13, 4);
            QTemporaryDir w4;
            QVERIFY(solveInto(other.space, w4.path()).ok);
            QVERIFY(QFile::remove(path));
            QVERIFY(QFile::copy(
                QString::fromStdString(tablePath(other.space, w4.path().toStdString(), layer)),
                path));
        } else {
            flipByte(path, 60);
        }
        const bagh::lambs::TableState state = scanTables(space, dir.path().toStdString());
        QCOMPARE(state.resumeLayer(0), cheapResume);
        const ResumePoint r = findResumePoint(space, dir.path().toStdString(), 0);
        QCOMPARE(r.first, resume);
        const std::vector<std::string>& said = damage == "block" ? r.redone : r.refused;
        QCOMPARE(said.size(), std::size_t(1));
        QVERIFY2(QString::fromStdString(said[0]).contains(reason) &&
                     QString::fromStdString(said[0]).contains(path),
                 said[0].c_str());
        QVERIFY(solveInto(space, dir.path(), r.first).ok);
        QVERIFY(sameTables(space, whole.path(), dir.path()));
    }

    // The cheap look names each damaged file once, whatever lies around it, and resumes at
    // the first gap from the top.
    void scanNamesEachProblemOnce() {
        const Board9Or13 b(13, 5);
        QTemporaryDir dir;
        QVERIFY(solveInto(b.space, dir.path()).ok);
        const std::string d = dir.path().toStdString();
        QVERIFY(QFile(QString::fromStdString(tablePath(b.space, d, 4))).resize(50));
        QVERIFY(QFile::remove(QString::fromStdString(tablePath(b.space, d, 5))));
        QVERIFY(QFile::remove(QString::fromStdString(tablePath(b.space, d, 6))));
        const bagh::lambs::TableState state = scanTables(b.space, d);
        QCOMPARE(state.problems.size(), std::size_t(1));
        QCOMPARE(state.resumeLayer(0), 6);
        QCOMPARE(state.checkpoint, -1);
    }

    // A damaged checkpoint is dropped with the reason: the sliding phase is solved again.
    void damagedCheckpointIsDropped() {
        const Board9Or13 b(13, 5);
        const SolveSpace& space = b.space;
        QTemporaryDir whole, dir;
        QVERIFY(solveInto(space, whole.path()).ok);
        std::atomic<bool> cancel{false};
        int blocks = 0;
        solveInto(space, dir.path(), -1, &cancel, {}, [&](double) {
            if (++blocks == 3) cancel = true;
        });
        const int c = findCheckpoint(space, dir.path().toStdString());
        QCOMPARE(c, 2);
        flipByte(QString::fromStdString(checkpointPath(space, dir.path().toStdString(), 9, c)), 20);
        const ResumePoint r = findResumePoint(space, dir.path().toStdString(), 0);
        QCOMPARE(r.first, space.topLayer());
        QCOMPARE(r.checkpoint, -1);
        QCOMPARE(r.redone.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(r.redone[0]).contains(QStringLiteral(".part")));
        // The solver, finding the checkpoint's header sound, reads it, fails, and starts over.
        QStringList lines;
        QVERIFY(solveInto(space, dir.path(), -1, nullptr, {}, {}, &lines).ok);
        QCOMPARE(lines.filter(QStringLiteral("the sliding phase is solved again")).size(), 1);
        QVERIFY(sameTables(space, whole.path(), dir.path()));
        QVERIFY(otherFiles(dir.path()).isEmpty());
    }

    // The dialog's view through GameSolve: the same start, the checkpoint's work counted, the
    // work of the whole range more than any part of it.
    void gameSolveSaysTheSame() {
        const Board board(smallboards::tiny13(5));
        bagh::solve::SolveTarget target;
        target.game = bagh::solve::SolveTarget::Game::Lambs;
        target.lambsCaptures = 5;
        target.board = &board;
        const auto solve = bagh::solve::makeGameSolve(target);
        QCOMPARE(solve->topLayer(), 10);
        QTemporaryDir dir;
        QCOMPARE(solve->look(dir.path().toStdString(), 0).first, 10);
        std::atomic<bool> cancel{false};
        bagh::solve::GameSolveRun run;
        run.dir = dir.path().toStdString();
        run.threads = 2;
        run.fromLayer = 10;
        run.cancel = &cancel;
        QList<double> parts;
        run.partDone = [&](double work) {
            parts << work;
            if (parts.size() == 2) cancel = true;
        };
        // Checkpoints come every 20 s here, so none on a tiny board: the stop loses the blocks.
        QVERIFY(!solve->run(run).ok);
        QCOMPARE(parts.size(), 2);
        QVERIFY(0 < parts[0] && parts[0] < parts[1] && parts[1] < solve->workOf(10, 9));
        const bagh::solve::SolveStart start = solve->findStart(run.dir, 0);
        QCOMPARE(start.first, 10);
        QCOMPARE(start.doneInFirst, 0.0);
        cancel = false;
        run.partDone = {};
        QList<int> layers;
        run.layerDone = [&](int layer) {
            layers << layer;
            if (layer == 4) cancel = true;
        };
        QVERIFY(!solve->run(run).ok);
        QCOMPARE(layers.first(), 10);
        QCOMPARE(layers.last(), 4);
        QCOMPARE(solve->look(run.dir, 0).first, 3);
        QCOMPARE(solve->findStart(run.dir, 0).first, 3);
        QVERIFY(solve->workOf(10, 0) > solve->workOf(10, 3));
        QVERIFY(solve->expectedBytes(10, 0) > 0);
        QVERIFY(solve->bytesNeeded(10, 0) > solve->expectedBytes(10, 0));
    }
};

QTEST_GUILESS_MAIN(TestLambsResume)
#include "tst_lambsresume.moc"
