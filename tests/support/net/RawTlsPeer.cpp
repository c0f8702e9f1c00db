#include "RawTlsPeer.h"

#include <QNetworkProxy>
#include <QSslPreSharedKeyAuthenticator>
#include <QTest>

#include "TestEnv.h"
#include "engine/net/RecordHash.h"
#include "net/NetHost.h"
#include "net/TlsPsk.h"

namespace {

bool waitFor(const std::function<bool()>& done, int ms = 5000) {
    return QTest::qWaitFor(done, testenv::timeout(ms));
}

}  // namespace

RawTlsPeer::RawTlsPeer(quint16 port, const QHostAddress& from) {
    QObject::connect(&socket_, &QSslSocket::readyRead, &socket_,
                     [this] { received_ += socket_.readAll(); });
    QObject::connect(&socket_, &QSslSocket::preSharedKeyAuthenticationRequired, &socket_,
                     [this](QSslPreSharedKeyAuthenticator* auth) {
                         auth->setIdentity(bagh::net::keyingWord(keying_));
                         auth->setPreSharedKey(tlspsk::keyBytes(key_));
                     });
    QObject::connect(&socket_, &QSslSocket::errorOccurred, &socket_, [this] {
        if (socket_.mode() != QSslSocket::UnencryptedMode && !socket_.isEncrypted())
            tlsError_ = true;
    });
    socket_.setProxy(QNetworkProxy::NoProxy);
    // QSslSocket::bind makes its inner socket with the application's proxy, not this one: no
    // proxy there either (nor a lookup of the system's, on a thread of libproxy's own).
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    if (!from.isNull()) socket_.bind(from);
    socket_.connectToHost(QHostAddress::LocalHost, port);
}

bool RawTlsPeer::connected() {
    return waitFor([this] { return socket_.state() == QAbstractSocket::ConnectedState; });
}

bool RawTlsPeer::open() {
    if (!connected()) return false;
    send("hello 2\n");
    if (!heard("hello 2\n")) return false;
    received_.clear();
    return true;
}

bool RawTlsPeer::encrypt(bagh::net::Keying keying, const bagh::net::Key128& key) {
    if (!open()) return false;
    keying_ = keying;
    key_ = key;
    socket_.setSslConfiguration(tlspsk::configuration());
    socket_.startClientEncryption();
    return waitFor([this] { return socket_.isEncrypted() || tlsError_; }) && socket_.isEncrypted();
}

bool RawTlsPeer::join(const NetHost& host, const QByteArray& name,
                      const std::optional<bagh::net::Key128>& seat) {
    const bool keyed = seat ? encrypt(bagh::net::Keying::Seat, *seat)
                            : encrypt(bagh::net::Keying::Code, host.secret());
    if (!keyed) return false;
    send("hello 2 raw/2 - - - - - " + name + "\n");
    if (!waitFor([this] { return received_.contains("\nsync "); }, 15000)) return false;
    send("ready " + QByteArray::number(host.game().length()) + " " +
         QByteArray::fromStdString(bagh::net::hashWord(bagh::net::recordHash(host.game()))) + "\n");
    return waitFor([&] { return host.isConnected(); }, 15000);
}

bool RawTlsPeer::heard(const QByteArray& part) {
    return waitFor([&] { return received_.contains(part); });
}

bool RawTlsPeer::closed() {
    return waitFor([this] { return socket_.state() == QAbstractSocket::UnconnectedState; });
}

bool RawTlsPeer::handshakeFailed() {
    return waitFor([this] { return tlsError_; });
}

std::optional<bagh::net::Key128> RawTlsPeer::seatToken() const {
    const qsizetype at = received_.indexOf("seat ");
    if (at < 0) return std::nullopt;
    return bagh::net::parseKey(received_.mid(at + 5, 32).toStdString());
}
