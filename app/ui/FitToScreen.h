// Keeps a dialog usable on any screen, however small (a 1280 × 720 screen at scale 2 is 640 ×
// 360 logical pixels): the dialog's body goes in a scroll area that scrolls only where the
// screen cannot hold it, its buttons stay outside the scroll area and so always in view, and
// the whole window is kept within the screen's available geometry, placed on it when shown.
//
// Use: build the body's layout as usual, then
//     FitToScreen::setBody(dialog, bodyLayout, buttonBox);
// instead of putting both in the dialog's own layout; or, for a dialog whose content scrolls
// by itself (a text browser), only FitToScreen::keepOnScreen(dialog).
#pragma once

class QLayout;
class QScrollArea;
class QWidget;

namespace FitToScreen {

// Lays out `dialog` as the body (in a scroll area, returned) over `buttons`, and keeps the
// dialog on its screen (keepOnScreen). `dialog` must have no layout yet.
QScrollArea* setBody(QWidget* dialog, QLayout* body, QWidget* buttons);

// Whenever `window` is shown or moves to another screen: no larger than the screen's
// available geometry (its frame included), and placed inside it.
void keepOnScreen(QWidget* window);

// Applies the limit once, now (after a resize the window asks for itself).
void fit(QWidget* window);

// The body's content grew after the window was shown (a line that came later): the window
// grows to hold it, within the screen.
void grow(QWidget* window);

}  // namespace FitToScreen
