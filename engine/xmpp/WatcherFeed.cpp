#include "engine/xmpp/WatcherFeed.h"

#include <algorithm>

#include "engine/net/RecordHash.h"

namespace bagh::xmpp {

const char* watchPolicyWord(WatchPolicy policy) {
    switch (policy) {
        case WatchPolicy::Contacts:
            return "contacts";
        case WatchPolicy::Any:
            return "any";
        case WatchPolicy::None:
            return "none";
    }
    return "none";
}

std::optional<WatchPolicy> watchPolicyFromWord(std::string_view word) {
    if (word == "contacts") return WatchPolicy::Contacts;
    if (word == "any") return WatchPolicy::Any;
    if (word == "none") return WatchPolicy::None;
    return std::nullopt;
}

std::string feedLines(const games::Game& game, int from, net::DeclaredEnd end) {
    std::vector<std::string> moves;
    for (int i = from; i < game.length(); ++i) moves.push_back(game.moveText(game.moveAt(i)));
    std::string text;
    for (const std::string& line : net::recordLines(moves, from)) text += line;
    net::Message sync;
    sync.type = net::MessageType::Sync;
    sync.length = game.length();
    sync.hash = net::recordHash(game);
    sync.end = end;
    text += net::serialize(sync);
    return text;
}

bool WatcherFeed::request(const std::string& from, bool contact, std::int64_t nowMs,
                          std::string* reason) {
    if (watching_.policy == WatchPolicy::None) return *reason = "none", false;
    if (watching_.policy == WatchPolicy::Contacts && !contact)
        return *reason = "contacts-only", false;
    auto it = watchers_.find(from);
    if (it != watchers_.end()) {
        // Asked again (it lost its place, or missed a feed): the whole record, not too often.
        if (nowMs - it->second.askedMs < watching_.againMs) return *reason = "again", false;
        it->second = {true, nowMs};
        return true;
    }
    // At most two places for one account, so that one account's many resources cannot take
    // every place.
    const std::string bare = bareJid(from);
    const auto sameAccount =
        std::count_if(watchers_.begin(), watchers_.end(),
                      [&bare](const auto& w) { return bareJid(w.first) == bare; });
    if (watchers_.size() >= watching_.most || sameAccount >= 2) return *reason = "full", false;
    watchers_[from] = {true, nowMs};
    return true;
}

bool WatcherFeed::remove(const std::string& from) { return watchers_.erase(from) > 0; }

void WatcherFeed::update(const games::Game& game, net::DeclaredEnd end, const Payload& header,
                         std::vector<Outgoing>* out) {
    if (watchers_.empty()) {
        // Nobody to bring up to date: the next watcher gets the whole record anyway.
        sent_.clear();
        sentOnce_ = false;
        return;
    }
    std::vector<std::string> moves;
    moves.reserve(static_cast<std::size_t>(game.length()));
    for (int i = 0; i < game.length(); ++i) moves.push_back(game.moveText(game.moveAt(i)));
    std::size_t same = 0;
    while (same < moves.size() && same < sent_.size() && moves[same] == sent_[same]) ++same;
    const bool changed =
        !sentOnce_ || same != moves.size() || same != sent_.size() || end != sentEnd_;
    std::string change;
    if (changed) change = feedLines(game, static_cast<int>(same), end);
    std::string whole;
    for (auto& [jid, w] : watchers_) {
        if (!w.fresh && !changed) continue;
        if (w.fresh && whole.empty()) whole = feedLines(game, 0, end);
        for (const std::string& piece : splitLines(w.fresh ? whole : change)) {
            Payload p = header;
            p.kind = Payload::Kind::Feed;
            p.text = piece;
            out->push_back({jid, p, false});
        }
        w.fresh = false;
    }
    sent_ = std::move(moves);
    sentEnd_ = end;
    sentOnce_ = true;
}

std::vector<std::string> WatcherFeed::watchers() const {
    std::vector<std::string> bare;
    for (const auto& [jid, w] : watchers_) {
        std::string b = bareJid(jid);
        if (std::find(bare.begin(), bare.end(), b) == bare.end()) bare.push_back(std::move(b));
    }
    return bare;
}

}  // namespace bagh::xmpp
