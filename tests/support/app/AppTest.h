// Helpers for the tests that drive the Qt widgets: a window ready to play, clicks on board
// points, menu actions found by their text, typed move lists, and pictures for review.
// Functions that return bool say why they failed through qWarning; wrap them in QVERIFY.
#pragma once

#include <QPoint>
#include <QString>
#include <QTest>

#include <initializer_list>
#include <memory>

#include "engine/core/Move.h"
#include "engine/core/Tables.h"
#include "engine/games/GameAdapters.h"
#include "engine/games/GameTypes.h"
#include "session/GameSetup.h"
#include "window/MainWindow.h"

class GameSession;
class QAction;
class QWidget;

namespace apptest {

// Settings that belong to this test alone and start empty: QStandardPaths' test mode, an
// organisation of its own, the test's name as the application's; no game left off.
void useTestSettings();

// Two players at one screen: nobody waits for the computer.
GameSetup twoPlayers();
// Back to English: every translator the test installed removed, English numbers.
void resetLanguage();

// The computer against itself at level 1, no pause between moves: a game that runs at once.
GameSetup computerVsComputer();

// The player on `human`'s side against the computer at `level`.
GameSetup againstComputer(bagh::Side human, int level);

// A main window playing twoPlayers(), 1000 × 720, that never asks (nothing modal stops a
// test) and does not animate moves (a click's result shows at once), shown and exposed; null if
// the window never got exposed.
std::unique_ptr<MainWindow> openWindow();

// Loads a position record into the window (OBX, or a Lambs record: the game being played is
// tried first); false with the window's reason if it refused it.
bool loadPosition(MainWindow* window, const char* obx);

// Plays typed moves ("C1", "A1B1") one after another; false at the first one refused.
bool playTypedMoves(GameSession* game, std::initializer_list<const char*> moves);

// A legal move of the shown position that ends the game with `outcome`, by the rules; null if
// there is none.
bagh::games::Move finishingMove(const GameSession& game, bagh::Outcome outcome);

// The window's action whose text, without its '&' and any trailing "…", is `text`. The test
// stops if there is none.
QAction* findAction(QWidget* window, const QString& text);

// The point `name` names on the board of `kind`: "C3" in Bagh-Chal, "12" in Lambs and Tigers;
// kNoPoint for none.
bagh::games::Point pointNamed(bagh::games::GameKind kind, const char* name);

// Clicks a board point of BoardView or SetupBoard the way a player does.
template <class Board>
void clickPoint(Board* board, bagh::games::Point p, Qt::MouseButton button = Qt::LeftButton) {
    QTest::mouseClick(board, button, {}, board->pointCenter(p).toPoint());
}
// The same by the point's name in the board's game ("C3"; "12").
template <class Board>
void clickPoint(Board* board, const char* name, Qt::MouseButton button = Qt::LeftButton) {
    clickPoint(board, pointNamed(board->kind(), name), button);
}
// Plays `m` on a BoardView by clicks: one to place, two to move.
template <class Board>
void clickMove(Board* board, bagh::games::Move m) {
    if (!m.isPlacement()) clickPoint(board, m.from());
    clickPoint(board, m.to());
}
// The same for a Bagh-Chal move in the engine's own type (puzzles, the database).
template <class Board>
void clickMove(Board* board, bagh::Move m) {
    clickMove(board, bagh::games::fromBaghChal(m));
}

// With BAGHCHAL_SHOTS=DIR set, leaves a picture of `w` there as `name` (for review).
void shot(QWidget* w, const char* name);

}  // namespace apptest
