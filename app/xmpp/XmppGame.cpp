#include "xmpp/XmppGame.h"

#include "net/TlsPsk.h"
#include "xmpp/XmppAccount.h"
#include "xmpp/XmppLineChannel.h"

using bagh::net::NetMatch;
using bagh::xmpp::Conversation;
using bagh::xmpp::LinkEvent;
using bagh::xmpp::Payload;

// What the conversation asks of the game it carries, done on this session: the match is the
// session's own, a link is an XmppLineChannel attached as the session's channel.
class XmppGame::Carrier : public Conversation::Match {
public:
    explicit Carrier(XmppGame& g) : g_(g) {}

    const NetMatch& state() const override { return g_.match_; }
    bagh::net::Admission admit(const bagh::net::Message& hello, bagh::net::Keying keying,
                               bagh::net::Reason* reason, std::string* why) override {
        return g_.match_.admission(hello, keying, reason, why);
    }
    void attach(const bagh::net::Message& hello, bagh::net::Admission how, std::string_view rest,
                std::int64_t nowMs) override {
        g_.attachChannel(g_.newLink(), how == bagh::net::Admission::Resume
                                           ? bagh::net::Keying::Seat
                                           : bagh::net::Keying::Code);
        g_.match_.attach(hello, how, tlspsk::randomKey(), nowMs);
        if (!rest.empty()) g_.match_.receive(rest, nowMs);
    }
    void replace(std::int64_t nowMs) override {
        g_.match_.drop(bagh::net::Reason::Replaced,
                       bagh::net::reasonText(bagh::net::Reason::Replaced), nowMs);
        g_.flush();
        g_.match_.disconnected(nowMs);
    }
    void connected(std::int64_t nowMs) override {
        g_.attachChannel(g_.newLink(),
                         g_.match_.seatToken() ? bagh::net::Keying::Seat : bagh::net::Keying::Code);
        g_.match_.connected(nowMs);
    }
    void disconnected(std::int64_t nowMs) override {
        const bool wasLinked = g_.match_.linked();
        g_.match_.disconnected(nowMs);
        if (auto* link = qobject_cast<XmppLineChannel*>(g_.channel_.data())) link->end();
        if (wasLinked) g_.flush();
    }
    void lines(std::string_view text, std::int64_t) override {
        if (auto* link = qobject_cast<XmppLineChannel*>(g_.channel_.data())) link->push(text);
    }
    void goodbye(std::int64_t nowMs) override {
        g_.match_.goodbye(nowMs);
        g_.flush();
        g_.match_.disconnected(nowMs);
    }
    void flush(std::int64_t) override { g_.flush(); }

private:
    XmppGame& g_;
};

XmppGame::XmppGame(XmppAccount* account, NetMatch match, Conversation talk, QObject* parent)
    : NetSession(std::move(match), parent),
      account_(account),
      talk_(std::move(talk)),
      carrier_(std::make_unique<Carrier>(*this)) {
    keying_ = bagh::net::Keying::Code;
    follow();
    startTicking();
}

XmppGame* XmppGame::host(XmppAccount* account, const QString& peer,
                         const bagh::net::HostTerms& terms, const bagh::xmpp::Watching& watching,
                         QObject* parent) {
    const std::string name = account->address().toStdString();
    bagh::xmpp::LinkOptions options;
    options.watching = watching;
    auto* g = new XmppGame(
        account, NetMatch::host(terms, name, programName().toStdString(), {}),
        Conversation::host(bagh::xmpp::bareJid(peer.toStdString()), terms, options), parent);
    if (account->isOnline())
        g->talk_.online(account->fullAddress().toStdString(), *g->carrier_, g->now());
    g->deliver();
    return g;
}

XmppGame* XmppGame::guest(XmppAccount* account, const QString& from, const Payload& invite,
                          const std::optional<bagh::net::Key128>& seat, QObject* parent) {
    const std::string name = account->address().toStdString();
    auto* g =
        new XmppGame(account, NetMatch::guest(name, programName().toStdString(), {}, {}),
                     Conversation::guest(bagh::xmpp::bareJid(from.toStdString()), {}), parent);
    if (seat) g->match_.setSeatToken(*seat);
    if (account->isOnline()) {
        g->talk_.online(account->fullAddress().toStdString(), *g->carrier_, g->now());
        g->talk_.received(from.toStdString(), invite, false, *g->carrier_, g->now());
    }
    g->deliver();
    return g;
}

XmppGame* XmppGame::open(XmppAccount* account, const bagh::net::Setup& wish, QObject* parent) {
    const std::string name = account->address().toStdString();
    auto* g = new XmppGame(account, NetMatch::guest(name, programName().toStdString(), {}, {}),
                           Conversation::guest({}, wish), parent);
    if (account->isOnline())
        g->talk_.online(account->fullAddress().toStdString(), *g->carrier_, g->now());
    g->deliver();
    return g;
}

XmppGame::~XmppGame() {
    // The session's own goodbye (its destructor) must not reach the conversation, gone by then.
    if (auto* link = qobject_cast<XmppLineChannel*>(channel_.data())) link->detach();
}

void XmppGame::follow() {
    XmppAccount* a = account_;
    connect(a, &XmppAccount::online, this, [this] {
        talk_.online(account_->fullAddress().toStdString(), *carrier_, now());
        deliver();
    });
    connect(a, &XmppAccount::offline, this, [this] {
        talk_.offline(*carrier_, now());
        deliver();
    });
    connect(a, &XmppAccount::received, this, [this](const QString& from, const Payload& p) {
        const std::string sender = from.toStdString();
        bagh::xmpp::XmppClient* client = account_->client();
        const bool contact = client && client->isContact(bagh::xmpp::bareJid(sender));
        talk_.received(sender, p, contact, *carrier_, now());
        deliver();
    });
    connect(a, &XmppAccount::ignored, this, [this] { talk_.ignore(); });
    connect(a, &XmppAccount::chatReceived, this, [this](const QString& from, const QString& text) {
        // Only the opponent's words, from any of its devices; anyone else's are not this game's.
        if (bagh::xmpp::bareJid(from.toStdString()) != talk_.peer()) return talk_.ignore();
        const std::string clean =
            bagh::net::sanitizeText(text.toStdString(), bagh::net::kMaxChatBytes);
        if (!clean.empty()) emit chat(QString::fromStdString(clean));
    });
    connect(a, &XmppAccount::unavailable, this, [this](const QString& from) {
        talk_.unavailable(from.toStdString(), *carrier_, now());
        deliver();
    });
    connect(a, &XmppAccount::available, this, [this](const QString& from) {
        talk_.available(from.toStdString(), *carrier_, now());
        deliver();
    });
}

XmppLineChannel* XmppGame::newLink() {
    return new XmppLineChannel(QString::fromStdString(talk_.peerFull()),
                               [this](std::string_view text) { talk_.send(text, *carrier_); });
}

bool XmppGame::sendChat(const QString& text) {
    bagh::xmpp::XmppClient* client = account_ ? account_->client() : nullptr;
    const std::string clean = bagh::net::sanitizeText(text.toStdString(), bagh::net::kMaxChatBytes);
    if (!client || !isConnected() || clean.empty()) return false;
    return client->sendChat(talk_.peerFull(), clean);
}

void XmppGame::onTick() {
    talk_.pump(*carrier_, now());
    deliver();
}

void XmppGame::goodbye() {
    talk_.leave(*carrier_, now());
    deliver();
    emit stateChanged();
}

void XmppGame::giveUp() {
    talk_.giveUp(*carrier_, now());
    deliver();
}

// What the conversation has to send goes out through the account; its own news become signals
// (the match's come from the session itself).
void XmppGame::deliver() {
    const auto out = talk_.takeOutgoing();
    if (bagh::xmpp::XmppClient* client = account_ ? account_->client() : nullptr)
        client->sendAll(out);
    for (const LinkEvent& e : talk_.takeEvents()) {
        switch (e.kind) {
            case LinkEvent::Kind::Match:
                break;
            case LinkEvent::Kind::Declined:
                emit declined(QString::fromStdString(e.reason));
                break;
            case LinkEvent::Kind::Withdrawn:
                emit withdrawn();
                break;
            case LinkEvent::Kind::WatcherCame:
            case LinkEvent::Kind::WatcherLeft:
                emit watchersChanged();
                break;
        }
    }
}
