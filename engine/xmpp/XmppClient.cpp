#include "engine/xmpp/XmppClient.h"

#include <gloox/client.h>
#include <gloox/connectionlistener.h>
#include <gloox/connectiontcpclient.h>
#include <gloox/message.h>
#include <gloox/messagehandler.h>
#include <gloox/presence.h>
#include <gloox/presencehandler.h>
#include <gloox/registration.h>
#include <gloox/registrationhandler.h>
#include <gloox/rosteritem.h>
#include <gloox/rosterlistener.h>
#include <gloox/rostermanager.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include <algorithm>
#include <random>

#include "engine/xmpp/Connector.h"
#include "engine/xmpp/GameStanza.h"
#include "engine/xmpp/StreamTls.h"

namespace bagh::xmpp {
namespace {

// The system's authorities (Debian's ca-certificates); gloox's GnuTLS client trusts only the
// files it is given.
constexpr const char* kSystemAuthorities = "/etc/ssl/certs/ca-certificates.crt";

// gloox's TCP client on a socket that is already connected (Connector.h): its connect() hands
// the socket over instead of looking the server up and connecting, which would block.
class HandedSocket : public gloox::ConnectionTCPClient {
public:
    HandedSocket(gloox::ConnectionDataHandler* handler, const gloox::LogSink& log, int fd)
        : gloox::ConnectionTCPClient(handler, log, "", -1), fd_(fd) {}
    ~HandedSocket() override {
        if (fd_ >= 0) ::close(fd_);
    }
    gloox::ConnectionError connect() override {
        if (fd_ < 0) return gloox::ConnNotConnected;  // used once: a new session for a new line
        setSocket(fd_);
        fd_ = -1;
        if (m_handler) m_handler->handleConnect(this);
        return gloox::ConnNoError;
    }

private:
    int fd_;
};

std::string randomResource() {
    std::random_device rd;
    static const char* digits = "0123456789abcdef";
    std::string s = "baghchal.";
    for (int i = 0; i < 8; ++i) s += digits[rd() & 0xf];
    return s;
}

std::string errorText(gloox::ConnectionError e) {
    switch (e) {
        case gloox::ConnStreamError:
            return "the server ended the stream";
        case gloox::ConnStreamVersionError:
            return "the server speaks another XMPP version";
        case gloox::ConnStreamClosed:
            return "the server closed the connection";
        case gloox::ConnIoError:
            return "the connection broke";
        case gloox::ConnOutOfMemory:
            return "out of memory";
        case gloox::ConnNoSupportedAuth:
            return "the server offers no way to sign in that is known here";
        case gloox::ConnTlsFailed:
            return "the encryption failed";
        case gloox::ConnTlsNotAvailable:
            return "the server does not offer encryption";
        case gloox::ConnAuthenticationFailed:
            return "the server refused the address or the password";
        case gloox::ConnUserDisconnected:
            return "signed off";
        case gloox::ConnNotConnected:
            return "not connected";
        default:
            return "the connection ended (gloox error " + std::to_string(e) + ")";
    }
}

}  // namespace

std::string certificateProblem(int status, const std::string& domain, const std::string& issuer,
                               const std::string& subject) {
    if (status == gloox::CertOk) return {};
    std::string why;
    auto add = [&why](const std::string& s) { why += (why.empty() ? "" : "; ") + s; };
    if (status & (gloox::CertSignerUnknown | gloox::CertInvalid))
        add("it is not signed by an authority this computer trusts (issuer: " + issuer + ")");
    if (status & gloox::CertSignerNotCa) add("its signer is not an authority");
    if (status & gloox::CertWrongPeer)
        add("it is not for " + domain + " (it names " + subject + ")");
    if (status & gloox::CertExpired) add("it has expired");
    if (status & gloox::CertNotActive) add("it is not valid yet");
    if (status & gloox::CertRevoked) add("it has been revoked");
    return "the server's certificate for " + domain + " is refused: " + why;
}

// One connection's gloox client and the handlers it calls. A new line gets a new Session.
struct XmppClient::Session : gloox::ConnectionListener,
                             gloox::MessageHandler,
                             gloox::PresenceHandler,
                             gloox::RegistrationHandler,
                             gloox::RosterListener {
    Session(XmppClient& owner, int fd, bool registering) : owner(owner), registering(registering) {
        const gloox::JID account(owner.account_.jid);
        if (registering) {
            client = std::make_unique<gloox::Client>(account.server());
            client->disableRoster();
            registration = std::make_unique<gloox::Registration>(client.get());
            registration->registerRegistrationHandler(this);
        } else {
            gloox::JID full(account.bare());
            full.setResource(owner.resource_);
            client = std::make_unique<gloox::Client>(full, owner.account_.password);
            client->rosterManager()->registerRosterListener(this);
        }
        client->setTls(gloox::TLSRequired);
        client->setCompression(false);
        client->setSASLMechanisms(gloox::SaslMechScramSha1 | gloox::SaslMechScramSha1Plus |
                                  gloox::SaslMechPlain);
        client->registerConnectionListener(this);
        client->registerMessageHandler(this);
        client->registerPresenceHandler(this);
        client->registerStanzaExtension(new GameStanza());
        client->setConnectionImpl(new HandedSocket(client.get(), client->logInstance(), fd));
        // The certificate is checked for the account's domain, whatever address we connect
        // to, against the system's authorities and the account's own. (gloox 1.0.24 never
        // frees these credentials: with the system's authorities, some 3.5 MB a session, so a
        // line that drops again and again costs that much each time; measured with ASan.)
        auto* tls = new StreamTls(client.get(), account.server());
        tls->init();
        gloox::StringList authorities;
        if (::access(kSystemAuthorities, R_OK) == 0) authorities.push_back(kSystemAuthorities);
        if (!owner.account_.caFile.empty()) authorities.push_back(owner.account_.caFile);
        tls->setCACerts(authorities);
        client->setEncryptionImpl(tls);
    }

    ~Session() override {
        registration.reset();
        if (client->rosterManager()) client->rosterManager()->removeRosterListener();
        client->removeConnectionListener(this);
        client->removeMessageHandler(this);
        client->removePresenceHandler(this);
    }

    // gloox::ConnectionListener
    void onConnect() override {
        if (registering) {
            gloox::RegistrationFields fields;
            fields.username = gloox::JID(owner.account_.jid).username();
            fields.password = owner.account_.password;
            registration->createAccount(
                gloox::Registration::FieldUsername | gloox::Registration::FieldPassword, fields);
            return;
        }
        up = true;
        owner.listener_.online();
    }
    void onDisconnect(gloox::ConnectionError e) override {
        down = true;
        if (why.empty()) {
            why = errorText(e);
            problem = {Problem::Kind::Connection, static_cast<int>(e), {}, {}, {}};
            if (e == gloox::ConnAuthenticationFailed) final = true;
        }
    }
    bool onTLSConnect(const gloox::CertInfo& info) override {
        const std::string refusal = certificateProblem(
            info.status, gloox::JID(owner.account_.jid).server(), info.issuer, info.server);
        if (refusal.empty()) return true;
        why = refusal;
        problem = {Problem::Kind::Certificate, info.status, {}, info.issuer, info.server};
        final = true;
        return false;
    }

    // gloox::MessageHandler
    void handleMessage(const gloox::Message& msg, gloox::MessageSession*) override {
        const auto* ext = msg.findExtension<GameStanza>(GameStanza::kType);
        if (msg.subtype() == gloox::Message::Error)
            return owner.listener_.ignored(msg.from().full());
        if (!ext) {
            if (msg.subtype() == gloox::Message::Chat && !msg.body().empty())
                return owner.listener_.chat(msg.from().full(), msg.body());
            return owner.listener_.ignored(msg.from().full());
        }
        owner.listener_.received(msg.from().full(), ext->payload());
    }

    // gloox::PresenceHandler
    void handlePresence(const gloox::Presence& presence) override {
        if (presence.subtype() == gloox::Presence::Unavailable ||
            presence.subtype() == gloox::Presence::Error)
            owner.listener_.unavailable(presence.from().full());
        else if (presence.subtype() == gloox::Presence::Available &&
                 presence.from() != client->jid())
            owner.listener_.available(presence.from().full());
    }

    // gloox::RegistrationHandler
    void handleRegistrationFields(const gloox::JID&, int, std::string) override {}
    void handleAlreadyRegistered(const gloox::JID&) override {}
    void handleRegistrationResult(const gloox::JID&, gloox::RegistrationResult result) override {
        registered = result == gloox::RegistrationSuccess;
        if (!registered) {
            problem = {Problem::Kind::Registration, static_cast<int>(result), {}, {}, {}};
            why = result == gloox::RegistrationConflict
                      ? "the server has an account of that name already"
                  : result == gloox::RegistrationNotAllowed
                      ? "the server does not let new accounts register"
                      : "the server refused the new account (registration error " +
                            std::to_string(result) + ")";
            final = true;
        }
        client->disconnect();
    }
    void handleDataForm(const gloox::JID&, const gloox::DataForm&) override {}

    // gloox::RosterListener: every change is news for the owner's list.
    void changed() { owner.listener_.rosterChanged(); }
    void handleItemAdded(const gloox::JID&) override { changed(); }
    void handleItemSubscribed(const gloox::JID&) override { changed(); }
    void handleItemRemoved(const gloox::JID&) override { changed(); }
    void handleItemUpdated(const gloox::JID&) override { changed(); }
    void handleItemUnsubscribed(const gloox::JID&) override { changed(); }
    void handleRoster(const gloox::Roster&) override { changed(); }
    void handleRosterPresence(const gloox::RosterItem&, const std::string&,
                              gloox::Presence::PresenceType, const std::string&) override {
        changed();
    }
    void handleSelfPresence(const gloox::RosterItem&, const std::string&,
                            gloox::Presence::PresenceType, const std::string&) override {}
    // Someone asks to see this player's presence (online, and whether with the game): granted,
    // as a player asks a friend to add them, and asked back, so that each sees the other online
    // (one who added a player saw them, the player saw them "offline"). Nothing else is shown
    // by it.
    bool handleSubscriptionRequest(const gloox::JID& jid, const std::string&) override {
        gloox::RosterManager* roster = client->rosterManager();
        const gloox::RosterItem* item = roster ? roster->getRosterItem(jid.bareJID()) : nullptr;
        const gloox::SubscriptionType s = item ? item->subscription() : gloox::S10nNone;
        const bool seesThem = s == gloox::S10nTo || s == gloox::S10nToIn || s == gloox::S10nBoth;
        const bool asked =
            s == gloox::S10nNoneOut || s == gloox::S10nNoneOutIn || s == gloox::S10nFromOut;
        if (roster && !seesThem && !asked) roster->subscribe(jid.bareJID());
        return true;
    }
    bool handleUnsubscriptionRequest(const gloox::JID&, const std::string&) override {
        return true;
    }
    void handleNonrosterPresence(const gloox::Presence&) override {}
    void handleRosterError(const gloox::IQ&) override {}
    void handleOOB(const gloox::JID&, const gloox::OOB&) override {}

    int socket() const {
        auto* c = dynamic_cast<gloox::ConnectionTCPBase*>(client->connectionImpl());
        return c ? c->socket() : -1;
    }

    // The state first: gloox's objects below go before it, and nothing they call on their
    // way out finds it gone.
    XmppClient& owner;
    bool registering;
    bool up = false;
    bool down = false;
    bool final = false;
    bool registered = false;
    std::string why;
    Problem problem;
    std::unique_ptr<gloox::Client> client;
    std::unique_ptr<gloox::Registration> registration;
};

XmppClient::XmppClient(Account account, Listener& listener)
    : account_(std::move(account)), listener_(listener), resource_(randomResource()) {
    // gloox writes to its socket with send() and no MSG_NOSIGNAL: a server that went away (a
    // restart) would end the whole program with SIGPIPE as gloox says goodbye. Ignored, the
    // write fails and the connection closes as any other drop (the bots' and the window's).
    ::signal(SIGPIPE, SIG_IGN);
    if (account_.host.empty()) {
        account_.host = gloox::JID(account_.jid).server();
        srv_ = true;  // the domain's own servers, as its SRV records name them
    }
}

XmppClient::~XmppClient() {
    // The session goes before the connector; neither calls the listener any more.
    if (session_ && session_->up) listener_.sessionEnding();
    session_.reset();
}

void XmppClient::start(std::int64_t nowMs) {
    stopped_ = false;
    retryAt_ = nowMs;
    pump(nowMs);
}

void XmppClient::connectLater(std::int64_t nowMs) {
    retryAt_ = nowMs + backoffMs_;
    backoffMs_ = std::min<std::int64_t>(backoffMs_ * 2, 15000);
}

void XmppClient::beginSession(int fd) {
    session_ = std::make_unique<Session>(*this, fd, account_.registerFirst);
    session_->client->connect(false);
}

void XmppClient::endSession(const std::string& why, bool final, std::int64_t nowMs) {
    const bool wasUp = session_ && session_->up;
    if (wasUp) listener_.sessionEnding();
    session_.reset();
    if (final) final_ = true;
    if (wasUp) backoffMs_ = 500;
    if (!final_ && !stopped_) connectLater(nowMs);
    listener_.offline(why, final_);
}

void XmppClient::pump(std::int64_t nowMs) {
    if (final_ || stopped_) return;
    if (!session_ && !connector_ && retryAt_ >= 0 && nowMs >= retryAt_) {
        retryAt_ = -1;
        connector_ = std::make_unique<Connector>(account_.host, account_.port, srv_);
    }
    if (connector_ && connector_->done()) {
        const int fd = connector_->takeSocket();
        const std::string error = connector_->error();
        connector_.reset();
        if (fd < 0) {
            problem_ = {Problem::Kind::Unreachable, 0, error, {}, {}};
            connectLater(nowMs);
            listener_.offline(error, false);
            return;
        }
        beginSession(fd);
    }
    // gloox reads one buffer a call: read while the socket has more, within reason.
    for (int i = 0; session_ && !session_->down && i < 256; ++i) {
        pollfd p{session_->socket(), POLLIN, 0};
        if (p.fd < 0 || ::poll(&p, 1, 0) <= 0) break;
        session_->client->recv(0);
    }
    if (session_ && session_->down) {
        const bool registeredNow = session_->registered;
        const std::string why = session_->why;
        const bool final = session_->final;
        if (session_->problem.kind != Problem::Kind::None) problem_ = session_->problem;
        if (registeredNow) {
            // The account exists now: sign in to it at once.
            account_.registerFirst = false;
            session_.reset();
            retryAt_ = nowMs;
            return pump(nowMs);
        }
        endSession(why, final, nowMs);
    }
}

gloox::ClientBase* XmppClient::glooxClient() const {
    return online() ? session_->client.get() : nullptr;
}

int XmppClient::socket() const { return session_ ? session_->socket() : -1; }

bool XmppClient::online() const { return session_ && session_->up && !session_->down; }

std::string XmppClient::jid() const { return online() ? session_->client->jid().full() : ""; }

bool XmppClient::send(const std::string& to, const Payload& payload) {
    if (!online()) return false;
    gloox::Message m(gloox::Message::Headline, gloox::JID(to));
    m.addExtension(new GameStanza(payload));
    session_->client->send(m);
    return true;
}

bool XmppClient::sendChat(const std::string& to, const std::string& text) {
    if (!online()) return false;
    gloox::Message m(gloox::Message::Chat, gloox::JID(to), text);
    session_->client->send(m);
    return true;
}

void XmppClient::presenceTo(const std::string& to) {
    if (!online()) return;
    gloox::Presence p(gloox::Presence::Available, gloox::JID(to));
    session_->client->send(p);
}

void XmppClient::sendAll(const std::vector<Outgoing>& out) {
    for (const Outgoing& o : out) {
        if (o.presence)
            presenceTo(o.to);
        else
            send(o.to, o.payload);
    }
}

bool XmppClient::isContact(const std::string& bare) const {
    if (!online() || !session_->client->rosterManager()) return false;
    return session_->client->rosterManager()->getRosterItem(gloox::JID(bare)) != nullptr;
}

std::vector<XmppClient::Contact> XmppClient::contacts() const {
    std::vector<Contact> list;
    if (!online() || !session_->client->rosterManager()) return list;
    for (const auto& [jid, item] : *session_->client->rosterManager()->roster()) {
        Contact c;
        c.jid = item->jidJID().bare();
        c.online = item->online();
        for (const auto& [resource, info] : item->resources())
            if (resource.rfind("baghchal.", 0) == 0) c.hasGame = true;
        c.mutual = item->subscription() == gloox::S10nBoth;
        list.push_back(std::move(c));
    }
    std::sort(list.begin(), list.end(),
              [](const Contact& a, const Contact& b) { return a.jid < b.jid; });
    return list;
}

bool XmppClient::addContact(const std::string& bare) {
    if (!online() || !session_->client->rosterManager()) return false;
    session_->client->rosterManager()->subscribe(gloox::JID(bareJid(bare)));
    return true;
}

void XmppClient::stop() {
    stopped_ = true;
    connector_.reset();
    if (session_) {
        if (session_->up) listener_.sessionEnding();
        session_->client->disconnect();
        session_.reset();
    }
}

}  // namespace bagh::xmpp
