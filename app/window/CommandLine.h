// The game's command line. Parsed with QCommandLineParser; main.cpp only acts on the result.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "engine/games/GameClock.h"
#include "engine/games/GameRules.h"

class QCoreApplication;

struct CommandLine {
    QString screenshot;  // --screenshot FILE: save a picture of the window and exit
    QString position;    // --position OBX: start from this position
    int screenshotDelayMs = 400;
    bool analysis = false;  // --analysis: start in analysis mode
    bool newGame = false;   // --new-game: not the game left off last time
    // --solve-dialog: open Tools ▸ Solve the Whole Game… (the screenshot shows it)
    bool solveDialog = false;
    // --solve-lambs RULE: the same dialog on Lambs and Tigers under RULE, the captures to win
    // (games::kLambsEveryGoat for "all"); -1 when not given
    int solveLambs = -1;
    // --game NAME: start a new game under these rules (the last setup's players and level), the
    // rules' name as games::parseGameRules reads it ("baghchal", "lambs/5/no-recurrence");
    // --captures 5|6|all adds Lambs' captures to a bare "lambs". Nothing when not given.
    std::optional<bagh::games::GameRules> rules;
    // --host: host a network game of the chosen game (--game, --captures), its join code printed
    // on standard output; --port N: the port to listen on (0: any free one). --join CODE: join
    // the host of CODE. --player NAME: the player's name over the network.
    bool host = false;
    int port = 0;
    QString join;
    QString name;
    std::optional<bagh::games::TimeControl> clock;  // --clock M+S: the host's clocks
    QStringList files;  // positional arguments: a saved game to open (GameFile.h)

    // Parses the application's arguments; exits with usage text on --help or errors (an
    // unknown rule for --solve-lambs or --captures, an unknown --game among them).
    static CommandLine parse(const QCoreApplication& app);
};
