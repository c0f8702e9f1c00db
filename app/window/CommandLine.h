// The game's command line. Parsed with QCommandLineParser; main.cpp only acts on the result.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

struct CommandLine {
    QString screenshot;  // --screenshot FILE: save a picture of the window and exit
    QString position;    // --position OBX: start from this position
    int screenshotDelayMs = 400;
    bool analysis = false;  // --analysis: start in analysis mode
    // --solve-dialog: open Tools ▸ Solve the Whole Game… (the screenshot shows it)
    bool solveDialog = false;
    QStringList files;  // positional arguments: a saved game to open (GameFile.h)

    // Parses the application's arguments; exits with usage text on --help or errors.
    static CommandLine parse(const QCoreApplication& app);
};
