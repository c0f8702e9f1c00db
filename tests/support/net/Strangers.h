// Strangers that hold a host's waiting places (docs/NETWORK.md, "What a stranger can do"): each
// connects from an address of its own in 127.0.0.0/8 (every one of them is this machine's), says
// the plain opening `hello 2`, and once the host answers sends half a TLS ClientHello and then
// nothing, never closing its side. Only the host closes them. For the tests that show the player
// still gets in, and for the hostile runs of tests/net/netprobe.cpp.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QTcpSocket>
#include <vector>

class Strangers : public QObject {
    Q_OBJECT

public:
    // Strangers of the host at `host`:`port`; their addresses start at 127.`firstOctet`.0.1.
    Strangers(const QHostAddress& host, quint16 port, int firstOctet = 10,
              QObject* parent = nullptr);
    ~Strangers() override;

    // `count` more strangers, each from an address no stranger of this set used before.
    void arrive(int count);
    // Strangers whose connection is still open (the host has not closed it yet).
    int holding() const;
    // How many the host answered `hello 2`, and how many it closed, since the start.
    int answered() const { return answered_; }
    int closedByHost() const { return closedByHost_; }
    int arrived() const { return static_cast<int>(sockets_.size()); }

    // The first half of a TLS 1.2 ClientHello record: the host's TLS waits for the rest.
    static QByteArray halfClientHello();

private:
    QHostAddress nextAddress();

    QHostAddress host_;
    quint16 port_;
    int firstOctet_;
    quint32 next_ = 0;
    std::vector<QTcpSocket*> sockets_;
    int answered_ = 0;
    int closedByHost_ = 0;
};
