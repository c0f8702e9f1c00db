// Lambs and Tigers (engine/lambs): the board derived from its data, perft and the published
// minimax count, the captures-to-win option, the record notation, and perft from middle
// positions against a second generator written here from coordinates.
#include <QTest>

#include <algorithm>
#include <array>
#include <random>
#include <set>
#include <vector>

#include "engine/core/Tables.h"
#include "engine/lambs/Minimax.h"
#include "engine/lambs/MoveGen.h"
#include "engine/lambs/Record.h"

using namespace bagh::lambs;
using bagh::Side;

namespace {

// ---------------------------------------------------------------------------------------------
// A second rules implementation, independent of engine/lambs: the board is drawn, not listed.
// Every point has (x, y) coordinates; the lines are ten straight segments given by their two
// end coordinates. A point lies on a segment when it is collinear with the ends and between
// them; neighbours are consecutive points along a segment sorted by distance, jumps are
// consecutive triples. Positions are arrays of cells, moves are copied, not made and unmade.
namespace geo {

struct Xy {
    int x, y;
};

// Apex at the top; the apex lines fan out with slopes -3, -1, 1, 3; the side rectangle is at
// x = ±12, outside the triangle's third row (x = ±9).
constexpr std::array<Xy, 23> kXy = {{
    {0, 0},                                                // 0 apex
    {-12, 1}, {-3, 1}, {-1, 1}, {1, 1},  {3, 1}, {12, 1},  // 1..6
    {-12, 2}, {-6, 2}, {-2, 2}, {2, 2},  {6, 2}, {12, 2},  // 7..12
    {-12, 3}, {-9, 3}, {-3, 3}, {3, 3},  {9, 3}, {12, 3},  // 13..18
    {-12, 4}, {-4, 4}, {4, 4},  {12, 4},                   // 19..22
}};

struct Segment {
    Xy a, b;
};
constexpr std::array<Segment, 10> kSegments = {{
    {{-12, 1}, {12, 1}},
    {{-12, 2}, {12, 2}},
    {{-12, 3}, {12, 3}},
    {{-12, 4}, {12, 4}},
    {{0, 0}, {-12, 4}},
    {{0, 0}, {-4, 4}},
    {{0, 0}, {4, 4}},
    {{0, 0}, {12, 4}},
    {{-12, 1}, {-12, 3}},
    {{12, 1}, {12, 3}},
}};

struct Tables {
    std::array<std::set<int>, 23> adj;
    std::array<std::set<std::pair<int, int>>, 23> jumps;  // (over, land)
};

const Tables& tables() {
    static const Tables t = [] {
        Tables t;
        for (const Segment& s : kSegments) {
            const int dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
            std::vector<std::pair<int, int>> on;  // (distance along, point)
            for (int p = 0; p < 23; ++p) {
                const int px = kXy[p].x - s.a.x, py = kXy[p].y - s.a.y;
                const int along = px * dx + py * dy;
                if (px * dy - py * dx == 0 && along >= 0 && along <= dx * dx + dy * dy)
                    on.push_back({along, p});
            }
            std::sort(on.begin(), on.end());
            for (std::size_t i = 0; i + 1 < on.size(); ++i) {
                t.adj[on[i].second].insert(on[i + 1].second);
                t.adj[on[i + 1].second].insert(on[i].second);
            }
            for (std::size_t i = 0; i + 2 < on.size(); ++i) {
                t.jumps[on[i].second].insert({on[i + 1].second, on[i + 2].second});
                t.jumps[on[i + 2].second].insert({on[i + 1].second, on[i].second});
            }
        }
        return t;
    }();
    return t;
}

enum Cell : char { kEmpty = '.', kTiger = 'T', kGoat = 'G' };

struct Pos {
    std::array<char, 23> cell{};
    int inHand = 15, captured = 0;
    bool goatsToMove = true;
};

struct Step {
    int from, to, over;  // -1 when absent
};

std::vector<Step> moves(const Pos& p, int capturesToWin) {
    std::vector<Step> out;
    if (p.captured >= capturesToWin) return out;
    const Tables& t = tables();
    for (int s = 0; s < 23; ++s) {
        if (p.goatsToMove && p.inHand > 0) {
            if (p.cell[s] == kEmpty) out.push_back({-1, s, -1});
        } else if (p.goatsToMove && p.cell[s] == kGoat) {
            for (int n : t.adj[s])
                if (p.cell[n] == kEmpty) out.push_back({s, n, -1});
        } else if (!p.goatsToMove && p.cell[s] == kTiger) {
            for (int n : t.adj[s])
                if (p.cell[n] == kEmpty) out.push_back({s, n, -1});
            for (auto [over, land] : t.jumps[s])
                if (p.cell[over] == kGoat && p.cell[land] == kEmpty) out.push_back({s, land, over});
        }
    }
    return out;
}

Pos play(Pos p, const Step& m) {
    if (m.from < 0) {
        p.cell[m.to] = kGoat;
        --p.inHand;
    } else {
        p.cell[m.to] = p.cell[m.from];
        p.cell[m.from] = kEmpty;
    }
    if (m.over >= 0) {
        p.cell[m.over] = kEmpty;
        ++p.captured;
    }
    p.goatsToMove = !p.goatsToMove;
    return p;
}

std::uint64_t perft(const Pos& p, int depth, int capturesToWin) {
    if (depth == 0) return 1;
    std::uint64_t n = 0;
    for (const Step& m : moves(p, capturesToWin)) n += perft(play(p, m), depth - 1, capturesToWin);
    return n;
}

Pos fromEngine(const Position& pos) {
    Pos p;
    for (int s = 0; s < 23; ++s)
        p.cell[s] = (pos.tigers() & bit(s)) ? kTiger : (pos.goats() & bit(s)) ? kGoat : kEmpty;
    p.inHand = pos.goatsInHand();
    p.captured = pos.goatsCaptured();
    p.goatsToMove = pos.sideToMove() == Side::Goats;
    return p;
}

}  // namespace geo

std::set<std::tuple<int, int, int>> engineMoves(const Variant& v, const Position& pos) {
    MoveList list;
    generateMoves(v, pos, list);
    std::set<std::tuple<int, int, int>> out;
    for (Move m : list)
        out.insert({m.isPlacement() ? -1 : m.from(), m.to(), m.isJump() ? m.over() : -1});
    return out;
}

std::set<std::tuple<int, int, int>> geoMoves(const Position& pos, int capturesToWin) {
    std::set<std::tuple<int, int, int>> out;
    for (const geo::Step& s : geo::moves(geo::fromEngine(pos), capturesToWin))
        out.insert({s.from, s.to, s.over});
    return out;
}

// The left-right mirror: each notation row read backwards (apex 0 stays).
int mirror(int p) {
    constexpr std::array<int, 23> m = {0, 6,  5,  4,  3,  2,  1,  12, 11, 10, 9, 8,
                                       7, 18, 17, 16, 15, 14, 13, 22, 21, 20, 19};
    return m[p];
}

// Bagh-Chal's 5x5 board written as data: rows, columns, the two long diagonals and the
// diamond through the side midpoints. The data-driven generator must reproduce its perft.
BoardSpec baghChalSpec() {
    BoardSpec s{"baghchal-data", 25, {}, {0, 4, 20, 24}, 20, {5, 5, 5, 5, 5}, {}};
    for (int i = 0; i < 5; ++i) {
        s.lines.push_back({5 * i, 5 * i + 1, 5 * i + 2, 5 * i + 3, 5 * i + 4});
        s.lines.push_back({i, i + 5, i + 10, i + 15, i + 20});
    }
    s.lines.push_back({0, 6, 12, 18, 24});
    s.lines.push_back({4, 8, 12, 16, 20});
    s.lines.push_back({10, 6, 2});
    s.lines.push_back({2, 8, 14});
    s.lines.push_back({14, 18, 22});
    s.lines.push_back({22, 16, 10});
    return s;
}

// Positions along seeded random games: the goats' moves at random, the tigers capturing when
// they can (so that captures happen), into the sliding phase and on.
std::vector<Position> middlePositions(const Variant& v) {
    std::vector<Position> out;
    std::mt19937 rng(2024);
    for (int game = 0; game < 6; ++game) {
        Position pos = Position::start(v.board());
        for (int ply = 0; ply < 70; ++ply) {
            MoveList list;
            generateMoves(v, pos, list);
            if (list.empty()) break;
            std::vector<Move> pick;
            for (Move m : list)
                if (m.isJump() && rng() % 3) pick.push_back(m);
            if (pick.empty()) pick.assign(list.begin(), list.end());
            pos.makeMove(pick[rng() % pick.size()]);
            if (ply == 9 + 7 * game || ply == 33 + 5 * game || ply == 45 + 3 * game)
                out.push_back(pos);
        }
    }
    return out;
}

}  // namespace

class TestLambs : public QObject {
    Q_OBJECT
private slots:
    void boardCounts() {
        const Board& b = lambsBoard();
        QCOMPARE(b.points(), 23);
        QCOMPARE(b.edgeCount(), 38);
        QCOMPARE(b.jumpCount(), 56);
        QCOMPARE(b.tigers(), 3);
        QCOMPARE(b.goats(), 15);
        QCOMPARE(b.startTigers(), bit(0) | bit(3) | bit(4));
        for (int p = 0; p < 23; ++p) {
            for (int q = 0; q < 23; ++q)
                QCOMPARE(bool(b.neighbours(p) & bit(q)), bool(b.neighbours(q) & bit(p)));
            QVERIFY(!(b.neighbours(p) & bit(p)));
            for (const Jump& j : b.jumps(p)) {  // over is a neighbour of both ends
                QVERIFY(b.neighbours(p) & bit(j.over));
                QVERIFY(b.neighbours(j.land) & bit(j.over));
            }
        }
        QCOMPARE(std::popcount(b.neighbours(0)), 4);
        QCOMPARE(std::popcount(b.neighbours(19)), 2);  // the base corner: 20 and 14
    }

    // The derived tables equal the ones drawn from coordinates.
    void boardMatchesGeometry() {
        const Board& b = lambsBoard();
        for (int p = 0; p < 23; ++p) {
            Mask adj = 0;
            for (int q : geo::tables().adj[p]) adj |= bit(q);
            QCOMPARE(b.neighbours(p), adj);
            std::set<std::pair<int, int>> jumps;
            for (const Jump& j : b.jumps(p)) jumps.insert({j.over, j.land});
            QCOMPARE(jumps, geo::tables().jumps[p]);
        }
    }

    // The mirror maps every line onto a line, and the coordinates onto their mirror image.
    void mirrorMapsLinesToLines() {
        std::set<std::set<int>> lines;
        for (const auto& line : lambsSpec().lines) lines.insert({line.begin(), line.end()});
        for (const auto& line : lambsSpec().lines) {
            std::set<int> image;
            for (int p : line) image.insert(mirror(p));
            QVERIFY(lines.count(image));
        }
        for (int p = 0; p < 23; ++p) {
            QCOMPARE(geo::kXy[mirror(p)].x, -geo::kXy[p].x);
            QCOMPARE(geo::kXy[mirror(p)].y, geo::kXy[p].y);
        }
    }

    void badSpecsRefused_data() {
        QTest::addColumn<int>("which");
        QTest::newRow("point off the board") << 0;
        QTest::newRow("one-point line") << 1;
        QTest::newRow("rows do not cover") << 2;
        QTest::newRow("two tigers on one point") << 3;
        QTest::newRow("too many goats") << 4;
    }
    void badSpecsRefused() {
        QFETCH(int, which);
        BoardSpec s = lambsSpec();
        if (which == 0) s.lines[0].push_back(23);
        if (which == 1) s.lines.push_back({5});
        if (which == 2) s.rowLengths.back() = 3;
        if (which == 3) s.startTigers = {0, 3, 3};
        if (which == 4) s.goats = 20;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Board{s});
    }

    void perftStart_data() {
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::addColumn<bool>("crossCheck");
        // 1-3 and 6 are published (docs/RULES.md); 4-5 are this generator's, confirmed here by
        // the coordinate generator.
        QTest::newRow("d1") << 1 << 20ull << true;
        QTest::newRow("d2") << 2 << 120ull << true;
        QTest::newRow("d3") << 3 << 2286ull << true;
        QTest::newRow("d4") << 4 << 19406ull << true;
        QTest::newRow("d5") << 5 << 351590ull << true;
        QTest::newRow("d6") << 6 << 2997798ull << false;
    }
    void perftStart() {
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QFETCH(bool, crossCheck);
        const Variant v = Variant::lambs();
        Position pos = Position::start(v.board());
        QCOMPARE(perft(v, pos, depth), nodes);
        QCOMPARE(pos, Position::start(v.board()));  // make/unmake restored everything
        if (crossCheck) QCOMPARE(geo::perft(geo::fromEngine(pos), depth, 15), nodes);
    }

    // The published minimax figures from the start to depth 6: 2,997,798 leaves in the last
    // iteration and 3,769,060 nodes expanded over iterations 1..6 (every child generated
    // counts, the root does not: Minimax.h).
    void minimaxCounts() {
        const Variant v = Variant::lambs();
        const Position start = Position::start(v.board());
        const MinimaxResult r = iterativeMinimax(v, start, 6);
        QCOMPARE(r.depth, 6);
        QCOMPARE(r.leaves, 2997798ull);
        QCOMPARE(r.expanded, 3769060ull);
        QCOMPARE(r.internal, 397846ull);  // bench --algorithms' rule: root included
        std::uint64_t sum = 0;
        Position pos = start;
        for (int d = 1; d <= 6; ++d)
            for (int k = 1; k <= d; ++k) sum += perft(v, pos, k);
        QCOMPARE(r.expanded, sum);
        QVERIFY(!r.move.isNull());
    }

    // Captures-to-win decides when the game is over: the same position is finished under 5,
    // and goes on under 6 or all.
    void capturesToWin_data() {
        QTest::addColumn<int>("captures");
        QTest::addColumn<bool>("over");
        QTest::newRow("5") << 5 << true;
        QTest::newRow("6") << 6 << false;
        QTest::newRow("all") << kAllGoats << false;
    }
    void capturesToWin() {
        QFETCH(int, captures);
        QFETCH(bool, over);
        const Variant v = Variant::lambs(captures);
        // Tigers on 0, 3, 4; goat on 9 with 15 empty: the tiger on 3 takes its fifth goat.
        const auto parsed = parseRecord(v, "T/2TT2/2G3/6/4 t g10 c4");
        QVERIFY2(parsed.ok, qPrintable(QString::fromStdString(parsed.error.message())));
        Position pos = parsed.record.position;
        const Move take = findLegalMove(v, pos, "3x15");
        QVERIFY(take.isJump());
        QCOMPARE(take.over(), 9);
        pos.makeMove(take);
        QCOMPARE(result(v, pos).over(), over);
        QCOMPARE(countMoves(v, pos) == 0, over);
        if (over) QCOMPARE(result(v, pos).outcome, bagh::Outcome::TigersWin);
        QCOMPARE(geo::perft(geo::fromEngine(pos), 2, v.capturesToWin()), perft(v, pos, 2));
        // "all": the game ends when the last goat goes.
        const Variant all = Variant::lambs();
        const auto last = parseRecord(all, "T/2TT2/2G3/6/4 t g0 c14");
        QVERIFY(last.ok);
        Position p = last.record.position;
        p.makeMove(findLegalMove(all, p, "3x15"));
        QCOMPARE(result(all, p).outcome, bagh::Outcome::TigersWin);
    }

    // A side with no move on its turn loses: tigers shut in, goats shut in.
    void blockedSides() {
        const Variant v = Variant::lambs();
        // Tigers on 0, 1, 7, hemmed in by goats on 2..5, 8..11 and 13: no slide, no jump.
        auto r = parseRecord(v, "T/TGGGG1/TGGGG1/G5/4 t g6 c0");
        QVERIFY2(r.ok, qPrintable(QString::fromStdString(r.error.message())));
        QCOMPARE(result(v, r.record.position).reason, bagh::EndReason::TigersBlocked);
        QCOMPARE(result(v, r.record.position).outcome, bagh::Outcome::GoatsWin);
        // Goats all placed, none can slide: 19 and 20 hemmed in by tigers and each other.
        r = parseRecord(v, "1/6/6/1TT3/GGT1 g g0 c13");
        QVERIFY(r.ok);
        QCOMPARE(result(v, r.record.position).reason, bagh::EndReason::GoatsBlocked);
        QCOMPARE(result(v, r.record.position).outcome, bagh::Outcome::TigersWin);
        // The same goats with one still in hand place it: not over.
        r = parseRecord(v, "1/6/6/1TT3/GGT1 g g1 c12");
        QVERIFY(r.ok);
        QVERIFY(!result(v, r.record.position).over());
    }

    void recordRoundTrip_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("start") << "T/2TT2/6/6/4 g g15 c0 - 0";
        QTest::newRow("placement") << "T/2TT2/G5/6/4 t g14 c0 m7 1";
        QTest::newRow("slide") << "1/1TTT2/G5/6/4 g g14 c0 m0-2 2";
        QTest::newRow("jump") << "T/GG1T2/GG4/G1T3/G2G g g7 c1 m3x15 16";
        QTest::newRow("sliding") << "T/GGGGGG/GGGGGG/GT2G1/1T1G g g0 c0 - 30";
    }
    void recordRoundTrip() {
        QFETCH(QString, text);
        const Variant v = Variant::lambs();
        const RecordParseResult r = parseRecord(v, text.toStdString());
        QVERIFY2(r.ok, qPrintable(QString::fromStdString(r.error.message())));
        QVERIFY(r.record.warnings.empty());
        QCOMPARE(QString::fromStdString(writeRecord(v, r.record.position, r.record.lastMove)),
                 text);
        // Any case, any run of spaces, and the optional fields left out.
        const RecordParseResult loose =
            parseRecord(v, "  " + text.toLower().replace(" ", "   ").toStdString());
        QVERIFY(loose.ok);
        QCOMPARE(loose.record.position, r.record.position);
    }

    void startRecord() {
        const Variant v = Variant::lambs();
        const Position start = Position::start(v.board());
        QCOMPARE(writeRecord(v, start), std::string("T/2TT2/6/6/4 g g15 c0 - 0"));
        const auto r = parseRecord(v, "T/2TT2/6/6/4 g g15 c0");
        QVERIFY(r.ok);
        QCOMPARE(r.record.position, start);
    }

    void recordMalformed_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("field");
        QTest::newRow("empty") << "   "
                               << "record";
        QTest::newRow("four rows") << "T/2TT2/6/6 g g15 c0"
                                   << "pieces";
        QTest::newRow("six rows") << "T/2TT2/6/6/4/1 g g15 c0"
                                  << "pieces";
        QTest::newRow("short row") << "T/2TT1/6/6/4 g g15 c0"
                                   << "pieces";
        QTest::newRow("long row") << "T/2TT3/6/6/4 g g15 c0"
                                  << "pieces";
        QTest::newRow("apex row of two") << "TG/2TT2/6/6/4 g g14 c0"
                                         << "pieces";
        QTest::newRow("bad character") << "T/2TX2/6/6/4 g g15 c0"
                                       << "pieces";
        QTest::newRow("zero digit") << "T/0TT2/6/6/4 g g15 c0"
                                    << "pieces";
        QTest::newRow("two tigers") << "1/2TT2/6/6/4 g g15 c0"
                                    << "pieces";
        QTest::newRow("four tigers") << "T/2TT2/T5/6/4 g g15 c0"
                                     << "pieces";
        QTest::newRow("no turn") << "T/2TT2/6/6/4"
                                 << "turn";
        QTest::newRow("bad turn") << "T/2TT2/6/6/4 x g15 c0"
                                  << "turn";
        QTest::newRow("no in hand") << "T/2TT2/6/6/4 g"
                                    << "in hand";
        QTest::newRow("in hand too big") << "T/2TT2/6/6/4 g g16 c0"
                                         << "in hand";
        QTest::newRow("in hand not a number") << "T/2TT2/6/6/4 g gx c0"
                                              << "in hand";
        QTest::newRow("no captured") << "T/2TT2/6/6/4 g g15"
                                     << "captured";
        QTest::newRow("captured too big") << "T/2TT2/6/6/4 g g0 c16"
                                          << "captured";
        QTest::newRow("goats do not add up") << "T/2TT2/6/6/4 g g14 c0"
                                             << "goats";
        QTest::newRow("bad last move") << "T/2TT2/G5/6/4 t g14 c0 mfoo"
                                       << "last move";
        QTest::newRow("last move off the board") << "T/2TT2/G5/6/4 t g14 c0 m23"
                                                 << "last move";
        QTest::newRow("bad move number") << "T/2TT2/6/6/4 g g15 c0 - x1"
                                         << "move number";
        QTest::newRow("negative move number") << "T/2TT2/6/6/4 g g15 c0 - -3"
                                              << "move number";
        QTest::newRow("extra field") << "T/2TT2/6/6/4 g g15 c0 - 0 more"
                                     << "record";
        QTest::newRow("Bagh-Chal record") << "T3T/5/5/5/T3T g g20 c0"
                                          << "pieces";
    }
    void recordMalformed() {
        QFETCH(QString, text);
        QFETCH(QString, field);
        const RecordParseResult r = parseRecord(Variant::lambs(), text.toStdString());
        QVERIFY(!r.ok);
        QCOMPARE(QString::fromStdString(r.error.field), field);
        QVERIFY(!r.error.reason.empty());
    }

    // Under 5 captures to win, c6 cannot be; under all it can.
    void capturedBoundFollowsVariant() {
        const std::string text = "T/2TT2/6/6/4 g g9 c6";
        QVERIFY(!parseRecord(Variant::lambs(5), text).ok);
        QCOMPARE(parseRecord(Variant::lambs(5), text).error.field, std::string("captured"));
        QVERIFY(parseRecord(Variant::lambs(), text).ok);
    }

    // A last move that does not fit the board is dropped with a warning, never an error.
    void lastMoveMismatchWarns() {
        const Variant v = Variant::lambs();
        const auto r = parseRecord(v, "T/2TT2/G5/6/4 t g14 c0 m8 1");
        QVERIFY(r.ok);
        QVERIFY(r.record.lastMove.isNull());
        QCOMPARE(r.record.warnings.size(), std::size_t{1});
        QVERIFY(r.record.warnings[0].starts_with("last move: 8 does not match"));
        const auto ok = parseRecord(v, "T/2TT2/G5/6/4 t g14 c0 m7 1");
        QCOMPARE(ok.record.lastMove, Move::placement(7));
    }

    void moveText() {
        QCOMPARE(Move::placement(12).toString(), std::string("12"));
        QCOMPARE(Move::slide(3, 9).toString(), std::string("3-9"));
        QCOMPARE(Move::jump(0, 2, 8).toString(), std::string("0x8"));
        QVERIFY(!parseMoveText("").has_value());
        QVERIFY(!parseMoveText("3-").has_value());
        QVERIFY(!parseMoveText("x3").has_value());
        QVERIFY(!parseMoveText("123").has_value());
        const auto m = parseMoveText("M3X15");
        QVERIFY(m.has_value());
        QCOMPARE(m->from, 3);
        QCOMPARE(m->to, 15);
        QVERIFY(m->jump);
    }

    // Perft 1..4 from middle positions of random games (placement and sliding phase, 0 to 14
    // goats captured), both generators; 1..3 under the house rules of 5 and 6 captures.
    void perftMiddle() {
        const Variant v = Variant::lambs();
        const std::vector<Position> positions = middlePositions(v);
        QVERIFY(positions.size() >= 12);
        int sliding = 0, withCaptures = 0;
        for (const Position& start : positions) {
            sliding += !start.placementPhase();
            withCaptures += start.goatsCaptured() > 0;
            QCOMPARE(engineMoves(v, start), geoMoves(start, 15));
            Position pos = start;
            for (int d = 1; d <= 4; ++d)
                QCOMPARE(perft(v, pos, d), geo::perft(geo::fromEngine(start), d, 15));
            QCOMPARE(pos, start);
            // The house rules end games sooner; both generators agree on where.
            for (int captures : {5, 6}) {
                const Variant house = Variant::lambs(captures);
                for (int d = 1; d <= 3; ++d)
                    QCOMPARE(perft(house, pos, d), geo::perft(geo::fromEngine(start), d, captures));
            }
            // The record carries the position exactly.
            const auto back = parseRecord(v, writeRecord(v, start));
            QVERIFY(back.ok);
            QCOMPARE(back.record.position, start);
        }
        QVERIFY(sliding >= 5);
        QVERIFY(withCaptures >= 5);
    }

    // The same data-driven generator plays Bagh-Chal when given Bagh-Chal's lines: its
    // neighbours equal the hand-built tables, its perft the published counts.
    void baghChalAsData() {
        const Board board(baghChalSpec());
        QCOMPARE(board.edgeCount(), 56);
        for (int s = 0; s < 25; ++s) QCOMPARE(board.neighbours(s), bagh::neighbours(s));
        const Variant v(board, 5);
        Position pos = Position::start(board);
        QCOMPARE(perft(v, pos, 1), 21ull);
        QCOMPARE(perft(v, pos, 2), 252ull);
        QCOMPARE(perft(v, pos, 3), 5052ull);
        QCOMPARE(perft(v, pos, 4), 68204ull);
    }
};

QTEST_APPLESS_MAIN(TestLambs)
#include "tst_lambs.moc"
