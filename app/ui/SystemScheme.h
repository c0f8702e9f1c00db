// Whether the desktop asks for a dark colour scheme, as far as Qt 6.4 lets an application tell.
// Qt 6.5 added QStyleHints::colorScheme(); 6.4 has nothing of the kind, so this gathers what a
// 6.4 program can see and no more:
//   - GNOME 42 and later: `gsettings get org.gnome.desktop.interface color-scheme`
//     ("prefer-dark" / "prefer-light"; "default" says nothing). Asked once, in the background.
//   - GTK_THEME in the environment ("Adwaita:dark") and ~/.config/gtk-3.0/settings.ini
//     (gtk-application-prefer-dark-theme, or a theme whose name says dark).
//   - the palette the platform theme gave before the app set its own: a dark window colour
//     (KDE Plasma and qt6ct deliver the desktop's colours; 6.4's GNOME and generic themes give
//     a light palette whatever the desktop says, so a light palette alone proves little).
// A change of the desktop's scheme while the game runs is seen only for GNOME's setting as of
// the one query, otherwise at the next start.
#pragma once

#include <QColor>
#include <QString>
#include <functional>

class QObject;

namespace SystemScheme {

struct Hints {
    QString gnomeColorScheme;  // gsettings' answer without quotes, empty if unknown
    QString gtkThemeEnv;       // $GTK_THEME
    QString gtkSettingsTheme;  // gtk-theme-name in settings.ini
    bool gtkPreferDark = false;
    QColor platformWindow;  // the platform palette's window colour, invalid if not noted
};

// The first signal that says anything, in the order above; light when none does.
bool prefersDark(const Hints& hints);

// Notes the platform's palette; only the first call counts (call it before the application
// palette is replaced).
void notePlatformPalette();
// What can be read now without waiting: the environment, settings.ini, the noted palette, and
// GNOME's answer once it came.
Hints currentHints();

// Asks GNOME's setting in the background (once per run); calls `done` on `context`'s thread
// when the answer changed what currentHints() says. Never blocks.
void queryDesktop(QObject* context, std::function<void()> done);

}  // namespace SystemScheme
