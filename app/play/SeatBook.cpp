#include "play/SeatBook.h"

#include <QSettings>
#include <QStringList>

namespace SeatBook {
namespace {

const QString kKey = QStringLiteral("network/seats");

// Entries "<place>=<token>", newest first.
QStringList entries() { return QSettings().value(kKey).toStringList(); }

QStringList without(const QString& where) {
    QStringList out;
    for (const QString& e : entries())
        if (!e.startsWith(where + QLatin1Char('='))) out << e;
    return out;
}

}  // namespace

QString place(const QHostAddress& host, quint16 port) {
    bool v4 = false;
    const quint32 ipv4 = host.toIPv4Address(&v4);
    return QStringLiteral("%1 %2")
        .arg(v4 ? QHostAddress(ipv4).toString() : host.toString())
        .arg(port);
}

QString place(const QString& hostAccount, const std::string& gameId) {
    return QStringLiteral("xmpp:%1 %2")
        .arg(hostAccount.section(QLatin1Char('/'), 0, 0), QString::fromStdString(gameId));
}

std::optional<bagh::net::Key128> find(const QString& where) {
    const QString prefix = where + QLatin1Char('=');
    for (const QString& e : entries())
        if (e.startsWith(prefix)) return bagh::net::parseKey(e.mid(prefix.size()).toStdString());
    return std::nullopt;
}

QStringList xmppHosts() {
    const QString tag = QStringLiteral("xmpp:");
    QStringList hosts;
    for (const QString& e : entries()) {
        if (!e.startsWith(tag)) continue;
        const QString host = e.mid(tag.size()).section(QLatin1Char(' '), 0, 0);
        if (!host.isEmpty() && !hosts.contains(host)) hosts << host;
    }
    return hosts;
}

void keep(const QString& where, const bagh::net::Key128& token) {
    QStringList list = without(where);
    list.prepend(where + QLatin1Char('=') + QString::fromStdString(bagh::net::keyWord(token)));
    while (list.size() > kMaxSeats) list.removeLast();
    QSettings().setValue(kKey, list);
}

void forget(const QString& where) { QSettings().setValue(kKey, without(where)); }

}  // namespace SeatBook
