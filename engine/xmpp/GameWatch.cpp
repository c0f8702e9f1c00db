#include "engine/xmpp/GameWatch.h"

#include <algorithm>

#include "engine/net/NetMatchDetail.h"  // resultOf: how a declared end ends the record
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"

namespace bagh::xmpp {
GameWatch::GameWatch(std::string player, std::int64_t firstAskMs, std::int64_t maxAskMs)
    : target_(std::move(player)),
      firstAskMs_(firstAskMs),
      maxAskMs_(maxAskMs),
      askGap_(firstAskMs) {}

void GameWatch::online(std::int64_t nowMs) {
    online_ = true;
    fed_ = false;
    askGap_ = firstAskMs_;
    ask(nowMs);
}

void GameWatch::offline(std::int64_t) {
    online_ = false;
    fed_ = false;
    source_.clear();
}

void GameWatch::ask(std::int64_t nowMs) {
    if (!online_ || refused_ || over()) return;
    Payload watch;
    watch.kind = Payload::Kind::Watch;
    out_.push_back({target_, watch});
    nextAsk_ = nowMs + askGap_;
    askGap_ = std::min(maxAskMs_, askGap_ * 2);
}

void GameWatch::askAgainSoon(std::int64_t nowMs) {
    fed_ = false;
    pending_ = shown_;
    askGap_ = firstAskMs_;
    // The host answers a repeated request every 2 s at most (WatcherFeed's againMs).
    nextAsk_ = nowMs + 2100;
}

void GameWatch::tick(std::int64_t nowMs) {
    if (!fed_ && nowMs >= nextAsk_) ask(nowMs);
}

void GameWatch::unavailable(const std::string& from, std::int64_t nowMs) {
    if (from != source_) return;
    source_.clear();
    fed_ = false;
    if (started_ && !over() && !lost_) {
        lost_ = true;
        WatchEvent e;
        e.kind = WatchEvent::Kind::Lost;
        events_.push_back(e);
    }
    askGap_ = firstAskMs_;
    nextAsk_ = nowMs + firstAskMs_;
}

void GameWatch::leave() {
    if (!source_.empty()) {
        Payload unwatch;
        unwatch.kind = Payload::Kind::Unwatch;
        out_.push_back({source_, unwatch});
    }
    refused_ = true;  // asks no more
}

void GameWatch::received(const std::string& from, const Payload& p, std::int64_t nowMs) {
    if (refused_ || bareJid(from) != target_) return void(++ignored_);
    if (p.kind == Payload::Kind::Refuse) {
        if (p.reason == "ask-host" && !p.jid.empty() && p.jid != target_) {
            target_ = bareJid(p.jid);
            askGap_ = firstAskMs_;
            ask(nowMs);
        } else if (!fed_) {
            refused_ = true;
            WatchEvent e;
            e.kind = WatchEvent::Kind::Refused;
            e.reason = p.reason;
            events_.push_back(e);
        }
        return;
    }
    if (p.kind != Payload::Kind::Feed) return void(++ignored_);
    if (game_.empty()) {
        const auto setup = setupFromText(p.setup);
        if (!setup) return void(++ignored_);
        games::GameRules rules{*setup->game, *setup->captures, *setup->rule};
        shown_ = games::Game::start(rules);
        pending_ = shown_;
        game_ = p.game;
    } else if (p.game != game_) {
        return void(++ignored_);
    }
    if (source_ != from) {
        source_ = from;
        out_.push_back({from, {}, true});  // its server tells us when it goes
    }
    fed_ = true;
    if (lost_) {
        lost_ = false;
        WatchEvent e;
        e.kind = WatchEvent::Kind::Back;
        events_.push_back(e);
    }
    if (!started_) {
        started_ = true;
        WatchEvent e;
        e.kind = WatchEvent::Kind::Started;
        e.goats = p.goats;
        e.tigers = p.tigers;
        events_.push_back(e);
    }
    if (!readFeed(p)) askAgainSoon(nowMs);
}

bool GameWatch::readFeed(const Payload& p) {
    std::size_t start = 0;
    while (start < p.text.size()) {
        const std::size_t nl = p.text.find('\n', start);
        if (nl == std::string::npos) return false;  // pieces end at a line's end
        const net::ParseResult r =
            net::parseMessage(std::string_view(p.text).substr(start, nl - start));
        start = nl + 1;
        if (!r.ok) return false;
        const net::Message& m = r.message;
        if (m.type == net::MessageType::Record) {
            if (m.length > pending_.length()) return false;
            pending_.truncate(m.length);
            for (const std::string& text : m.moves) {
                const games::Move move = pending_.findLegalMove(text);
                if (move.isNull() || !pending_.play(move)) return false;
            }
        } else if (m.type == net::MessageType::Sync) {
            if (pending_.length() > m.length) pending_.truncate(m.length);
            if (pending_.length() != m.length || net::recordHash(pending_) != m.hash) return false;
            if (m.end != net::DeclaredEnd::None && !pending_.result().over())
                pending_.conclude(net::detail::resultOf(m.end));
            commit();
        } else {
            return false;
        }
    }
    return true;
}

void GameWatch::commit() {
    int same = 0;
    const int n = std::min(shown_.length(), pending_.length());
    while (same < n && shown_.moveAt(same) == pending_.moveAt(same)) ++same;
    shown_ = pending_;
    if (same < said_) {
        said_ = same;
        WatchEvent e;
        e.kind = WatchEvent::Kind::TakenBack;
        e.ply = same;
        events_.push_back(e);
    }
    for (; said_ < shown_.length(); ++said_) {
        WatchEvent e;
        e.kind = WatchEvent::Kind::Ply;
        e.ply = said_ + 1;
        e.move = shown_.moveText(shown_.moveAt(said_));
        events_.push_back(e);
    }
    if (shown_.result().over() && !resultSaid_) {
        resultSaid_ = true;
        WatchEvent e;
        e.kind = WatchEvent::Kind::Result;
        e.result = shown_.result();
        events_.push_back(e);
    }
}

std::vector<Outgoing> GameWatch::takeOutgoing() {
    std::vector<Outgoing> out;
    out.swap(out_);
    return out;
}

std::vector<WatchEvent> GameWatch::takeEvents() {
    std::vector<WatchEvent> out;
    out.swap(events_);
    return out;
}

}  // namespace bagh::xmpp
