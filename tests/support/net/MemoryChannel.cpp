#include "MemoryChannel.h"

#include <QTimer>
#include <algorithm>
#include <cstring>

std::pair<MemoryChannel*, MemoryChannel*> MemoryChannel::pair(const QString& firstName,
                                                              const QString& secondName) {
    auto* a = new MemoryChannel;
    auto* b = new MemoryChannel;
    a->peer_ = b;
    b->peer_ = a;
    a->peerName_ = secondName;
    b->peerName_ = firstName;
    return {a, b};
}

qint64 MemoryChannel::read(char* data, qint64 max) {
    const qint64 n = std::min<qint64>(max, inbox_.size());
    if (n <= 0) return 0;
    std::memcpy(data, inbox_.constData(), static_cast<std::size_t>(n));
    inbox_.remove(0, n);
    return n;
}

void MemoryChannel::write(std::string_view bytes) {
    if (!open_ || closing_ || bytes.empty() || !peer_ || !peer_->open_) return;
    peer_->inbox_.append(bytes.data(), static_cast<qsizetype>(bytes.size()));
    peer_->deliver();
}

void MemoryChannel::deliver() {
    if (deliveryQueued_) return;
    deliveryQueued_ = true;
    QTimer::singleShot(0, this, [this] {
        deliveryQueued_ = false;
        if (open_ && !inbox_.isEmpty()) emit readyRead();
    });
}

void MemoryChannel::closeGently() {
    if (!open_ || closing_) return;
    closing_ = true;
    // As a socket's: the peer reads what was sent, then both ends hear the close.
    QTimer::singleShot(0, this, [this] {
        if (MemoryChannel* p = peer_) p->end(false);
        end(false);
    });
}

void MemoryChannel::abort() { cut(); }

void MemoryChannel::cut() {
    if (MemoryChannel* p = peer_) p->end(true);
    end(true);
}

void MemoryChannel::end(bool dropUnread) {
    if (!open_) return;
    if (dropUnread) inbox_.clear();
    if (!inbox_.isEmpty()) emit readyRead();  // the rest of a gentle close, read first
    open_ = false;
    inbox_.clear();
    emit closed();
}
