#include "net/TlsPsk.h"

#include <QCoreApplication>
#include <QRandomGenerator>
#include <QSslCipher>
#include <QSslSocket>

namespace tlspsk {
namespace {

// AEAD first; the CBC suite for an OpenSSL built without ChaCha20.
constexpr const char* kSuites[] = {"ECDHE-PSK-CHACHA20-POLY1305", "ECDHE-PSK-AES256-CBC-SHA384",
                                   "ECDHE-PSK-AES128-CBC-SHA256"};

QList<QSslCipher> suites() {
    QList<QSslCipher> out;
    for (const char* name : kSuites) {
        const QSslCipher c(QString::fromLatin1(name), QSsl::TlsV1_2);
        if (!c.isNull()) out << c;
    }
    return out;
}

}  // namespace

QSslConfiguration configuration() {
    QSslConfiguration c = QSslConfiguration::defaultConfiguration();
    c.setProtocol(QSsl::TlsV1_2);
    c.setCiphers(suites());
    c.setPeerVerifyMode(QSslSocket::VerifyNone);  // no certificates: the key authenticates
    c.setPreSharedKeyIdentityHint("baghchal");
    c.setSslOption(QSsl::SslOptionDisableSessionTickets, true);
    c.setSslOption(QSsl::SslOptionDisableCompression, true);
    return c;
}

bool available(QString* why) {
    if (!QSslSocket::supportsSsl() || suites().isEmpty()) {
        if (why)
            *why = QCoreApplication::translate(
                "NetWords",
                "Network play needs TLS with pre-shared keys (OpenSSL, package libssl3), which "
                "this system lacks.");
        return false;
    }
    return true;
}

QByteArray keyBytes(const bagh::net::Key128& key) {
    return QByteArray(reinterpret_cast<const char*>(key.data()),
                      static_cast<qsizetype>(key.size()));
}

QString describe(const QSslSocket* socket) {
    if (!socket || !socket->isEncrypted()) return {};
    const QSslCipher c = socket->sessionCipher();
    return QStringLiteral("TLS 1.2, %1").arg(c.name());
}

bagh::net::Key128 randomKey() {
    bagh::net::Key128 k{};
    QRandomGenerator* g = QRandomGenerator::system();
    for (auto& b : k) b = static_cast<std::uint8_t>(g->bounded(256));
    return k;
}

}  // namespace tlspsk
