#include "xmpp/XmppAccount.h"

#include <QSocketNotifier>

using bagh::xmpp::Account;
using bagh::xmpp::Payload;
using bagh::xmpp::XmppClient;

// The client calls its listener from inside pump(); the signals go out from there, and a slot
// that signs out or in again is safe because pump() looks at client_ afresh after each call.
class XmppAccount::Relay : public XmppClient::Listener {
public:
    explicit Relay(XmppAccount& owner) : owner_(owner) {}
    void online() override {
        owner_.setState(State::Online);
        emit owner_.online();
    }
    void offline(const std::string&, bool final) override {
        owner_.setState(final ? State::Refused : State::Connecting);
        emit owner_.offline(final);
    }
    void received(const std::string& from, const Payload& payload) override {
        emit owner_.received(QString::fromStdString(from), payload);
    }
    void ignored(const std::string& from) override {
        emit owner_.ignored(QString::fromStdString(from));
    }
    void chat(const std::string& from, const std::string& text) override {
        emit owner_.chatReceived(QString::fromStdString(from), QString::fromStdString(text));
    }
    void rosterChanged() override { emit owner_.rosterChanged(); }
    void sessionEnding() override { emit owner_.sessionEnding(); }
    void unavailable(const std::string& from) override {
        emit owner_.unavailable(QString::fromStdString(from));
    }
    void available(const std::string& from) override {
        emit owner_.available(QString::fromStdString(from));
    }

private:
    XmppAccount& owner_;
};

XmppAccount::XmppAccount(QObject* parent)
    : QObject(parent), relay_(std::make_unique<Relay>(*this)) {
    clock_.start();
    poll_.setInterval(100);
    connect(&poll_, &QTimer::timeout, this, &XmppAccount::pump);
}

XmppAccount::~XmppAccount() {
    delete notifier_;
    client_.reset();  // it calls no listener on its way out but sessionEnding()
}

void XmppAccount::signIn(const Account& account) {
    signOut();
    client_ = std::make_unique<XmppClient>(account, *relay_);
    setState(State::Connecting);
    client_->start(now());
    watchSocket();
}

void XmppAccount::signOut() {
    if (!client_) return;
    client_->stop();
    dropNotifier();
    poll_.stop();
    // The client goes later: a slot may have called this from inside its pump().
    QTimer::singleShot(0, this, [old = client_.release()] { delete old; });
    const bool wasUp = state_ == State::Online || state_ == State::Connecting;
    setState(State::SignedOut);
    if (wasUp) emit offline(true);  // what speaks through the account lets go of its links
}

QString XmppAccount::address() const {
    if (!client_) return {};
    const std::string& jid = client_->account().jid;
    return QString::fromStdString(jid.substr(0, jid.find('/')));
}

QString XmppAccount::fullAddress() const {
    return client_ ? QString::fromStdString(client_->jid()) : QString();
}

bagh::xmpp::Problem XmppAccount::problem() const {
    return client_ ? client_->problem() : bagh::xmpp::Problem{};
}

void XmppAccount::pump() {
    if (!client_) return;
    XmppClient* pumped = client_.get();
    pumped->pump(now());
    if (client_.get() == pumped) watchSocket();
}

// Every session has a socket of its own: the notifier follows it, and the timer runs while
// there is none (or while the account is still starting one).
void XmppAccount::watchSocket() {
    const int socket = client_ && !client_->finished() ? client_->socket() : -1;
    if (socket != watchedSocket_) {
        dropNotifier();
        watchedSocket_ = socket;
        if (socket >= 0) {
            notifier_ = new QSocketNotifier(socket, QSocketNotifier::Read, this);
            connect(notifier_, &QSocketNotifier::activated, this, &XmppAccount::pump);
        }
    }
    const bool waiting = client_ && !client_->finished() && state_ != State::SignedOut;
    if (waiting && socket < 0) {
        if (!poll_.isActive()) poll_.start();
    } else {
        poll_.stop();
    }
}

// Disabled at once (its socket may close and its number come back), deleted later: this may
// run inside its own activated().
void XmppAccount::dropNotifier() {
    if (notifier_) {
        notifier_->setEnabled(false);
        notifier_->deleteLater();
        notifier_ = nullptr;
    }
    watchedSocket_ = -1;
}

void XmppAccount::setState(State state) {
    if (state == state_) return;
    state_ = state;
    emit stateChanged(state);
}
