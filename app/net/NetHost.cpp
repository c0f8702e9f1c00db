#include "net/NetHost.h"

#include <QNetworkInterface>
#include <QNetworkProxy>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>
#include <QTcpServer>
#include <algorithm>

#include "engine/net/JoinCode.h"
#include "net/TlsLineChannel.h"
#include "net/TlsPsk.h"

using bagh::net::Admission;
using bagh::net::HelloGate;
using bagh::net::Keying;
using bagh::net::Reason;
using Stage = bagh::net::PendingLimits::Stage;

namespace {

// A server whose connections are QSslSockets, plain until the opening is read.
class TlsServer : public QTcpServer {
public:
    using QTcpServer::QTcpServer;

protected:
    void incomingConnection(qintptr descriptor) override {
        auto* socket = new QSslSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        addPendingConnection(socket);
    }
};

std::array<std::uint8_t, 16> addressBytes(const QHostAddress& address, bool* ipv6) {
    std::array<std::uint8_t, 16> out{};
    bool v4 = false;
    const quint32 ipv4 = address.toIPv4Address(&v4);
    *ipv6 = !v4;
    if (v4) {
        for (int i = 0; i < 4; ++i) out[i] = static_cast<std::uint8_t>(ipv4 >> (24 - 8 * i));
    } else {
        const Q_IPV6ADDR a = address.toIPv6Address();
        for (int i = 0; i < 16; ++i) out[i] = a[i];
    }
    return out;
}

std::string limitKeyOf(const QHostAddress& address) {
    bool ipv6 = false;
    const auto bytes = addressBytes(address, &ipv6);
    return bagh::net::limitKey(ipv6, bytes);
}

QString addressText(const QSslSocket* socket) {
    const QHostAddress a = socket->peerAddress();
    bool v4 = false;
    const quint32 ipv4 = a.toIPv4Address(&v4);
    return v4 ? QHostAddress(ipv4).toString() : a.toString();
}

bool anyAddress(const QHostAddress& a) {
    return a == QHostAddress(QHostAddress::Any) || a == QHostAddress(QHostAddress::AnyIPv4) ||
           a == QHostAddress(QHostAddress::AnyIPv6);
}

bagh::net::JoinCode codeFor(const QHostAddress& address, quint16 port,
                            const bagh::net::Key128& secret) {
    bagh::net::JoinCode code;
    code.address = addressBytes(address, &code.ipv6);  // IPv4-mapped IPv6 as IPv4
    code.port = port;
    code.secret = secret;
    return code;
}

}  // namespace

NetHost::NetHost(QObject* parent)
    : NetSession(bagh::net::NetMatch::host({}, "", ""), parent),
      server_(new TlsServer(this)),
      beacon_(new LanBeacon(this)) {
    // Players reach the host directly: no proxy (nor the system's proxy lookup) in between.
    server_->setProxy(QNetworkProxy::NoProxy);
    connect(server_, &QTcpServer::newConnection, this, &NetHost::onNewConnection);
    connect(this, &NetSession::stateChanged, this, &NetHost::updateBeacon);
}

NetHost::~NetHost() { stop(); }

bool NetHost::listen(const HostOptions& options, QString* error) {
    stop();
    if (!tlspsk::available(error)) return false;
    secret_ = tlspsk::randomKey();
    match_ = bagh::net::NetMatch::host(options.terms, options.name.toStdString(),
                                       programName().toStdString(), timing_);
    // Room in the kernel for a burst of newcomers, so that a player's connection is not held
    // back behind strangers' before this host takes them in (a full queue drops it for 1 s).
    server_->setListenBacklogSize(kListenBacklog);
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

void NetHost::freeSeat() {
    match_.freeSeat();
    updateBeacon();
    emit stateChanged();
}

void NetHost::stop() {
    closeLink();
    server_->close();
    const bool wasAsked = asked_ != nullptr;
    asked_ = nullptr;
    for (Waiting& w : waiting_) {
        w.socket->disconnect(this);
        w.socket->abort();
        w.socket->deleteLater();
        limits_.leave(w.id);
    }
    waiting_.clear();
    beacon_->stop();
    if (wasAsked) emit joinAskEnded();
}

bool NetHost::announcingNow() const {
    return announce_ && server_->isListening() && !match_.linked() && !match_.seated();
}

void NetHost::updateBeacon() {
    if (!announcingNow()) {
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

NetHost::Waiting* NetHost::find(QSslSocket* socket) {
    auto it = std::find_if(waiting_.begin(), waiting_.end(),
                           [socket](const Waiting& w) { return w.socket == socket; });
    return it == waiting_.end() ? nullptr : &*it;
}

void NetHost::onNewConnection() {
    while (QTcpSocket* plain = server_->nextPendingConnection()) {
        auto* socket = qobject_cast<QSslSocket*>(plain);
        if (!socket) {  // not ours: cannot happen with TlsServer
            plain->abort();
            plain->deleteLater();
            continue;
        }
        socket->setParent(this);
        const std::uint64_t id = nextId_++;
        const bagh::net::PendingLimits::Decision d =
            limits_.arrive(id, limitKeyOf(socket->peerAddress()), now());
        if (d.evicted) {
            // It stalled longest of all that wait: it makes way for the newcomer.
            for (Waiting& w : waiting_)
                if (w.id == *d.evicted) {
                    w.gate.refuse(Reason::Busy, "the host's waiting places are full");
                    closeRefused(w);
                    break;
                }
        }
        waiting_.push_back({socket, HelloGate(now(), timing_), id, Keying::Open, false});
        Waiting& w = waiting_.back();
        if (!d.admitted) {
            w.gate.refuse(Reason::Busy, "too many connections from one address are waiting");
            closeRefused(w);
            continue;
        }
        socket->setReadBufferSize(TlsLineChannel::kReadBufferBytes);
        // The handshake's small writes go at once: a step held back for a delayed ack is time
        // in which strangers could push this connection out.
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(socket, &QSslSocket::readyRead, this, [this, socket] { readWaiting(socket); });
        connect(socket, &QSslSocket::disconnected, this, [this, socket] {
            forget(socket);  // gone before it joined: nobody to tell
            socket->deleteLater();
        });
        connect(socket, &QSslSocket::errorOccurred, this, [this, socket] {
            Waiting* w = find(socket);
            if (!w || w->gate.verdict() != HelloGate::Verdict::Encrypt) return;
            const bool keyFailed = socket->error() == QAbstractSocket::SslHandshakeFailedError;
            const QString from = addressText(socket);
            forget(socket);
            socket->disconnect(this);
            socket->abort();
            socket->deleteLater();
            // Gone in its handshake (closed, reset): nobody to tell, nothing to count.
            if (!keyFailed) return;
            // The TLS handshake failed: the guest's key is not the one it named.
            const QString why = tr("a key that is not this game's (a wrong or old join code)");
            emit refused(Reason::WrongSecret, why);
            emit connectionRefused(QString(), from, Reason::WrongSecret, why);
        });
        readWaiting(socket);
    }
}

void NetHost::startEncryption(Waiting& w) {
    QSslSocket* socket = w.socket;
    const std::string answer = w.gate.takeOutput();
    socket->write(answer.data(), static_cast<qint64>(answer.size()));
    socket->setSslConfiguration(tlspsk::configuration());
    connect(socket, &QSslSocket::preSharedKeyAuthenticationRequired, this,
            [this, socket](QSslPreSharedKeyAuthenticator* auth) {
                Waiting* w = find(socket);
                const std::optional<Keying> keying =
                    bagh::net::keyingFromWord(auth->identity().toStdString());
                bagh::net::Key128 key = tlspsk::randomKey();  // an unknown identity fails
                if (keying == Keying::Code) key = secret_;
                if (keying == Keying::Seat && match_.seatToken()) key = *match_.seatToken();
                if (keying == Keying::Open && announcingNow()) key = bagh::net::openKey();
                if (w && keying) w->keying = *keying;
                // The guest's key exchange came: its handshake moved on.
                if (w) limits_.advance(w->id, Stage::Keyed, now());
                auth->setPreSharedKey(tlspsk::keyBytes(key));
            });
    connect(socket, &QSslSocket::encrypted, this, [this, socket] {
        Waiting* w = find(socket);
        if (!w) return;
        w->gate.encrypted(w->keying, now());
        limits_.advance(w->id, w->gate.proven() ? Stage::Kept : Stage::Keyed, now());
        readWaiting(socket);
    });
    socket->startServerEncryption();
}

void NetHost::readWaiting(QSslSocket* socket) {
    Waiting* w = find(socket);
    if (!w) return;
    char buffer[bagh::net::kMaxLineBytes];
    while (socket->bytesAvailable() > 0) {
        const HelloGate::Verdict v = w->gate.verdict();
        const bool reading = v == HelloGate::Verdict::Waiting || v == HelloGate::Verdict::Asking;
        if (!reading) break;
        // Before the opening is read, one line at most: what follows it is TLS.
        const qint64 n = w->gate.isEncrypted() ? socket->read(buffer, sizeof buffer)
                                               : socket->readLine(buffer, sizeof buffer);
        if (n <= 0) break;
        w->gate.receive(std::string_view(buffer, static_cast<std::size_t>(n)), now());
    }
    decide(socket);
}

void NetHost::decide(QSslSocket* socket) {
    Waiting* w = find(socket);
    if (!w) return;
    switch (w->gate.verdict()) {
        case HelloGate::Verdict::Waiting:
            return;
        case HelloGate::Verdict::Encrypt:
            if (!socket->isEncrypted() && socket->mode() == QSslSocket::UnencryptedMode) {
                limits_.advance(w->id, Stage::Opened, now());
                startEncryption(*w);
            }
            return;
        case HelloGate::Verdict::Asking: {
            const std::string out = w->gate.takeOutput();
            if (!out.empty()) socket->write(out.data(), static_cast<qint64>(out.size()));
            return;
        }
        case HelloGate::Verdict::Refused:
            return closeRefused(*w);
        case HelloGate::Verdict::Hello:
            break;
    }
    Reason reason = Reason::None;
    std::string why;
    Admission how = match_.admission(w->gate.hello(), w->keying, &reason, &why);
    if (how == Admission::Ask && w->accepted) how = Admission::Join;
    if (how == Admission::Join || how == Admission::Resume) return takeOver(*w, how);
    if (how == Admission::Ask && !asked_) {
        asked_ = socket;
        limits_.advance(w->id, Stage::Kept, now());  // the player's question: it stays
        w->gate.ask(now());
        decide(socket);  // the first asking line
        emit joinAsked(QString::fromStdString(w->gate.hello().text), addressText(socket));
        return;
    }
    if (how == Admission::Ask) {
        reason = Reason::Busy;
        why = "the host is answering another player who asked to join";
    }
    w->gate.refuse(reason, why);
    closeRefused(*w);
}

void NetHost::answerJoin(bool accept) {
    QSslSocket* socket = asked_;
    Waiting* w = socket ? find(socket) : nullptr;
    asked_ = nullptr;
    if (!w) return;
    if (accept) {
        w->accepted = true;
        w->gate.admit();
        decide(socket);  // judged again: a player with the code may have taken the seat
    } else {
        w->gate.refuse(Reason::Declined, "the host declined");
        closeRefused(*w);
    }
    emit joinAskEnded();
}

void NetHost::closeRefused(Waiting& w) {
    QSslSocket* socket = w.socket;
    const Reason reason = w.gate.reason();
    const QString text = QString::fromStdString(w.gate.text());
    const QString name = QString::fromStdString(w.gate.hello().text);
    const QString from = addressText(socket);
    const std::string out = w.gate.takeOutput();
    forget(socket);  // `w` is gone from here on
    socket->disconnect(this);
    if (socket->mode() != QSslSocket::UnencryptedMode && !socket->isEncrypted()) {
        // In its TLS handshake: no line can reach it, and a close would wait for the
        // handshake to end. Cut at once.
        socket->abort();
        socket->deleteLater();
    } else {
        socket->write(out.data(), static_cast<qint64>(out.size()));
        TlsLineChannel::closeGently(socket);
    }
    emit refused(reason, text);
    emit connectionRefused(name, from, reason, text);
}

void NetHost::takeOver(Waiting& waiting, Admission how) {
    QSslSocket* socket = waiting.socket;
    const bagh::net::Message hello = waiting.gate.hello();
    const std::string rest = waiting.gate.takeRest();
    const Keying keying = waiting.keying;
    forget(socket);  // `waiting` is gone from here on
    if (match_.linked()) {
        // The seated player on a new line: the old one (half-open, most likely) makes way.
        match_.drop(Reason::Replaced, bagh::net::reasonText(Reason::Replaced), now());
        flush();
        match_.disconnected(now());
    }
    socket->disconnect(this);
    attachSocket(socket, keying);
    match_.attach(hello, how, tlspsk::randomKey(), now());
    if (!rest.empty()) match_.receive(rest, now());
    flush();
    readChannel();  // what came after the hello and is still in the socket
    updateBeacon();
    if (how == Admission::Join) refuseWaitingGuests();
}

void NetHost::refuseWaitingGuests() {
    // The seat is taken: a guest from the list who waits for the player's word, or has its
    // hello judged, hears so now rather than a lapsed question later.
    std::vector<QSslSocket*> sockets;
    for (const Waiting& w : waiting_)
        if (w.gate.verdict() == HelloGate::Verdict::Asking) sockets.push_back(w.socket);
    for (QSslSocket* socket : sockets)
        if (Waiting* w = find(socket)) {
            Reason reason = Reason::None;
            std::string why;
            match_.admission(w->gate.hello(), w->keying, &reason, &why);
            w->gate.refuse(Reason::Taken, why);
            closeRefused(*w);
        }
}

void NetHost::forget(QSslSocket* socket) {
    for (const Waiting& w : waiting_)
        if (w.socket == socket) limits_.leave(w.id);
    if (socket == asked_) {
        asked_ = nullptr;
        emit joinAskEnded();
    }
    waiting_.erase(std::remove_if(waiting_.begin(), waiting_.end(),
                                  [socket](const Waiting& w) { return w.socket == socket; }),
                   waiting_.end());
}

void NetHost::onTick() {
    std::vector<QSslSocket*> sockets;
    for (Waiting& w : waiting_) {
        w.gate.tick(now());
        sockets.push_back(w.socket);
    }
    for (QSslSocket* socket : sockets) decide(socket);
}
