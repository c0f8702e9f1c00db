// A peer that speaks the network protocol's bytes itself, for tests that play a bad or
// scripted peer against a real NetHost (docs/NETWORK.md): it connects (from a source address
// of its choice: 127.0.0.2 is another machine to the host's limits), says the plain opening,
// starts TLS with the key it is given, and then sends and reads raw lines inside it.
#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QSslSocket>
#include <optional>

#include "engine/net/Keys.h"

class NetHost;

class RawTlsPeer {
public:
    // Connects to localhost:port from `from` (null: any).
    explicit RawTlsPeer(quint16 port, const QHostAddress& from = QHostAddress());

    bool connected();
    // Says `hello 2` and waits for the host's plain answer `hello 2`; false otherwise.
    bool open();
    // open(), then TLS with `keying` and `key`; true once encrypted.
    bool encrypt(bagh::net::Keying keying, const bagh::net::Key128& key);
    // Keyed by the host's join code (or by `seat`, the token it gave before), then a hello and
    // a ready: the seated player.
    bool join(const NetHost& host, const QByteArray& name = "Mallory",
              const std::optional<bagh::net::Key128>& seat = std::nullopt);
    void send(const QByteArray& bytes) { socket_.write(bytes); }
    // Waits until what was received (plain or decrypted) holds `part`.
    bool heard(const QByteArray& part);
    bool closed();
    // The TLS handshake failed (a key the host does not hold).
    bool handshakeFailed();
    // The token of a `seat` line heard, if any.
    std::optional<bagh::net::Key128> seatToken() const;
    QSslSocket& socket() { return socket_; }
    const QByteArray& received() const { return received_; }

private:
    QSslSocket socket_;
    QByteArray received_;
    bool tlsError_ = false;
    bagh::net::Keying keying_ = bagh::net::Keying::Code;
    bagh::net::Key128 key_{};
};
