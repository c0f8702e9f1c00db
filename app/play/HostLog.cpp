#include "play/HostLog.h"

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
    if (auto* host = qobject_cast<NetHost*>(session))
        QObject::connect(host, &NetHost::connectionRefused, host,
                         [out](const QString& name, const QString& from, bagh::net::Reason reason,
                               const QString&) { write(out, refusedLine(name, reason, from)); });
}

}  // namespace HostLog
