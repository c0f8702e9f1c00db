#include "window/CommandLine.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <cstdio>
#include <cstdlib>

#include "session/RulesData.h"

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
    const QCommandLineOption game(
        QStringLiteral("game"),
        QCoreApplication::translate("CommandLine",
                                    "Start a new game of GAME: baghchal or lambs (Lambs and "
                                    "Tigers), with lambs its captures (lambs/5, lambs/all) and "
                                    "either with no-recurrence (baghchal/no-recurrence)."),
        QStringLiteral("GAME"));
    const QCommandLineOption captures(
        QStringLiteral("captures"),
        QCoreApplication::translate("CommandLine",
                                    "With --game lambs: the tigers win at RULE captures: 5, 6 "
                                    "or all (the default)."),
        QStringLiteral("RULE"));
    const QCommandLineOption newGame(
        QStringLiteral("new-game"),
        QCoreApplication::translate("CommandLine",
                                    "Start a new game instead of the one left off last time."));
    const QCommandLineOption host(
        QStringLiteral("host"),
        QCoreApplication::translate("CommandLine",
                                    "Host a network game (of --game); print its join code."));
    const QCommandLineOption port(
        QStringLiteral("port"),
        QCoreApplication::translate("CommandLine", "With --host: listen on PORT (0: any free)."),
        QStringLiteral("PORT"), QStringLiteral("0"));
    const QCommandLineOption join(
        QStringLiteral("join"),
        QCoreApplication::translate("CommandLine", "Join the network game of the code CODE."),
        QStringLiteral("CODE"));
    const QCommandLineOption clock(
        QStringLiteral("clock"),
        QCoreApplication::translate("CommandLine",
                                    "With --host: clocks of MINUTES+SECONDS added a move "
                                    "(e.g. 10+5)."),
        QStringLiteral("MINUTES+SECONDS"));
    // Not "--name": Qt's X11 platform takes -name for itself before the parser sees it.
    const QCommandLineOption name(
        QStringLiteral("player"),
        QCoreApplication::translate("CommandLine", "Your name in a network game."),
        QStringLiteral("NAME"));
    parser.addOption(host);
    parser.addOption(port);
    parser.addOption(clock);
    parser.addOption(join);
    parser.addOption(name);
    parser.addOption(newGame);
    parser.addOption(game);
    parser.addOption(captures);
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
    auto fail = [](const QString& why) {
        std::fprintf(stderr, "error: %s\n", qPrintable(why));
        std::exit(2);
    };
    // A captures word (5, 6, all …) read as Lambs' rule through the rules' one parser.
    auto lambsRule = [](const QString& word) {
        return rulesdata::fromName(QStringLiteral("lambs/") + word);
    };
    if (parser.isSet(solveLambs)) {
        const QString rule = parser.value(solveLambs);
        const auto rules = lambsRule(rule);
        if (!rules || rules->rule != bagh::RepetitionRule::ThirdOccurrenceDraws)
            fail(QCoreApplication::translate("CommandLine",
                                             "--solve-lambs: expected 5, 6 or all, got '%1'")
                     .arg(rule));
        cl.solveLambs = rules->capturesToWin();
    }
    if (parser.isSet(game)) {
        QString text = parser.value(game), why;
        if (parser.isSet(captures)) text += QLatin1Char('/') + parser.value(captures);
        cl.rules = rulesdata::fromName(text, &why);
        if (!cl.rules) fail(QCoreApplication::translate("CommandLine", "--game: %1").arg(why));
    }
    cl.host = parser.isSet(host);
    cl.join = parser.value(join);
    cl.name = parser.value(name);
    bool portOk = false;
    cl.port = parser.value(port).toInt(&portOk);
    if (!portOk || cl.port < 0 || cl.port > 65535)
        fail(QCoreApplication::translate("CommandLine", "--port: expected 0 to 65535, got '%1'")
                 .arg(parser.value(port)));
    if (parser.isSet(clock)) {
        const QStringList parts = parser.value(clock).split(QLatin1Char('+'));
        bool minutesOk = false, secondsOk = false;
        const qint64 minutes = parts.value(0).toLongLong(&minutesOk);
        const qint64 seconds = parts.size() == 2 ? parts.value(1).toLongLong(&secondsOk) : -1;
        const bagh::games::TimeControl t{minutes * 60000, seconds * 1000};
        if (!minutesOk || !secondsOk || !t.valid())
            fail(QCoreApplication::translate(
                     "CommandLine",
                     "--clock: expected MINUTES+SECONDS (1 to 600 minutes, at most 600 seconds "
                     "a move), got '%1'")
                     .arg(parser.value(clock)));
        cl.clock = t;
    }
    if (cl.host && !cl.join.isEmpty())
        fail(QCoreApplication::translate("CommandLine", "--host and --join: one or the other"));
    cl.files = parser.positionalArguments();
    return cl;
}
