// Keyboard-only play: Tab reaches the toolbar's buttons (QToolBar makes its buttons NoFocus),
// and the board, which paints itself and so gets nothing from the style sheet, shows a ring
// while it has the focus. The other Tab stops show focus through AppStyle's :focus rules.
#pragma once

class QToolBar;
class QWidget;

namespace KeyboardFocus {

// Call once `bar` holds its actions: their buttons take Tab focus, after the widgets made
// before the bar in the focus chain. `board` gets a FocusRing.
void install(QToolBar* bar, QWidget* board);

// True if `board` shows its focus ring now.
bool ringShown(const QWidget* board);

}  // namespace KeyboardFocus
