#include "xmpp/XmppLineChannel.h"

#include <QTimer>
#include <algorithm>
#include <cstring>

XmppLineChannel::XmppLineChannel(QString peer, Send send, QObject* parent)
    : LineChannel(parent), peer_(std::move(peer)), send_(std::move(send)) {}

void XmppLineChannel::push(std::string_view text) {
    if (!open_ || text.empty()) return;
    in_.append(text);
    emit readyRead();
}

void XmppLineChannel::end() {
    if (!open_) return;
    open_ = false;
    in_.clear();
    QTimer::singleShot(0, this, [this] { emit closed(); });
}

qint64 XmppLineChannel::read(char* data, qint64 max) {
    const auto n = static_cast<std::size_t>(std::min<qint64>(max, qint64(in_.size())));
    if (n == 0) return 0;
    std::memcpy(data, in_.data(), n);
    in_.erase(0, n);
    return qint64(n);
}

void XmppLineChannel::write(std::string_view bytes) {
    if (open_ && send_ && !bytes.empty()) send_(bytes);
}

QString XmppLineChannel::securityText() const {
    return tr("XMPP: TLS from each player to their server and between the servers");
}
