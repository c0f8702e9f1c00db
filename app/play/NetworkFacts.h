// What the window shows of a network connection that the network session does not say yet: is
// it encrypted and how was it keyed, whom it reaches, and the host's question whether a player
// who picked the game from the LAN list may join. The one file to change when app/net's
// protocol version 2 lands (TLS-PSK, join requests): each function names one fact, and today
// answers it from what version 1 has (plain TCP, no join requests), so the window's code
// around it is already the final one.
//
// Threads: the GUI thread, as NetSession.
#pragma once

#include <QString>
#include <functional>

class NetSession;
class QObject;

namespace NetworkFacts {

// True if what travels between the two programs is encrypted. Version 1: never (plain TCP).
bool isEncrypted(const NetSession& session);
// How the connection is protected, for the connection view ("TLS 1.2, ECDHE-PSK-CHACHA20-
// POLY1305, keyed by the join code"); version 1 says it is not encrypted.
QString securityText(const NetSession& session);
// The other program's address ("192.168.1.7"), or empty while nobody is connected.
QString peerAddressText(const NetSession& session);

// The handlers of the host's join question (a player picked the game from the LAN list).
struct JoinQuestion {
    std::function<void(const QString& name, const QString& from)> asked;
    std::function<void()> ended;  // the question lapsed: asker gone, timed out, or answered
};
// Connects `session`'s join question (a host's) to `handlers` for as long as `context` lives.
// Returns false where the session cannot ask (version 1, a guest): nothing is connected then.
bool onJoinQuestion(NetSession* session, QObject* context, JoinQuestion handlers);
// Answers the host's open join question.
void answerJoin(NetSession* session, bool accept);
// Connects a guest's "the host is asked" (a game joined from the LAN list waits for the host's
// yes) to `waiting`. False where the session cannot wait for an answer (version 1, a host).
bool onWaitingForAnswer(NetSession* session, QObject* context, std::function<void()> waiting);

}  // namespace NetworkFacts
