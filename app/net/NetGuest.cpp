#include "net/NetGuest.h"

#include <QNetworkProxy>
#include <QTcpSocket>

#include "engine/net/JoinCode.h"

using bagh::net::Reason;

NetGuest::NetGuest(QObject* parent) : NetSession(bagh::net::NetMatch::guest(0, "", ""), parent) {
    retry_.setSingleShot(true);
    connect(&retry_, &QTimer::timeout, this, &NetGuest::reconnect);
    connectTimeout_.setSingleShot(true);
}

bool NetGuest::join(const QString& code, const QString& name, const bagh::net::Setup& wish,
                    QString* error) {
    const bagh::net::JoinCodeReading r = bagh::net::decodeJoinCode(code.toStdString());
    if (!r.ok) {
        if (error) *error = QString::fromStdString(r.error);
        return false;
    }
    QHostAddress address;
    if (r.code.ipv6) {
        Q_IPV6ADDR bytes;
        for (int i = 0; i < 16; ++i) bytes[i] = r.code.address[i];
        address = QHostAddress(bytes);
    } else {
        address = QHostAddress(quint32(r.code.address[0]) << 24 | quint32(r.code.address[1]) << 16 |
                               quint32(r.code.address[2]) << 8 | quint32(r.code.address[3]));
    }
    const bool same =
        match_.started() && r.code.secret == secret_ && address == address_ && r.code.port == port_;
    address_ = address;
    port_ = r.code.port;
    secret_ = r.code.secret;
    if (!same) {
        if (match_.linked()) {  // another game: leave the one this guest was in
            match_.goodbye(now());
            flush();
        }
        if (socket_) {
            socket_->disconnect(this);
            closeGently(socket_);
            socket_ = nullptr;
        }
        if (trying_) failTry(trying_, QString());  // a try to reach the other host
        match_ = bagh::net::NetMatch::guest(secret_, name.toStdString(),
                                            programName().toStdString(), wish, timing_);
    }
    leaving_ = false;
    startTicking();
    reconnect();
    return true;
}

bool NetGuest::join(const LanGame&, const QString&, QString* error) {
    // Announcements (version 2) no longer carry the join code: until the host can be asked,
    // a listed game is joined with the code its host gives.
    if (error) *error = QStringLiteral("ask the host for its join code");
    return false;
}

void NetGuest::reconnect() {
    if (leaving_ || connecting_ || match_.linked() || port_ == 0) return;
    retry_.stop();
    connecting_ = true;
    auto* socket = new QTcpSocket(this);
    // A game goes straight to the host: no proxy (nor the system's proxy lookup) in between.
    socket->setProxy(QNetworkProxy::NoProxy);
    trying_ = socket;
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        connectTimeout_.stop();
        connecting_ = false;
        trying_ = nullptr;
        attachSocket(socket);  // which also drops the handlers of the try
        match_.connected(now());
        flush();
        emit stateChanged();
    });
    connect(socket, &QTcpSocket::errorOccurred, this,
            [this, socket] { failTry(socket, socket->errorString()); });
    connectTimeout_.disconnect(this);
    connect(&connectTimeout_, &QTimer::timeout, this,
            [this, socket] { failTry(socket, tr("The host did not answer in time.")); });
    connectTimeout_.start(connectTimeoutMs_);
    socket->connectToHost(address_, port_);
    emit stateChanged();
}

void NetGuest::failTry(QTcpSocket* socket, const QString& why) {
    if (socket == socket_ || !connecting_) return;  // not this try's business any more
    connectTimeout_.stop();
    connecting_ = false;
    trying_ = nullptr;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
    if (why.isEmpty()) return;  // given up on purpose
    emit connectFailed(why);
    emit stateChanged();
    tryAgainLater();
}

void NetGuest::goodbye() {
    leaving_ = true;
    retry_.stop();
    if (trying_) failTry(trying_, QString());
    NetSession::goodbye();
}

void NetGuest::onLinkClosed(Reason reason) {
    // A dropped line or a silent host is worth another try; a refusal, a goodbye or a peer
    // that broke the rules is not.
    if (reason == Reason::Closed || reason == Reason::Silence) tryAgainLater();
}

void NetGuest::tryAgainLater() {
    if (leaving_ || reconnectMs_ <= 0 || !match_.started()) return;
    retry_.start(reconnectMs_);
}
