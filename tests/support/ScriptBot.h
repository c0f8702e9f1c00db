// Fake programs for the match runner's tests: shell scripts that speak as much of the line
// protocol as a test needs, or misbehave on purpose.
#pragma once

#include <QRegularExpression>
#include <QString>

namespace testenv {

// Writes the executable shell script `dir`/`name` running `body` (the lines after #!/bin/sh)
// and returns its path.
QString writeScript(const QString& dir, const QString& name, const QString& body);

// A script body that answers `isready` with `readyok` and every `go` with the shell command
// `onGo`, and ignores every other line.
QString protocolLoop(const QString& onGo);

// The match runner's line for a finished game, either game; it captures the index, the goats
// and tigers players, the result, the reason and the plies.
QRegularExpression gameLinePattern();

// For a matched game line: true when `player` won it, with whichever side it had.
bool playerWon(const QRegularExpressionMatch& gameLine, const QString& player);

}  // namespace testenv
