// The window's look around the board: a dark walnut table, cream text, amber accents. One
// style sheet so the panel, the banner and the dialogs agree.
#pragma once

#include <QString>

namespace AppStyle {
QString styleSheet();
}
