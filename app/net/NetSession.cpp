#include "net/NetSession.h"

#include <QDate>
#include <QSslSocket>
#include <algorithm>
#include <vector>

#include "net/TlsLineChannel.h"

#ifndef BAGHCHAL_VERSION
#define BAGHCHAL_VERSION "0"
#endif

using bagh::net::Event;
using bagh::net::Reason;

namespace {

QString text(const std::string& s) { return QString::fromStdString(s); }

bool refuseWith(QString* why, const std::string& reason) {
    if (why) *why = text(reason);
    return false;
}

}  // namespace

NetSession::NetSession(bagh::net::NetMatch match, QObject* parent)
    : QObject(parent), match_(std::move(match)) {
    clock_.start();
    connect(&tick_, &QTimer::timeout, this, [this] {
        match_.tick(now());
        onTick();
        flush();
    });
}

NetSession::~NetSession() {
    // A session that goes while connected says goodbye, so the peer does not wait for a silence.
    if (channel_ && match_.linked()) {
        match_.goodbye(now());
        channel_->write(match_.takeOutput());
        channel_->disconnect(this);
    }
}

QString NetSession::programName() { return QStringLiteral("baghchal/" BAGHCHAL_VERSION); }

void NetSession::startTicking() {
    tick_.start(static_cast<int>(std::clamp<qint64>(timing_.keepAliveMs / 4, 10, 100)));
}

bagh::games::SavedGame NetSession::savedGame() const {
    return match_.savedGame(QDate::currentDate().toString(Qt::ISODate).toStdString());
}

// --- the connection --------------------------------------------------------------------------

bool NetSession::isEncrypted() const { return channel_ && channel_->isEncrypted(); }

QString NetSession::securityText() const { return channel_ ? channel_->securityText() : QString(); }

QString NetSession::peerAddressText() const { return channel_ ? channel_->peerText() : QString(); }

void NetSession::attachSocket(QSslSocket* socket, bagh::net::Keying keying) {
    socket->disconnect(this);  // the handlers of the handshake
    attachChannel(new TlsLineChannel(socket), keying);
}

void NetSession::attachChannel(LineChannel* channel, bagh::net::Keying keying) {
    if (channel_ && channel_ != channel) letGo(channel_);
    channel_ = channel;
    keying_ = keying;
    channel->setParent(this);
    channel->disconnect(this);
    connect(channel, &LineChannel::readyRead, this, &NetSession::readChannel);
    connect(channel, &LineChannel::closed, this, &NetSession::channelClosed);
}

void NetSession::joinOver(LineChannel* channel, bagh::net::Keying keying) {
    // A host takes a channel only after judging its hello (NetHost): never this way.
    if (isHost()) {
        channel->abort();
        channel->deleteLater();
        return;
    }
    attachChannel(channel, keying);
    if (!tick_.isActive()) startTicking();
    match_.connected(now());
    flush();
    emit stateChanged();
}

void NetSession::readChannel() {
    LineChannel* channel = channel_;
    if (!channel) return;
    char buffer[bagh::net::kMaxLineBytes];
    while (match_.linked() && !match_.wantsClose()) {
        const qint64 n = channel->read(buffer, sizeof buffer);
        if (n <= 0) break;
        match_.receive(std::string_view(buffer, static_cast<std::size_t>(n)), now());
    }
    flush();
}

void NetSession::channelClosed() {
    LineChannel* channel = qobject_cast<LineChannel*>(sender());
    if (channel && channel != channel_) return;  // one replaced already
    const bool wasLinked = match_.linked();
    match_.disconnected(now());
    if (channel_) channel_->deleteLater();
    channel_ = nullptr;
    flush();
    if (wasLinked) emit stateChanged();
}

void NetSession::letGo(LineChannel* channel) {
    channel->disconnect(this);
    connect(channel, &LineChannel::closed, channel, &QObject::deleteLater);
    if (channel->isOpen())
        channel->closeGently();
    else
        channel->deleteLater();
}

void NetSession::closeLink() {
    if (match_.linked()) {
        match_.goodbye(now());
        flush();
    }
    if (channel_) {
        letGo(channel_);
        channel_ = nullptr;
    }
}

void NetSession::flush() {
    const std::string out = match_.takeOutput();
    if (channel_) channel_->write(out);
    const std::vector<Event> events = match_.takeEvents();
    Reason lost = Reason::None;
    for (const Event& e : events)
        if (e.kind == Event::Kind::Lost || e.kind == Event::Kind::Refused) lost = e.reason;
    // The channel's own closed() finishes the match's side of it.
    if (match_.wantsClose() && channel_ && channel_->isOpen()) channel_->closeGently();
    for (const Event& e : events) emitEvent(e);
    if (!events.empty()) emit stateChanged();
    if (lost != Reason::None) onLinkClosed(lost);
}

void NetSession::emitEvent(const Event& e) {
    switch (e.kind) {
        case Event::Kind::Joined:
            if (e.resumed)
                emit resumed(e.plies);
            else
                emit connected();
            return;
        case Event::Kind::OpponentMove:
            emit opponentMove(e.move);
            return;
        case Event::Kind::UndoRequested:
            emit undoRequested(e.plies);
            return;
        case Event::Kind::UndoAnswered:
            emit undoAnswered(e.accepted);
            return;
        case Event::Kind::Undone:
            emit undone(e.plies);
            return;
        case Event::Kind::DrawOffered:
            emit drawOffered();
            return;
        case Event::Kind::DrawAnswered:
            emit drawAnswered(e.accepted);
            return;
        case Event::Kind::OpponentResigned:
            emit resigned();
            return;
        case Event::Kind::FlagFell:
            emit flagFell(e.side);
            return;
        case Event::Kind::Clocks:
            emit clocks(e.clocks.goatsMs, e.clocks.tigersMs);
            return;
        case Event::Kind::Chat:
            emit chat(text(e.text));
            return;
        case Event::Kind::Lost:
            emit connectionLost(e.reason, text(e.text));
            return;
        case Event::Kind::Refused:
            emit refused(e.reason, text(e.text));
            return;
        case Event::Kind::Asking:
            emit waitingForAnswer();
            return;
        case Event::Kind::SeatGiven:
            emit seatGiven();
            return;
        case Event::Kind::Desync:
            emit desync(e.plies, QStringLiteral("hash %1 here, %2 there")
                                     .arg(text(bagh::net::hashWord(e.ourHash)),
                                          text(bagh::net::hashWord(e.theirHash))));
            return;
    }
}

// --- the local player ------------------------------------------------------------------------

bool NetSession::sendMove(bagh::games::Move move, QString* why) {
    std::string reason;
    if (!match_.playMove(move, now(), &reason)) {
        flush();  // a flag that fell on the way out goes to the peer
        return refuseWith(why, reason);
    }
    flush();
    emit stateChanged();
    return true;
}

bool NetSession::requestUndo(QString* why) {
    std::string reason;
    if (!match_.requestUndo(now(), &reason)) return refuseWith(why, reason);
    flush();
    emit stateChanged();
    return true;
}

void NetSession::answerUndo(bool accept) {
    match_.answerUndo(accept, now());
    flush();
    emit stateChanged();
}

bool NetSession::offerDraw(QString* why) {
    std::string reason;
    if (!match_.offerDraw(now(), &reason)) return refuseWith(why, reason);
    flush();
    emit stateChanged();
    return true;
}

void NetSession::answerDraw(bool accept) {
    match_.answerDraw(accept, now());
    flush();
    emit stateChanged();
}

bool NetSession::resign(QString* why) {
    std::string reason;
    if (!match_.resign(now(), &reason)) return refuseWith(why, reason);
    flush();
    emit stateChanged();
    return true;
}

bool NetSession::sendChat(const QString& line) {
    if (!match_.chat(line.toStdString(), now())) return false;
    flush();
    return true;
}

void NetSession::cutLine() {
    if (channel_) channel_->abort();
}

void NetSession::goodbye() {
    match_.goodbye(now());
    flush();
    emit stateChanged();
}
