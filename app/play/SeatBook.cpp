#include "play/SeatBook.h"

#include <QSettings>
#include <QStringList>

namespace SeatBook {
namespace {

const QString kKey = QStringLiteral("network/seats");

// "192.0.2.7 45451": an IPv4-mapped address as IPv4, so both spellings find the same seat.
QString place(const QHostAddress& host, quint16 port) {
    bool v4 = false;
    const quint32 ipv4 = host.toIPv4Address(&v4);
    return QStringLiteral("%1 %2")
        .arg(v4 ? QHostAddress(ipv4).toString() : host.toString())
        .arg(port);
}

// Entries "<place>=<token>", newest first.
QStringList entries() { return QSettings().value(kKey).toStringList(); }

QStringList without(const QString& where) {
    QStringList out;
    for (const QString& e : entries())
        if (!e.startsWith(where + QLatin1Char('='))) out << e;
    return out;
}

}  // namespace

std::optional<bagh::net::Key128> find(const QHostAddress& host, quint16 port) {
    const QString prefix = place(host, port) + QLatin1Char('=');
    for (const QString& e : entries())
        if (e.startsWith(prefix)) return bagh::net::parseKey(e.mid(prefix.size()).toStdString());
    return std::nullopt;
}

void keep(const QHostAddress& host, quint16 port, const bagh::net::Key128& token) {
    const QString where = place(host, port);
    QStringList list = without(where);
    list.prepend(where + QLatin1Char('=') + QString::fromStdString(bagh::net::keyWord(token)));
    while (list.size() > kMaxSeats) list.removeLast();
    QSettings().setValue(kKey, list);
}

void forget(const QHostAddress& host, quint16 port) {
    QSettings().setValue(kKey, without(place(host, port)));
}

}  // namespace SeatBook
