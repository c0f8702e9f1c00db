// The player's XMPP account on the window's event loop: engine/xmpp's XmppClient driven by a
// QSocketNotifier on its socket and, while it has none (the name lookup and the TCP connect run
// on the Connector's thread, or a reconnect is waiting), a short timer. Nothing here blocks the
// GUI thread: gloox only ever reads what the socket already holds.
//
// signIn() starts (and replaces any account signed in before); the account comes back by itself
// after a drop until signOut() or a final refusal (a wrong password, a refused certificate, a
// refused registration), whose reason problem() holds as data (XmppWords.h words it).
//
// Threads: the GUI thread (or whichever made it); every member from there.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>
#include <memory>

#include "engine/xmpp/XmppClient.h"

class QSocketNotifier;

class XmppAccount : public QObject {
    Q_OBJECT

public:
    enum class State { SignedOut, Connecting, Online, Refused };
    Q_ENUM(State)

    explicit XmppAccount(QObject* parent = nullptr);
    ~XmppAccount() override;

    // Starts signing in (or creating the account first, account.registerFirst): returns at once.
    void signIn(const bagh::xmpp::Account& account);
    // Signs off (offline(true) follows); no reconnect follows.
    void signOut();

    State state() const { return state_; }
    bool isOnline() const { return state_ == State::Online; }
    // The account's bare address ("name@domain"), as signed in with (or "" before).
    QString address() const;
    // The full address (with this program's resource) while online.
    QString fullAddress() const;
    // What ended the last connection or attempt (Kind::None if nothing has).
    bagh::xmpp::Problem problem() const;
    // The client, for what speaks through this account (a game, the roster); null while signed
    // out. Call pumpSoon() after sending through it.
    bagh::xmpp::XmppClient* client() { return client_.get(); }
    // Milliseconds on this account's monotonic clock (the one the client is pumped with).
    qint64 now() const { return clock_.elapsed(); }

signals:
    void stateChanged(XmppAccount::State state);
    void online();
    // The line is down: `final` when it will not come back by itself.
    void offline(bool final);
    void received(const QString& from, const bagh::xmpp::Payload& payload);
    void ignored(const QString& from);
    // An ordinary chat message (not yet sanitised).
    void chatReceived(const QString& from, const QString& text);
    // The roster or a contact's presence changed (client()->contacts()).
    void rosterChanged();
    void unavailable(const QString& from);
    // Someone's presence came (`from`: a full address).
    void available(const QString& from);
    // The session's gloox client is about to go (XmppClient::Listener::sessionEnding): what
    // was made on client()->glooxClient() goes now, at once (a direct connection).
    void sessionEnding();

private:
    class Relay;  // the client's listener, turning its calls into signals
    void pump();
    void watchSocket();
    void dropNotifier();
    void setState(State state);

    std::unique_ptr<Relay> relay_;
    std::unique_ptr<bagh::xmpp::XmppClient> client_;
    QSocketNotifier* notifier_ = nullptr;
    int watchedSocket_ = -1;
    QTimer poll_;  // while there is no socket to watch (connecting, waiting to try again)
    QElapsedTimer clock_;
    State state_ = State::SignedOut;
};
