// The TLS of network play (engine/net/Keys.h, docs/NETWORK.md "Encryption") on Qt's QSslSocket
// with the OpenSSL backend: TLS 1.2 only (OpenSSL 3.0 asks for a pre-shared key under 1.2, not
// 1.3), ECDHE-PSK suites only, so every connection has a fresh ephemeral key and is
// authenticated by the key both sides hold; no certificates, nothing to verify but the key.
#pragma once

#include <QByteArray>
#include <QSslConfiguration>
#include <QString>

#include "engine/net/Keys.h"

class QSslSocket;

namespace tlspsk {

// The configuration both sides use.
QSslConfiguration configuration();
// True when this Qt has a TLS backend with the suites; else false with *why for the player.
bool available(QString* why = nullptr);
QByteArray keyBytes(const bagh::net::Key128& key);
// What protects `socket` now, for the player: "TLS 1.2, ECDHE-PSK-CHACHA20-POLY1305", or "".
QString describe(const QSslSocket* socket);
// A key nobody holds, for an identity the host cannot serve (the handshake then fails).
bagh::net::Key128 randomKey();

}  // namespace tlspsk
