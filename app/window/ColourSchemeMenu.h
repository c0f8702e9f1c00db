// View ▸ Colour Scheme: System, Light or Dark (AppStyle). The choice is kept in QSettings and
// applied at once to the window and everything it opens; under System the window also follows
// the desktop's answer when it arrives (SystemScheme::queryDesktop).
#pragma once

class QMenu;
class QWidget;

namespace ColourSchemeMenu {

// The submenu for `window`, which the chosen scheme is applied to.
QMenu* create(QWidget* window);

}  // namespace ColourSchemeMenu
