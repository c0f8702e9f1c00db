// The window's look around the board, in two colour schemes: dark (a walnut table, cream text,
// amber accents) and light (parchment, dark brown text, the same amber and brown buttons). One
// style sheet so the panel, the banner and the dialogs agree, and a palette for what the sheet
// does not reach. The player picks System, Light or Dark (View ▸ Colour Scheme, kept in
// QSettings); System asks the desktop (SystemScheme.h). A change applies at once.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QSettings;
class QWidget;

namespace AppStyle {

enum class Scheme { System, Light, Dark };

// A colour of a scheme by its name in the style sheet ("text", "window", "accent", …; the
// names are listed in AppStyle.cpp). Some carry alpha: they are drawn over the window. An
// unknown name gives an invalid colour.
QColor colour(bool dark, const QString& name);
// The same in the scheme now applied.
QColor colour(const QString& name);

// `tint` made readable as text on a table's rows (its background and the alternate rows')
// in a scheme: darkened (light) or lightened (dark) in small steps, its hue kept, until it
// stands at 4.5:1 (WCAG 2) against each; the scheme's text colour should none reach it.
QColor readableOnTable(const QColor& tint, bool dark);
// The same in the scheme now applied.
QColor readableOnTable(const QColor& tint);

// The style sheet and the palette of one scheme.
QString styleSheet(bool dark);
QPalette palette(bool dark);

// The player's choice, as kept in `settings` (System when none is kept).
Scheme savedScheme(QSettings& settings);
void saveScheme(QSettings& settings, Scheme scheme);
// Whether `scheme` comes out dark on this desktop.
bool resolvesDark(Scheme scheme);
// True while the dark scheme is applied.
bool isDark();

// Gives the application the palette of the player's saved choice and `window` its style
// sheet; the first call also notes the desktop's own palette (SystemScheme) before it is
// replaced.
void apply(QWidget* window);
// The same for `scheme`, without saving it.
void apply(QWidget* window, Scheme scheme);

}  // namespace AppStyle
