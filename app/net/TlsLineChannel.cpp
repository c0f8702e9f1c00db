#include "net/TlsLineChannel.h"

#include <QHostAddress>
#include <QSslSocket>
#include <QTimer>

#include "net/TlsPsk.h"

namespace {

// How long a closing connection may take to hand over what was written before it is cut.
constexpr int kCloseGraceMs = 1000;

}  // namespace

TlsLineChannel::TlsLineChannel(QSslSocket* socket, QObject* parent)
    : LineChannel(parent), socket_(socket) {
    socket->setParent(this);
    socket->setReadBufferSize(kReadBufferBytes);
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(socket, &QSslSocket::readyRead, this, &LineChannel::readyRead);
    connect(socket, &QSslSocket::disconnected, this, &TlsLineChannel::socketGone);
}

TlsLineChannel::~TlsLineChannel() {
    // What was written last (a goodbye) goes out before the socket does.
    if (socket_ && socket_->state() == QAbstractSocket::ConnectedState) {
        socket_->disconnect(this);
        socket_->flush();
    }
}

qint64 TlsLineChannel::read(char* data, qint64 max) {
    if (closed_ || !socket_ || socket_->bytesAvailable() <= 0) return 0;
    return std::max<qint64>(0, socket_->read(data, max));
}

void TlsLineChannel::write(std::string_view bytes) {
    if (closed_ || !socket_ || bytes.empty()) return;
    socket_->write(bytes.data(), static_cast<qint64>(bytes.size()));
}

bool TlsLineChannel::isOpen() const { return !closed_ && socket_; }

void TlsLineChannel::closeGently() {
    if (closed_ || !socket_) return;
    if (socket_->state() != QAbstractSocket::ConnectedState) return;  // closing already
    QTimer::singleShot(kCloseGraceMs, socket_, [s = socket_] { s->abort(); });
    socket_->disconnectFromHost();
}

void TlsLineChannel::abort() {
    if (closed_ || !socket_) return;
    socket_->abort();  // disconnected() follows at once when it was connected
    if (!closed_) socketGone();
}

void TlsLineChannel::socketGone() {
    if (closed_) return;
    closed_ = true;
    if (socket_) {
        socket_->disconnect(this);
        socket_->deleteLater();
        socket_ = nullptr;
    }
    emit closed();
}

bool TlsLineChannel::isEncrypted() const { return socket_ && socket_->isEncrypted(); }

QString TlsLineChannel::securityText() const { return tlspsk::describe(socket_); }

QString TlsLineChannel::peerText() const {
    if (!socket_) return {};
    const QHostAddress a = socket_->peerAddress();
    bool v4 = false;
    const quint32 ipv4 = a.toIPv4Address(&v4);
    const QString host =
        v4 ? QHostAddress(ipv4).toString() : QStringLiteral("[%1]").arg(a.toString());
    return QStringLiteral("%1:%2").arg(host).arg(socket_->peerPort());
}

void TlsLineChannel::closeGently(QAbstractSocket* socket) {
    if (!socket) return;
    QTimer::singleShot(kCloseGraceMs, socket, [socket] { socket->abort(); });
    QObject::connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
    socket->disconnectFromHost();
}
