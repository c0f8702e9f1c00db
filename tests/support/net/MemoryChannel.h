// Two ends of a line channel in memory (tests of network play without sockets): what one end
// writes the other reads, in order, a turn of the event loop later (readyRead is queued, as a
// socket's is). cut() ends both at once as a failing network does: what was written and not yet
// read is lost, and each end hears closed() at once. A gentle close lets the peer read what was
// sent first; both ends hear closed() a turn later. Never encrypted.
#pragma once

#include <QByteArray>
#include <QPointer>
#include <utility>

#include "net/LineChannel.h"

class MemoryChannel : public LineChannel {
    Q_OBJECT

public:
    // A new pair, unparented (a NetSession takes over the end it is given); `names` are what
    // peerText() says at each end of the other.
    static std::pair<MemoryChannel*, MemoryChannel*> pair(const QString& firstName = "first",
                                                          const QString& secondName = "second");

    qint64 read(char* data, qint64 max) override;
    void write(std::string_view bytes) override;
    bool isOpen() const override { return open_; }
    void closeGently() override;
    void abort() override;
    bool isEncrypted() const override { return false; }
    QString securityText() const override { return QStringLiteral("in memory"); }
    QString peerText() const override { return peerName_; }

    // Ends both sides at once, losing what is in flight (abort() on either end does this).
    void cut();
    // What waits unread at this end.
    qint64 pending() const { return inbox_.size(); }

private:
    MemoryChannel() = default;
    // This end is closed: nothing more is read or written; closed() goes out.
    void end(bool dropUnread);
    void deliver();

    QPointer<MemoryChannel> peer_;
    QByteArray inbox_;
    QString peerName_;
    bool open_ = true;
    bool closing_ = false;
    bool deliveryQueued_ = false;
};
