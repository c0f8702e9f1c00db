#include "ui/SystemScheme.h"

#include <QFile>
#include <QGuiApplication>
#include <QPalette>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>

namespace SystemScheme {

namespace {

QColor& notedWindow() {
    static QColor colour;
    return colour;
}

QString& gnomeAnswer() {
    static QString answer;
    return answer;
}

bool saysDark(const QString& themeName) {
    return themeName.contains(QLatin1String("dark"), Qt::CaseInsensitive);
}

}  // namespace

bool prefersDark(const Hints& h) {
    if (h.gnomeColorScheme == QLatin1String("prefer-dark")) return true;
    if (h.gnomeColorScheme == QLatin1String("prefer-light")) return false;
    if (!h.gtkThemeEnv.isEmpty()) return saysDark(h.gtkThemeEnv);
    if (h.gtkPreferDark || saysDark(h.gtkSettingsTheme)) return true;
    // Lightness under half: a dark window, whatever its hue.
    return h.platformWindow.isValid() && h.platformWindow.lightness() < 128;
}

void notePlatformPalette() {
    static bool noted = false;
    if (noted) return;
    noted = true;
    notedWindow() = QGuiApplication::palette().color(QPalette::Window);
}

Hints currentHints() {
    Hints h;
    h.gnomeColorScheme = gnomeAnswer();
    h.gtkThemeEnv = qEnvironmentVariable("GTK_THEME");
    const QString ini = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
                        QStringLiteral("/gtk-3.0/settings.ini");
    if (QFile::exists(ini)) {
        QSettings gtk(ini, QSettings::IniFormat);
        h.gtkSettingsTheme = gtk.value(QStringLiteral("Settings/gtk-theme-name")).toString();
        const QString prefer =
            gtk.value(QStringLiteral("Settings/gtk-application-prefer-dark-theme")).toString();
        h.gtkPreferDark = prefer == QLatin1String("1") || prefer == QLatin1String("true");
    }
    h.platformWindow = notedWindow();
    return h;
}

void queryDesktop(QObject* context, std::function<void()> done) {
    static bool asked = false;
    if (asked) return;
    asked = true;
    const QString program = QStandardPaths::findExecutable(QStringLiteral("gsettings"));
    if (program.isEmpty()) return;
    auto* process = new QProcess(context);
    QObject::connect(process, &QProcess::finished, context, [process, done](int code) {
        process->deleteLater();
        if (code != 0) return;
        QString answer = QString::fromUtf8(process->readAllStandardOutput()).trimmed();
        answer.remove(QLatin1Char('\''));
        const bool before = prefersDark(currentHints());
        gnomeAnswer() = answer;
        if (prefersDark(currentHints()) != before) done();
    });
    // No gsettings schema, no D-Bus: nothing is known, and nothing waits for it.
    QObject::connect(process, &QProcess::errorOccurred, process, &QObject::deleteLater);
    process->start(program, {QStringLiteral("get"), QStringLiteral("org.gnome.desktop.interface"),
                             QStringLiteral("color-scheme")});
}

}  // namespace SystemScheme
