// The line channel of direct play: a TCP connection under TLS with a pre-shared key (TlsPsk.h),
// taken over once its handshake is done (NetHost's hello gate or NetGuest's try). Qt holds a
// bounded part of what the peer sends; the rest waits in the kernel.
#pragma once

#include <QPointer>

#include "net/LineChannel.h"

class QAbstractSocket;
class QSslSocket;

class TlsLineChannel : public LineChannel {
    Q_OBJECT

public:
    // What Qt may hold of what a peer sends before it is read: more than one TLS record (16 KB),
    // so that a record never waits for room; the protocol bounds each line itself.
    static constexpr qint64 kReadBufferBytes = 64 * 1024;

    // Takes `socket` over, connected and encrypted (parented to the channel; the caller drops its
    // own handlers first).
    explicit TlsLineChannel(QSslSocket* socket, QObject* parent = nullptr);
    ~TlsLineChannel() override;

    qint64 read(char* data, qint64 max) override;
    void write(std::string_view bytes) override;
    bool isOpen() const override;
    void closeGently() override;
    void abort() override;
    bool isEncrypted() const override;
    QString securityText() const override;
    QString peerText() const override;

    // Closes `socket` after what was written to it, aborting if the peer does not read: for the
    // sockets that never became a channel (a refused try, a guest turned away).
    static void closeGently(QAbstractSocket* socket);

private:
    void socketGone();

    QPointer<QSslSocket> socket_;
    bool closed_ = false;
};
