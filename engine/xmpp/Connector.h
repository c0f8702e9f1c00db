// A TCP connection opened on a thread of its own: the name lookup and the connect block, and
// nobody else may wait for them (the window's event loop, the command's poll loop). Whoever
// made it asks done() now and then, and takes the socket once it is there. Dropping a Connector
// early leaves its thread to finish alone and close what it opened.
//
// With `srv` set, `host` is an XMPP domain: its servers are looked up first as the standard
// says (the SRV records _xmpp-client._tcp.<domain>, by priority), then the domain itself on
// `port`.
#pragma once

#include <memory>
#include <string>

namespace bagh::xmpp {

class Connector {
public:
    Connector(std::string host, int port, bool srv = false, int timeoutMs = 10000);
    ~Connector();
    Connector(const Connector&) = delete;
    Connector& operator=(const Connector&) = delete;

    bool done() const;
    // The connected socket (blocking mode), once done; -1 if it failed (error() says why).
    // Taking it makes it the caller's.
    int takeSocket();
    std::string error() const;

    struct State;  // shared with the thread (Connector.cpp)

private:
    std::shared_ptr<State> state_;
};

}  // namespace bagh::xmpp
