#include "window/CommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

CommandLine CommandLine::parse(const QCoreApplication& app) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("CommandLine", "Bagh-Chal, the game of tigers and goats."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine",
                                    "Save a picture of the window to FILE, then exit."),
        QStringLiteral("FILE"));
    const QCommandLineOption delay(
        QStringLiteral("screenshot-delay"),
        QCoreApplication::translate("CommandLine", "Wait MS milliseconds before the screenshot."),
        QStringLiteral("MS"), QStringLiteral("400"));
    const QCommandLineOption position(
        QStringLiteral("position"),
        QCoreApplication::translate("CommandLine", "Start from the OBX position record OBX."),
        QStringLiteral("OBX"));
    const QCommandLineOption analysis(
        QStringLiteral("analysis"),
        QCoreApplication::translate("CommandLine",
                                    "Start in analysis mode: the value of every legal move."));
    const QCommandLineOption solveDialog(
        QStringLiteral("solve-dialog"),
        QCoreApplication::translate(
            "CommandLine", "Open the Solve the Whole Game dialog (the screenshot shows it)."));
    const QCommandLineOption solveLambs(
        QStringLiteral("solve-lambs"),
        QCoreApplication::translate("CommandLine",
                                    "Open the same dialog on Lambs and Tigers, the tigers winning "
                                    "at RULE captures: 5, 6 or all."),
        QStringLiteral("RULE"));
    const QCommandLineOption newGame(
        QStringLiteral("new-game"),
        QCoreApplication::translate("CommandLine",
                                    "Start a new game instead of the one left off last time."));
    parser.addOption(newGame);
    parser.addOption(screenshot);
    parser.addOption(solveDialog);
    parser.addOption(solveLambs);
    parser.addOption(analysis);
    parser.addOption(delay);
    parser.addOption(position);
    parser.addPositionalArgument(
        QStringLiteral("file"), QCoreApplication::translate("CommandLine", "A saved game to open."),
        QStringLiteral("[file]"));
    parser.process(app);

    CommandLine cl;
    cl.screenshot = parser.value(screenshot);
    cl.screenshotDelayMs = parser.value(delay).toInt();
    cl.position = parser.value(position);
    cl.analysis = parser.isSet(analysis);
    cl.newGame = parser.isSet(newGame);
    cl.solveDialog = parser.isSet(solveDialog);
    if (parser.isSet(solveLambs)) {
        const QString rule = parser.value(solveLambs);
        cl.solveLambs = rule == QStringLiteral("all") ? 0  // lambs::kAllGoats
                        : rule == QStringLiteral("5") ? 5
                        : rule == QStringLiteral("6") ? 6
                                                      : -1;
        if (cl.solveLambs < 0) {
            const QString why = QCoreApplication::translate(
                                    "CommandLine", "--solve-lambs: expected 5, 6 or all, got '%1'")
                                    .arg(rule);
            std::fprintf(stderr, "error: %s\n", qPrintable(why));
            std::exit(2);
        }
    }
    cl.files = parser.positionalArguments();
    return cl;
}
