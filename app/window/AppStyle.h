// The window's look around the board: a dark walnut table, cream text, amber accents. One
// style sheet so the panel, the banner and the dialogs agree.
#pragma once

#include <QPalette>
#include <QString>

class QWidget;

namespace AppStyle {
// The style sheet for the window and everything it opens.
QString styleSheet();
// The same colours as a palette, for what the style sheet does not reach (Qt's own file
// dialog, spin boxes, text browsers, tooltips): dark bases, cream text, amber links.
QPalette palette();
// Gives the application the palette and `window` the style sheet.
void apply(QWidget* window);
}  // namespace AppStyle
