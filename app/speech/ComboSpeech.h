// What a screen reader says of a combo box: its choice. Orca 43 reads a closed combo box's
// value through the accessibility bus's Selection interface, which Qt 6.4 does not give a combo
// box or its list, so Orca said "Game combo box" without the game chosen, and nothing when an
// arrow key changed it. install() has every combo box of the application say its choice: in its
// description, which a reader reads as the focus comes ("You play combo box. Tigers."), before
// the tooltip it held; and, when the choice changes while it has the focus and its list is
// closed, through the main window's ScreenReaderNotice (a changed description is not spoken).
#pragma once

class QComboBox;

namespace ComboSpeech {

// Once for the application (more calls do nothing).
void install();

}  // namespace ComboSpeech
