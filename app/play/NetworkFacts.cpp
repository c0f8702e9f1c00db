#include "play/NetworkFacts.h"

#include <QCoreApplication>
#include <QMetaMethod>
#include <QTcpSocket>

#include "net/NetSession.h"

// MERGE (protocol version 2): the members below are looked up by name so that this branch
// builds against version 1's NetSession, where they do not exist yet. Once NetHost has the
// signals joinAsked(QString,QString) and joinAskEnded() and the slot answerJoin(bool), and
// NetGuest the signal waitingForAnswer(), and NetSession isEncrypted(), securityText() and
// peerAddressText(), each function here becomes one direct call or pointer-to-member connect.

namespace {

// Receives a signal found by name and hands it to a std::function (a signal that may not exist
// cannot be connected by pointer to member).
class Relay : public QObject {
    Q_OBJECT

public:
    Relay(QObject* context, NetworkFacts::JoinQuestion handlers, std::function<void()> waiting)
        : QObject(context), handlers_(std::move(handlers)), waiting_(std::move(waiting)) {}

public slots:
    void asked(const QString& name, const QString& from) {
        if (handlers_.asked) handlers_.asked(name, from);
    }
    void ended() {
        if (handlers_.ended) handlers_.ended();
    }
    void waiting() {
        if (waiting_) waiting_();
    }

private:
    NetworkFacts::JoinQuestion handlers_;
    std::function<void()> waiting_;
};

// Connects `signal` of `sender`, if it has one, to `slot` of `relay`.
bool connectByName(QObject* sender, const char* signal, Relay* relay, const char* slot) {
    const QMetaObject* from = sender->metaObject();
    const int s = from->indexOfSignal(QMetaObject::normalizedSignature(signal).constData());
    if (s < 0) return false;
    const int r =
        relay->metaObject()->indexOfSlot(QMetaObject::normalizedSignature(slot).constData());
    return QObject::connect(sender, from->method(s), relay, relay->metaObject()->method(r));
}

}  // namespace

namespace NetworkFacts {

bool isEncrypted(const NetSession&) {
    // MERGE: return session.isEncrypted();
    return false;
}

QString securityText(const NetSession&) {
    // MERGE: return session.securityText();
    return QCoreApplication::translate("NetworkFacts", "Not encrypted");
}

QString peerAddressText(const NetSession& session) {
    // MERGE: return session.peerAddressText();
    // Version 1: the player's connection is the session's own socket, the one connected.
    if (!session.isLinked()) return {};
    for (const QTcpSocket* s : session.findChildren<QTcpSocket*>(Qt::FindDirectChildrenOnly))
        if (s->state() == QAbstractSocket::ConnectedState) {
            QHostAddress a = s->peerAddress();
            // An IPv4 peer on a dual-stack socket reads ::ffff:a.b.c.d.
            bool v4 = false;
            const quint32 ip4 = a.toIPv4Address(&v4);
            return v4 ? QHostAddress(ip4).toString() : a.toString();
        }
    return {};
}

bool onJoinQuestion(NetSession* session, QObject* context, JoinQuestion handlers) {
    // MERGE: connect(host, &NetHost::joinAsked, …); connect(host, &NetHost::joinAskEnded, …)
    if (!session || !session->isHost()) return false;
    auto* relay = new Relay(context, std::move(handlers), {});
    const bool asked =
        connectByName(session, "joinAsked(QString,QString)", relay, "asked(QString,QString)");
    connectByName(session, "joinAskEnded()", relay, "ended()");
    if (!asked) delete relay;
    return asked;
}

void answerJoin(NetSession* session, bool accept) {
    // MERGE: qobject_cast<NetHost*>(session)->answerJoin(accept);
    if (session && session->metaObject()->indexOfMethod("answerJoin(bool)") >= 0)
        QMetaObject::invokeMethod(session, "answerJoin", Qt::DirectConnection, Q_ARG(bool, accept));
}

bool onWaitingForAnswer(NetSession* session, QObject* context, std::function<void()> waiting) {
    // MERGE: connect(guest, &NetGuest::waitingForAnswer, context, waiting);
    if (!session || session->isHost()) return false;
    auto* relay = new Relay(context, {}, std::move(waiting));
    const bool ok = connectByName(session, "waitingForAnswer()", relay, "waiting()");
    if (!ok) delete relay;
    return ok;
}

}  // namespace NetworkFacts

#include "NetworkFacts.moc"
