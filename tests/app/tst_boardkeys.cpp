// The board by the keyboard alone, in both games, on the real window: Tab brings the focus and
// the cursor to the board, the arrows walk it along the board's lines (BoardCursor) and stop at
// its edge, Space and Enter do what a click does (a whole game is played so, to its end),
// Escape drops a picked piece, Alt+Left and Alt+Right step through the game from the board
// while the plain arrows still do from the move list, and the cursor stands out on every kind
// of point.
#include <QApplication>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QtTest>
#include <deque>
#include <map>

#include "AppTest.h"
#include "Contrast.h"
#include "board/BoardCursor.h"
#include "board/BoardTheme.h"
#include "board/BoardView.h"
#include "board/ClickInterpreter.h"
#include "session/GameSession.h"
#include "ui/AppStyle.h"
#include "window/ColourSchemeMenu.h"
#include "window/KeyboardFocus.h"
#include "window/ObxBox.h"
#include "window/SidePanel.h"

using bagh::Side;
using namespace bagh::games;

namespace {

constexpr int kArrows[] = {Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down};

// The arrows that walk the cursor from `from` to `to` on `geo`'s board (a shortest way over
// BoardCursor::step), or nothing if `to` cannot be reached.
std::optional<QList<int>> route(const BoardGeometry& geo, Point from, Point to) {
    std::map<Point, std::pair<Point, int>> came{{from, {from, 0}}};
    std::deque<Point> queue{from};
    while (!queue.empty()) {
        const Point at = queue.front();
        queue.pop_front();
        if (at == to) break;
        for (int key : kArrows) {
            const Point next = BoardCursor::step(geo, at, key);
            if (came.count(next)) continue;
            came[next] = {at, key};
            queue.push_back(next);
        }
    }
    if (!came.count(to)) return std::nullopt;
    QList<int> keys;
    for (Point p = to; p != from; p = came[p].first) keys.prepend(came[p].second);
    return keys;
}

// A move that ends the game soon: a tiger takes a goat when it can; a goat walks into a capture
// when it can. Otherwise the first legal move.
Move quickMove(const Game& game) {
    const MoveList legal = game.legalMoves();
    if (game.current().sideToMove() == Side::Tigers) {
        for (Move m : legal)
            if (m.isJump()) return m;
        return legal.front();
    }
    for (Move m : legal) {
        Game after = game;
        after.play(m);
        for (Move reply : after.legalMoves())
            if (reply.isJump()) return m;
    }
    return legal.front();
}

GameSetup twoPlayers(GameKind kind) {
    GameSetup setup = apptest::twoPlayers();
    setup.game = kind;
    setup.lambsCaptures = 5;  // Lambs' short rule: the game ends soon
    return setup;
}

}  // namespace

class TestBoardKeys : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<MainWindow> window_;

    BoardView* board() const { return window_->boardView(); }
    GameSession* game() const { return window_->session(); }

    // Tab round the window until the board has the focus; false if it never gets it.
    bool tabToBoard() {
        // From the OBX box: the move list's Tab walks its cells.
        window_->obxBox()->edit()->setFocus(Qt::OtherFocusReason);
        for (int i = 0; i < 80 && !board()->hasFocus(); ++i)
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        return board()->hasFocus();
    }

    // Walks the cursor to `p` by arrows; false if no way leads there.
    bool walkTo(Point p) {
        const auto keys = route(board()->boardGeometry(), board()->cursorPoint(), p);
        if (!keys) return false;
        for (int key : *keys) QTest::keyClick(board(), static_cast<Qt::Key>(key));
        return board()->cursorPoint() == p;
    }

    // Plays `m` by the keyboard: walk, Space (or Enter), walk, Enter.
    bool keyMove(Move m) {
        if (!m.isPlacement()) {
            if (!walkTo(m.from())) return false;
            QTest::keyClick(board(), Qt::Key_Space);
            if (board()->selectedPoint() != m.from()) return false;
        }
        if (!walkTo(m.to())) return false;
        QTest::keyClick(board(), m.isPlacement() ? Qt::Key_Space : Qt::Key_Return);
        return true;
    }

private slots:
    void initTestCase() { apptest::useTestSettings(); }
    void init() {
        // Qt's word when two actions share a key that was pressed.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("[Aa]mbiguous")));
        window_ = apptest::openWindow();
        QVERIFY(window_);
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
    }
    void cleanup() { window_.reset(); }

    void bothGames_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::newRow("baghchal") << GameKind::BaghChal;
        QTest::newRow("lambs") << GameKind::Lambs;
    }

    // A whole game by the keyboard: Tab to the board, then only arrows, Space and Enter.
    void keyboardGameToItsEnd_data() { bothGames_data(); }
    void keyboardGameToItsEnd() {
        QFETCH(GameKind, kind);
        window_->startNewGame(twoPlayers(kind));
        QCOMPARE(board()->kind(), kind);
        QCOMPARE(board()->cursorPoint(), -1);
        QVERIFY(tabToBoard());
        QVERIFY(board()->cursorShown());
        QVERIFY(KeyboardFocus::ringShown(board()));
        QCOMPARE(board()->cursorPoint(), BoardCursor::home(board()->boardGeometry()));
        for (int ply = 0; ply < 400 && !game()->result().over(); ++ply) {
            const Move m = quickMove(game()->game());
            const int before = game()->currentPly();
            QVERIFY2(keyMove(m), game()->game().moveText(m).c_str());
            QCOMPARE(game()->currentPly(), before + 1);
            QVERIFY(game()->game().lastMove() == m);
            QVERIFY(board()->hasFocus());
        }
        QVERIFY(game()->result().over());
        apptest::shot(window_.get(), kind == GameKind::Lambs ? "boardkeys-lambs-end.png"
                                                             : "boardkeys-baghchal-end.png");
        // The banner's "View the board", pressed by keys, hands the focus back to the board.
        QPushButton* view = nullptr;
        for (QPushButton* b : window_->findChildren<QPushButton*>())
            if (b->isVisible() && b->text() == QStringLiteral("View the board")) view = b;
        QVERIFY(view);
        view->setFocus(Qt::TabFocusReason);
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(!view->isVisible());
        QVERIFY(board()->hasFocus());
    }

    // Space on a point where a click does nothing says what the click would say.
    void refusalGivesTheClickNote_data() { bothGames_data(); }
    void refusalGivesTheClickNote() {
        QFETCH(GameKind, kind);
        window_->startNewGame(twoPlayers(kind));
        QVERIFY(tabToBoard());
        const Point tiger = std::countr_zero(board()->position().tigers());
        QVERIFY(walkTo(tiger));
        QSignalSpy rejected(board(), &BoardView::clickRejected);
        QTest::keyClick(board(), Qt::Key_Space);
        QCOMPARE(rejected.count(), 1);
        const ClickOutcome click =
            ClickInterpreter::interpret(board()->position(), game()->legalMoves(), kNoPoint, tiger);
        QCOMPARE(rejected.at(0).at(0).toString(), click.reason);
        QCOMPARE(game()->currentPly(), 0);
    }

    // Escape drops a picked piece and leaves the game where it was; without a pick it is the
    // window's again.
    void escapeDropsThePick_data() { bothGames_data(); }
    void escapeDropsThePick() {
        QFETCH(GameKind, kind);
        window_->startNewGame(twoPlayers(kind));
        QVERIFY(tabToBoard());
        QVERIFY(keyMove(quickMove(game()->game())));  // a goat: now the tigers move
        QCOMPARE(game()->currentPly(), 1);
        Move slide;
        for (Move m : game()->legalMoves())
            if (!m.isPlacement()) slide = m;
        QVERIFY(!slide.isNull());
        QVERIFY(walkTo(slide.from()));
        QTest::keyClick(board(), Qt::Key_Space);
        QCOMPARE(board()->selectedPoint(), slide.from());
        QVERIFY(board()->cursorShown());  // on the picked tiger
        QTest::keyClick(board(), Qt::Key_Escape);
        QCOMPARE(board()->selectedPoint(), kNoPoint);
        QCOMPARE(game()->currentPly(), 1);
        QCOMPARE(board()->cursorPoint(), slide.from());
    }

    // On the board the arrows move the cursor and Alt+Left/Right step through the game; from
    // the move list the arrows step, as they always did. No shortcut is ever ambiguous.
    void steppingThroughTheGame() {
        QVERIFY(apptest::playTypedMoves(game(), {"C1", "A1B1", "C2"}));
        QVERIFY(tabToBoard());
        const BoardGeometry geo = board()->boardGeometry();
        const Point home = board()->cursorPoint();
        QTest::keyClick(board(), Qt::Key_Left);
        QTest::keyClick(board(), Qt::Key_Up);
        QCOMPARE(game()->currentPly(), 3);
        QCOMPARE(board()->cursorPoint(),
                 BoardCursor::step(geo, BoardCursor::step(geo, home, Qt::Key_Left), Qt::Key_Up));
        QTest::keyClick(board(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(game()->currentPly(), 2);
        QVERIFY(board()->hasFocus());
        QTest::keyClick(board(), Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(game()->currentPly(), 1);
        QTest::keyClick(board(), Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(game()->currentPly(), 2);
        QTableView* list = window_->sidePanel()->moveView();
        list->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(list->hasFocus());
        QTest::keyClick(list, Qt::Key_Left);
        QCOMPARE(game()->currentPly(), 1);
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(game()->currentPly(), 2);
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(game()->currentPly(), 1);
        QTest::keyClick(list, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(game()->currentPly(), 2);
    }

    // No arrow leads off the board or wraps round: an arrow moves to a neighbour that lies its
    // way, or stays. Bagh-Chal's grid walks exactly up, down, left and right.
    void cursorStopsAtTheEdge_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<bool>("flipped");
        for (GameKind kind : {GameKind::BaghChal, GameKind::Lambs})
            for (bool flipped : {false, true})
                QTest::addRow("%s%s", gameKindName(kind), flipped ? ", flipped" : "")
                    << kind << flipped;
    }
    void cursorStopsAtTheEdge() {
        QFETCH(GameKind, kind);
        QFETCH(bool, flipped);
        const BoardGeometry geo(kind, QSizeF(600, 600), flipped);
        for (Point p = 0; p < geo.points(); ++p) {
            for (int key : kArrows) {
                const Point q = BoardCursor::step(geo, p, key);
                if (q == p) continue;
                const QPointF d = geo.pointCenter(q) - geo.pointCenter(p);
                const bool thatWay = key == Qt::Key_Left    ? d.x() < -1
                                     : key == Qt::Key_Right ? d.x() > 1
                                     : key == Qt::Key_Up    ? d.y() < -1
                                                            : d.y() > 1;
                QVERIFY2(thatWay, qPrintable(QStringLiteral("%1 -> %2").arg(p).arg(q)));
                if (kind != GameKind::BaghChal) continue;
                const int row = p / 5, col = p % 5, sign = flipped ? -1 : 1;
                const int want = key == Qt::Key_Left    ? row * 5 + col - sign
                                 : key == Qt::Key_Right ? row * 5 + col + sign
                                 : key == Qt::Key_Up    ? (row - sign) * 5 + col
                                                        : (row + sign) * 5 + col;
                QCOMPARE(q, want);
            }
        }
        if (kind == GameKind::BaghChal) {
            // The four corners stop two arrows each; the middle of an edge one.
            const Point a1 = 0, e5 = 24;
            const int back = flipped ? Qt::Key_Right : Qt::Key_Left;
            const int up = flipped ? Qt::Key_Down : Qt::Key_Up;
            QCOMPARE(BoardCursor::step(geo, a1, back), a1);
            QCOMPARE(BoardCursor::step(geo, a1, up), a1);
            QCOMPARE(BoardCursor::step(geo, e5, flipped ? Qt::Key_Left : Qt::Key_Right), e5);
            QCOMPARE(BoardCursor::step(geo, 2, up), 2);
        } else {
            // Nothing lies beyond the apex.
            QCOMPARE(BoardCursor::step(geo, 0, flipped ? Qt::Key_Down : Qt::Key_Up), 0);
        }
    }

    // On the real board: the arrows stop at the edge, and the cursor says where it went.
    void arrowsStopAtTheBoardsEdge() {
        QVERIFY(tabToBoard());
        QSignalSpy moved(board(), &BoardView::cursorMoved);
        for (int i = 0; i < 6; ++i) QTest::keyClick(board(), Qt::Key_Up);
        for (int i = 0; i < 6; ++i) QTest::keyClick(board(), Qt::Key_Left);
        QCOMPARE(board()->cursorPoint(), 0);
        QCOMPARE(board()->pointName(board()->cursorPoint()), QStringLiteral("A1"));
        QCOMPARE(moved.count(), 4);  // C3 to A1: two up, two left
        QCOMPARE(moved.last().at(0).toInt(), 0);
        QCOMPARE(game()->currentPly(), 0);
    }

    // An arrow that cannot move the cursor says so, once a press, as a refused click does
    // (the note and the status bar, which the narrator reads); one that moves it says nothing.
    void arrowAtTheEdgeSaysSo_data() { bothGames_data(); }
    void arrowAtTheEdgeSaysSo() {
        QFETCH(GameKind, kind);
        window_->startNewGame(twoPlayers(kind));
        QVERIFY(tabToBoard());
        const BoardGeometry geo = board()->boardGeometry();
        for (int key : kArrows) {
            for (int press = 0; press < 8; ++press) {
                const Point from = board()->cursorPoint();
                const bool stuck = BoardCursor::step(geo, from, key) == from;
                QSignalSpy rejected(board(), &BoardView::clickRejected);
                QTest::keyClick(board(), static_cast<Qt::Key>(key));
                QCOMPARE(rejected.count(), stuck ? 1 : 0);
                if (!stuck) continue;
                QCOMPARE(board()->cursorPoint(), from);
                const QString said = QStringLiteral("No point further that way.");
                QCOMPARE(rejected.at(0).at(0).toString(), said);
                QCOMPARE(window_->statusBar()->currentMessage(), said);
                break;
            }
        }
        QCOMPARE(game()->currentPly(), 0);
    }

    // Every Lambs point is reachable by arrows from every other (and Bagh-Chal's), on the
    // board as drawn and turned.
    void everyPointReachable_data() { cursorStopsAtTheEdge_data(); }
    void everyPointReachable() {
        QFETCH(GameKind, kind);
        QFETCH(bool, flipped);
        const BoardGeometry geo(kind, QSizeF(500, 500), flipped);
        for (Point from = 0; from < geo.points(); ++from)
            for (Point to = 0; to < geo.points(); ++to)
                QVERIFY2(route(geo, from, to),
                         qPrintable(QStringLiteral("%1 to %2").arg(from).arg(to)));
    }

    // The cursor stands out (3:1 or more against what it is drawn over) on an empty point, a
    // goat, a tiger and a picked tiger, in every colour scheme; the focus ring stays.
    void cursorStandsOut_data() {
        QTest::addColumn<AppStyle::Scheme>("scheme");
        QTest::newRow("light") << AppStyle::Scheme::Light;
        QTest::newRow("dark") << AppStyle::Scheme::Dark;
        QTest::newRow("system") << AppStyle::Scheme::System;
        QTest::newRow("high contrast") << AppStyle::Scheme::HighContrast;
    }
    void cursorStandsOut() {
        QFETCH(AppStyle::Scheme, scheme);
        ColourSchemeMenu::apply(window_.get(), scheme);
        QVERIFY(tabToBoard());
        QVERIFY(keyMove(Move::placement(12)));  // a goat on C3; the tigers move
        QVERIFY(walkTo(0));
        QTest::keyClick(board(), Qt::Key_Space);  // the tiger on A1 picked
        QCOMPARE(board()->selectedPoint(), 0);
        const struct {
            Point point;
            const char* what;
        } spots[] = {{6, "empty B2"}, {12, "goat C3"}, {24, "tiger E5"}, {0, "picked A1"}};
        for (const auto& spot : spots) {
            QVERIFY(walkTo(spot.point));
            QVERIFY(board()->cursorShown());
            QVERIFY(KeyboardFocus::ringShown(board()));
            const QImage with = board()->grab().toImage();
            window_->sidePanel()->moveView()->setFocus(Qt::OtherFocusReason);
            QTRY_VERIFY(!board()->hasFocus());
            QVERIFY(!board()->cursorShown());
            const QImage without = board()->grab().toImage();
            board()->setFocus(Qt::TabFocusReason);
            QTRY_VERIFY(board()->cursorShown());
            // Along each side of the square, the dark outer line or the light inner one.
            const BoardGeometry geo = board()->boardGeometry();
            const QPointF c = geo.pointCenter(spot.point);
            const qreal half = geo.pieceSize() * 0.62;
            const qreal in = std::max<qreal>(2.0, geo.cell() * 0.03) * 1.3;
            int weak = 0, samples = 0;
            for (int side = 0; side < 4; ++side) {
                for (qreal t = -0.6; t <= 0.61; t += 0.1) {
                    auto at = [&](qreal r) {
                        const QPointF d = side == 0   ? QPointF(t * r, -r)
                                          : side == 1 ? QPointF(t * r, r)
                                          : side == 2 ? QPointF(-r, t * r)
                                                      : QPointF(r, t * r);
                        return (c + d).toPoint();
                    };
                    const QPoint o = at(half), i = at(half - in);
                    const double best =
                        std::max(apptest::contrast(with.pixelColor(o), without.pixelColor(o)),
                                 apptest::contrast(with.pixelColor(i), without.pixelColor(i)));
                    ++samples;
                    if (best < 3.0) ++weak;
                }
            }
            QVERIFY2(weak == 0, qPrintable(QStringLiteral("%1: %2 of %3 under 3:1")
                                               .arg(QLatin1String(spot.what))
                                               .arg(weak)
                                               .arg(samples)));
        }
        apptest::shot(window_.get(), scheme == AppStyle::Scheme::Dark ? "boardkeys-dark.png"
                                                                      : "boardkeys-light.png");
    }

    // The mouse hides the cursor (it keeps its point); the next arrow shows it again.
    void mouseHidesTheCursor() {
        QVERIFY(tabToBoard());
        QTest::keyClick(board(), Qt::Key_Right);
        const Point at = board()->cursorPoint();
        apptest::clickPoint(board(), "A1");  // a tiger: the goats must place first
        QVERIFY(!board()->cursorShown());
        QCOMPARE(board()->cursorPoint(), at);
        QTest::keyClick(board(), Qt::Key_Space);  // shows it, plays nothing
        QVERIFY(board()->cursorShown());
        QCOMPARE(game()->currentPly(), 0);
        QTest::keyClick(board(), Qt::Key_Space);
        QCOMPARE(game()->currentPly(), 1);
    }
};

QTEST_MAIN(TestBoardKeys)
#include "tst_boardkeys.moc"
