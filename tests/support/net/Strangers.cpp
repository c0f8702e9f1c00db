#include "Strangers.h"

#include <QNetworkProxy>

Strangers::Strangers(const QHostAddress& host, quint16 port, int firstOctet, QObject* parent)
    : QObject(parent), host_(host), port_(port), firstOctet_(firstOctet) {}

Strangers::~Strangers() {
    for (QTcpSocket* s : sockets_) {
        s->disconnect(this);
        s->abort();
        delete s;
    }
}

QHostAddress Strangers::nextAddress() {
    // 127.a.b.c with b and c in 1..250: no network or broadcast look-alikes.
    const quint32 i = next_++;
    const quint32 c = 1 + i % 250, b = 1 + (i / 250) % 250;
    const quint32 a = static_cast<quint32>(firstOctet_) + i / (250 * 250);
    return QHostAddress(127u << 24 | (a & 0xff) << 16 | b << 8 | c);
}

QByteArray Strangers::halfClientHello() {
    // A record of 52 bytes: a ClientHello offering ECDHE-PSK-CHACHA20-POLY1305 (0xccac).
    QByteArray body = QByteArray::fromHex("0303");
    body += QByteArray(32, '\x5a');  // the client's random
    body += QByteArray::fromHex(
        "00"
        "0002ccac"
        "0100"
        "0000");  // session, suites, compression
    QByteArray handshake = QByteArray::fromHex("01") + QByteArray::fromHex("0000") +
                           QByteArray(1, static_cast<char>(body.size())) + body;
    QByteArray record = QByteArray::fromHex("160301") +
                        QByteArray(1, static_cast<char>(handshake.size() >> 8)) +
                        QByteArray(1, static_cast<char>(handshake.size() & 0xff)) + handshake;
    return record.left(record.size() / 2);
}

void Strangers::arrive(int count) {
    for (int n = 0; n < count; ++n) {
        auto* s = new QTcpSocket;
        s->setProxy(QNetworkProxy::NoProxy);
        sockets_.push_back(s);
        connect(s, &QTcpSocket::connected, this, [s] { s->write("hello 2\n"); });
        connect(s, &QTcpSocket::readyRead, this, [this, s] {
            const QByteArray got = s->readAll();
            // The host's answer to the opening, once: then half a handshake, and silence.
            if (!s->property("answered").toBool() && got.startsWith("hello 2")) {
                s->setProperty("answered", true);
                ++answered_;
                s->write(halfClientHello());
            }
        });
        connect(s, &QTcpSocket::disconnected, this, [this] { ++closedByHost_; });
        s->bind(nextAddress());
        s->connectToHost(host_, port_);
    }
}

int Strangers::holding() const {
    int n = 0;
    for (const QTcpSocket* s : sockets_)
        if (s->state() == QAbstractSocket::ConnectedState) ++n;
    return n;
}
