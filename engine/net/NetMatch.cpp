#include "engine/net/NetMatch.h"

#include <algorithm>

#include "engine/net/NetMatchDetail.h"
#include "engine/net/RecordHash.h"
#include "engine/util/Quoted.h"

namespace bagh::net {
namespace {

games::Game freshGame(const HostTerms& t) { return games::Game::start(t.rules()); }

// True if one record is the other with moves added: a move lost in flight when the line
// dropped, not a different game.
bool prefixRelated(const games::Game& a, const games::Game& b) {
    if (a.kind() != b.kind() || a.rule() != b.rule() || a.capturesToWin() != b.capturesToWin())
        return false;
    const int n = std::min(a.length(), b.length());
    for (int i = 0; i < n; ++i)
        if (!(a.moveAt(i) == b.moveAt(i))) return false;
    return true;
}

}  // namespace

using namespace detail;

Setup setupOf(const HostTerms& t) {
    Setup s;
    s.game = t.game;
    s.captures = t.captures;
    s.rule = t.rule;
    s.side = t.hostSide;
    s.clock = t.clock;
    return s;
}

games::GameRules HostTerms::rules() const { return games::GameRules{game, captures, rule}; }

HostTerms HostTerms::of(const games::GameRules& rules, Side hostSide,
                        std::optional<TimeControl> clock) {
    HostTerms t;
    t.game = rules.game;
    t.captures = rules.capturesToWin();
    t.rule = rules.rule;
    t.hostSide = hostSide;
    t.clock = clock;
    return t;
}

NetMatch NetMatch::host(const HostTerms& terms, std::string_view name, std::string_view program,
                        const Timing& timing) {
    NetMatch m(Role::Host, timing);
    // Captures out of range read as every goat, Bagh-Chal's as 5 (GameRules::capturesToWin).
    m.terms_ = HostTerms::of(terms.rules(), terms.hostSide, terms.clock);
    m.program_ = std::string(program);
    m.localName_ = sanitizeText(name, kMaxNameBytes);
    if (m.localName_.empty()) m.localName_ = "Host";
    m.game_ = freshGame(m.terms_);
    m.started_ = true;
    m.rate_ = RateLimit(timing.floodBurst, timing.floodPerSecond);
    if (m.terms_.clock) m.clock_ = games::GameClock(*m.terms_.clock);
    return m;
}

NetMatch NetMatch::guest(std::string_view name, std::string_view program, const Setup& wish,
                         const Timing& timing) {
    NetMatch m(Role::Guest, timing);
    m.program_ = std::string(program);
    m.localName_ = sanitizeText(name, kMaxNameBytes);
    if (m.localName_.empty()) m.localName_ = "Guest";
    m.wish_ = wish;
    m.wish_.clock.reset();  // the host alone decides the clock
    m.rate_ = RateLimit(timing.floodBurst, timing.floodPerSecond);
    return m;
}

Side NetMatch::localSide() const {
    return role_ == Role::Host ? terms_.hostSide : opponent(terms_.hostSide);
}

bool NetMatch::myTurn() const { return game_.current().sideToMove() == localSide(); }

// --- output ----------------------------------------------------------------------------------

void NetMatch::send(const Message& m, std::int64_t nowMs) { sendLine(serialize(m), nowMs); }

void NetMatch::sendLine(const std::string& line, std::int64_t nowMs) {
    output_ += line;
    lastSent_ = nowMs;
}

std::string NetMatch::takeOutput() {
    std::string out;
    out.swap(output_);
    return out;
}

std::vector<Event> NetMatch::takeEvents() {
    std::vector<Event> out;
    out.swap(events_);
    return out;
}

// --- the transport ---------------------------------------------------------------------------

Admission NetMatch::admission(const Message& hello, Keying keying, Reason* reason,
                              std::string* why) const {
    auto refuse = [reason, why](Reason r, std::string text) {
        *reason = r;
        if (why) *why = std::move(text);
        return Admission::Refuse;
    };
    *reason = Reason::None;
    if (hello.type != MessageType::Hello)
        return refuse(Reason::Garbage, "the first line must be hello");
    const Setup& w = hello.setup;
    const bool differs =
        (w.game && *w.game != terms_.game) || (w.captures && *w.captures != terms_.captures) ||
        (w.rule && *w.rule != terms_.rule) || (w.side && *w.side != opponent(terms_.hostSide));
    if (differs)
        return refuse(Reason::WrongSetup, "this host plays " + setupWords(setupOf(terms_)) +
                                              " (game captures rule host's-side clock)");
    switch (keying) {
        case Keying::Seat:
            // TLS proved the token: only a seated guest's key works.
            if (!seated()) return refuse(Reason::Protocol, "there is no seat to resume");
            return Admission::Resume;
        case Keying::Code:
        case Keying::Open:
            if (seated())
                // Said to whoever has the code or the open key: it names nobody.
                return refuse(Reason::Taken,
                              "this game's second seat is taken; only its player's program can "
                              "come back to it");
            return keying == Keying::Code ? Admission::Join : Admission::Ask;
    }
    return refuse(Reason::Protocol, "an unknown key");
}

void NetMatch::freeSeat() {
    if (!linked()) seat_.reset();
}

void NetMatch::attach(const Message& hello, Admission how, const Key128& token,
                      std::int64_t nowMs) {
    phase_ = Phase::Syncing;
    closing_ = false;
    reader_.clear();
    rate_.reset(nowMs);
    lastHeard_ = nowMs;
    lastSent_ = nowMs;
    awaitingAck_.reset();
    clearRequests();
    const bool valid = hello.type == MessageType::Hello &&
                       (how == Admission::Resume ? seated() : how == Admission::Join && !seated());
    if (!valid) {
        Message refuse = message(MessageType::Refuse);
        refuse.reason = Reason::Protocol;
        refuse.text = "not admitted";
        send(refuse, nowMs);
        return closed(Event::Kind::Refused, Reason::Protocol, refuse.text);
    }
    peerName_ = hello.text.empty() ? std::string("Guest") : hello.text;
    Message h = message(MessageType::Hello);
    h.program = program_;
    h.setup = setupOf(terms_);
    h.text = localName_;
    send(h, nowMs);
    if (how == Admission::Join) {
        seat_ = token;
        Message seat = message(MessageType::Seat);
        seat.token = token;
        send(seat, nowMs);
    }
    std::vector<std::string> moves;
    for (int i = 0; i < game_.length(); ++i) moves.push_back(game_.moveText(game_.moveAt(i)));
    for (const std::string& line : recordLines(moves)) sendLine(line, nowMs);
    Message sync = message(MessageType::Sync, game_.length());
    sync.hash = recordHash(game_);
    sync.clocks = stamp(nowMs);
    sync.end = declared_;
    send(sync, nowMs);
}

void NetMatch::connected(std::int64_t nowMs) {
    phase_ = Phase::Greeting;
    closing_ = false;
    reader_.clear();
    rate_.reset(nowMs);
    lastHeard_ = nowMs;
    awaitingAck_.reset();
    clearRequests();
    Message h = message(MessageType::Hello);
    h.program = program_;
    h.setup = wish_;
    h.text = localName_;
    send(h, nowMs);
}

void NetMatch::receive(std::string_view bytes, std::int64_t nowMs) {
    if (!linked() || closing_) return;
    const bool fits = reader_.feed(bytes);
    while (linked() && !closing_) {
        const std::optional<std::string> line = reader_.next();
        if (!line) break;
        if (!rate_.take(nowMs)) {
            drop(Reason::Flood,
                 "more than " + std::to_string(timing_.floodPerSecond) + " lines a second", nowMs);
            return;
        }
        lastHeard_ = nowMs;
        handleLine(*line, nowMs);
    }
    if (!fits && linked() && !closing_)
        drop(Reason::Overlong, "a line longer than " + std::to_string(kMaxLineBytes) + " bytes",
             nowMs);
}

void NetMatch::tick(std::int64_t nowMs) {
    if (!linked() || closing_) return;
    if (nowMs - lastHeard_ > timing_.silenceMs) {
        // The peer's time stops when it was last heard of, not when its silence was noticed.
        stopClock(lastHeard_);  // charges nothing if its turn began after that
        drop(Reason::Silence,
             "nothing heard for " + games::secondsText(nowMs - lastHeard_) + " seconds", nowMs);
        return;
    }
    if (role_ == Role::Host && clock_.flagFallen(nowMs)) flagFall(*clock_.running(), nowMs);
    if (nowMs - lastSent_ >= timing_.keepAliveMs) send(message(MessageType::Ping), nowMs);
}

void NetMatch::drop(Reason reason, std::string_view text, std::int64_t nowMs) {
    if (!linked()) return;
    stopClock(nowMs);
    Message bye = message(MessageType::Bye);
    bye.reason = reason;
    bye.text = std::string(text);
    send(bye, nowMs);
    closed(Event::Kind::Lost, reason, sanitizeText(text, kMaxChatBytes));
}

void NetMatch::closed(Event::Kind kind, Reason reason, std::string text) {
    closing_ = true;
    phase_ = Phase::Offline;
    Event& e = event(kind);
    e.reason = reason;
    e.text = std::move(text);
}

void NetMatch::disconnected(std::int64_t nowMs) {
    if (linked()) {
        stopClock(nowMs);
        closed(Event::Kind::Lost, Reason::Closed, reasonText(Reason::Closed));
    }
    closing_ = false;
    reader_.clear();
    awaitingAck_.reset();
    clearRequests();
}

// --- incoming --------------------------------------------------------------------------------

void NetMatch::handleLine(const std::string& line, std::int64_t nowMs) {
    const ParseResult r = parseMessage(line);
    if (!r.ok) {
        drop(r.error.reason, r.error.what, nowMs);
        return;
    }
    handle(r.message, nowMs);
}

void NetMatch::handle(const Message& m, std::int64_t nowMs) {
    const bool host = role_ == Role::Host;
    auto outOfPlace = [&] {
        drop(Reason::Protocol, std::string(messageWord(m.type)) + " is out of place here", nowMs);
    };
    switch (m.type) {
        case MessageType::Ping:
            return;
        case MessageType::Bye:
            stopClock(nowMs);
            return closed(Event::Kind::Lost, m.reason == Reason::None ? Reason::Left : m.reason,
                          m.text);
        case MessageType::Refuse:
            if (host || phase_ != Phase::Greeting) return outOfPlace();
            return closed(Event::Kind::Refused, m.reason, m.text);
        case MessageType::Hello:
            if (host || phase_ != Phase::Greeting) return outOfPlace();
            return onHello(m, nowMs);
        case MessageType::Record:
            if (host || phase_ != Phase::Syncing) return outOfPlace();
            return onRecord(m, nowMs);
        case MessageType::Sync:
            if (host || phase_ != Phase::Syncing) return outOfPlace();
            return onSync(m, nowMs);
        case MessageType::Ready:
            if (!host || phase_ != Phase::Syncing) return outOfPlace();
            return onReady(m, nowMs);
        case MessageType::Asking:
            if (host || phase_ != Phase::Greeting) return outOfPlace();
            event(Event::Kind::Asking);
            return;
        case MessageType::Seat:
            if (host || phase_ != Phase::Syncing || syncing_.length() > 0) return outOfPlace();
            seat_ = m.token;
            event(Event::Kind::SeatGiven);
            return;
        default:
            break;
    }
    if (phase_ != Phase::Playing) return outOfPlace();
    switch (m.type) {
        case MessageType::Chat:
            if (!m.text.empty()) event(Event::Kind::Chat).text = m.text;
            return;
        case MessageType::Move:
            return onMove(m, nowMs);
        case MessageType::Ack:
            return onAck(m, nowMs);
        case MessageType::UndoRequest:
            return onUndoRequest(m, nowMs);
        case MessageType::UndoAccept:
        case MessageType::UndoDecline:
            return onUndoAnswer(m, nowMs);
        case MessageType::DrawOffer:
        case MessageType::DrawAccept:
        case MessageType::DrawDecline:
            return onDraw(m, nowMs);
        case MessageType::Resign:
            return onResign(m, nowMs);
        case MessageType::Flag:
            if (host) return outOfPlace();
            return onFlag(m, nowMs);
        case MessageType::Clock:
            if (host) return outOfPlace();
            return onClock(m, nowMs);
        default:
            return outOfPlace();
    }
}

void NetMatch::onHello(const Message& m, std::int64_t nowMs) {
    const Setup& s = m.setup;
    if (!s.game || !s.captures || !s.rule || !s.side)
        return drop(Reason::Protocol, "the host's hello leaves its setup open", nowMs);
    HostTerms t;
    t.game = *s.game;
    t.captures = *s.captures;
    t.rule = *s.rule;
    t.hostSide = *s.side;
    t.clock = s.clock;
    const Setup& w = wish_;
    if ((w.game && *w.game != t.game) || (w.captures && *w.captures != t.captures) ||
        (w.rule && *w.rule != t.rule) || (w.side && *w.side != opponent(t.hostSide)))
        return drop(Reason::WrongSetup, "the host plays " + setupWords(s), nowMs);
    if (started_ && !(t == terms_))
        return drop(Reason::WrongSetup, "the host's setup is not this game's", nowMs);
    terms_ = t;
    peerName_ = m.text.empty() ? std::string("Host") : m.text;
    syncing_ = freshGame(terms_);
    phase_ = Phase::Syncing;
}

void NetMatch::onRecord(const Message& m, std::int64_t nowMs) {
    if (m.length != syncing_.length())
        return drop(Reason::Protocol, "the record skips or repeats moves", nowMs);
    for (const std::string& text : m.moves) {
        if (syncing_.length() >= kMaxPlies)
            return drop(Reason::Protocol, "the record is longer than any game", nowMs);
        const games::Move mv = syncing_.findLegalMove(text);
        if (mv.isNull())
            return drop(Reason::IllegalMove,
                        "move " + std::to_string(syncing_.length() + 1) + " of the record, " +
                            quoted(text) + ", is not legal",
                        nowMs);
        syncing_.play(mv);
    }
}

void NetMatch::onSync(const Message& m, std::int64_t nowMs) {
    if (m.length != syncing_.length())
        return drop(Reason::Protocol, "the record has another length than sync says", nowMs);
    if (const std::uint64_t ours = recordHash(syncing_); ours != m.hash)
        return desync(m.length, ours, m.hash, "the record's hash is not the one sync gives", nowMs);
    if (terms_.clock.has_value() != m.clocks.has_value())
        return drop(Reason::Protocol, "sync's clocks do not fit the time control", nowMs);
    if (m.end != DeclaredEnd::None && !syncing_.conclude(resultOf(m.end)))
        return drop(Reason::Protocol, "sync ends a game that is over already", nowMs);
    const bool resumed = started_;
    const bool replaced = started_ && !prefixRelated(game_, syncing_);
    if (started_) previous_ = game_;
    game_ = syncing_;
    declared_ = m.end;
    started_ = true;
    Message ready = message(MessageType::Ready, game_.length());
    ready.hash = m.hash;
    send(ready, nowMs);
    phase_ = Phase::Playing;
    if (m.clocks) noteStamp(*m.clocks, nowMs);
    Event& joined = event(Event::Kind::Joined);
    joined.resumed = resumed;
    joined.replaced = replaced;
    joined.plies = game_.length();
    clocksEvent(nowMs);
}

void NetMatch::onReady(const Message& m, std::int64_t nowMs) {
    if (m.length != game_.length() || m.hash != recordHash(game_))
        return desync(m.length, recordHash(game_), m.hash, "the guest's record is not the host's",
                      nowMs);
    phase_ = Phase::Playing;
    Event& joined = event(Event::Kind::Joined);
    joined.resumed = joinedBefore_;
    joined.plies = game_.length();
    joinedBefore_ = true;
    startClock(nowMs);
    clocksEvent(nowMs);
}

games::SavedGame NetMatch::savedGame(std::string_view date) const {
    games::SavedGame s;
    s.game = game_;
    const bool lambs = game_.kind() == games::GameKind::Lambs;
    s.tags.emplace_back("Event",
                        lambs ? "Lambs and Tigers over the network" : "Bagh-Chal over the network");
    if (!date.empty()) s.tags.emplace_back("Date", std::string(date));
    const bool localGoats = localSide() == Side::Goats;
    s.tags.emplace_back("Goats", localGoats ? localName_ : peerName_);
    s.tags.emplace_back("Tigers", localGoats ? peerName_ : localName_);
    const std::string& hostName = role_ == Role::Host ? localName_ : peerName_;
    s.tags.emplace_back("Network",
                        "hosted by " + hostName + ", protocol " + std::to_string(kProtocolVersion));
    if (terms_.clock) s.tags.emplace_back("TimeControl", games::timeControlText(*terms_.clock));
    return s;
}

}  // namespace bagh::net
