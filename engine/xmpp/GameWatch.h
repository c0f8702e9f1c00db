// Watching a game over XMPP, read-only: asks a player (a bare JID) to watch its game, again
// until a feed comes (a player's guest sends it on to the host, who keeps the watchers), then
// rebuilds the record from the feed's record and sync lines with the rules and checks it by
// the record hash (WatcherFeed.h), and says each ply once as the record grows, and the result.
// A feed that does not add up (an illegal move, a hash that differs, a gap) is dropped and the
// whole record asked for again; a feed from anyone but the player it came from is ignored.
// Sans-IO like GameLink.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/games/AnyGame.h"
#include "engine/xmpp/Payload.h"

namespace bagh::xmpp {

struct WatchEvent {
    enum class Kind : std::uint8_t {
        Started,    // the game's players: goats, tigers (bare JIDs)
        Ply,        // ply (1 = the first move), move (its text)
        TakenBack,  // ply: the record is this long again (a take-back)
        Result,     // the game is over: result
        Refused,    // the player will not let this account watch: reason
        Lost,       // the player feeding the game went away (its line dropped, or it left)
        Back,       // the feed came again after Lost
    };
    Kind kind = Kind::Ply;
    int ply = 0;
    std::string move;
    GameResult result;
    std::string reason;
    std::string goats;
    std::string tigers;
};

class GameWatch {
public:
    explicit GameWatch(std::string player, std::int64_t firstAskMs = 1000,
                       std::int64_t maxAskMs = 10000);

    void online(std::int64_t nowMs);
    void offline(std::int64_t nowMs);
    void received(const std::string& from, const Payload& p, std::int64_t nowMs);
    void ignore() { ++ignored_; }
    void unavailable(const std::string& from, std::int64_t nowMs);
    void tick(std::int64_t nowMs);
    // Stops watching: the player is told (unwatch).
    void leave();

    std::vector<Outgoing> takeOutgoing();
    std::vector<WatchEvent> takeEvents();

    const games::Game& game() const { return shown_; }
    bool over() const { return shown_.result().over(); }
    bool refused() const { return refused_; }
    // Whom it asks now (bare): the player, or the host the player sent it to; a refusal is theirs.
    const std::string& asked() const { return target_; }
    std::uint64_t ignored() const { return ignored_; }

private:
    void ask(std::int64_t nowMs);
    void askAgainSoon(std::int64_t nowMs);
    bool readFeed(const Payload& p);
    void commit();

    std::string target_;  // the player asked (bare), or the host it sent us to
    std::string source_;  // the full JID feeding us
    std::string game_;
    bool online_ = false;
    bool fed_ = false;
    bool refused_ = false;
    bool started_ = false;
    bool lost_ = false;  // Lost said, Back not yet
    std::int64_t firstAskMs_;
    std::int64_t maxAskMs_;
    std::int64_t nextAsk_ = 0;
    std::int64_t askGap_;
    games::Game shown_;
    games::Game pending_;
    int said_ = 0;  // plies said so far
    bool resultSaid_ = false;
    std::vector<Outgoing> out_;
    std::vector<WatchEvent> events_;
    std::uint64_t ignored_ = 0;
};

}  // namespace bagh::xmpp
