#include "TestEnv.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>
#include <cmath>

#include "engine/db/EndgameDb.h"

namespace testenv {

namespace {

// The running test's directory; tests without a QCoreApplication (QTEST_APPLESS_MAIN) ask Linux.
QString ownDir() {
    if (QCoreApplication::instance()) return QCoreApplication::applicationDirPath();
    return QFileInfo(QFileInfo(QStringLiteral("/proc/self/exe")).canonicalFilePath())
        .absolutePath();
}

}  // namespace

QString enginePath() {
    const QString fromEnv = qEnvironmentVariable("BAGHCHAL_ENGINE");
    return fromEnv.isEmpty() ? ownDir() + "/baghchal-engine" : fromEnv;
}

std::string databasePath() {
    const QString beside = QFileInfo(enginePath()).absolutePath() + "/baghchal-endgame.db";
    if (QFileInfo::exists(beside)) return beside.toStdString();
    return bagh::findEndgameDb("");
}

double timeoutScale() {
    bool ok = false;
    const double scale = qEnvironmentVariable("BAGHCHAL_TEST_TIMEOUT_SCALE").toDouble(&ok);
    return ok && scale > 0 ? scale : 1.0;
}

int timeout(int ms) {
    return static_cast<int>(std::min(std::lround(ms * timeoutScale()), 24L * 3600 * 1000));
}

std::string sourcePath(const std::string& relative) {
    return std::string(BAGHCHAL_SOURCE_DIR) + "/" + relative;
}

}  // namespace testenv
