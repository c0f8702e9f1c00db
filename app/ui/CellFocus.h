// One focused object at a time for a screen reader. Qt 6.4 marks a list's current cell as
// focused on the accessibility bus whether or not the list has the keyboard focus, so a review
// list left behind still says "focused" beside the control that has the focus. install() parks
// the view's current cell while the view lacks the focus (the selection, what the eye sees,
// stays) and gives it back when the focus comes, before the view's own keys act on it, telling
// the cell again once the view's own focus has been told (a reader says where the focus came).
// Where the focus lands is the owner's: landOn() (the move shown); with none, Qt's own choice,
// the first cell.
#pragma once

class QAbstractItemView;
class QModelIndex;

namespace CellFocus {

// For the life of `view` (a child object of it does the work).
void install(QAbstractItemView* view);

// Makes `index` the current cell of `view`, installed, at once if it has the focus, else when the
// focus comes: a current cell set while the view lacks the focus is told to a reader as focused
// (Qt 6.4), which would take the reader away from where the player is.
void landOn(QAbstractItemView* view, const QModelIndex& index);

}  // namespace CellFocus
