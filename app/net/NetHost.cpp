#include "net/NetHost.h"

#include <QNetworkInterface>
#include <QNetworkProxy>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <algorithm>

#include "engine/net/JoinCode.h"

using bagh::net::HelloGate;
using bagh::net::Reason;

namespace {

bool anyAddress(const QHostAddress& a) {
    return a == QHostAddress(QHostAddress::Any) || a == QHostAddress(QHostAddress::AnyIPv4) ||
           a == QHostAddress(QHostAddress::AnyIPv6);
}

bagh::net::JoinCode codeFor(const QHostAddress& address, quint16 port, quint64 secret) {
    bagh::net::JoinCode code;
    bool v4 = false;
    const quint32 ipv4 = address.toIPv4Address(&v4);  // IPv4-mapped IPv6 too
    if (v4) {
        for (int i = 0; i < 4; ++i)
            code.address[i] = static_cast<std::uint8_t>(ipv4 >> (24 - 8 * i));
    } else {
        const Q_IPV6ADDR ipv6 = address.toIPv6Address();
        code.ipv6 = true;
        for (int i = 0; i < 16; ++i) code.address[i] = ipv6[i];
    }
    code.port = port;
    code.secret = secret;
    return code;
}

}  // namespace

NetHost::NetHost(QObject* parent)
    : NetSession(bagh::net::NetMatch::host({}, 0, "", ""), parent),
      server_(new QTcpServer(this)),
      beacon_(new LanBeacon(this)) {
    // Players reach the host directly: no proxy (nor the system's proxy lookup) in between.
    server_->setProxy(QNetworkProxy::NoProxy);
    connect(server_, &QTcpServer::newConnection, this, &NetHost::onNewConnection);
    connect(this, &NetSession::stateChanged, this, &NetHost::updateBeacon);
}

NetHost::~NetHost() { stop(); }

bool NetHost::listen(const HostOptions& options, QString* error) {
    stop();
    secret_ = QRandomGenerator::system()->generate64();
    match_ = bagh::net::NetMatch::host(options.terms, secret_, options.name.toStdString(),
                                       programName().toStdString(), timing_);
    if (!server_->listen(options.address, options.port)) {
        if (error) *error = server_->errorString();
        return false;
    }
    announce_ = options.announce;
    lanPort_ = options.lanPort;
    beacon_->setTarget(options.lanTarget);
    startTicking();
    updateBeacon();
    emit stateChanged();
    return true;
}

bool NetHost::isListening() const { return server_->isListening(); }

quint16 NetHost::port() const { return server_->serverPort(); }

QList<QHostAddress> NetHost::addresses() const {
    const QHostAddress listened = server_->serverAddress();
    if (!anyAddress(listened)) return {listened};
    const bool ipv6 = listened != QHostAddress(QHostAddress::AnyIPv4);
    QList<QHostAddress> found, loopback;
    for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces()) {
        const auto flags = iface.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning)) continue;
        for (const QNetworkAddressEntry& entry : iface.addressEntries()) {
            const QHostAddress a = entry.ip();
            const bool isV6 = a.protocol() == QAbstractSocket::IPv6Protocol;
            if (isV6 && (!ipv6 || a.isLinkLocal() || !a.scopeId().isEmpty())) continue;
            (a.isLoopback() ? loopback : found).append(a);
        }
    }
    // IPv4 first: its codes are shorter, and a home network is reached by it.
    std::stable_sort(found.begin(), found.end(), [](const QHostAddress& a, const QHostAddress& b) {
        return a.protocol() == QAbstractSocket::IPv4Protocol &&
               b.protocol() != QAbstractSocket::IPv4Protocol;
    });
    return found + loopback;
}

QString NetHost::joinCode(const QHostAddress& address) const {
    return QString::fromStdString(bagh::net::encodeJoinCode(codeFor(address, port(), secret_)));
}

QString NetHost::joinCode() const {
    const QList<QHostAddress> all = addresses();
    return all.isEmpty() ? QString() : joinCode(all.front());
}

void NetHost::setAnnouncing(bool on) {
    announce_ = on;
    updateBeacon();
}

void NetHost::stop() {
    if (match_.linked()) {
        match_.goodbye(now());
        flush();
    }
    if (socket_) {
        // It closes on its own; nothing it does now concerns a game hosted next.
        socket_->disconnect(this);
        closeGently(socket_);
        socket_ = nullptr;
    }
    server_->close();
    for (Waiting& w : waiting_) {
        w.socket->disconnect(this);
        w.socket->abort();
        w.socket->deleteLater();
    }
    waiting_.clear();
    beacon_->stop();
}

void NetHost::updateBeacon() {
    if (!announce_ || !server_->isListening() || match_.linked()) {
        beacon_->stop();
        return;
    }
    bagh::net::Announcement a;
    a.setup = bagh::net::setupOf(match_.terms());
    a.port = port();
    a.name = match_.localName();
    beacon_->start(a, lanPort_);
}

// --- new connections -------------------------------------------------------------------------

void NetHost::onNewConnection() {
    while (QTcpSocket* socket = server_->nextPendingConnection()) {
        socket->setParent(this);
        if (static_cast<int>(waiting_.size()) >= kMaxWaiting) {
            HelloGate busy(now(), timing_);
            busy.refuse(Reason::Busy, "too many connections are waiting to say hello");
            refuse(socket, Reason::Busy, busy.refusalLine(), QString::fromStdString(busy.text()));
            continue;
        }
        socket->setReadBufferSize(static_cast<qint64>(bagh::net::kMaxLineBytes));
        waiting_.push_back({socket, HelloGate(now(), timing_)});
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { readWaiting(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            forget(socket);  // gone before its hello: nobody to tell
            socket->deleteLater();
        });
        readWaiting(socket);
    }
}

void NetHost::readWaiting(QTcpSocket* socket) {
    auto it = std::find_if(waiting_.begin(), waiting_.end(),
                           [socket](const Waiting& w) { return w.socket == socket; });
    if (it == waiting_.end()) return;
    char buffer[bagh::net::kMaxLineBytes];
    while (it->gate.verdict() == HelloGate::Verdict::Waiting && socket->bytesAvailable() > 0) {
        const qint64 n = socket->read(buffer, sizeof buffer);
        if (n <= 0) break;
        it->gate.receive(std::string_view(buffer, static_cast<std::size_t>(n)), now());
    }
    decide(*it);
}

void NetHost::decide(Waiting& waiting) {
    if (waiting.gate.verdict() == HelloGate::Verdict::Waiting) return;
    if (waiting.gate.verdict() == HelloGate::Verdict::Hello) {
        std::string why;
        const Reason r = match_.judgeHello(waiting.gate.hello(), &why);
        if (r == Reason::None) return takeOver(waiting);
        waiting.gate.refuse(r, why);
    }
    refuse(waiting.socket, waiting.gate.reason(), waiting.gate.refusalLine(),
           QString::fromStdString(waiting.gate.text()));
}

void NetHost::refuse(QTcpSocket* socket, Reason reason, const std::string& line,
                     const QString& text) {
    forget(socket);
    socket->disconnect(this);
    socket->write(line.data(), static_cast<qint64>(line.size()));
    closeGently(socket);
    emit refused(reason, text);
}

void NetHost::takeOver(Waiting& waiting) {
    QTcpSocket* socket = waiting.socket;
    const bagh::net::Message hello = waiting.gate.hello();
    const std::string rest = waiting.gate.takeRest();
    forget(socket);  // `waiting` is gone from here on
    if (match_.linked()) {
        // The same player on a new line: the old one (half-open, most likely) makes way.
        match_.drop(Reason::Replaced, bagh::net::reasonText(Reason::Replaced), now());
        flush();
        match_.disconnected(now());
    }
    socket->disconnect(this);
    attachSocket(socket);
    match_.attach(hello, now());
    if (!rest.empty()) match_.receive(rest, now());
    flush();
    readSocket();  // what came after the hello and is still in the socket
}

void NetHost::forget(QTcpSocket* socket) {
    waiting_.erase(std::remove_if(waiting_.begin(), waiting_.end(),
                                  [socket](const Waiting& w) { return w.socket == socket; }),
                   waiting_.end());
}

void NetHost::onTick() {
    std::vector<QTcpSocket*> overdue;
    for (Waiting& w : waiting_)
        if (w.gate.tick(now()) == HelloGate::Verdict::Refused) overdue.push_back(w.socket);
    for (QTcpSocket* socket : overdue) {
        auto it = std::find_if(waiting_.begin(), waiting_.end(),
                               [socket](const Waiting& w) { return w.socket == socket; });
        if (it != waiting_.end()) decide(*it);
    }
}
