// One XMPP account signed in through gloox, driven without blocking: the name lookup and the
// TCP connect run on a thread (Connector.h), and gloox only ever reads what the socket already
// holds. The owner polls socket() for reading (a poll loop, or a QSocketNotifier) and calls
// pump(); pump also checks a connect under way and starts the next one after a drop (waiting
// 0.5 s, then twice as long each time up to 15 s), so the account comes back by itself after
// its line or its server goes down.
//
// TLS is required; the server's certificate must be valid for the account's domain (also when
// `server` says to connect elsewhere) and signed by an authority of the system's or the
// account's own (caFile): anything else ends the account for good with the reason, as does a
// wrong password. Messages carry the game's payload (GameStanza.h) as headlines, which servers
// neither store for later nor copy to other resources; the players' chat is ordinary chat
// messages with a <body>.
//
// The window drives it with a QSocketNotifier on socket() (every session has a new one: look
// again after each pump()) and, while socket() is -1 (connecting, or waiting to try again), a
// timer that calls pump() every 100 ms or so; the command polls with a timeout instead.
//
// Not thread-safe; one owner calls everything, and the listener is called from pump().
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/xmpp/Payload.h"

namespace gloox {
class ClientBase;
}

namespace bagh::xmpp {

struct Account {
    std::string jid;  // the account, "name@domain" (a resource is ignored)
    std::string password;
    std::string host;  // where to connect; empty: the account's domain
    int port = 5222;
    std::string caFile;          // an authority to trust beside the system's (a self-hosted server)
    bool registerFirst = false;  // create the account on the server first (in-band registration)
};

// What ended the last session or connect, as data, so a window can say it in the player's
// language (the listener's `why` is the same in English).
struct Problem {
    enum class Kind : std::uint8_t {
        None,
        Unreachable,   // the name lookup or the TCP connect failed (detail: the system's words)
        Connection,    // the stream ended (code: gloox's ConnectionError)
        Certificate,   // the server's certificate was refused (code: gloox's CertStatus bits)
        Registration,  // the new account was refused (code: gloox's RegistrationResult)
    };
    Kind kind = Kind::None;
    int code = 0;
    std::string detail;  // Unreachable: the system's error
    std::string issuer;  // Certificate: the certificate's issuer and subject
    std::string subject;
};

class XmppClient {
public:
    class Listener {
    public:
        virtual ~Listener() = default;
        virtual void online() = 0;
        // The line is down. `final`: it will not come back (a refused certificate, a wrong
        // password, a refused registration); `why` says what happened.
        virtual void offline(const std::string& why, bool final) = 0;
        virtual void received(const std::string& from, const Payload& payload) = 0;
        // A message without the game's payload, or an error bounce: nothing for the game.
        virtual void ignored(const std::string& from) = 0;
        virtual void unavailable(const std::string& from) = 0;
        // Someone's presence came (signed in, or answering ours): a host invites a guest
        // that came back at once. By default nothing.
        virtual void available(const std::string& from) { (void)from; }
        // An ordinary chat message (its <body>, as any XMPP client sends it), not yet checked
        // or cut: whoever shows it sanitises it. By default nothing for the game.
        virtual void chat(const std::string& from, const std::string&) { ignored(from); }
        // The roster or a contact's presence changed (contacts() says how it is now).
        virtual void rosterChanged() {}
        // The session's gloox client is about to go (a drop, signing off, the end): what was
        // made on glooxClient() (the lobby's room) goes now.
        virtual void sessionEnding() {}
    };

    // A contact of the roster as the player sees it.
    struct Contact {
        std::string jid;       // bare
        bool online = false;   // some device of it is signed in
        bool hasGame = false;  // one of them is this program (its resource says so)
        bool mutual = false;   // each sees the other's presence
    };

    XmppClient(Account account, Listener& listener);
    ~XmppClient();
    XmppClient(const XmppClient&) = delete;
    XmppClient& operator=(const XmppClient&) = delete;

    // Starts signing in (nothing blocks). `nowMs`: the caller's monotonic clock.
    void start(std::int64_t nowMs);
    // Handles what arrived, a finished connect, a reconnect that is due.
    void pump(std::int64_t nowMs);
    // The socket to wait on for reading, or -1 while there is none.
    int socket() const;
    bool online() const;
    bool finished() const { return final_; }
    // What ended the last session or connect (Kind::None until something did).
    const Problem& problem() const { return problem_; }
    const Account& account() const { return account_; }
    // The account's full JID while online.
    std::string jid() const;
    // Sends `payload` to `to` (a full or a bare JID); false while offline.
    bool send(const std::string& to, const Payload& payload);
    // An ordinary chat message to `to` (type chat, a <body>: any XMPP client shows it); false
    // while offline.
    bool sendChat(const std::string& to, const std::string& text);
    // Directed presence to `to`: its server tells it when this account goes away.
    void presenceTo(const std::string& to);
    // Sends what a conversation, a watch or a lobby wrote: each a payload, or directed presence.
    void sendAll(const std::vector<Outgoing>& out);
    // `bare` is in this account's roster.
    bool isContact(const std::string& bare) const;
    // The roster now (empty while offline), by address.
    std::vector<Contact> contacts() const;
    // Adds `bare` to the roster and asks to see its presence; false while offline.
    bool addContact(const std::string& bare);
    // Signs off (the stream closes after what was sent); no reconnect follows.
    void stop();
    // gloox's client of the session now up, for what speaks through it beside the game (the
    // lobby's room, LobbyRoom.h); null while offline. Listener::sessionEnding() comes before
    // it goes.
    gloox::ClientBase* glooxClient() const;

    struct Session;  // gloox's side (XmppClient.cpp)

private:
    void connectLater(std::int64_t nowMs);
    void beginSession(int socket);
    void endSession(const std::string& why, bool final, std::int64_t nowMs);

    Account account_;
    Listener& listener_;
    std::string resource_;
    std::unique_ptr<class Connector> connector_;
    std::unique_ptr<Session> session_;
    std::int64_t retryAt_ = -1;
    std::int64_t backoffMs_ = 500;
    Problem problem_;
    bool final_ = false;
    bool stopped_ = false;
    bool srv_ = false;  // host is the account's domain: look its servers up
};

// Why a server's certificate is refused, in a sentence (empty: it is accepted). `status` is
// gloox's CertStatus bits, `domain` the account's domain, `issuer` and `subject` the
// certificate's names.
std::string certificateProblem(int status, const std::string& domain, const std::string& issuer,
                               const std::string& subject);

}  // namespace bagh::xmpp
