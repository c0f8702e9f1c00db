#include "net/LanBeacon.h"

#include <QHash>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QNetworkProxy>
#include <QUdpSocket>
#include <algorithm>

LanBeacon::LanBeacon(QObject* parent) : QObject(parent), socket_(new QUdpSocket(this)) {
    socket_->setProxy(QNetworkProxy::NoProxy);  // the local network only
    connect(&timer_, &QTimer::timeout, this, &LanBeacon::send);
}

void LanBeacon::start(const bagh::net::Announcement& announcement, quint16 port, int intervalMs) {
    datagram_ = QByteArray::fromStdString(bagh::net::writeAnnouncement(announcement));
    port_ = port;
    timer_.start(intervalMs);
    send();
}

void LanBeacon::stop() { timer_.stop(); }

void LanBeacon::send() {
    if (!target_.isNull()) {
        socket_->writeDatagram(datagram_, target_, port_);
        return;
    }
    // 255.255.255.255 leaves by one interface only; each interface's own broadcast address
    // reaches its network.
    socket_->writeDatagram(datagram_, QHostAddress::Broadcast, port_);
    for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces()) {
        const auto flags = iface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::CanBroadcast) ||
            (flags & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : iface.addressEntries())
            if (!entry.broadcast().isNull())
                socket_->writeDatagram(datagram_, entry.broadcast(), port_);
    }
}

LanListener::LanListener(QObject* parent) : QObject(parent), socket_(new QUdpSocket(this)) {
    socket_->setProxy(QNetworkProxy::NoProxy);
    clock_.start();
    connect(socket_, &QUdpSocket::readyRead, this, &LanListener::readDatagrams);
    connect(&sweep_, &QTimer::timeout, this, &LanListener::expire);
}

bool LanListener::start(quint16 port, QString* error) {
    stop();
    if (!socket_->bind(QHostAddress::AnyIPv4, port,
                       QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        if (error) *error = socket_->errorString();
        return false;
    }
    sweep_.start(std::clamp(expiryMs_ / 2, 10, 1000));
    return true;
}

void LanListener::stop() {
    socket_->close();
    sweep_.stop();
    if (!games_.isEmpty()) {
        games_.clear();
        emit gamesChanged();
    }
}

void LanListener::setExpiry(int ms) {
    expiryMs_ = ms;
    if (sweep_.isActive()) sweep_.start(std::clamp(expiryMs_ / 2, 10, 1000));
}

QByteArray LanListener::senderOf(const QHostAddress& address) {
    bool v4 = false;
    const quint32 ipv4 = address.toIPv4Address(&v4);  // also an IPv4-mapped IPv6 address
    if (v4) {
        QByteArray key(4, '\0');
        for (int i = 0; i < 4; ++i) key[i] = static_cast<char>(ipv4 >> (24 - 8 * i));
        return key;
    }
    const Q_IPV6ADDR ipv6 = address.toIPv6Address();
    return QByteArray(reinterpret_cast<const char*>(ipv6.c), 8);
}

void LanListener::readDatagrams() {
    bool changed = false;
    while (socket_->hasPendingDatagrams()) {
        // One byte over the limit is enough to know a datagram is too long.
        const QNetworkDatagram d =
            socket_->receiveDatagram(static_cast<qint64>(bagh::net::kMaxDatagramBytes) + 1);
        const QByteArray data = d.data();
        const bagh::net::AnnouncementReading r =
            bagh::net::readAnnouncement(std::string_view(data.constData(), data.size()));
        if (!r.ok || d.senderAddress().isNull()) continue;
        bool v4 = false;
        const quint32 ipv4 = d.senderAddress().toIPv4Address(&v4);
        LanGame game;
        game.name = QString::fromStdString(r.announcement.name);
        game.setup = r.announcement.setup;
        game.address = v4 ? QHostAddress(ipv4) : d.senderAddress();  // one spelling per host
        game.port = r.announcement.port;
        game.firstHeardMs = game.lastHeardMs = clock_.elapsed();
        // The same game is the same address, port, name and setup: a datagram that names a
        // known host's address with another name or port (forged, most likely: anyone on the
        // network can send one) is a game of its own, listed beside it, never a rename.
        auto same = std::find_if(games_.begin(), games_.end(), [&](const LanGame& g) {
            return g.address == game.address && g.port == game.port && g.name == game.name &&
                   g.setup == game.setup;
        });
        if (same != games_.end()) {
            same->lastHeardMs = game.lastHeardMs;  // its place in the list stays
        } else {
            add(game, senderOf(game.address));
            changed = true;
        }
    }
    if (changed) emit gamesChanged();
}

void LanListener::add(const LanGame& game, const QByteArray& sender) {
    // The least recently heard game among those `pick` accepts, or -1; of games heard in the
    // same millisecond, the one first heard longest ago (the list runs newest first).
    auto stalest = [this](const auto& pick) {
        qsizetype found = -1;
        for (qsizetype i = 0; i < games_.size(); ++i)
            if (pick(games_[i]) &&
                (found < 0 || games_[i].lastHeardMs <= games_[found].lastHeardMs))
                found = i;
        return found;
    };
    QHash<QByteArray, int> perSender;
    for (const LanGame& g : games_) ++perSender[senderOf(g.address)];
    qsizetype gone = -1;
    if (perSender.value(sender) >= kMaxGamesPerSender) {
        // The sender's game listed longest (the last of its own in the list, which runs newest
        // first) stays: games forged in its name cannot push it out.
        const LanGame* established = nullptr;
        for (const LanGame& g : games_)
            if (senderOf(g.address) == sender) established = &g;
        gone = stalest(
            [&](const LanGame& g) { return senderOf(g.address) == sender && &g != established; });
        if (gone < 0) return;
    } else if (games_.size() >= kMaxGames) {
        int most = 0;
        for (const int n : std::as_const(perSender)) most = std::max(most, n);
        gone =
            stalest([&](const LanGame& g) { return perSender.value(senderOf(g.address)) == most; });
    }
    if (gone >= 0) games_.removeAt(gone);
    games_.prepend(game);
}

void LanListener::expire() {
    const qint64 now = clock_.elapsed();
    const auto before = games_.size();
    games_.erase(std::remove_if(games_.begin(), games_.end(),
                                [&](const LanGame& g) { return now - g.lastHeardMs > expiryMs_; }),
                 games_.end());
    if (games_.size() != before) emit gamesChanged();
}
