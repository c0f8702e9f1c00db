// View ▸ Colour Scheme: System, Light or Dark (AppStyle). The choice is kept in QSettings and
// applied at once to the window and everything it opens; under System the window also follows
// the desktop's answer when it arrives (SystemScheme::queryDesktop).
#pragma once

#include "ui/AppStyle.h"

class QMenu;
class QWidget;

namespace ColourSchemeMenu {

// The submenu for `window`, which the chosen scheme is applied to.
QMenu* create(QWidget* window);

// Gives the application the palette of the player's saved choice and `window` its style sheet
// (AppStyle::setLook), and the boards their high contrast or not.
void apply(QWidget* window);
// The same for `scheme`, without saving it.
void apply(QWidget* window, AppStyle::Scheme scheme);

}  // namespace ColourSchemeMenu
