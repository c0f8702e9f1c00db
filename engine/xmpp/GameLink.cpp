#include "engine/xmpp/GameLink.h"

#include <algorithm>
#include <random>

#include "engine/net/Keys.h"

namespace bagh::xmpp {
namespace {

net::Key128 randomToken() {
    std::random_device rd;
    net::Key128 k{};
    for (auto& b : k) b = static_cast<std::uint8_t>(rd());
    return k;
}

// A refusal of a watch request goes out at most this often, so a flood of requests gets no
// flood of answers.
constexpr std::int64_t kRefusalGapMs = 200;
// A guest whose hello has had no answer this long answers the host's invitation again.
constexpr std::int64_t kHelloAgainMs = 3000;

}  // namespace

GameLink::GameLink(net::NetMatch match, const LinkOptions& options)
    : match_(std::move(match)), options_(options), feed_(options.watching) {}

GameLink GameLink::host(const std::string& peer, const net::HostTerms& terms,
                        const std::string& name, const std::string& program,
                        const LinkOptions& options) {
    GameLink link(net::NetMatch::host(terms, name, program, options.timing), options);
    link.peer_ = peer;
    link.game_ = newGameId();
    link.inviteGap_ = options.firstInviteMs;
    return link;
}

GameLink GameLink::guest(const std::string& peer, const net::Setup& wish, const std::string& name,
                         const std::string& program, const LinkOptions& options) {
    GameLink link(net::NetMatch::guest(name, program, wish, options.timing), options);
    link.peer_ = peer;
    link.wish_ = wish;
    return link;
}

// --- the client ------------------------------------------------------------------------------

void GameLink::online(const std::string& self, std::int64_t nowMs) {
    online_ = true;
    self_ = bareJid(self);
    nextInvite_ = nowMs;
    inviteGap_ = options_.firstInviteMs;
    pump(nowMs);
}

void GameLink::offline(std::int64_t nowMs) {
    online_ = false;
    unbind(nowMs);
    pump(nowMs);
}

void GameLink::unavailable(const std::string& from, std::int64_t nowMs) {
    if (!peerFull_.empty() && from == peerFull_) {
        unbind(nowMs);
    } else if (isHost() && feed_.remove(from)) {
        note(LinkEvent::Kind::WatcherLeft, bareJid(from));
        tellWatchers();
    }
    pump(nowMs);
}

void GameLink::tick(std::int64_t nowMs) {
    match_.tick(nowMs);
    pump(nowMs);
}

void GameLink::unbind(std::int64_t nowMs) {
    if (peerFull_.empty()) return;
    match_.disconnected(nowMs);
    peerFull_.clear();
    if (isHost()) {
        ++epoch_;
        nextInvite_ = nowMs;
        inviteGap_ = options_.firstInviteMs;
    }
}

void GameLink::received(const std::string& from, const Payload& p, bool contact,
                        std::int64_t nowMs) {
    if (p.kind == Payload::Kind::Invalid) {
        ++ignored_;
        return;
    }
    if (isHost())
        hostReceived(from, p, contact, nowMs);
    else
        guestReceived(from, p, nowMs);
    pump(nowMs);
}

// --- the host --------------------------------------------------------------------------------

void GameLink::hostReceived(const std::string& from, const Payload& p, bool contact,
                            std::int64_t nowMs) {
    using Kind = Payload::Kind;
    const bool fromPeer = bareJid(from) == peer_ && p.game == game_;
    if (p.kind == Kind::Watch) {
        std::string reason;
        if (feed_.request(from, contact, nowMs, &reason)) {
            note(LinkEvent::Kind::WatcherCame, bareJid(from));
            out_.push_back({from, {}, true});
            tellWatchers();
        } else if (reason != "again" && nowMs - lastRefusal_ >= kRefusalGapMs) {
            lastRefusal_ = nowMs;
            Payload refuse;
            refuse.kind = Kind::Refuse;
            refuse.reason = reason;
            out_.push_back({from, refuse});
        } else {
            ++ignored_;
        }
        return;
    }
    if (p.kind == Kind::Unwatch) {
        if (feed_.remove(from)) {
            note(LinkEvent::Kind::WatcherLeft, bareJid(from));
            tellWatchers();
        } else {
            ++ignored_;
        }
        return;
    }
    if (!fromPeer) {
        ++ignored_;
        return;
    }
    if (p.kind == Kind::Decline && !declined_ && !match_.seated()) {
        declined_ = true;
        note(LinkEvent::Kind::Declined, peer_, p.reason);
    } else if (p.kind == Kind::Line) {
        if (from == peerFull_ && p.conn == conn_ && match_.linked())
            match_.receive(p.text, nowMs);
        else
            hostHello(from, p, nowMs);
    } else {
        ++ignored_;
    }
}

void GameLink::hostHello(const std::string& from, const Payload& p, std::int64_t nowMs) {
    if (left_ || declined_) return void(++ignored_);
    const std::size_t end = p.text.find('\n');
    const net::ParseResult hello =
        net::parseMessage(std::string_view(p.text).substr(0, end == std::string::npos ? 0 : end));
    if (!hello.ok || hello.message.type != net::MessageType::Hello) return void(++ignored_);
    // The address is the key: the invited contact's bare JID joins a free seat; a taken seat
    // is resumed only with its token.
    net::Keying keying = net::Keying::Code;
    if (!p.seat.empty()) {
        const auto token = net::parseKey(p.seat);
        if (!token || !match_.seatToken() || !net::sameKey(*token, *match_.seatToken()))
            return void(++ignored_);
        keying = net::Keying::Seat;
    }
    net::Reason reason = net::Reason::None;
    std::string why;
    const net::Admission how = match_.admission(hello.message, keying, &reason, &why);
    if (how != net::Admission::Join && how != net::Admission::Resume) {
        net::Message refuse;
        refuse.type = net::MessageType::Refuse;
        refuse.reason = reason;
        refuse.text = why;
        sendLines(from, p.conn, net::serialize(refuse));
        net::Event e;
        e.kind = net::Event::Kind::Refused;
        e.reason = reason;
        e.text = why;
        events_.push_back({LinkEvent::Kind::Match, e, bareJid(from), {}});
        return;
    }
    if (!peerFull_.empty()) {
        // The same player on a new connection: the old one is told, then closed.
        match_.drop(net::Reason::Replaced, "the same player joined again", nowMs);
        sendLines(peerFull_, conn_, match_.takeOutput());
        for (net::Event& e : match_.takeEvents())
            events_.push_back({LinkEvent::Kind::Match, e, peer_, {}});
        match_.disconnected(nowMs);
    }
    peerFull_ = from;
    conn_ = p.conn;
    out_.push_back({from, {}, true});
    match_.attach(hello.message, how, randomToken(), nowMs);
    if (end != std::string::npos && end + 1 < p.text.size())
        match_.receive(std::string_view(p.text).substr(end + 1), nowMs);
    tellWatchers();
}

void GameLink::inviteIfDue(std::int64_t nowMs) {
    if (!isHost() || !online_ || !peerFull_.empty() || declined_ || left_ ||
        match_.game().result().over() || nowMs < nextInvite_)
        return;
    Payload invite;
    invite.kind = Payload::Kind::Invite;
    invite.game = game_;
    invite.epoch = epoch_;
    invite.setup = net::setupWords(net::setupOf(match_.terms()));
    invite.watchers = watchPolicyWord(options_.watching.policy);
    out_.push_back({peer_, invite});
    nextInvite_ = nowMs + inviteGap_;
    inviteGap_ = std::min(options_.maxInviteMs, inviteGap_ * 3 / 2);
}

void GameLink::tellWatchers() {
    if (!isHost()) return;
    if (peerFull_.empty()) return;
    Payload list;
    list.kind = Payload::Kind::Watchers;
    list.game = game_;
    for (const std::string& w : feed_.watchers()) list.text += w + "\n";
    out_.push_back({peerFull_, list});
}

// --- the guest -------------------------------------------------------------------------------

bool GameLink::fits(const std::string& setupText) const {
    const auto setup = setupFromText(setupText);
    if (!setup) return false;
    const net::Setup& w = wish_;
    return (!w.game || w.game == setup->game) && (!w.captures || w.captures == setup->captures) &&
           (!w.rule || w.rule == setup->rule) &&
           (!w.side || (setup->side && *w.side == opponent(*setup->side)));
}

void GameLink::guestInvited(const std::string& from, const Payload& p, std::int64_t nowMs) {
    const std::string bare = bareJid(from);
    if ((!peer_.empty() && bare != peer_) || (!game_.empty() && p.game != game_) || left_)
        return void(++ignored_);
    if (game_.empty()) {
        if (!fits(p.setup)) {
            Payload decline;
            decline.kind = Payload::Kind::Decline;
            decline.game = p.game;
            decline.reason = "setup";
            out_.push_back({from, decline});
            note(LinkEvent::Kind::Declined, bare, "setup");
            return;
        }
        peer_ = bare;
        game_ = p.game;
    }
    // An invitation the bound link answered already (sent before our hello arrived) is old;
    // unless the handshake has not come back for a while: the hello was lost (the host's
    // line dropped before it arrived), so answer again.
    if (!peerFull_.empty() && answered_ && p.epoch <= epoch_ &&
        (match_.playing() || nowMs - helloAt_ < kHelloAgainMs))
        return;
    unbind(nowMs);
    peerFull_ = from;
    epoch_ = p.epoch;
    answered_ = true;
    ++conn_;
    helloAt_ = nowMs;
    out_.push_back({from, {}, true});
    match_.connected(nowMs);
}

void GameLink::guestReceived(const std::string& from, const Payload& p, std::int64_t nowMs) {
    using Kind = Payload::Kind;
    if (p.kind == Kind::Invite) return guestInvited(from, p, nowMs);
    if (p.kind == Kind::Watch) {
        // The host keeps the watchers: send the watcher there (now and then; counted anyway,
        // as nothing of it reaches the game).
        ++ignored_;
        if (peer_.empty() || nowMs - lastRefusal_ < kRefusalGapMs) return;
        lastRefusal_ = nowMs;
        Payload refuse;
        refuse.kind = Kind::Refuse;
        refuse.reason = "ask-host";
        refuse.jid = peer_;
        out_.push_back({from, refuse});
        return;
    }
    const bool fromHost = !game_.empty() && bareJid(from) == peer_ && p.game == game_;
    if (!fromHost) return void(++ignored_);
    if (p.kind == Kind::Line && from == peerFull_ && p.conn == conn_) {
        match_.receive(p.text, nowMs);
    } else if (p.kind == Kind::Withdraw) {
        left_ = true;
        unbind(nowMs);
        note(LinkEvent::Kind::Withdrawn, peer_);
    } else if (p.kind == Kind::Watchers && from == peerFull_) {
        std::vector<std::string> now;
        std::size_t start = 0;
        while (start < p.text.size() && now.size() < 64) {
            const std::size_t nl = std::min(p.text.find('\n', start), p.text.size());
            if (nl > start) now.push_back(p.text.substr(start, nl - start));
            start = nl + 1;
        }
        for (const std::string& w : now)
            if (std::find(peerWatchers_.begin(), peerWatchers_.end(), w) == peerWatchers_.end())
                note(LinkEvent::Kind::WatcherCame, w);
        for (const std::string& w : peerWatchers_)
            if (std::find(now.begin(), now.end(), w) == now.end())
                note(LinkEvent::Kind::WatcherLeft, w);
        peerWatchers_ = std::move(now);
    } else {
        ++ignored_;
    }
}

// --- both ------------------------------------------------------------------------------------

void GameLink::sendLines(const std::string& to, std::uint32_t conn, const std::string& text) {
    if (to.empty()) return;
    for (const std::string& piece : splitLines(text)) {
        Payload line;
        line.kind = Payload::Kind::Line;
        line.game = game_;
        line.conn = conn;
        if (!isHost() && match_.seatToken()) line.seat = net::keyWord(*match_.seatToken());
        line.text = piece;
        out_.push_back({to, line});
    }
}

void GameLink::pump(std::int64_t nowMs) {
    sendLines(peerFull_, conn_, match_.takeOutput());
    for (net::Event& e : match_.takeEvents())
        events_.push_back({LinkEvent::Kind::Match, std::move(e), peer_, {}});
    if (!peerFull_.empty() && (!match_.linked() || match_.wantsClose())) unbind(nowMs);
    inviteIfDue(nowMs);
    if (isHost()) {
        Payload header;
        header.game = game_;
        header.setup = net::setupWords(net::setupOf(match_.terms()));
        const bool hostGoats = match_.terms().hostSide == Side::Goats;
        header.goats = hostGoats ? self_ : peer_;
        header.tigers = hostGoats ? peer_ : self_;
        feed_.update(match_.game(), match_.declaredEnd(), header, &out_);
    }
}

void GameLink::leave(std::int64_t nowMs) {
    if (left_) return;
    left_ = true;
    if (!peerFull_.empty()) {
        match_.goodbye(nowMs);
        sendLines(peerFull_, conn_, match_.takeOutput());
        match_.disconnected(nowMs);
        peerFull_.clear();
    } else if (isHost() && !match_.game().result().over() && online_) {
        Payload withdraw;
        withdraw.kind = Payload::Kind::Withdraw;
        withdraw.game = game_;
        out_.push_back({peer_, withdraw});
    }
    pump(nowMs);
}

std::vector<Outgoing> GameLink::takeOutgoing() {
    std::vector<Outgoing> out;
    out.swap(out_);
    return out;
}

std::vector<LinkEvent> GameLink::takeEvents() {
    std::vector<LinkEvent> out;
    out.swap(events_);
    return out;
}

std::vector<std::string> GameLink::watchers() const {
    return isHost() ? feed_.watchers() : peerWatchers_;
}

void GameLink::note(LinkEvent::Kind kind, std::string who, std::string reason) {
    LinkEvent e;
    e.kind = kind;
    e.who = std::move(who);
    e.reason = std::move(reason);
    events_.push_back(std::move(e));
}

}  // namespace bagh::xmpp
