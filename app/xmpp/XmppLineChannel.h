// One link of an XMPP game as the protocol's line channel (net/LineChannel.h): the lines the
// bound opponent sent (push()) wait here for the NetSession to read; what the session writes goes
// to the conversation (engine/xmpp/Conversation.h), which sends it as `line` payloads to the
// opponent's full address. A link ends when the conversation unbinds it (end()) or the session
// closes it; there is nothing to wait for then, as every line went out when it was written.
#pragma once

#include <QString>
#include <functional>
#include <string>

#include "net/LineChannel.h"

class XmppLineChannel : public LineChannel {
    Q_OBJECT

public:
    using Send = std::function<void(std::string_view)>;
    XmppLineChannel(QString peer, Send send, QObject* parent = nullptr);

    // Lines from the opponent; readyRead follows.
    void push(std::string_view text);
    // The conversation let this link go: closed() follows (from the event loop).
    void end();
    // What is written from now on goes nowhere (the conversation is going away).
    void detach() { send_ = nullptr; }

    qint64 read(char* data, qint64 max) override;
    void write(std::string_view bytes) override;
    bool isOpen() const override { return open_; }
    void closeGently() override { end(); }
    void abort() override { end(); }
    bool isEncrypted() const override { return true; }
    QString securityText() const override;
    QString peerText() const override { return peer_; }

private:
    QString peer_;
    Send send_;
    std::string in_;
    bool open_ = true;
};
