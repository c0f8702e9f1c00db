// gloox's TLS (TLSDefault: GnuTLS here) with what its 1.0.24 does wrong at a stream's end kept
// away from it. When the server ends the stream (a restart: a stream error, then
// </stream:stream>), gloox answers from inside its own decrypt(): it sends its closing tag
// through encrypt() and then cleans the TLS session up, while decrypt()'s loop still reads from
// that session. Seen as a SIGSEGV in gnutls_record_send under a server restart (a bot's core
// dump, one run in six under load). Here, once the server's data carries the stream's end,
// nothing more is encrypted (the server has stopped reading), and a cleanup asked for inside
// decrypt() waits until it returns.
//
// Everything else is TLSDefault's: the handshake, the certificate check against setCACerts()
// for the account's domain, channel binding.
//
// Threads: the thread that drives the client, as gloox's own.
#pragma once

#include <gloox/tlsbase.h>
#include <gloox/tlshandler.h>

#include <memory>
#include <string>

namespace bagh::xmpp {

class StreamTls : public gloox::TLSBase, private gloox::TLSHandler {
public:
    // `client`: the gloox client this encrypts for; `server`: the domain its certificate must
    // name.
    StreamTls(gloox::TLSHandler* client, const std::string& server);
    ~StreamTls() override;

    bool init(const std::string& clientKey = gloox::EmptyString,
              const std::string& clientCerts = gloox::EmptyString,
              const gloox::StringList& cacerts = gloox::StringList()) override;
    bool encrypt(const std::string& data) override;
    int decrypt(const std::string& data) override;
    void cleanup() override;
    bool handshake() override;
    bool isSecure() const override;
    bool hasChannelBinding() const override;
    const std::string channelBinding() const override;
    void setCACerts(const gloox::StringList& cacerts) override;
    const gloox::CertInfo& fetchTLSInfo() const override;
    void setClientCert(const std::string& clientKey, const std::string& clientCerts) override;

    // The server's data carried the stream's end: nothing is sent from here on.
    bool streamEnded() const { return ended_; }

private:
    void handleEncryptedData(const gloox::TLSBase*, const std::string& data) override;
    void handleDecryptedData(const gloox::TLSBase*, const std::string& data) override;
    void handleHandshakeResult(const gloox::TLSBase*, bool success,
                               gloox::CertInfo& certinfo) override;

    std::unique_ptr<gloox::TLSBase> inner_;
    int decrypting_ = 0;
    bool cleanupDue_ = false;
    bool ended_ = false;
};

}  // namespace bagh::xmpp
