// The game's command line. Parsed with QCommandLineParser; main.cpp only acts on the result.
// Issue 6 adds --analysis, makes --position public, and reads a game FILE argument here.
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

struct CommandLine {
    QString screenshot;  // --screenshot FILE: save a picture of the window and exit
    QString position;    // --position OBX: start from this position
    int screenshotDelayMs = 400;
    QStringList files;   // positional arguments (game files, issue 6)

    // Parses the application's arguments; exits with usage text on --help or errors.
    static CommandLine parse(const QCoreApplication& app);
};
