// xmpp: a game over XMPP, headless (docs/ENGINE-CLI.md, docs/NETWORK.md "Over XMPP"): the
// options read and checked here, the play in XmppBot.
#include <algorithm>
#include <fstream>
#include <iostream>

#include "engine/cli/ArgParser.h"
#include "engine/cli/Commands.h"
#include "engine/cli/XmppBot.h"
#include "engine/search/Engine.h"

namespace bagh::cli {
namespace {

constexpr const char* kXmppUsage =
    "xmpp ACCOUNT --password-file FILE [--server HOST[:PORT]] [--ca-file FILE] (--invite CONTACT "
    "| --accept CONTACT|any | --watch CONTACT) [--level LEVEL] [--game lambs] [--side "
    "goats|tigers] [--movetime MS] [--watchers contacts|any|none] [--register]";

constexpr const char* kXmppHelp =
    R"(Plays or watches a game over XMPP, signed in as ACCOUNT (name@server).

  --password-file FILE   the account's password: the file's first line
  --server HOST[:PORT]   where to connect (default: the servers the account's domain names in
                         DNS, else the domain on port 5222); the certificate is still checked
                         for the account's server
  --ca-file FILE         an authority to trust beside the system's (PEM; a self-hosted server)
  --register             create the account first (in-band registration, where the server allows it)
  --invite CONTACT       host a game and invite CONTACT (a bare address), again until answered
  --accept CONTACT|any   wait for an invitation from CONTACT (or anyone) and play it
  --watch CONTACT        watch CONTACT's game, read-only, from its first move
  --level LEVEL          the engine's level, 1-6 or its name (default 3)
  --game lambs           Lambs and Tigers (lambs, lambs/5 …) instead of Bagh-Chal; the host's
                         choice, a wish for --accept
  --side goats|tigers    the side this account plays (default for --invite: goats)
  --movetime MS          the engine's time a move (default: the level's)
  --watchers WHO         who may watch the host's game: contacts (default), any, none

Prints a line for each: joined CONTACT, resumed CONTACT, ply N MOVE, result goats|tigers|draw
REASON, left REASON, refused REASON CONTACT, watcher CONTACT and watcher-gone CONTACT. Exits 0
once the game has ended, 1 when it cannot go on, 2 on bad options.
)";

// HOST, HOST:PORT, [IPV6] or [IPV6]:PORT (an IPv6 address alone, without a port, too).
bool splitServer(const std::string& text, std::string* host, int* port) {
    std::string rest;
    if (!text.empty() && text.front() == '[') {
        const std::size_t close = text.find(']');
        if (close == std::string::npos) return false;
        *host = text.substr(1, close - 1);
        rest = text.substr(close + 1);
    } else if (std::count(text.begin(), text.end(), ':') == 1) {
        const std::size_t colon = text.find(':');
        *host = text.substr(0, colon);
        rest = text.substr(colon);
    } else {
        *host = text;
    }
    if (host->empty()) return false;
    if (rest.empty()) return true;
    const std::string p = rest.substr(1);
    if (rest[0] != ':' || p.empty() || p.size() > 5 ||
        p.find_first_not_of("0123456789") != std::string::npos)
        return false;
    *port = std::stoi(p);
    return *port >= 1 && *port <= 65535;
}

bool plainJid(const std::string& jid) {
    const std::size_t at = jid.find('@');
    return at != std::string::npos && at > 0 && at + 1 < jid.size() &&
           jid.find('/') == std::string::npos && jid.find_first_of(" \t\r\n") == std::string::npos;
}

}  // namespace

int xmppCommand(const Args& args) {
    for (const std::string& a : args)
        if (a == "--help" || a == "-h") {
            std::cout << "usage: baghchal-engine " << kXmppUsage << "\n\n" << kXmppHelp;
            return 0;
        }
    std::vector<std::string> positional;
    std::string passwordFile, server, caFile, invite, accept, watch, level = "3", game, side;
    std::string watchers = "contacts";
    std::int64_t movetime = 0;
    bool registerFirst = false;
    ArgParser parser("xmpp", kXmppUsage);
    parser.positionals(&positional, 1)
        .value("--password-file", &passwordFile)
        .value("--server", &server)
        .value("--ca-file", &caFile)
        .value("--invite", &invite)
        .value("--accept", &accept)
        .value("--watch", &watch)
        .value("--level", &level)
        .value("--game", &game)
        .value("--side", &side)
        .integer("--movetime", 1, 3600000, &movetime)
        .value("--watchers", &watchers)
        .flag("--register", &registerFirst);
    if (!parser.read(args)) return 2;

    XmppBotConfig c;
    if (positional.size() != 1 || !plainJid(positional[0]))
        return parser.fail("ACCOUNT must be an address name@server"), 2;
    c.account.jid = positional[0];
    c.account.registerFirst = registerFirst;
    if (passwordFile.empty()) return parser.fail("--password-file is required"), 2;
    if (!server.empty() && !splitServer(server, &c.account.host, &c.account.port))
        return parser.fail("--server must be HOST or HOST:PORT"), 2;
    c.account.caFile = caFile;

    const int modes = !invite.empty() + !accept.empty() + !watch.empty();
    if (modes != 1) return parser.fail("give one of --invite, --accept and --watch"), 2;
    if (!invite.empty()) c.mode = XmppBotConfig::Mode::Invite, c.contact = invite;
    if (!accept.empty()) c.mode = XmppBotConfig::Mode::Accept, c.contact = accept;
    if (!watch.empty()) c.mode = XmppBotConfig::Mode::Watch, c.contact = watch;
    if (!(c.mode == XmppBotConfig::Mode::Accept && c.contact == "any") && !plainJid(c.contact))
        return parser.fail("CONTACT must be an address name@server"), 2;

    c.level = levelFromName(level);
    if (c.level < 0) return parser.fail("unknown level '" + level + "'"), 2;
    c.movetimeMs = movetime;
    if (!game.empty()) {
        const games::GameRulesReading r = games::parseGameRules(game);
        if (!r.rules) return parser.fail("--game: " + r.error), 2;
        c.rules = r.rules;
        c.rulesInFull = game.find('/') != std::string::npos;
    }
    if (side == "goats")
        c.side = Side::Goats;
    else if (side == "tigers")
        c.side = Side::Tigers;
    else if (!side.empty())
        return parser.fail("--side must be goats or tigers"), 2;
    const auto policy = xmpp::watchPolicyFromWord(watchers);
    if (!policy) return parser.fail("--watchers must be contacts, any or none"), 2;
    c.watchers = *policy;
    // The files last: every mistake in the words is told before any file is read.
    std::ifstream in(passwordFile);
    if (!in || !std::getline(in, c.account.password) || c.account.password.empty())
        return parser.fail("cannot read a password from " + passwordFile), 2;
    if (c.account.password.back() == '\r') c.account.password.pop_back();
    if (!caFile.empty() && !std::ifstream(caFile))
        return parser.fail("cannot read the authority file " + caFile), 2;
    return runXmppBot(c);
}

}  // namespace bagh::cli
