// One focused object at a time for a screen reader. Qt 6.4 marks a list's current cell as
// focused on the accessibility bus whether or not the list has the keyboard focus, so a review
// list left behind still says "focused" beside the control that has the focus. install() parks
// the view's current cell while the view lacks the focus (the selection, what the eye sees,
// stays) and gives it back when the focus comes, before the view's own keys act on it, telling
// the cell again once the view's own focus has been told (a reader says where the focus came).
// The owner keeps the current cell where Tab should land (the move shown) while the view lacks
// the focus; with none, Qt's own choice, the first cell.
#pragma once

class QAbstractItemView;

namespace CellFocus {

// For the life of `view` (a child object of it does the work).
void install(QAbstractItemView* view);

}  // namespace CellFocus
