// The board on the accessibility bus (AT-SPI on Linux: what Orca reads). The board widget is
// one accessible object named with whose turn it is ("Board, goats to move", "Board, game
// over"), its description the keys (or why the board takes no move now); each of its points
// (Bagh-Chal's 25, Lambs and Tigers' 23: the shown game's) is a child, a button named with its
// place and what stands there, in the player's language: "C3, goat", "B2, empty", "A1, tiger",
// with "selected", "move here" / "capture here" (the selected piece's targets), "a tiger can jump
// over it" (a goat a tiger could take now) and "a tiger can jump here" (where such a jump lands)
// where they hold. The keyboard cursor's point is the focused child while the board has the
// focus; pressing a point (an assistive tool's action) moves the cursor there and presses Space,
// so it does what the board's own keys do.
//
// install() also starts what tells a screen reader about changes, while accessibility is on
// (QAccessible::isActive): a Focus event for the cursor's point when it moves or the board gets
// the focus, NameChanged for every point (and the board) whose name a new position, a selection
// or a change of language changed, and ObjectCreated / ObjectDestroyed for the points another
// game's board adds or drops.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class BoardView;

class BoardAccessible {
    Q_DECLARE_TR_FUNCTIONS(BoardAccessible)

public:
    // Makes `board` accessible as above: installs the interface factory (once per program) and
    // the object that sends the events (a child of `board`, gone with it).
    static void install(BoardView* board);

    // The accessible names as they are now: of the board, and of every point of the shown
    // board (index = point).
    static QString boardName(const BoardView& board);
    static QString boardDescription(const BoardView& board);
    static QStringList pointNames(const BoardView& board);
};
