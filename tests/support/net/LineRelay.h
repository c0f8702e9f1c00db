// A relay on localhost between guests and a host (tests of network play): what comes in on its
// port goes on to the host's and back, as a network path would carry it. It keeps every byte
// both ways (what anyone on the path sees) and can cut every line at once (as a lost Wi-Fi
// does).
#pragma once

#include <QByteArray>
#include <QObject>
#include <QTcpServer>

class LineRelay : public QObject {
public:
    explicit LineRelay(quint16 hostPort);

    quint16 port() const { return server_.serverPort(); }
    // Every line through the relay drops at once.
    void cut();
    // Every byte that went through, both ways, in order of arrival.
    const QByteArray& seen() const { return seen_; }
    int connections() const { return connections_; }

private:
    QTcpServer server_;
    quint16 hostPort_;
    QByteArray seen_;
    int connections_ = 0;
};
