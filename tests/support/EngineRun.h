// Running the command-line engine from a test: its exit code, output and whether it ended.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace testenv {

struct EngineRun {
    int exitCode = -1;
    QString out, err;
    bool finished = false;  // ended normally within the time
};

// Runs the engine (enginePath()) on `args` with `input` on stdin; gives up and kills it after
// `timeoutMs` (scaled by timeout()).
EngineRun runEngine(const QStringList& args, const QByteArray& input = {}, int timeoutMs = 20000);

}  // namespace testenv
