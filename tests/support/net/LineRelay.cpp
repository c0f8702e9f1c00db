#include "LineRelay.h"

#include <QNetworkProxy>
#include <QTcpSocket>

LineRelay::LineRelay(quint16 hostPort) : hostPort_(hostPort) {
    server_.setProxy(QNetworkProxy::NoProxy);
    server_.listen(QHostAddress::LocalHost);
    connect(&server_, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket* in = server_.nextPendingConnection()) {
            auto* out = new QTcpSocket(in);
            out->setProxy(QNetworkProxy::NoProxy);
            auto up = [this, in, out] {
                const QByteArray b = in->readAll();
                seen_ += b;
                out->write(b);
            };
            connect(in, &QTcpSocket::readyRead, out, up);
            connect(out, &QTcpSocket::connected, in, up);
            connect(out, &QTcpSocket::readyRead, in, [this, in, out] {
                const QByteArray b = out->readAll();
                seen_ += b;
                in->write(b);
            });
            connect(in, &QTcpSocket::disconnected, in, &QObject::deleteLater);
            out->connectToHost(QHostAddress::LocalHost, hostPort_);
            ++connections_;
        }
    });
}

void LineRelay::cut() {
    for (QTcpSocket* in : server_.findChildren<QTcpSocket*>()) {
        if (in->parent() != &server_) continue;
        for (QTcpSocket* out : in->findChildren<QTcpSocket*>()) out->abort();
        in->abort();
    }
}
