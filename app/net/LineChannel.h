// A channel of the network protocol's lines to one peer: what a NetSession (and so a RemoteSeat)
// speaks through, whatever carries it. Today's TLS connection is one (TlsLineChannel.h), an XMPP
// conversation another, an in-memory pair a third (the tests'). The session owns the channel it
// is given and reads it only while its match takes lines, so what it has not read waits in the
// transport (the channel's own buffer is bounded: the flow control of a slow reader).
//
// Contract: bytes are the protocol's, in order, as written; readyRead() says some wait (read()
// until it returns 0); closed() comes once, when the peer's side has ended or the line died,
// whether or not the session closed it; after it, read() returns 0 and write() is ignored.
// Threads: the thread that made it, like every QObject of the app's network.
#pragma once

#include <QObject>
#include <QString>
#include <string_view>

class LineChannel : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Up to `max` bytes the peer sent, into `data`; 0 when none wait.
    virtual qint64 read(char* data, qint64 max) = 0;
    // Sends at once (a move is one short line: never held back to be joined with the next).
    virtual void write(std::string_view bytes) = 0;
    // True until closed() has come.
    virtual bool isOpen() const = 0;
    // Closes once what was written has gone, or cuts it after a short grace if the peer does not
    // read; closed() follows.
    virtual void closeGently() = 0;
    // Cuts the line without a word, as a failing network does; closed() follows.
    virtual void abort() = 0;

    // For the player: whether what goes over it is encrypted, how ("TLS 1.2, ECDHE-PSK-…"), and
    // who is at the other end ("192.0.2.7:45451", an XMPP address).
    virtual bool isEncrypted() const = 0;
    virtual QString securityText() const = 0;
    virtual QString peerText() const = 0;

signals:
    void readyRead();
    void closed();
};
