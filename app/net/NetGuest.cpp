#include "net/NetGuest.h"

#include <QNetworkProxy>
#include <QSslPreSharedKeyAuthenticator>
#include <QSslSocket>

#include "engine/net/JoinCode.h"
#include "engine/net/Opening.h"
#include "net/TlsLineChannel.h"
#include "net/TlsPsk.h"

using bagh::net::Keying;
using bagh::net::Reason;

NetGuest::NetGuest(QObject* parent) : NetSession(bagh::net::NetMatch::guest("", ""), parent) {
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
    if (!tlspsk::available(error)) return false;
    QHostAddress address;
    if (r.code.ipv6) {
        Q_IPV6ADDR bytes;
        for (int i = 0; i < 16; ++i) bytes[i] = r.code.address[i];
        address = QHostAddress(bytes);
    } else {
        address = QHostAddress(quint32(r.code.address[0]) << 24 | quint32(r.code.address[1]) << 16 |
                               quint32(r.code.address[2]) << 8 | quint32(r.code.address[3]));
    }
    start(address, r.code.port, r.code.secret, Keying::Code, name, wish);
    return true;
}

bool NetGuest::join(const LanGame& game, const QString& name, QString* error) {
    if (!tlspsk::available(error)) return false;
    bagh::net::Setup wish = game.setup;
    if (wish.side) wish.side = bagh::opponent(*wish.side);  // announced: the host's side
    start(game.address, game.port, bagh::net::openKey(), Keying::Open, name, wish);
    return true;
}

void NetGuest::start(const QHostAddress& address, quint16 port, const bagh::net::Key128& key,
                     Keying keying, const QString& name, const bagh::net::Setup& wish) {
    const bool same = match_.started() && bagh::net::sameKey(key, key_) && keying == joinKeying_ &&
                      address == address_ && port == port_;
    address_ = address;
    port_ = port;
    key_ = key;
    joinKeying_ = keying;
    if (!same) {
        closeLink();                               // another game: leave the one this guest was in
        if (trying_) failTry(trying_, QString());  // a try to reach the other host
        match_ = bagh::net::NetMatch::guest(name.toStdString(), programName().toStdString(), wish,
                                            timing_);
        if (pendingToken_) match_.setSeatToken(*pendingToken_);
    }
    pendingToken_.reset();
    leaving_ = false;
    tries_ = 0;
    startTicking();
    reconnect();
}

void NetGuest::reconnect() {
    if (leaving_ || connecting_ || match_.linked() || port_ == 0) return;
    retry_.stop();
    connecting_ = true;
    ++tries_;
    keySent_ = false;
    auto* socket = new QSslSocket(this);
    // A game goes straight to the host: no proxy (nor the system's proxy lookup) in between.
    socket->setProxy(QNetworkProxy::NoProxy);
    trying_ = socket;
    answer_.clear();
    // The seat's own key once the host gave one: it alone resumes the seat.
    tryKeying_ = match_.seatToken() ? Keying::Seat : joinKeying_;
    connect(socket, &QSslSocket::connected, this, [this, socket] {
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        const std::string opening = bagh::net::openingLine();
        socket->write(opening.data(), static_cast<qint64>(opening.size()));
    });
    connect(socket, &QSslSocket::readyRead, this, [this, socket] { readAnswer(socket); });
    connect(socket, &QSslSocket::encrypted, this, [this, socket] { encrypted(socket); });
    connect(socket, &QSslSocket::preSharedKeyAuthenticationRequired, this,
            [this](QSslPreSharedKeyAuthenticator* auth) {
                keySent_ = true;
                auth->setIdentity(bagh::net::keyingWord(tryKeying_));
                const bagh::net::Key128 key =
                    tryKeying_ == Keying::Seat ? *match_.seatToken() : key_;
                auth->setPreSharedKey(tlspsk::keyBytes(key));
            });
    connect(socket, &QSslSocket::errorOccurred, this, [this, socket] {
        const bool inTls = socket->mode() != QSslSocket::UnencryptedMode && !socket->isEncrypted();
        // Cut in the handshake before this side sent its key exchange: the host cannot have
        // judged the key yet, so it made way for a newcomer (all its places were taken).
        if (inTls && !keySent_) return busyTry(socket, socket->errorString());
        // Cut or failed after it: the keys differ (the host ends a handshake whose key it does
        // not hold; Qt's server side closes before its alert goes out).
        const bool handshake = inTls && socket->error() != QAbstractSocket::SocketTimeoutError &&
                               socket->error() != QAbstractSocket::NetworkError;
        if (handshake && tryKeying_ == Keying::Seat && !match_.started()) {
            // A token kept from an earlier run that this host does not know: forget it and
            // try the key this guest joined by.
            failTry(socket, QString());
            match_.freeSeat();
            emit seatForgotten();
            return reconnect();
        }
        // Its own seat, in a game it played in this run: a line that broke during the
        // handshake is as likely as a host that forgot the seat, so try a few times.
        if (handshake && tryKeying_ == Keying::Seat && ++seatFailures_ < kSeatTries)
            return failTry(socket, socket->errorString());
        if (handshake)
            return refuseTry(
                socket, Reason::WrongSecret,
                tryKeying_ == Keying::Seat
                    ? tr("The host no longer keeps your seat in this game.")
                    : tr("The host did not accept the key: a wrong or old join code, or not "
                         "this code's host."));
        failTry(socket, socket->errorString(),
                socket->error() == QAbstractSocket::ConnectionRefusedError ? Failure::NothingListens
                                                                           : Failure::NoAnswer);
    });
    connectTimeout_.disconnect(this);
    connect(&connectTimeout_, &QTimer::timeout, this,
            [this, socket] { failTry(socket, tr("The host did not answer in time.")); });
    connectTimeout_.start(connectTimeoutMs_);
    socket->connectToHost(address_, port_);
    emit stateChanged();
}

void NetGuest::readAnswer(QSslSocket* socket) {
    if (socket != trying_ || socket->mode() != QSslSocket::UnencryptedMode) return;
    char buffer[bagh::net::kMaxLineBytes];
    const qint64 n = socket->readLine(buffer, sizeof buffer);
    if (n <= 0) return;
    const bool fits = answer_.feed(std::string_view(buffer, static_cast<std::size_t>(n)));
    const std::optional<std::string> line = answer_.next();
    const QString notOurs = tr("The host's answer is not Bagh-Chal's.");
    if (!line) {
        if (!fits) failTry(socket, notOurs, Failure::NotBaghChal);
        return;
    }
    const bagh::net::Opening o = bagh::net::readHostAnswer(*line);
    if (o.kind == bagh::net::Opening::Kind::Refused) {
        if (o.reason == Reason::Garbage) return failTry(socket, notOurs, Failure::NotBaghChal);
        return refuseTry(socket, o.reason, QString::fromStdString(o.text));
    }
    if (socket->bytesAvailable() > 0 || !answer_.takeRest().empty())
        return failTry(socket, notOurs, Failure::NotBaghChal);
    socket->setSslConfiguration(tlspsk::configuration());
    socket->startClientEncryption();
}

void NetGuest::encrypted(QSslSocket* socket) {
    if (socket != trying_) return;
    seatFailures_ = 0;
    connectTimeout_.stop();
    connecting_ = false;
    trying_ = nullptr;
    socket->disconnect(this);  // the handlers of the try
    joinOver(new TlsLineChannel(socket), tryKeying_);
}

bool NetGuest::endTry(QSslSocket* socket) {
    if (socket != trying_ || !connecting_) return false;  // not this try's business any more
    connectTimeout_.stop();
    connecting_ = false;
    trying_ = nullptr;
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
    return true;
}

void NetGuest::refuseTry(QSslSocket* socket, Reason reason, const QString& why) {
    if (reason == Reason::Busy) return busyTry(socket, why);
    if (!endTry(socket)) return;
    emit refused(reason, why);
    giveUp(Failure::Refused, reason);
}

void NetGuest::busyTry(QSslSocket* socket, const QString& why) {
    if (!endTry(socket)) return;
    emit connectFailed(why);
    if (match_.started()) {  // a game to come back to: as after any drop
        emit stateChanged();
        return tryAgainLater();
    }
    if (tries_ >= kBusyTries || leaving_) {
        emit refused(Reason::Busy, why);
        return giveUp(Failure::Refused, Reason::Busy);
    }
    emit retrying(tries_ + 1, kBusyTries);
    emit stateChanged();
    // Soon, not at once: the host's places turn over within its handshake deadline.
    retry_.start(kBusyPauseMs);
}

void NetGuest::failTry(QSslSocket* socket, const QString& why, Failure failure) {
    if (!endTry(socket) || why.isEmpty()) return;  // an empty why: given up on purpose
    emit connectFailed(why);
    if (!match_.started()) return giveUp(failure, Reason::None);
    emit stateChanged();
    tryAgainLater();
}

void NetGuest::giveUp(Failure failure, Reason reason) {
    retry_.stop();
    emit gaveUp(failure, reason);
    emit stateChanged();
}

QString NetGuest::hostText() const {
    const bool v6 = address_.protocol() == QAbstractSocket::IPv6Protocol;
    const QString host = v6 ? QStringLiteral("[%1]").arg(address_.toString()) : address_.toString();
    return QStringLiteral("%1:%2").arg(host).arg(port_);
}

void NetGuest::goodbye() {
    leaving_ = true;
    retry_.stop();
    if (trying_) failTry(trying_, QString());
    NetSession::goodbye();
}

void NetGuest::onLinkClosed(Reason reason) {
    if (!match_.started()) {
        // Refused inside TLS (taken, declined, busy asking another), or cut before the game
        // came: the join is over, but for a busy host while tries are left.
        if (leaving_) return;
        if (reason == Reason::Busy && tries_ < kBusyTries) {
            emit retrying(tries_ + 1, kBusyTries);
            retry_.start(kBusyPauseMs);
            return;
        }
        return giveUp(Failure::Refused, reason);
    }
    tries_ = 0;  // counted again from the next try
    // A dropped line or a silent host is worth another try; a refusal, a goodbye or a peer
    // that broke the rules is not.
    if (reason == Reason::Closed || reason == Reason::Silence) tryAgainLater();
}

void NetGuest::tryAgainLater() {
    if (leaving_ || reconnectMs_ <= 0 || !match_.started()) return;
    retry_.start(reconnectMs_);
}
