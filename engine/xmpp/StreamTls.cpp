#include "engine/xmpp/StreamTls.h"

#include <gloox/tlsdefault.h>

namespace bagh::xmpp {

StreamTls::StreamTls(gloox::TLSHandler* client, const std::string& server)
    : gloox::TLSBase(client, server),
      inner_(std::make_unique<gloox::TLSDefault>(static_cast<gloox::TLSHandler*>(this), server)) {}

StreamTls::~StreamTls() = default;

bool StreamTls::init(const std::string& clientKey, const std::string& clientCerts,
                     const gloox::StringList& cacerts) {
    return inner_->init(clientKey, clientCerts, cacerts);
}

bool StreamTls::encrypt(const std::string& data) {
    if (ended_ || cleanupDue_) return false;
    ++busy_;
    const bool sent = inner_->encrypt(data);
    --busy_;
    finishCleanup();
    return sent;
}

int StreamTls::decrypt(const std::string& data) {
    ++busy_;
    const int used = inner_->decrypt(data);
    --busy_;
    finishCleanup();
    return used;
}

void StreamTls::finishCleanup() {
    if (busy_ > 0 || !cleanupDue_) return;
    cleanupDue_ = false;
    inner_->cleanup();
}

void StreamTls::cleanup() {
    if (busy_ > 0) {
        cleanupDue_ = true;
        return;
    }
    inner_->cleanup();
    ended_ = false;  // a new stream may follow on this object
}

bool StreamTls::handshake() { return inner_->handshake(); }
bool StreamTls::isSecure() const { return inner_->isSecure(); }
bool StreamTls::hasChannelBinding() const { return inner_->hasChannelBinding(); }
const std::string StreamTls::channelBinding() const { return inner_->channelBinding(); }
void StreamTls::setCACerts(const gloox::StringList& cacerts) { inner_->setCACerts(cacerts); }
const gloox::CertInfo& StreamTls::fetchTLSInfo() const { return inner_->fetchTLSInfo(); }
void StreamTls::setClientCert(const std::string& clientKey, const std::string& clientCerts) {
    inner_->setClientCert(clientKey, clientCerts);
}

void StreamTls::handleEncryptedData(const gloox::TLSBase*, const std::string& data) {
    if (m_handler) m_handler->handleEncryptedData(this, data);
}

void StreamTls::handleDecryptedData(const gloox::TLSBase*, const std::string& data) {
    // The stream's end (or an error, which ends it): gloox answers it at once, from here.
    if (data.find("</stream:stream>") != std::string::npos ||
        data.find("<stream:error") != std::string::npos)
        ended_ = true;
    if (m_handler) m_handler->handleDecryptedData(this, data);
}

void StreamTls::handleHandshakeResult(const gloox::TLSBase*, bool success,
                                      gloox::CertInfo& certinfo) {
    m_secure = success;
    if (m_handler) m_handler->handleHandshakeResult(this, success, certinfo);
}

}  // namespace bagh::xmpp
