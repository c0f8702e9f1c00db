// Starts the game window. Options are parsed by CommandLine; this file only wires them up.
#include <QApplication>
#include <cstdio>

#include "CommandLine.h"
#include "AnalysisMode.h"
#include "MainWindow.h"
#include "Screenshot.h"

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
    if (!cl.files.isEmpty()) {
        QString error;
        if (!window.openGameFile(cl.files.first(), &error)) {
            std::fprintf(stderr, "error: %s\n", qPrintable(error));
            return 2;
        }
    }
    window.show();
    if (cl.analysis) window.analysisMode()->setActive(true);
    if (!cl.screenshot.isEmpty()) Screenshot::schedule(&window, cl.screenshot, cl.screenshotDelayMs);
    return app.exec();
}
