// The board widget on its own: geometry, what clicks on it mean, and the analysis tags drawn
// on it never overlapping.
#include <QSignalSpy>
#include <QTest>
#include <random>

#include "AppTest.h"
#include "EngineBridge.h"
#include "TestEnv.h"
#include "analysis/ValueWords.h"
#include "board/BoardView.h"
#include "board/ClickInterpreter.h"
#include "engine/core/Game.h"
#include "engine/core/Obx.h"
#include "engine/core/Tables.h"

using namespace bagh;

namespace {
Square sq(const char* name) { return parseSquare(name); }

MoveList legalOf(const Position& pos) {
    Game g(pos);
    MoveList list;
    g.legalMoves(list);
    return list;
}

// A tag for every legal move, the widest a real one gets (a win three digits of moves away,
// or an estimate), values mixed as in a real analysis.
QVector<MoveMark> crowdedMarks(const MoveList& legal) {
    QVector<MoveMark> marks;
    int i = 0;
    for (Move m : legal) {
        const GameValue v = i % 3 == 0   ? GameValue::Win
                            : i % 3 == 1 ? GameValue::Loss
                                         : GameValue::Draw;
        const bool exact = i % 4 != 3;
        marks.push_back({m, ValueWords::badge(v, exact, 199), v, exact, 199});
        ++i;
    }
    return marks;
}

// `count` positions of the sliding phase and late placement, the same ones every run:
// 4 tigers and 8 to 20 goats at random, goats or tigers to move.
std::vector<Position> randomPositions(int count, unsigned seed) {
    std::mt19937 rng(seed);
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        std::vector<Square> points(kSquares);
        for (Square s = 0; s < kSquares; ++s) points[static_cast<std::size_t>(s)] = s;
        std::shuffle(points.begin(), points.end(), rng);
        const int goats = 8 + static_cast<int>(rng() % 13);
        const int captured = std::min(4, 20 - goats) > 0
                                 ? static_cast<int>(rng() % (std::min(4, 20 - goats) + 1))
                                 : 0;
        Bitboard t = 0, g = 0;
        for (int i = 0; i < 4; ++i) t |= bit(points[static_cast<std::size_t>(i)]);
        for (int i = 4; i < 4 + goats; ++i) g |= bit(points[static_cast<std::size_t>(i)]);
        const Side side = rng() % 2 ? Side::Tigers : Side::Goats;
        const Position pos = Position::fromParts(t, g, 20 - goats - captured, captured, side);
        if (!legalOf(pos).empty()) out.push_back(pos);
    }
    return out;
}
}  // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private:
    BoardView* view_ = nullptr;

    void show(const Position& pos) { view_->setPosition(pos, legalOf(pos), Move(), false); }
    void click(Square s) { apptest::clickPoint(view_, s); }

private slots:
    void init() {
        view_ = new BoardView;
        view_->resize(500, 500);
        view_->setAnimationsEnabled(false);
        view_->show();
        QVERIFY(QTest::qWaitForWindowExposed(view_));
    }
    void cleanup() { delete view_; }

    void geometryRoundTrip_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("square") << QSize(500, 500);
        QTest::newRow("wide") << QSize(900, 400);
        QTest::newRow("tall") << QSize(300, 800);
        QTest::newRow("tiny") << QSize(120, 120);
    }
    void geometryRoundTrip() {
        QFETCH(QSize, size);
        view_->resize(size);
        for (Square s = 0; s < kSquares; ++s) {
            const QPointF c = view_->pointCenter(s);
            QVERIFY(view_->rect().contains(c.toPoint()));
            QCOMPARE(view_->pointAt(c), s);
            QCOMPARE(view_->pointAt(c + QPointF(2, -2)), s);
        }
        // Rows go top to bottom, columns left to right: A1 top-left, E5 bottom-right.
        QVERIFY(view_->pointCenter(sq("A1")).y() < view_->pointCenter(sq("A5")).y());
        QVERIFY(view_->pointCenter(sq("A1")).x() < view_->pointCenter(sq("E1")).x());
        // Midway between two points is no point.
        const QPointF mid = (view_->pointCenter(0) + view_->pointCenter(1)) / 2;
        QCOMPARE(view_->pointAt(mid), -1);
        QCOMPARE(view_->pointAt(QPointF(-10, -10)), -1);
    }

    // Flipped, the board is turned half a turn: A1 bottom-right, E5 top-left; every point still
    // round-trips, and each stands where the unflipped board has its mirror point.
    void flippedGeometry() {
        const QPointF a1 = view_->pointCenter(sq("A1")), e5 = view_->pointCenter(sq("E5"));
        view_->setFlipped(true);
        QVERIFY(view_->isFlipped());
        QCOMPARE(view_->pointCenter(sq("A1")), e5);
        QCOMPARE(view_->pointCenter(sq("E5")), a1);
        QVERIFY(view_->pointCenter(sq("A1")).y() > view_->pointCenter(sq("A5")).y());
        QVERIFY(view_->pointCenter(sq("A1")).x() > view_->pointCenter(sq("E1")).x());
        const BoardGeometry plain(QSizeF(view_->size()));
        for (Square s = 0; s < kSquares; ++s) {
            const QPointF c = view_->pointCenter(s);
            QCOMPARE(view_->pointAt(c), s);
            QCOMPARE(view_->pointAt(c + QPointF(2, -2)), s);
            QCOMPARE(c, plain.pointCenter(kSquares - 1 - s));
        }
        // A click on the screen spot of B1 when flipped plays B1 (the unflipped board has D5
        // there).
        show(Position::start());
        QSignalSpy chosen(view_, &BoardView::moveChosen);
        QTest::mouseClick(view_, Qt::LeftButton, {}, plain.pointCenter(sq("D5")).toPoint());
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), Move::placement(sq("B1")));
        // The pieces are drawn where their points are now: a goat on C1 and the four tigers
        // look the same at their flipped spots as at their plain ones (the wood and its light
        // stay put, so only the pieces' centres are compared; a little slack for smoothing).
        const Position pos = bridge::position("T1G1T/5/5/5/T3T t g19 c0");
        show(pos);
        const QImage flipped = view_->grab().toImage();
        view_->setFlipped(false);
        const QImage straight = view_->grab().toImage();
        QVERIFY(flipped != straight);
        for (Square s : {sq("A1"), sq("E1"), sq("A5"), sq("E5"), sq("C1")}) {
            view_->setFlipped(true);
            const QColor there = flipped.pixelColor(view_->pointCenter(s).toPoint());
            view_->setFlipped(false);
            const QColor here = straight.pixelColor(view_->pointCenter(s).toPoint());
            const int d = std::abs(there.red() - here.red()) +
                          std::abs(there.green() - here.green()) +
                          std::abs(there.blue() - here.blue());
            QVERIFY2(d < 40, qPrintable(QString::fromStdString(squareName(s))));
        }
    }

    void clickEmptyPointPlacesGoat() {
        show(Position::start());
        QSignalSpy chosen(view_, &BoardView::moveChosen);
        click(sq("C1"));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), Move::placement(sq("C1")));
    }

    void illegalClicksDoNothing_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QString>("point");
        QTest::newRow("tiger on the goats' turn") << "T3T/5/5/5/T3T g g20 c0"
                                                  << "A1";
        QTest::newRow("goat in placement phase") << "T1G1T/5/5/5/T3T g g19 c0"
                                                 << "C1";
        QTest::newRow("goat on the tigers' turn") << "T1G1T/5/5/5/T3T t g19 c0"
                                                  << "C1";
        QTest::newRow("empty point, nothing selected") << "TGGGT/GGGGG/GG1GG/GGGG1/T3T t g0 c4"
                                                       << "C3";
    }
    void illegalClicksDoNothing() {
        QFETCH(QString, obx);
        QFETCH(QString, point);
        const Position pos = bridge::position(obx.toLatin1().constData());
        show(pos);
        QSignalSpy chosen(view_, &BoardView::moveChosen);
        QSignalSpy rejected(view_, &BoardView::clickRejected);
        click(sq(point.toLatin1().constData()));
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QVERIFY(!rejected.at(0).at(0).toString().isEmpty());
        QCOMPARE(view_->selectedPoint(), kNoSquare);
        QCOMPARE(view_->position().key(), pos.key());
    }

    void selectThenSlideAndJump() {
        // Tigers to move; the tiger on C3 can jump the goat on C2 to C1, or slide to B3.
        const Position pos = bridge::position("T4/2G2/2T2/5/T3T t g19 c0");
        show(pos);
        QSignalSpy chosen(view_, &BoardView::moveChosen);
        QSignalSpy rejected(view_, &BoardView::clickRejected);
        click(sq("C3"));
        QCOMPARE(view_->selectedPoint(), sq("C3"));
        click(sq("A5") + 2);  // C5: two steps down, no goat in between: refused
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(view_->selectedPoint(), sq("C3"));
        click(sq("C1"));
        QCOMPARE(chosen.count(), 1);
        const Move jump = chosen.at(0).at(0).value<Move>();
        QVERIFY(jump.isJump());
        QCOMPARE(jump.from(), sq("C3"));
        QCOMPARE(jump.to(), sq("C1"));
        QCOMPARE(view_->selectedPoint(), kNoSquare);

        click(sq("C3"));
        click(sq("B3"));
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(chosen.at(1).at(0).value<Move>(), Move::slide(sq("C3"), sq("B3")));
    }

    void clickSelectedAgainDeselects() {
        show(bridge::position("T4/2G2/2T2/5/T3T t g19 c0"));
        click(sq("C3"));
        QCOMPARE(view_->selectedPoint(), sq("C3"));
        click(sq("C3"));
        QCOMPARE(view_->selectedPoint(), kNoSquare);
    }

    void blockedInputSaysWhy() {
        show(Position::start());
        view_->setInputBlocked(QStringLiteral("The computer is thinking"));
        QSignalSpy chosen(view_, &BoardView::moveChosen);
        QSignalSpy rejected(view_, &BoardView::clickRejected);
        click(sq("C1"));
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.at(0).at(0).toString(), QStringLiteral("The computer is thinking"));
    }

    void targetsComeFromLegalMoves() {
        const Position pos = bridge::position("T4/2G2/2T2/5/T3T t g19 c0");
        const Bitboard t = ClickInterpreter::targets(legalOf(pos), sq("C3"));
        QVERIFY(t & bit(sq("C1")));     // the jump
        QVERIFY(t & bit(sq("B2")));     // a diagonal slide
        QVERIFY(!(t & bit(sq("C2"))));  // occupied
        QCOMPARE(popcount(t), 8);       // 7 slides + 1 jump
    }

    // Analysis tags never overlap, however crowded the position, at any board size, with or
    // without a piece selected; every legal move keeps its tag, and every tag is on the board.
    void moveTagsDoNotOverlap_data() {
        QTest::addColumn<QString>("obx");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("select");
        const QSize sizes[] = {{500, 500}, {300, 300}, {200, 200}, {900, 640}};
        // Tigers among goats with room behind them: slides and jumps in every direction.
        const char* crowded[] = {
            "G1G1G/1GTG1/GT1TG/1GTG1/G1G1G t g6 c2", "1G1G1/GTGTG/1G1G1/GTGTG/1G1G1 t g4 c4",
            "G1G1G/GGTGG/GT1TG/GGTGG/G1G1G g g0 c4", "T1G1T/5/2G2/5/T3T g g18 c0",
            // Five goats can step onto C5: straight and slanting arrows
            // meet there.
            "GGGGT/GGGGT/GGGGG/TGGGT/GG1GG g g0 c0"};
        for (const char* obx : crowded)
            for (const QSize& size : sizes)
                QTest::addRow("%s %dx%d", obx, size.width(), size.height())
                    << QString::fromLatin1(obx) << size << QString();
        QTest::newRow("selected tiger")
            << QString::fromLatin1(crowded[0]) << QSize(300, 300) << QStringLiteral("B3");
    }
    void moveTagsDoNotOverlap() {
        QFETCH(QString, obx);
        QFETCH(QSize, size);
        QFETCH(QString, select);
        view_->resize(size);
        const Position pos = bridge::position(obx.toLatin1().constData());
        const MoveList legal = legalOf(pos);
        show(pos);
        view_->setMoveMarks(crowdedMarks(legal));
        if (!select.isEmpty()) click(sq(select.toLatin1().constData()));
        const QVector<MoveMarks::PlacedTag> tags = view_->moveMarkLayout();
        int shown = 0;
        for (Move m : legal)
            if (select.isEmpty() || m.isPlacement() || m.from() == sq(select.toLatin1())) ++shown;
        QVERIFY(shown >= (select.isEmpty() ? 5 : 3));  // crowded indeed
        QCOMPARE(tags.size(), shown);
        for (int i = 0; i < tags.size(); ++i) {
            QVERIFY(QRectF(view_->rect()).contains(tags[i].rect));
            for (int j = i + 1; j < tags.size(); ++j)
                QVERIFY2(
                    !tags[i].rect.intersects(tags[j].rect),
                    qPrintable(QStringLiteral("%1 and %2")
                                   .arg(QString::fromStdString(
                                            view_->moveMarks()[tags[i].mark].move.toString()),
                                        QString::fromStdString(
                                            view_->moveMarks()[tags[j].mark].move.toString()))));
        }
        view_->grab();  // and paints without trouble
    }

    // The same for many positions drawn at random (fixed seed), on a small board.
    void moveTagsDoNotOverlapAnywhere() {
        view_->resize(200, 200);
        int checked = 0, crowded = 0;
        for (const Position& pos : randomPositions(400, 11)) {
            const MoveList legal = legalOf(pos);
            show(pos);
            view_->setMoveMarks(crowdedMarks(legal));
            const QVector<MoveMarks::PlacedTag> tags = view_->moveMarkLayout();
            QCOMPARE(tags.size(), static_cast<int>(legal.size()));
            for (int i = 0; i < tags.size(); ++i)
                for (int j = i + 1; j < tags.size(); ++j)
                    QVERIFY2(!tags[i].rect.intersects(tags[j].rect), writeObx(pos).c_str());
            ++checked;
            if (legal.size() >= 12) ++crowded;
        }
        QCOMPARE(checked, 400);
        qInfo("%d of them with 12 moves or more", crowded);
        QVERIFY(crowded > 20);
    }

    void animationRuns() {
        view_->setAnimationsEnabled(true);
        Position pos = Position::start();
        show(pos);
        const Move m = Move::placement(sq("C1"));
        pos.makeMove(m);
        QSignalSpy done(view_, &BoardView::animationFinished);
        view_->setPosition(pos, legalOf(pos), m, true);
        QVERIFY(view_->isAnimating());
        QVERIFY(done.wait(testenv::timeout(30000)));
        QVERIFY(!view_->isAnimating());
        view_->grab();  // paints the final picture without trouble
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
