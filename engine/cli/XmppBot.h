// The `xmpp` subcommand's player (docs/ENGINE-CLI.md): one account signed in through
// xmpp::XmppClient, inviting or accepting a game (xmpp::GameLink) and playing it with the
// engine at a level, or watching one (xmpp::GameWatch), in a poll loop on the client's socket.
// What happens is printed a line at a time: joined, resumed, ply, result, left, refused
// (and watcher, for a player whose game is watched).
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/core/Types.h"
#include "engine/games/GameRules.h"
#include "engine/xmpp/WatcherFeed.h"
#include "engine/xmpp/XmppClient.h"

namespace bagh::cli {

struct XmppBotConfig {
    enum class Mode : std::uint8_t { Invite, Accept, Watch };
    xmpp::Account account;
    Mode mode = Mode::Accept;
    std::string contact;  // a bare JID; for Accept also "any"
    int level = 3;
    std::int64_t movetimeMs = 0;  // 0: the level's own
    std::optional<games::GameRules> rules;
    bool rulesInFull = false;  // --game named the captures or the rule, not the game alone
    std::optional<Side> side;
    xmpp::WatchPolicy watchers = xmpp::WatchPolicy::Contacts;
};

// Runs until the game has ended (0), or it cannot go on (1: refused, left, the account
// refused). Prints to stdout, explains on stderr.
int runXmppBot(const XmppBotConfig& config);

}  // namespace bagh::cli
