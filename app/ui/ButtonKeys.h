// A plain key that presses a button, for the dialogs whose board keeps the focus while the
// player thinks (puzzles, the exercises of one's mistakes): the key acts only while the
// button is enabled, as a click would.
#pragma once

#include <Qt>

class QAbstractButton;
class QWidget;

namespace ButtonKeys {

// `key` anywhere in `owner`'s window presses `button` if it is enabled.
void clickOnKey(QWidget* owner, Qt::Key key, QAbstractButton* button);

}  // namespace ButtonKeys
