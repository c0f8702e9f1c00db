#include "window/HostLog.h"

#include "net/NetSession.h"

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
    return QStringLiteral("left %1 %2").arg(field(name), word(reason));
}

QString refusedLine(const QString& name, bagh::net::Reason reason, const QString& text) {
    const QString who = field(name);
    return QStringLiteral("refused %1 %2 %3")
        .arg(who.isEmpty() ? QStringLiteral("?") : who, word(reason), field(text))
        .trimmed();
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
    // A host's refusal names no one yet (version 1's refused() carries no name).
    QObject::connect(session, &NetSession::refused, session,
                     [out](bagh::net::Reason reason, const QString& text) {
                         write(out, refusedLine(QString(), reason, text));
                     });
}

}  // namespace HostLog
