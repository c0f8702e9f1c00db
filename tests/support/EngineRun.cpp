#include "EngineRun.h"

#include <QProcess>

#include "TestEnv.h"

namespace testenv {

EngineRun runEngine(const QStringList& args, const QByteArray& input, int timeoutMs) {
    QProcess p;
    p.start(enginePath(), args);
    EngineRun r;
    if (!p.waitForStarted()) return r;
    p.write(input);
    p.closeWriteChannel();
    r.finished = p.waitForFinished(timeout(timeoutMs)) && p.exitStatus() == QProcess::NormalExit;
    if (!r.finished) p.kill();
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

}  // namespace testenv
