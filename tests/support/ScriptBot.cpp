#include "ScriptBot.h"

#include <QFile>

namespace testenv {

QString writeScript(const QString& dir, const QString& name, const QString& body) {
    const QString path = dir + QLatin1Char('/') + name;
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    f.write(("#!/bin/sh\n" + body + "\n").toUtf8());
    f.close();
    f.setPermissions(f.permissions() | QFile::ExeOwner);
    return path;
}

QString protocolLoop(const QString& onGo) {
    return QStringLiteral(
               "while read l; do case \"$l\" in isready) echo readyok;; go*) %1;; esac; done")
        .arg(onGo);
}

QRegularExpression gameLinePattern() {
    return QRegularExpression(QStringLiteral(
        R"(^game (\d+) goats (\S+) tigers (\S+) result (goats|tigers|draw) reason (\S+) plies (\d+)$)"));
}

bool playerWon(const QRegularExpressionMatch& gameLine, const QString& player) {
    const bool goats = gameLine.captured(2) == player;
    return gameLine.captured(4) == (goats ? QStringLiteral("goats") : QStringLiteral("tigers"));
}

}  // namespace testenv
