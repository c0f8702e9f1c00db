// The window's look around the board, in three colour schemes: dark (a walnut table, cream text,
// amber accents), light (parchment, dark brown text, the same amber and brown buttons) and high
// contrast (white and yellow on black, text at 7:1 or more, lines and marks at 3:1; the board
// black with white lines). One style sheet so the panel, the banner and the dialogs agree, and
// a palette for what the sheet does not reach. The player picks System, Light, Dark or High
// Contrast (View ▸ Colour Scheme, kept in QSettings; applied by window/ColourSchemeMenu); System
// asks the desktop (SystemScheme.h). A change applies at once.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QSettings;
class QWidget;

namespace AppStyle {

enum class Scheme { System, Light, Dark, HighContrast };
// What a scheme comes out as on this desktop.
enum class Look { Light, Dark, Contrast };

// A colour of a look by its name in the style sheet ("text", "window", "accent", …; the
// names are listed in AppStyle.cpp). Some carry alpha: they are drawn over the window. An
// unknown name gives an invalid colour. `dark`: Look::Dark, else Look::Light.
QColor colour(Look look, const QString& name);
QColor colour(bool dark, const QString& name);
// The same in the look now applied.
QColor colour(const QString& name);

// `tint` made readable as text on a table's rows (its background and the alternate rows')
// in a scheme: darkened (light) or lightened (dark) in small steps, its hue kept, until it
// stands at 4.5:1 (WCAG 2) against each; the scheme's text colour should none reach it.
// (High contrast: at 7:1.)
QColor readableOnTable(const QColor& tint, Look look);
QColor readableOnTable(const QColor& tint, bool dark);
// The same in the scheme now applied.
QColor readableOnTable(const QColor& tint);

// The style sheet and the palette of one look.
QString styleSheet(Look look);
QString styleSheet(bool dark);
QPalette palette(Look look);
QPalette palette(bool dark);

// The player's choice, as kept in `settings` (System when none is kept).
Scheme savedScheme(QSettings& settings);
void saveScheme(QSettings& settings, Scheme scheme);
// What `scheme` comes out as on this desktop, and whether that is dark (high contrast is).
Look resolve(Scheme scheme);
bool resolvesDark(Scheme scheme);
// True while a dark look (dark or high contrast) is applied; the look applied.
bool isDark();
Look look();

// Gives the application the palette of `look` and `window` its style sheet; the first call
// also notes the desktop's own palette (SystemScheme) before it is replaced. The boards are told
// by ColourSchemeMenu::apply, which calls this (the board is drawn, not styled).
void setLook(QWidget* window, Look look);

}  // namespace AppStyle
