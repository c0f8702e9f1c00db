#include "play/HostLog.h"

#include <QTimer>
#include <memory>

#include "net/NetHost.h"

namespace HostLog {

namespace {

// One field of one line: no control characters, no line breaks, blanks collapsed.
QString field(const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    const std::string clean = bagh::net::sanitizeText(
        std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
        bagh::net::kMaxLineBytes);
    return QString::fromStdString(clean);
}

QString word(bagh::net::Reason reason) {
    const char* w = bagh::net::reasonWord(reason);
    return *w ? QString::fromLatin1(w) : QStringLiteral("closed");
}

}  // namespace

QString joinedLine(const QString& name) { return QStringLiteral("joined ") + field(name); }

QString resumedLine(const QString& name) { return QStringLiteral("resumed ") + field(name); }

QString leftLine(const QString& name, bagh::net::Reason reason) {
    return QStringLiteral("left %1 %2").arg(word(reason), field(name));
}

QString refusedLine(const QString& name, bagh::net::Reason reason, const QString& from) {
    const QString who = field(name);
    QString where = field(from);
    where.replace(QLatin1Char(' '), QString());
    return QStringLiteral("refused %1 %2 %3")
        .arg(word(reason), where.isEmpty() ? QStringLiteral("?") : where,
             who.isEmpty() ? QStringLiteral("?") : who);
}

QString askedLine(const QString& name, const QString& from) {
    QString where = field(from);
    where.replace(QLatin1Char(' '), QString());
    const QString who = field(name);
    return QStringLiteral("asked %1 %2")
        .arg(where.isEmpty() ? QStringLiteral("?") : where,
             who.isEmpty() ? QStringLiteral("?") : who);
}

bool RefusalTally::take(bagh::net::Reason reason, const QString& from) {
    Counts& c = byReason_[word(reason)];
    if (!c.printed.contains(from) && c.printed.size() < kLinesPerReason) {
        c.printed.insert(from);
        return true;
    }
    ++c.unprinted;
    c.counted.insert(from);
    return false;
}

QStringList RefusalTally::summary() {
    QStringList lines;
    for (auto it = byReason_.cbegin(); it != byReason_.cend(); ++it)
        if (it->unprinted > 0)
            lines << QStringLiteral("more refused %1 %2 %3")
                         .arg(it.key())
                         .arg(it->unprinted)
                         .arg(it->counted.size());
    byReason_.clear();
    return lines;
}

void write(std::FILE* out, const QString& line) {
    std::fprintf(out, "%s\n", line.toUtf8().constData());
    std::fflush(out);
}

void follow(NetSession* session, std::FILE* out) {
    QObject::connect(session, &NetSession::connected, session,
                     [session, out] { write(out, joinedLine(session->opponentName())); });
    QObject::connect(session, &NetSession::resumed, session,
                     [session, out](int) { write(out, resumedLine(session->opponentName())); });
    QObject::connect(session, &NetSession::connectionLost, session,
                     [session, out](bagh::net::Reason reason, const QString&) {
                         write(out, leftLine(session->opponentName(), reason));
                     });
    auto* host = qobject_cast<NetHost*>(session);
    if (!host) return;
    QObject::connect(
        host, &NetHost::joinAsked, host,
        [out](const QString& name, const QString& from) { write(out, askedLine(name, from)); });
    // Counted, not printed, once they come fast; the counts every interval.
    auto tally = std::make_shared<RefusalTally>();
    auto* interval = new QTimer(host);
    QObject::connect(interval, &QTimer::timeout, host, [tally, out] {
        for (const QString& line : tally->summary()) write(out, line);
    });
    interval->start(RefusalTally::kIntervalMs);
    QObject::connect(host, &NetHost::connectionRefused, host,
                     [out, tally](const QString& name, const QString& from,
                                  bagh::net::Reason reason, const QString&) {
                         if (tally->take(reason, from)) write(out, refusedLine(name, reason, from));
                     });
}

}  // namespace HostLog
