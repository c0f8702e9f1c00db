// Starts the game window. Options are parsed by CommandLine; this file only wires them up.
#include <QApplication>
#include <QTimer>
#include <cstdio>

#include "CommandLine.h"
#include "MainWindow.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("baghchal"));
    QApplication::setApplicationName(QStringLiteral("baghchal"));
    QApplication::setApplicationDisplayName(QStringLiteral("Bagh-Chal"));
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/baghchal.svg")));

    const CommandLine cl = CommandLine::parse(app);
    MainWindow window;
    if (!cl.position.isEmpty()) {
        QString error;
        if (!window.loadPosition(cl.position, &error)) {
            std::fprintf(stderr, "error: %s\n", qPrintable(error));
            return 2;
        }
    }
    // Issue 6: --analysis and game files (cl.files) are handled here.
    window.show();

    if (!cl.screenshot.isEmpty()) {
        // Once the event loop has laid the window out and painted it.
        QTimer::singleShot(cl.screenshotDelayMs, &window, [&window, &cl] {
            const bool ok = window.grab().save(cl.screenshot);
            if (!ok) std::fprintf(stderr, "error: cannot write %s\n", qPrintable(cl.screenshot));
            QApplication::exit(ok ? 0 : 1);
        });
    }
    return app.exec();
}
