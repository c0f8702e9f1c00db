// The board widget on its own, for both games where a scenario serves both: geometry (every
// point found where it is drawn, at any size, flipped or not), what clicks on it mean, the
// analysis tags drawn on it never overlapping, a move played out, and a change of game.
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <bit>
#include <random>

#include "TestEnv.h"
#include "analysis/ValueWords.h"
#include "board/BoardGeometry.h"
#include "board/BoardView.h"
#include "board/ClickInterpreter.h"
#include "engine/core/Position.h"
#include "engine/games/AnyGame.h"
#include "engine/games/BoardShape.h"
#include "engine/games/GameAdapters.h"
#include "engine/lambs/Position.h"

using bagh::GameValue;
using bagh::Side;
using namespace bagh::games;

Q_DECLARE_METATYPE(bagh::games::GameKind)

namespace {

constexpr auto kRule = bagh::RepetitionRule::ThirdOccurrenceDraws;

// Lambs under its default rule: the tigers must take every goat.
int capturesOf(GameKind kind) { return kind == GameKind::Lambs ? 15 : 5; }

// A record the test knows to be valid (OBX for Bagh-Chal, the Lambs record), as a position.
Position read(GameKind kind, const QString& record) {
    const RecordReading r = readRecord(kind, capturesOf(kind), record.toStdString(), kRule);
    if (!r.ok) qFatal("%s: %s", qPrintable(record), r.error.message().c_str());
    return r.game.startPosition();
}

MoveList legalOf(const Position& pos) { return Game::from(pos, kRule).legalMoves(); }

// The point a move names ("C3" on Bagh-Chal's board, "12" on Lambs').
Point pt(GameKind kind, const QString& name) {
    for (Point p = 0; p < boardShape(kind).points; ++p)
        if (QString::fromStdString(pointName(kind, p)) == name) return p;
    qFatal("no point %s", qPrintable(name));
}

QString moveName(GameKind kind, Move m) {
    return QString::fromStdString(Game::start(kind, kRule).moveText(m));
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

// `count` positions of `kind` in the sliding phase and late placement, the same ones every
// run: all tigers and from a third of the goats to all of them at random, either side to move,
// each with a legal move.
std::vector<Position> randomPositions(GameKind kind, int count, unsigned seed) {
    const BoardShape& shape = boardShape(kind);
    std::mt19937 rng(seed);
    std::vector<Position> out;
    while (static_cast<int>(out.size()) < count) {
        std::vector<Point> points(static_cast<std::size_t>(shape.points));
        for (Point s = 0; s < shape.points; ++s) points[static_cast<std::size_t>(s)] = s;
        std::shuffle(points.begin(), points.end(), rng);
        const int least = shape.goats * 2 / 5;
        const int goats = least + static_cast<int>(rng() % (shape.goats - least + 1));
        const int most = std::min(capturesOf(kind) - 1, shape.goats - goats);
        const int captured = most > 0 ? static_cast<int>(rng() % (most + 1)) : 0;
        Mask t = 0, g = 0;
        for (int i = 0; i < shape.tigers; ++i) t |= bit(points[static_cast<std::size_t>(i)]);
        for (int i = shape.tigers; i < shape.tigers + goats; ++i)
            g |= bit(points[static_cast<std::size_t>(i)]);
        const Side side = rng() % 2 ? Side::Tigers : Side::Goats;
        const int inHand = shape.goats - goats - captured;
        const Position pos =
            kind == GameKind::Lambs
                ? fromLambs(bagh::lambs::Position::fromParts(t, g, inHand, captured, side),
                            capturesOf(kind))
                : fromBaghChal(bagh::Position::fromParts(t, g, inHand, captured, side));
        if (!legalOf(pos).empty()) out.push_back(pos);
    }
    return out;
}

}  // namespace

class TestBoardView : public QObject {
    Q_OBJECT

private:
    BoardView* view_ = nullptr;

    // The board in a window of its own, made when a test first needs it (the geometry tests
    // need none).
    BoardView* view() {
        if (!view_) {
            view_ = new BoardView;
            view_->resize(500, 500);
            view_->setAnimationsEnabled(false);
            view_->show();
            if (!QTest::qWaitForWindowExposed(view_)) qWarning("the board was never exposed");
        }
        return view_;
    }
    void show(const Position& pos) { view()->setPosition(pos, legalOf(pos), Move(), false); }
    void click(Point p, Qt::MouseButton button = Qt::LeftButton) {
        QTest::mouseClick(view(), button, {}, view()->pointCenter(p).toPoint());
    }

private slots:
    // The board's labels follow the desktop's text size, as far as their room allows.
    void labelsFollowTheDesktopFont_data() {
        QTest::addColumn<bagh::games::GameKind>("kind");
        QTest::newRow("baghchal") << bagh::games::GameKind::BaghChal;
        QTest::newRow("lambs") << bagh::games::GameKind::Lambs;
    }
    void labelsFollowTheDesktopFont() {
        QFETCH(bagh::games::GameKind, kind);
        const QFont before = QGuiApplication::font();
        QFont small = before;
        small.setPixelSize(6);
        QGuiApplication::setFont(small);
        const BoardGeometry geo(kind, QSizeF(400, 400));
        const int usual = geo.labelPixelSize();
        QFont large = before;
        large.setPixelSize(40);
        QGuiApplication::setFont(large);
        const int bigger = geo.labelPixelSize();
        QGuiApplication::setFont(before);
        QVERIFY2(bigger > usual, qPrintable(QStringLiteral("%1 -> %2").arg(usual).arg(bigger)));
        // Never past the room the labels stand in.
        for (const BoardGeometry::Label& l : geo.labels())
            QVERIFY(bigger <= std::max(l.rect.height(), l.rect.width()));
    }

    void cleanup() {
        delete view_;
        view_ = nullptr;
    }

    // Every point is found where it is drawn, and a little off it, at any size and turned or
    // not; between two neighbours is no point, nor off the board. Turned, each point stands
    // where the plain board has its mirror image through the centre.
    void geometryRoundTrip_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("flipped");
        const std::pair<const char*, QSize> sizes[] = {{"square", {500, 500}},
                                                       {"wide", {900, 400}},
                                                       {"tall", {300, 800}},
                                                       {"tiny", {120, 120}}};
        for (GameKind kind : {GameKind::BaghChal, GameKind::Lambs})
            for (const auto& [name, size] : sizes)
                for (bool flipped : {false, true})
                    QTest::addRow("%s %s%s", gameKindName(kind), name, flipped ? " flipped" : "")
                        << kind << size << flipped;
    }
    void geometryRoundTrip() {
        QFETCH(GameKind, kind);
        QFETCH(QSize, size);
        QFETCH(bool, flipped);
        const BoardGeometry geo(kind, QSizeF(size), flipped);
        const BoardGeometry plain(kind, QSizeF(size));
        QCOMPARE(geo.points(), boardShape(kind).points);
        const QPointF centre = geo.boardRect().center();
        for (Point p = 0; p < geo.points(); ++p) {
            const QPointF c = geo.pointCenter(p);
            QVERIFY(geo.boardRect().contains(c));
            QCOMPARE(geo.pointAt(c), p);
            QCOMPARE(geo.pointAt(c + QPointF(2, -2)), p);
            if (flipped)
                QVERIFY((c - (2 * centre - plain.pointCenter(p))).manhattanLength() < 1e-6);
        }
        for (const auto& [a, b] : boardShape(kind).edges)
            QCOMPARE(geo.pointAt((geo.pointCenter(a) + geo.pointCenter(b)) / 2), kNoPoint);
        QCOMPARE(geo.pointAt(QPointF(-10, -10)), kNoPoint);
        QCOMPARE(geo.lines().size(), static_cast<qsizetype>(boardShape(kind).edges.size()));
        // Unturned, Bagh-Chal has A1 top-left and E5 bottom-right, Lambs its apex over its base.
        const Point top = 0, bottom = kind == GameKind::Lambs ? 22 : 24;
        QCOMPARE(geo.pointCenter(top).y() < geo.pointCenter(bottom).y(), !flipped);
        if (kind == GameKind::BaghChal)
            QCOMPARE(geo.pointCenter(0).x() < geo.pointCenter(4).x(), !flipped);
    }

    // On a turned board a click plays the point drawn under it (Bagh-Chal: where the plain
    // board has the mirror point), and the pieces are drawn where their points are now: they
    // look the same at their turned spots as at their plain ones (the wood and its light stay
    // put, so only the pieces' centres are compared, with a little slack for smoothing).
    void flippedBoard_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("place");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("Bagh-Chal")
            << GameKind::BaghChal << "B1"
            << "T1G1T/5/5/5/T3T t g19 c0" << QStringList{"A1", "E1", "A5", "E5", "C1"};
        QTest::newRow("Lambs") << GameKind::Lambs << "8"
                               << "T/2TT2/1G4/6/4 t g14 c0" << QStringList{"0", "3", "4", "8"};
    }
    void flippedBoard() {
        QFETCH(GameKind, kind);
        QFETCH(QString, place);
        QFETCH(QString, record);
        QFETCH(QStringList, pieces);
        show(Game::start(kind, kRule).startPosition());
        const BoardGeometry plain = view()->boardGeometry();
        view()->setFlipped(true);
        QVERIFY(view()->isFlipped());
        QSignalSpy chosen(view(), &BoardView::moveChosen);
        const QPointF spot = view()->pointCenter(pt(kind, place));
        if (kind == GameKind::BaghChal) QCOMPARE(plain.pointAt(spot), pt(kind, "D5"));
        QTest::mouseClick(view(), Qt::LeftButton, {}, spot.toPoint());
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), Move::placement(pt(kind, place)));

        show(read(kind, record));
        const QImage flipped = view()->grab().toImage();
        view()->setFlipped(false);
        const QImage straight = view()->grab().toImage();
        QVERIFY(flipped != straight);
        for (const QString& name : pieces) {
            const Point s = pt(kind, name);
            view()->setFlipped(true);
            const QColor there = flipped.pixelColor(view()->pointCenter(s).toPoint());
            view()->setFlipped(false);
            const QColor here = straight.pixelColor(view()->pointCenter(s).toPoint());
            const int d = std::abs(there.red() - here.red()) +
                          std::abs(there.green() - here.green()) +
                          std::abs(there.blue() - here.blue());
            QVERIFY2(d < 40, qPrintable(name));
        }
    }

    void clickEmptyPointPlacesGoat_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("point");
        QTest::newRow("Bagh-Chal") << GameKind::BaghChal << "C1";
        QTest::newRow("Lambs") << GameKind::Lambs << "8";
    }
    void clickEmptyPointPlacesGoat() {
        QFETCH(GameKind, kind);
        QFETCH(QString, point);
        show(Game::start(kind, kRule).startPosition());
        QSignalSpy chosen(view(), &BoardView::moveChosen);
        click(pt(kind, point));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), Move::placement(pt(kind, point)));
    }

    // A click that is no move plays nothing, selects nothing, and says why (`reason` is part
    // of what it says).
    void illegalClicksDoNothing_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("point");
        QTest::addColumn<QString>("reason");
        const GameKind bc = GameKind::BaghChal, lambs = GameKind::Lambs;
        QTest::newRow("tiger on the goats' turn") << bc << "T3T/5/5/5/T3T g g20 c0"
                                                  << "A1"
                                                  << "It is the goats' turn";
        QTest::newRow("goat in placement phase")
            << bc << "T1G1T/5/5/5/T3T g g19 c0"
            << "C1"
            << "must be placed first (19 left): choose an empty point";
        QTest::newRow("goat on the tigers' turn") << bc << "T1G1T/5/5/5/T3T t g19 c0"
                                                  << "C1"
                                                  << "It is the tigers' turn";
        QTest::newRow("empty point, nothing selected")
            << bc << "TGGGT/GGGGG/GG1GG/GGGG1/T3T t g0 c4"
            << "C3"
            << "Select a tiger first";
        QTest::newRow("Lambs: tiger on the goats' turn") << lambs << "T/2TT2/6/6/4 g g15 c0"
                                                         << "3"
                                                         << "It is the goats' turn";
        QTest::newRow("Lambs: goat in placement phase")
            << lambs << "T/2TT2/1G4/6/4 g g14 c0"
            << "8"
            << "must be placed first (14 left): choose an empty point";
        QTest::newRow("Lambs: goat on the tigers' turn") << lambs << "T/2TT2/1G4/6/4 t g14 c0"
                                                         << "8"
                                                         << "It is the tigers' turn";
        QTest::newRow("Lambs: empty point, nothing selected") << lambs << "T/2TT2/1G4/6/4 t g14 c0"
                                                              << "13"
                                                              << "Select a tiger first";
    }
    void illegalClicksDoNothing() {
        QFETCH(GameKind, kind);
        QFETCH(QString, record);
        QFETCH(QString, point);
        QFETCH(QString, reason);
        const Position pos = read(kind, record);
        show(pos);
        QSignalSpy chosen(view(), &BoardView::moveChosen);
        QSignalSpy rejected(view(), &BoardView::clickRejected);
        click(pt(kind, point));
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QVERIFY2(rejected.at(0).at(0).toString().contains(reason),
                 qPrintable(rejected.at(0).at(0).toString()));
        QCOMPARE(view()->selectedPoint(), kNoPoint);
        QCOMPARE(view()->position().key(), pos.key());
    }

    // A tiger is selected by a click and put down by another; a point it cannot reach is
    // refused, naming both points; it jumps (over the goat between, not always half way on
    // Lambs' board) and slides by clicks.
    void selectThenSlideAndJump_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("tiger");
        QTest::addColumn<QString>("unreachable");
        QTest::addColumn<QString>("over");
        QTest::addColumn<QString>("jumpTo");
        QTest::addColumn<QString>("slideTo");
        QTest::newRow("Bagh-Chal") << GameKind::BaghChal << "T4/2G2/2T2/5/T3T t g19 c0"
                                   << "C3"
                                   << "C5"
                                   << "C2"
                                   << "C1"
                                   << "B3";
        QTest::newRow("Lambs") << GameKind::Lambs << "T/G1TT2/2G3/6/4 t g9 c4"
                               << "3"
                               << "21"
                               << "9"
                               << "15"
                               << "2";
    }
    void selectThenSlideAndJump() {
        QFETCH(GameKind, kind);
        QFETCH(QString, record);
        QFETCH(QString, tiger);
        QFETCH(QString, unreachable);
        QFETCH(QString, over);
        QFETCH(QString, jumpTo);
        QFETCH(QString, slideTo);
        const Point from = pt(kind, tiger);
        show(read(kind, record));
        QSignalSpy chosen(view(), &BoardView::moveChosen);
        QSignalSpy rejected(view(), &BoardView::clickRejected);
        click(from);
        QCOMPARE(view()->selectedPoint(), from);
        click(from);  // the selected piece again: put down
        QCOMPARE(view()->selectedPoint(), kNoPoint);
        click(from);
        click(pt(kind, unreachable));
        QCOMPARE(rejected.count(), 1);
        QVERIFY(rejected.at(0).at(0).toString().contains(unreachable));
        QCOMPARE(view()->selectedPoint(), from);
        click(pt(kind, jumpTo));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(),
                 Move::jump(from, pt(kind, over), pt(kind, jumpTo)));
        QCOMPARE(view()->selectedPoint(), kNoPoint);

        click(from);
        click(pt(kind, slideTo));
        QCOMPARE(chosen.count(), 2);
        QCOMPARE(chosen.at(1).at(0).value<Move>(), Move::slide(from, pt(kind, slideTo)));
    }

    void blockedInputSaysWhy() {
        show(Game().current());
        view()->setInputBlocked(QStringLiteral("The computer is thinking"));
        QSignalSpy chosen(view(), &BoardView::moveChosen);
        QSignalSpy rejected(view(), &BoardView::clickRejected);
        click(pt(GameKind::BaghChal, "C1"));
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(rejected.count(), 1);
        QCOMPARE(rejected.at(0).at(0).toString(), QStringLiteral("The computer is thinking"));
    }

    void targetsComeFromLegalMoves() {
        const GameKind bc = GameKind::BaghChal;
        const Position pos = read(bc, "T4/2G2/2T2/5/T3T t g19 c0");
        const Mask t = ClickInterpreter::targets(legalOf(pos), pt(bc, "C3"));
        QVERIFY(t & bit(pt(bc, "C1")));     // the jump
        QVERIFY(t & bit(pt(bc, "B2")));     // a diagonal slide
        QVERIFY(!(t & bit(pt(bc, "C2"))));  // occupied
        QCOMPARE(std::popcount(t), 8);      // 7 slides + 1 jump
    }

    // A position of the other game lays the board out afresh: its points, its pieces, its
    // clicks; no selection survives.
    void anotherGameRelaysTheBoard() {
        show(read(GameKind::BaghChal, "T1G1T/5/5/5/T3T t g19 c0"));
        click(pt(GameKind::BaghChal, "A1"));
        QCOMPARE(view()->selectedPoint(), pt(GameKind::BaghChal, "A1"));
        const QImage baghChal = view()->grab().toImage();
        const Position lambs = Game::start(GameKind::Lambs, kRule).startPosition();
        view()->setPosition(lambs, legalOf(lambs), Move(), true);
        QCOMPARE(view()->kind(), GameKind::Lambs);
        QCOMPARE(view()->selectedPoint(), kNoPoint);
        QCOMPARE(view()->boardGeometry().points(), 23);
        QVERIFY(!view()->isAnimating());
        QVERIFY(view()->grab().toImage() != baghChal);
        QSignalSpy chosen(view(), &BoardView::moveChosen);
        click(8);
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<Move>(), Move::placement(8));
    }

    // A window that goes back and forth between two sizes (a bar shown and hidden on every
    // resume of a network guest) draws the wood, lines and labels once for each; a third size
    // and a flip draw them again, and a kept picture is the one a fresh paint would give.
    void boardPicturesKeptForTwoSizes_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }
    void boardPicturesKeptForTwoSizes() {
        QFETCH(GameKind, kind);
        show(Game::start(kind, kRule).startPosition());
        auto paintAt = [this](QSize size) {
            view()->resize(size);
            if (!QTest::qWaitFor([&] { return view()->size() == size; }))
                qWarning("the board never took its new size");
            return view()->grab().toImage();
        };
        const QImage tall = paintAt({500, 500});
        const int drawn = view()->boardPicturesDrawn();
        const QImage shorter = paintAt({500, 440});
        QCOMPARE(view()->boardPicturesDrawn(), drawn + 1);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(paintAt({500, 500}), tall);
            QCOMPARE(paintAt({500, 440}), shorter);
        }
        QCOMPARE(view()->boardPicturesDrawn(), drawn + 1);
        paintAt({400, 400});
        QCOMPARE(view()->boardPicturesDrawn(), drawn + 2);
        view()->setFlipped(true);
        const QImage flipped = paintAt({400, 400});
        QCOMPARE(view()->boardPicturesDrawn(), drawn + 3);
        QVERIFY(paintAt({500, 440}) != shorter);  // the flip forgot the kept one
        QCOMPARE(view()->boardPicturesDrawn(), drawn + 4);
        view()->setFlipped(false);
        QCOMPARE(paintAt({500, 500}), tall);
    }

    // Analysis tags never overlap, however crowded the position, at any board size, with or
    // without a piece selected; every legal move keeps its tag, and every tag is on the board.
    void moveTagsDoNotOverlap_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("select");
        const QSize sizes[] = {{500, 500}, {300, 300}, {200, 200}, {900, 640}};
        // Tigers among goats with room behind them: slides and jumps in every direction.
        const std::pair<GameKind, const char*> crowded[] = {
            {GameKind::BaghChal, "G1G1G/1GTG1/GT1TG/1GTG1/G1G1G t g6 c2"},
            {GameKind::BaghChal, "1G1G1/GTGTG/1G1G1/GTGTG/1G1G1 t g4 c4"},
            {GameKind::BaghChal, "G1G1G/GGTGG/GT1TG/GGTGG/G1G1G g g0 c4"},
            {GameKind::BaghChal, "T1G1T/5/2G2/5/T3T g g18 c0"},
            // Five goats can step onto C5: straight and slanting arrows meet there.
            {GameKind::BaghChal, "GGGGT/GGGGT/GGGGG/TGGGT/GG1GG g g0 c0"},
            // Lambs: every point a placement, the close points by the apex among them; tigers
            // among goats, either side to move.
            {GameKind::Lambs, "T/2TT2/6/6/4 g g15 c0"},
            {GameKind::Lambs, "T/1GGGG1/G1T1GG/1G1TG1/GG1G t g0 c3"},
            {GameKind::Lambs, "T/1GGGG1/G1T1GG/1G1TG1/GG1G g g0 c3"}};
        for (const auto& [kind, record] : crowded)
            for (const QSize& size : sizes)
                // Lambs' board is crowded where it is small: its large sizes add nothing.
                if (kind == GameKind::BaghChal || size.width() <= 300)
                    QTest::addRow("%s %dx%d", record, size.width(), size.height())
                        << kind << QString::fromLatin1(record) << size << QString();
        QTest::newRow("selected tiger")
            << GameKind::BaghChal << QString::fromLatin1(crowded[0].second) << QSize(300, 300)
            << QStringLiteral("B3");
        QTest::newRow("Lambs: selected tiger")
            << GameKind::Lambs << QString::fromLatin1(crowded[6].second) << QSize(300, 300)
            << QStringLiteral("16");
    }
    void moveTagsDoNotOverlap() {
        QFETCH(GameKind, kind);
        QFETCH(QString, record);
        QFETCH(QSize, size);
        QFETCH(QString, select);
        view()->resize(size);
        const Position pos = read(kind, record);
        const MoveList legal = legalOf(pos);
        show(pos);
        view()->setMoveMarks(crowdedMarks(legal));
        if (!select.isEmpty()) click(pt(kind, select));
        const QVector<MoveMarks::PlacedTag> tags = view()->moveMarkLayout();
        int shown = 0;
        for (Move m : legal)
            if (select.isEmpty() || m.isPlacement() || m.from() == pt(kind, select)) ++shown;
        QVERIFY(shown >= (select.isEmpty() ? 5 : 3));  // crowded indeed
        QCOMPARE(tags.size(), shown);
        for (int i = 0; i < tags.size(); ++i) {
            QVERIFY(QRectF(view()->rect()).contains(tags[i].rect));
            for (int j = i + 1; j < tags.size(); ++j)
                QVERIFY2(
                    !tags[i].rect.intersects(tags[j].rect),
                    qPrintable(QStringLiteral("%1 and %2")
                                   .arg(moveName(kind, view()->moveMarks()[tags[i].mark].move),
                                        moveName(kind, view()->moveMarks()[tags[j].mark].move))));
        }
        view()->grab();  // and paints without trouble
    }

    // The same for many positions drawn at random (fixed seed), on a small board.
    void moveTagsDoNotOverlapAnywhere_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("count");
        QTest::newRow("Bagh-Chal") << GameKind::BaghChal << 400;
        QTest::newRow("Lambs") << GameKind::Lambs << 200;
    }
    void moveTagsDoNotOverlapAnywhere() {
        QFETCH(GameKind, kind);
        QFETCH(int, count);
        view()->resize(200, 200);
        int checked = 0, crowded = 0;
        for (const Position& pos : randomPositions(kind, count, 11)) {
            const MoveList legal = legalOf(pos);
            show(pos);
            view()->setMoveMarks(crowdedMarks(legal));
            const QVector<MoveMarks::PlacedTag> tags = view()->moveMarkLayout();
            QCOMPARE(tags.size(), static_cast<int>(legal.size()));
            for (int i = 0; i < tags.size(); ++i)
                for (int j = i + 1; j < tags.size(); ++j)
                    QVERIFY2(!tags[i].rect.intersects(tags[j].rect),
                             Game::from(pos, kRule).record(0).c_str());
            ++checked;
            if (legal.size() >= 12) ++crowded;
        }
        QCOMPARE(checked, count);
        qInfo("%d of them with 12 moves or more", crowded);
        QVERIFY(crowded > count / 20);
    }

    // A move is played out and the picture ends still: a placement, and a Lambs jump whose
    // jumped goat is not half way.
    void animationRuns_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<QString>("record");
        QTest::addColumn<QString>("move");
        QTest::newRow("Bagh-Chal placement") << GameKind::BaghChal << "T3T/5/5/5/T3T g g20 c0"
                                             << "C1";
        QTest::newRow("Lambs jump") << GameKind::Lambs << "T/G1TT2/2G3/6/4 t g9 c4"
                                    << "3x15";
    }
    void animationRuns() {
        QFETCH(GameKind, kind);
        QFETCH(QString, record);
        QFETCH(QString, move);
        view()->setAnimationsEnabled(true);
        Game game = Game::from(read(kind, record), kRule);
        show(game.current());
        const Move m = game.findLegalMove(move.toStdString());
        QVERIFY(!m.isNull());
        QVERIFY(game.play(m));
        QSignalSpy done(view(), &BoardView::animationFinished);
        view()->setPosition(game.current(), game.legalMoves(), m, true);
        QVERIFY(view()->isAnimating());
        QVERIFY(done.wait(testenv::timeout(30000)));
        QVERIFY(!view()->isAnimating());
        view()->grab();  // paints the final picture without trouble
    }
};

QTEST_MAIN(TestBoardView)
#include "tst_boardview.moc"
