// The Lambs and Tigers solve (engine/lambs/solve): the index, the sliding-phase retrograde
// database and the placement passes, against truths computed independently here.
//  - Small boards given as data (a 9-point and a 13-point cut of the Lambs board, with its
//    mirror) are solved completely and every position is compared with a plain fix-point over
//    the explicit game graph, built with the rules code (lambs/MoveGen) and no index: a position
//    is won if a move reaches a lost one, lost if every move reaches a won one (or the rules end
//    it so), drawn if neither ever becomes true.
//  - On the real board, the late capture blocks of the 13-captures rule (11 and 12 goats
//    captured, sliding and placement) are solved and sampled positions compared with a
//    depth-limited full-width search: where the search proves a win or a loss the tables must
//    say the same, and a draw in the tables must never be proven otherwise.
//  - The placement pass for the tigers over the sliding goats' layer reproduces, word for word,
//    the tigers' layer of the retrograde database (two different algorithms, one answer), on
//    the small boards and the real one.
//  - Layer files round-trip; the probe reads them back; a damaged file is refused.
#include <QTest>

#include <filesystem>
#include <random>
#include <unordered_map>
#include <vector>

#include "SmallBoards.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/solve/PlacementPasses.h"
#include "engine/lambs/solve/SlidingSolver.h"
#include "engine/lambs/solve/Solve.h"
#include "engine/lambs/solve/TableFile.h"
#include "engine/lambs/solve/Tables.h"

using namespace bagh::lambs;
using bagh::GameValue;
using bagh::Outcome;
using bagh::Side;

namespace {

using smallboards::tiny13;
using smallboards::tiny9;

// The value of a finished game for its side to move.
unsigned terminalValue(const Position& pos, const bagh::GameResult& r) {
    const bool tigersWon = r.outcome == Outcome::TigersWin;
    return tigersWon == (pos.sideToMove() == Side::Tigers) ? kWin : kLoss;
}

// Every position of the game graph, its value by a plain fix-point.
struct Reference {
    std::vector<Position> positions;
    std::vector<unsigned> value;  // kWin, kDraw, kLoss
};

Reference referenceSolve(const Variant& v) {
    const Board& b = v.board();
    const int n = b.points(), t = b.tigers(), N = b.goats(), W = v.capturesToWin();
    Reference ref;
    std::unordered_map<std::uint64_t, int> id;
    // Every board: tiger sets and goat sets by brute force over all masks.
    for (Mask tg = 0; tg < (Mask{1} << n); ++tg) {
        if (std::popcount(tg) != t) continue;
        // The goat sets around these tigers, by size: every subset of the other points.
        const Mask others = ((Mask{1} << n) - 1) & ~tg;
        std::vector<std::vector<Mask>> goatSets(n + 1);
        for (Mask gs = others;; gs = (gs - 1) & others) {
            goatSets[std::popcount(gs)].push_back(gs);
            if (!gs) break;
        }
        for (int inHand = 0; inHand <= N; ++inHand)
            for (int c = 0; c < W && inHand + c <= N; ++c) {
                const int placed = N - inHand, g = placed - c;
                for (int side = 0; side < 2; ++side) {
                    const Side s = side ? Side::Tigers : Side::Goats;
                    // Each capture costs a tiger move; tigers move after goats.
                    if (s == Side::Goats ? c > placed : (placed == 0 || c > placed - 1)) continue;
                    for (Mask gs : goatSets[g]) {
                        const Position p = Position::fromParts(tg, gs, inHand, c, s);
                        id.emplace(p.key(), static_cast<int>(ref.positions.size()));
                        ref.positions.push_back(p);
                    }
                }
            }
    }
    const std::size_t count = ref.positions.size();
    // Children: an index, or a fixed value (a finished game) encoded as -1 (won for the side
    // to move there) or -3 (lost).
    std::vector<std::vector<int>> kids(count);
    ref.value.assign(count, 0);
    for (std::size_t i = 0; i < count; ++i) {
        Position p = ref.positions[i];
        const bagh::GameResult r = result(v, p);
        if (r.over()) {
            ref.value[i] = terminalValue(p, r);
            continue;
        }
        MoveList moves;
        generateMoves(v, p, moves);
        for (Move m : moves) {
            p.makeMove(m);
            const bagh::GameResult cr = result(v, p);
            if (cr.over()) {
                kids[i].push_back(-static_cast<int>(terminalValue(p, cr)));
            } else {
                const auto it = id.find(p.key());
                if (it == id.end()) qFatal("reference: a child outside the enumeration");
                kids[i].push_back(it->second);
            }
            p.unmakeMove(m);
        }
    }
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < count; ++i) {
            if (ref.value[i]) continue;
            bool anyLoss = false, allWin = true;
            for (int k : kids[i]) {
                const unsigned cv = k < 0 ? static_cast<unsigned>(-k) : ref.value[k];
                anyLoss = anyLoss || cv == kLoss;
                allWin = allWin && cv == kWin;
            }
            if (anyLoss || allWin) {
                ref.value[i] = anyLoss ? kWin : kLoss;
                changed = true;
            }
        }
    }
    for (unsigned& x : ref.value)
        if (!x) x = kDraw;
    return ref;
}

// A whole solve kept in memory, layer by layer.
struct Solved {
    std::vector<Layer> layers;
    LambsSolveResult result;
};

Solved solveInMemory(const SolveSpace& space) {
    Solved s;
    s.layers.resize(space.layers());
    LambsSolveOptions o;
    o.threads = 2;
    o.onLayer = [&](const Layer& l) {
        s.layers[l.shape.layer] = l;
        return std::string();
    };
    s.result = solveLambs(space, o);
    return s;
}

unsigned tableValue(const SolveSpace& space, const Solved& s, const Position& p) {
    const SolveSlot slot = solveSlotOf(space, p.tigers(), p.goats(), p.goatsInHand(),
                                       p.goatsCaptured(), p.sideToMove());
    if (slot.layer < 0) return 0;
    return s.layers[slot.layer].get(slot.slot);
}

// Depth-limited full-width search with three values: a proven win or loss, else unknown (0).
// No repetition check is needed: a forced result within the horizon holds whatever cycles exist.
unsigned prove(const Variant& v, Position& p, int depth) {
    const bagh::GameResult r = result(v, p);
    if (r.over()) return terminalValue(p, r);
    if (depth == 0) return 0;
    MoveList moves;
    generateMoves(v, p, moves);
    bool allWin = true;
    for (Move m : moves) {
        p.makeMove(m);
        const unsigned cv = prove(v, p, depth - 1);
        p.unmakeMove(m);
        if (cv == kLoss) return kWin;
        allWin = allWin && cv == kWin;
    }
    return allWin ? kLoss : 0;
}

}  // namespace

class TestLambsSolve : public QObject {
    Q_OBJECT

private slots:
    void mirrorIsBoardData() {
        const Board& b = lambsBoard();
        QCOMPARE(b.symmetryCount(), 2);
        QCOMPARE(b.imagePoint(1, 1), 6);
        QCOMPARE(b.imagePoint(1, 0), 0);
        QCOMPARE(b.imagePoint(1, 20), 21);
        QCOMPARE(b.inverse(1), 1);
        // A permutation that breaks a line is refused.
        BoardSpec bad = lambsSpec();
        std::swap(bad.symmetries[0][1], bad.symmetries[0][2]);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Board{bad});
    }

    void index() {
        const SolveIndex ix(lambsBoard());
        QCOMPARE(ix.classes(), 891);  // (1,771 tiger sets + 11 mirror-symmetric ones) / 2
        QCOMPARE(ix.freePoints(), 20);
        int symmetric = 0;
        for (int cls = 0; cls < ix.classes(); ++cls) symmetric += ix.symmetricClass(cls);
        QCOMPARE(symmetric, 11);
        // Ranks are dense and invert masksOf; squeeze inverts expand; a board and its mirror
        // image share their key.
        std::mt19937 rng(7);
        for (int g = 0; g <= 15; ++g) {
            const std::vector<std::uint32_t> masks = ix.masksOf(g);
            QCOMPARE(masks.size(), std::size_t(ix.goatSets(g)));
            for (int k = 0; k < 50; ++k) {
                const std::uint32_t r = rng() % masks.size();
                QCOMPARE(ix.rank(masks[r]), r);
                const int cls = static_cast<int>(rng() % ix.classes());
                const Mask goats = ix.expand(cls, masks[r]);
                QVERIFY(!(goats & ix.classTigers(cls)));
                QCOMPARE(ix.squeeze(cls, goats), masks[r]);
                const Mask tigers = ix.classTigers(cls);
                const SolveIndex::Key a = ix.canonicalKeyOf(tigers, goats);
                const SolveIndex::Key m =
                    ix.canonicalKeyOf(ix.image(1, tigers), ix.image(1, goats));
                QCOMPARE(a.cls, m.cls);
                QCOMPARE(a.rank, m.rank);
            }
        }
    }

    void smallBoardsAgainstFixPoint_data() {
        QTest::addColumn<int>("board");
        QTest::addColumn<int>("goats");
        QTest::addColumn<int>("toWin");
        for (int w = 1; w <= 4; ++w) QTest::addRow("tiny9 w%d", w) << 9 << 4 << w;
        for (int w : {1, 2, 5}) QTest::addRow("tiny13 5 goats w%d", w) << 13 << 5 << w;
    }
    void smallBoardsAgainstFixPoint() {
        QFETCH(int, board);
        QFETCH(int, goats);
        QFETCH(int, toWin);
        const Board b(board == 9 ? tiny9() : tiny13(goats));
        const Variant v(b, toWin);
        const SolveIndex ix(b);
        const SolveSpace space{&ix, b.goats(), v.capturesToWin()};
        const Solved s = solveInMemory(space);
        QVERIFY(s.result.ok);
        const Reference ref = referenceSolve(v);
        std::uint64_t compared = 0, counts[4] = {};
        for (std::size_t i = 0; i < ref.positions.size(); ++i) {
            const unsigned got = tableValue(space, s, ref.positions[i]);
            if (got != ref.value[i])
                QFAIL(qPrintable(QString("position %1: tables %2, reference %3")
                                     .arg(i)
                                     .arg(got)
                                     .arg(ref.value[i])));
            ++compared;
            ++counts[got];
        }
        const Position start = Position::start(b);
        QCOMPARE(static_cast<unsigned>(s.result.start), tableValue(space, s, start));
        // The placement pass for the tigers over the sliding goats' layer reproduces the
        // retrograde's tigers' layer.
        const int top = space.topLayer();
        Layer again(layerShape(space, top - 1));
        solveTigerLayer(space, again, s.layers[top], 2);
        QVERIFY(again.words == s.layers[top - 1].words);
        // The goats' pass gives the same layers through the bit cube as the direct way.
        for (int layer = 0; layer < top; layer += 2) {
            Layer cube(layerShape(space, layer));
            solveGoatLayer(space, cube, s.layers[layer + 1], 2, 0);
            QVERIFY(cube.words == s.layers[layer].words);
        }
        qInfo("%llu positions compared: %llu win, %llu draw, %llu loss; start %u",
              static_cast<unsigned long long>(compared), static_cast<unsigned long long>(counts[1]),
              static_cast<unsigned long long>(counts[2]),
              static_cast<unsigned long long>(counts[3]), static_cast<unsigned>(s.result.start));
        QVERIFY(compared > 1000);
    }

    // The real board, 13 captures to win, blocks of 11 and 12 goats captured (one or two
    // captures short of the win, 4 goats or fewer on the board).
    void lambsLateBlocksAgainstSearch() {
        constexpr int kToWin = 13, kLow = 11;
        const Variant v = Variant::lambs(kToWin);
        const SolveIndex ix(v.board());
        SolveSpace space{&ix, v.board().goats(), v.capturesToWin()};
        space.minCaptured = kLow;
        const Solved s = solveInMemory(space);
        QVERIFY(s.result.ok);
        // The two algorithms agree on the real board too.
        const int top = space.topLayer();
        Layer again(layerShape(space, top - 1));
        solveTigerLayer(space, again, s.layers[top], 2);
        QVERIFY(again.words == s.layers[top - 1].words);
        for (int layer = 2 * kLow; layer < top; layer += 2) {
            Layer direct(layerShape(space, layer)), cube(layerShape(space, layer));
            solveGoatLayer(space, direct, s.layers[layer + 1], 2, ~0u);
            solveGoatLayer(space, cube, s.layers[layer + 1], 2, 0);
            QVERIFY(direct.words == s.layers[layer].words);
            QVERIFY(cube.words == s.layers[layer].words);
        }

        std::mt19937_64 rng(11);
        int proven = 0, draws = 0, sampled = 0;
        while (proven < 150 && sampled < 20000) {
            // A random layer of the solved range, a random block, tiger set and goat set.
            const int layer = 2 * kLow + static_cast<int>(rng() % (top - 2 * kLow + 1));
            const LayerShape& shape = s.layers[layer].shape;
            const int c = kLow + static_cast<int>(rng() % (shape.maxCaptured - kLow + 1));
            const int g = shape.goats[c];
            Mask tigers = 0;
            while (std::popcount(tigers) < 3) tigers |= bit(static_cast<Point>(rng() % 23));
            Mask goats = 0;
            while (std::popcount(goats) < g) {
                const Point p = static_cast<Point>(rng() % 23);
                if (!(tigers & bit(p))) goats |= bit(p);
            }
            Position p =
                Position::fromParts(tigers, goats, v.board().goats() - shape.placed, c, shape.side);
            const unsigned table = tableValue(space, s, p);
            QVERIFY(table >= kWin && table <= kLoss);
            const unsigned searched = prove(v, p, shape.placed < 15 ? 3 : 5);
            if (searched) {
                QCOMPARE(table, searched);
                ++proven;
            }
            draws += table == kDraw;
            ++sampled;
        }
        qInfo("%d sampled, %d proven by search and equal, %d draws", sampled, proven, draws);
        QCOMPARE(proven, 150);
    }

    void filesRoundTrip() {
        const Board b(tiny13(5));
        const SolveIndex ix(b);
        const SolveSpace space{&ix, b.goats(), 3};
        const Variant v(b, 3);
        namespace fs = std::filesystem;
        const fs::path dir = fs::temp_directory_path() / "tst_lambssolve_files";
        fs::remove_all(dir);
        fs::create_directories(dir);
        Solved s;
        s.layers.resize(space.layers());
        LambsSolveOptions o;
        o.threads = 2;
        o.onLayer = [&](const Layer& l) {
            s.layers[l.shape.layer] = l;
            return writeTableFile(
                (dir / tableFileName("tiny13", space.toWin, l.shape.layer)).string(), space, l, 2);
        };
        QVERIFY(solveLambs(space, o).ok);
        for (int layer = 0; layer < space.layers(); ++layer) {
            Layer back;
            const std::string path = (dir / tableFileName("tiny13", 3, layer)).string();
            QCOMPARE(QString::fromStdString(readTableFile(path, space, layer, &back, 2)),
                     QString());
            QVERIFY(back.words == s.layers[layer].words);
        }
        std::string error;
        auto tables = LambsTables::open(v, {dir.string()}, &error);
        QVERIFY(tables);
        QVERIFY(tables->complete());
        const Reference ref = referenceSolve(v);
        for (std::size_t i = 0; i < ref.positions.size(); i += 7)
            QCOMPARE(static_cast<unsigned>(tables->probe(ref.positions[i])), ref.value[i]);
        // Without the goats' placement layers (what the main package ships) every value is
        // the same, read through the tigers' layer after each.
        {
            const fs::path odd = dir / "odd";
            fs::create_directory(odd);
            for (int layer = 0; layer < space.layers(); ++layer)
                if (layer % 2 == 1 || layer == space.topLayer())
                    fs::copy_file(dir / tableFileName("tiny13", 3, layer),
                                  odd / tableFileName("tiny13", 3, layer));
            auto part = LambsTables::open(v, {odd.string()}, &error);
            QVERIFY(part);
            QVERIFY(!part->complete());
            QVERIFY(part->decidesEverything());
            for (std::size_t i = 0; i < ref.positions.size(); ++i)
                QCOMPARE(static_cast<unsigned>(part->probe(ref.positions[i])), ref.value[i]);
            fs::remove(odd / tableFileName("tiny13", 3, 3));
            auto gap = LambsTables::open(v, {odd.string()}, &error);
            QVERIFY(gap && !gap->covers(2) && !gap->covers(3) && gap->covers(4));
            QVERIFY(!gap->decidesEverything());
        }
        // Another rule's tables are not these; a damaged file is refused.
        QVERIFY(!LambsTables::open(Variant(b, 2), {dir.string()}, &error));
        const std::string path = (dir / tableFileName("tiny13", 3, 4)).string();
        {
            std::FILE* f = std::fopen(path.c_str(), "r+b");
            std::fseek(f, 150, SEEK_SET);
            std::fputc(0x5A, f);
            std::fclose(f);
        }
        std::vector<std::string> warnings;
        auto damaged = LambsTables::open(v, {dir.string()}, &error, &warnings);
        QVERIFY(damaged && !damaged->hasLayer(4));
        QCOMPARE(warnings.size(), std::size_t(1));
        fs::remove_all(dir);
    }
};

QTEST_GUILESS_MAIN(TestLambsSolve)
#include "tst_lambssolve.moc"
