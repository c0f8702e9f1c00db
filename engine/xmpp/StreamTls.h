// gloox's TLS (TLSDefault: GnuTLS here) with what its 1.0.24 does wrong at a stream's end kept
// away from it. gloox cleans the TLS session up from inside its own use of it: when the server
// ends the stream (a restart: a stream error, then </stream:stream>) it answers from inside
// decrypt(), sending its closing tag through encrypt() and then cleaning up while decrypt()'s
// loop still reads; and a send that fails on a dead socket (a line cut under the client, then
// a goodbye) cleans up from inside encrypt(), under gnutls_record_send. Both were seen as a
// SIGSEGV in gnutls_record_send (a bot's core dump under a server restart; a window closed
// after its line was cut). Here, once the server's data carries the stream's end, nothing more
// is encrypted (the server has stopped reading); a cleanup asked for inside encrypt() or
// decrypt() waits until the outermost returns, and nothing is encrypted while it waits.
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

    // The cleanup asked for inside encrypt() or decrypt(), done once the outermost returns.
    void finishCleanup();

    std::unique_ptr<gloox::TLSBase> inner_;
    int busy_ = 0;  // inside encrypt() or decrypt()
    bool cleanupDue_ = false;
    bool ended_ = false;
};

}  // namespace bagh::xmpp
