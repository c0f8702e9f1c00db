#include "engine/xmpp/Conversation.h"

#include <algorithm>

#include "engine/net/Keys.h"

namespace bagh::xmpp {
namespace {

// A refusal of a watch request goes out at most this often, so a flood of requests gets no
// flood of answers.
constexpr std::int64_t kRefusalGapMs = 200;
// A guest whose hello has had no answer this long answers the host's invitation again.
constexpr std::int64_t kHelloAgainMs = 3000;

}  // namespace

Conversation::Conversation(bool host, const LinkOptions& options)
    : host_(host), options_(options), feed_(options.watching) {}

Conversation Conversation::host(const std::string& peer, const net::HostTerms&,
                                const LinkOptions& options) {
    Conversation c(true, options);
    c.peer_ = peer;
    c.game_ = newGameId();
    c.inviteGap_ = options.firstInviteMs;
    return c;
}

Conversation Conversation::guest(const std::string& peer, const net::Setup& wish,
                                 const LinkOptions& options) {
    Conversation c(false, options);
    c.peer_ = peer;
    c.wish_ = wish;
    return c;
}

// --- the client ------------------------------------------------------------------------------

void Conversation::online(const std::string& self, Match& m, std::int64_t nowMs) {
    online_ = true;
    self_ = bareJid(self);
    nextInvite_ = nowMs;
    inviteGap_ = options_.firstInviteMs;
    pump(m, nowMs);
}

void Conversation::offline(Match& m, std::int64_t nowMs) {
    online_ = false;
    unbind(m, nowMs);
    pump(m, nowMs);
}

void Conversation::unavailable(const std::string& from, Match& m, std::int64_t nowMs) {
    if (!peerFull_.empty() && from == peerFull_) {
        unbind(m, nowMs);
    } else if (host_ && feed_.remove(from)) {
        note(LinkEvent::Kind::WatcherLeft, bareJid(from));
        tellWatchers();
    }
    pump(m, nowMs);
}

void Conversation::available(const std::string& from, Match& m, std::int64_t nowMs) {
    if (!host_ || !peerFull_.empty() || bareJid(from) != peer_) return;
    nextInvite_ = nowMs;
    inviteGap_ = options_.firstInviteMs;
    pump(m, nowMs);
}

void Conversation::unbind(Match& m, std::int64_t nowMs) {
    if (peerFull_.empty()) return;
    peerFull_.clear();
    m.disconnected(nowMs);
    if (host_) {
        ++epoch_;
        nextInvite_ = nowMs;
        inviteGap_ = options_.firstInviteMs;
    }
}

void Conversation::received(const std::string& from, const Payload& p, bool contact, Match& m,
                            std::int64_t nowMs) {
    if (p.kind == Payload::Kind::Invalid) {
        ++ignored_;
        return;
    }
    if (host_)
        hostReceived(from, p, contact, m, nowMs);
    else
        guestReceived(from, p, m, nowMs);
    pump(m, nowMs);
}

// --- the host --------------------------------------------------------------------------------

void Conversation::hostReceived(const std::string& from, const Payload& p, bool contact, Match& m,
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
    // A decline answers the invitation; from a guest that had the seat and is not on the line
    // now, it gives the game up.
    if (p.kind == Kind::Decline && !declined_ && (!m.state().seated() || peerFull_.empty())) {
        declined_ = true;
        note(LinkEvent::Kind::Declined, peer_, p.reason);
    } else if (p.kind == Kind::Line) {
        if (from == peerFull_ && p.conn == conn_ && m.state().linked())
            m.lines(p.text, nowMs);
        else
            hostHello(from, p, m, nowMs);
    } else {
        ++ignored_;
    }
}

void Conversation::hostHello(const std::string& from, const Payload& p, Match& m,
                             std::int64_t nowMs) {
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
        const auto& seat = m.state().seatToken();
        if (!token || !seat || !net::sameKey(*token, *seat)) return void(++ignored_);
        keying = net::Keying::Seat;
    }
    net::Reason reason = net::Reason::None;
    std::string why;
    const net::Admission how = m.admit(hello.message, keying, &reason, &why);
    if (how != net::Admission::Join && how != net::Admission::Resume) {
        net::Message refuse;
        refuse.type = net::MessageType::Refuse;
        refuse.reason = reason;
        refuse.text = why;
        sendLines(from, p.conn, net::serialize(refuse), m.state());
        net::Event e;
        e.kind = net::Event::Kind::Refused;
        e.reason = reason;
        e.text = why;
        events_.push_back({LinkEvent::Kind::Match, e, bareJid(from), {}});
        return;
    }
    if (!peerFull_.empty()) {
        // The same player on a new connection: the old one is told, then closed.
        m.replace(nowMs);
        peerFull_.clear();
    }
    peerFull_ = from;
    conn_ = p.conn;
    out_.push_back({from, {}, true});
    const std::string_view rest =
        end != std::string::npos ? std::string_view(p.text).substr(end + 1) : std::string_view();
    m.attach(hello.message, how, rest, nowMs);
    tellWatchers();
}

void Conversation::inviteIfDue(const net::NetMatch& state, std::int64_t nowMs) {
    if (!host_ || !online_ || !peerFull_.empty() || declined_ || left_ ||
        state.game().result().over() || nowMs < nextInvite_)
        return;
    Payload invite;
    invite.kind = Payload::Kind::Invite;
    invite.game = game_;
    invite.epoch = epoch_;
    invite.setup = net::setupWords(net::setupOf(state.terms()));
    invite.watchers = watchPolicyWord(options_.watching.policy);
    out_.push_back({peer_, invite});
    nextInvite_ = nowMs + inviteGap_;
    inviteGap_ = std::min(options_.maxInviteMs, inviteGap_ * 3 / 2);
}

void Conversation::tellWatchers() {
    if (!host_ || peerFull_.empty()) return;
    Payload list;
    list.kind = Payload::Kind::Watchers;
    list.game = game_;
    for (const std::string& w : feed_.watchers()) list.text += w + "\n";
    out_.push_back({peerFull_, list});
}

// --- the guest -------------------------------------------------------------------------------

bool Conversation::fits(const std::string& setupText) const {
    const auto setup = setupFromText(setupText);
    if (!setup) return false;
    const net::Setup& w = wish_;
    return (!w.game || w.game == setup->game) && (!w.captures || w.captures == setup->captures) &&
           (!w.rule || w.rule == setup->rule) &&
           (!w.side || (setup->side && *w.side == opponent(*setup->side)));
}

void Conversation::guestInvited(const std::string& from, const Payload& p, Match& m,
                                std::int64_t nowMs) {
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
        (m.state().playing() || nowMs - helloAt_ < kHelloAgainMs))
        return;
    unbind(m, nowMs);
    peerFull_ = from;
    epoch_ = p.epoch;
    answered_ = true;
    ++conn_;
    helloAt_ = nowMs;
    out_.push_back({from, {}, true});
    m.connected(nowMs);
}

void Conversation::guestReceived(const std::string& from, const Payload& p, Match& m,
                                 std::int64_t nowMs) {
    using Kind = Payload::Kind;
    if (p.kind == Kind::Invite) return guestInvited(from, p, m, nowMs);
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
        m.lines(p.text, nowMs);
    } else if (p.kind == Kind::Withdraw) {
        left_ = true;
        unbind(m, nowMs);
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

void Conversation::sendLines(const std::string& to, std::uint32_t conn, std::string_view text,
                             const net::NetMatch& state) {
    if (to.empty() || text.empty()) return;
    for (const std::string& piece : splitLines(std::string(text))) {
        Payload line;
        line.kind = Payload::Kind::Line;
        line.game = game_;
        line.conn = conn;
        if (!host_ && state.seatToken()) line.seat = net::keyWord(*state.seatToken());
        line.text = piece;
        out_.push_back({to, line});
    }
}

void Conversation::send(std::string_view text, const Match& m) {
    sendLines(peerFull_, conn_, text, m.state());
}

void Conversation::pump(Match& m, std::int64_t nowMs) {
    m.flush(nowMs);
    const net::NetMatch& state = m.state();
    if (!peerFull_.empty() && (!state.linked() || state.wantsClose())) unbind(m, nowMs);
    inviteIfDue(state, nowMs);
    if (host_) {
        Payload header;
        header.game = game_;
        header.setup = net::setupWords(net::setupOf(state.terms()));
        const bool hostGoats = state.terms().hostSide == Side::Goats;
        header.goats = hostGoats ? self_ : peer_;
        header.tigers = hostGoats ? peer_ : self_;
        feed_.update(state.game(), state.declaredEnd(), header, &out_);
    }
}

void Conversation::giveUp(Match& m, std::int64_t nowMs) {
    const bool seated = !host_ && !game_.empty() && m.state().seatToken().has_value();
    leave(m, nowMs);
    if (!seated || !online_) return;
    Payload decline;
    decline.kind = Payload::Kind::Decline;
    decline.game = game_;
    decline.reason = "left";
    out_.push_back({peer_, decline});
}

void Conversation::leave(Match& m, std::int64_t nowMs) {
    if (left_) return;
    left_ = true;
    if (!peerFull_.empty()) {
        m.goodbye(nowMs);
        peerFull_.clear();
    } else if (host_ && !m.state().game().result().over() && online_) {
        Payload withdraw;
        withdraw.kind = Payload::Kind::Withdraw;
        withdraw.game = game_;
        out_.push_back({peer_, withdraw});
    }
    pump(m, nowMs);
}

void Conversation::noteMatch(net::Event e) {
    events_.push_back({LinkEvent::Kind::Match, std::move(e), peer_, {}});
}

std::vector<Outgoing> Conversation::takeOutgoing() {
    std::vector<Outgoing> out;
    out.swap(out_);
    return out;
}

std::vector<LinkEvent> Conversation::takeEvents() {
    std::vector<LinkEvent> out;
    out.swap(events_);
    return out;
}

std::vector<std::string> Conversation::watchers() const {
    return host_ ? feed_.watchers() : peerWatchers_;
}

void Conversation::note(LinkEvent::Kind kind, std::string who, std::string reason) {
    LinkEvent e;
    e.kind = kind;
    e.who = std::move(who);
    e.reason = std::move(reason);
    events_.push_back(std::move(e));
}

}  // namespace bagh::xmpp
