#include "engine/cli/XmppBot.h"

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <iostream>
#include <memory>
#include <mutex>

#include "engine/games/GameEngine.h"
#include "engine/xmpp/GameLink.h"
#include "engine/xmpp/GameWatch.h"

#ifndef BAGHCHAL_VERSION
#define BAGHCHAL_VERSION "0"
#endif

namespace bagh::cli {
namespace {

std::int64_t nowMs() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

const char* outcomeWord(Outcome o) {
    switch (o) {
        case Outcome::GoatsWin:
            return "goats";
        case Outcome::TigersWin:
            return "tigers";
        default:
            return "draw";
    }
}

void say(const std::string& line) { std::cout << line << std::endl; }

// SIGINT or SIGTERM: leave properly (the invitation withdrawn, or a goodbye on the line).
volatile std::sig_atomic_t interrupted = 0;
extern "C" void onInterrupt(int) { interrupted = 1; }

// The engine's move for the match, searched on the engine's own thread.
class Thinker {
public:
    Thinker(int level, std::int64_t movetimeMs) : movetimeMs_(movetimeMs) {
        engine_.setLevel(level);
        if (::pipe2(wake_, O_CLOEXEC | O_NONBLOCK) != 0) wake_[0] = wake_[1] = -1;
    }
    ~Thinker() {
        engine_.stop();
        engine_.wait();
        for (int fd : wake_)
            if (fd >= 0) ::close(fd);
    }
    // Readable once a move is found, so the poll loop wakes for it at once.
    int wakeFd() const { return wake_[0]; }
    // Starts a search of `game` unless one runs.
    void think(const games::Game& game) {
        if (busy_) return;
        busy_ = true;
        length_ = game.length();
        engine_.setGame(game);
        SearchLimits limits;
        limits.movetimeMs = movetimeMs_;
        engine_.go(limits, nullptr, [this](games::Move m, const games::SearchInfo&) {
            std::lock_guard lock(mutex_);
            best_ = m;
            ready_ = true;
            // A full pipe has a wake pending already.
            if (wake_[1] >= 0 && ::write(wake_[1], "m", 1) < 0) return;
        });
    }
    // The move found for a game of `length` plies, once; a null move otherwise.
    games::Move take() {
        std::lock_guard lock(mutex_);
        if (!ready_) return {};
        ready_ = false;
        char drain[16];
        while (wake_[0] >= 0 && ::read(wake_[0], drain, sizeof drain) > 0) {
        }
        busy_ = false;
        engine_.wait();
        return best_;
    }
    bool busy() const { return busy_; }
    int length() const { return length_; }

private:
    games::GameEngine engine_;
    std::int64_t movetimeMs_;
    std::mutex mutex_;
    games::Move best_;
    bool ready_ = false;
    bool busy_ = false;
    int length_ = -1;
    int wake_[2] = {-1, -1};
};

class Bot : public xmpp::XmppClient::Listener {
public:
    explicit Bot(const XmppBotConfig& c) : config_(c), client_(c.account, *this) {
        const std::string program = "baghchal/" BAGHCHAL_VERSION;
        const std::string name = nodeOf(c.account.jid);
        xmpp::LinkOptions options;
        options.watching.policy = c.watchers;
        if (c.mode == XmppBotConfig::Mode::Invite) {
            const games::GameRules rules = c.rules.value_or(games::GameRules{});
            const net::HostTerms terms =
                net::HostTerms::of(rules, c.side.value_or(Side::Goats), std::nullopt);
            link_.emplace(xmpp::GameLink::host(c.contact, terms, name, program, options));
        } else if (c.mode == XmppBotConfig::Mode::Accept) {
            net::Setup wish;
            if (c.rules) {
                wish.game = c.rules->game;
                // Only what was said: "lambs" alone leaves the captures and the rule to the
                // host, "lambs/5" asks for them.
                if (c.rulesInFull) {
                    wish.captures = c.rules->capturesToWin();
                    wish.rule = c.rules->rule;
                }
            }
            wish.side = c.side;
            link_.emplace(xmpp::GameLink::guest(c.contact == "any" ? "" : c.contact, wish, name,
                                                program, options));
        } else {
            watch_.emplace(c.contact);
        }
        if (link_) thinker_ = std::make_unique<Thinker>(c.level, c.movetimeMs);
    }

    int run() {
        std::signal(SIGINT, onInterrupt);
        std::signal(SIGTERM, onInterrupt);
        client_.start(nowMs());
        while (status_ < 0) {
            if (interrupted) {
                if (link_) link_->leave(nowMs());
                if (watch_) watch_->leave();
                flush(nowMs());
                finish(1, "left interrupted");
                break;
            }
            pollfd p[2] = {{client_.socket(), POLLIN, 0},
                           {thinker_ ? thinker_->wakeFd() : -1, POLLIN, 0}};
            ::poll(p, 2, 20);
            const std::int64_t now = nowMs();
            client_.pump(now);
            if (link_) {
                link_->tick(now);
                play(now);
            } else {
                watch_->tick(now);
            }
            flush(now);
            reportIgnored(now, false);
        }
        // Read what still comes for a moment, so closing the socket loses nothing we sent.
        for (const std::int64_t until = nowMs() + 300; nowMs() < until;) {
            pollfd p{client_.socket(), POLLIN, 0};
            ::poll(&p, p.fd >= 0 ? 1 : 0, 20);
            client_.pump(nowMs());
        }
        client_.stop();
        reportIgnored(nowMs(), true);
        return status_;
    }

    // How many messages were ignored, on stderr: at the end, and at most once a second while
    // the count grows.
    void reportIgnored(std::int64_t now, bool last) {
        const std::uint64_t ignored = link_ ? link_->ignored() : watch_->ignored();
        if (!last && (ignored == reported_ || now - reportedAt_ < 1000)) return;
        reported_ = ignored;
        reportedAt_ = now;
        std::cerr << "xmpp: " << ignored << " messages ignored (from others, or out of form)"
                  << std::endl;
    }

    // --- xmpp::XmppClient::Listener ------------------------------------------------------------
    void online() override {
        std::cerr << "xmpp: signed in as " << client_.jid() << '\n';
        if (link_) link_->online(client_.jid(), nowMs());
        if (watch_) watch_->online(nowMs());
    }
    void offline(const std::string& why, bool final) override {
        std::cerr << "xmpp: offline: " << why << '\n';
        if (link_) link_->offline(nowMs());
        if (watch_) watch_->offline(nowMs());
        if (final) finish(1, "left account");
    }
    void received(const std::string& from, const xmpp::Payload& p) override {
        if (link_) link_->received(from, p, client_.isContact(xmpp::bareJid(from)), nowMs());
        if (watch_) watch_->received(from, p, nowMs());
    }
    void ignored(const std::string&) override {
        if (link_) link_->ignore();
        if (watch_) watch_->ignore();
    }
    void available(const std::string& from) override {
        if (link_) link_->available(from, nowMs());
    }
    void unavailable(const std::string& from) override {
        if (link_) link_->unavailable(from, nowMs());
        if (watch_) watch_->unavailable(from, nowMs());
    }

private:
    static std::string nodeOf(const std::string& jid) {
        const std::string bare = xmpp::bareJid(jid);
        return bare.substr(0, bare.find('@'));
    }

    void finish(int status, const std::string& line) {
        if (status_ >= 0) return;
        if (!line.empty()) say(line);
        status_ = status;
    }

    void play(std::int64_t now) {
        net::NetMatch& m = link_->match();
        if (m.undoAsked()) m.answerUndo(false, now);
        if (m.drawAsked()) m.answerDraw(false, now);
        const games::Move best = thinker_->take();
        if (!best.isNull() && m.playing() && m.myTurn() && m.game().length() == thinker_->length())
            m.playMove(best, now);
        if (m.playing() && m.myTurn() && !m.game().result().over() && !thinker_->busy())
            thinker_->think(m.game());
        link_->pump(now);
    }

    void flush(std::int64_t now) {
        if (link_) {
            for (const xmpp::LinkEvent& e : link_->takeEvents()) report(e);
            // A guest's move counts once the host has it: a drop before its ack loses it (the
            // host's record counts), so while the line is down nothing new is said.
            const net::NetMatch& m = link_->match();
            if (link_->isHost() || goodbye_)
                confirmed_ = m.game().length();
            else if (m.playing())
                confirmed_ = m.game().length() - (m.awaitingAck() ? 1 : 0);
            games::Game confirmed = m.game();
            confirmed.truncate(std::min(confirmed_, confirmed.length()));
            sayPlies(confirmed);
            if (confirmed.result().over() && status_ < 0) {
                if (endedAt_ < 0) {
                    link_->leave(now);
                    endedAt_ = now;
                }
                // A watcher whose line dropped asks again once back, and must still find the
                // end here: the host answers until each watcher has gone (a watcher signs off
                // once it has the result), for kWatchersGraceMs at most.
                if (!link_->isHost() || link_->watchers().empty() ||
                    now - endedAt_ >= kWatchersGraceMs)
                    status_ = 0;
            }
        } else {
            for (const xmpp::WatchEvent& e : watch_->takeEvents()) report(e);
        }
        client_.sendAll(link_ ? link_->takeOutgoing() : watch_->takeOutgoing());
    }

    // Every ply of the record not said yet (again from a take-back), then the result.
    void sayPlies(const games::Game& game) {
        int same = 0;
        while (same < static_cast<int>(said_.size()) && same < game.length() &&
               said_[same] == game.moveText(game.moveAt(same)))
            ++same;
        said_.resize(same);
        for (int i = same; i < game.length(); ++i) {
            said_.push_back(game.moveText(game.moveAt(i)));
            say("ply " + std::to_string(i + 1) + " " + said_.back());
        }
        if (game.result().over() && !resultSaid_) {
            resultSaid_ = true;
            const GameResult r = game.result();
            say(std::string("result ") + outcomeWord(r.outcome) + " " + endReasonName(r.reason));
        }
    }

    void report(const xmpp::LinkEvent& e) {
        using K = xmpp::LinkEvent::Kind;
        const bool over = link_->match().game().result().over();
        switch (e.kind) {
            case K::Declined:
                say("refused " + e.reason + " " + e.who);
                if (link_->isHost()) finish(1, "");
                return;
            case K::Withdrawn:
                if (!over) finish(1, "left withdrawn");
                return;
            case K::WatcherCame:
                say("watcher " + e.who);
                return;
            case K::WatcherLeft:
                say("watcher-gone " + e.who);
                return;
            case K::Match:
                break;
        }
        const net::Event& m = e.match;
        using MK = net::Event::Kind;
        if (m.kind == MK::Joined) {
            goodbye_ = false;
            say((m.resumed ? "resumed " : "joined ") + e.who);
        } else if (m.kind == MK::Refused) {
            say(std::string("refused ") + wordOr(m.reason, "refused") + " " + e.who);
            std::cerr << "xmpp: refused: " << m.text << '\n';
            if (!link_->isHost()) finish(1, "");
        } else if (m.kind == MK::Lost) {
            std::cerr << "xmpp: the link to " << e.who << " is down: " << m.text << '\n';
            // A goodbye comes after everything the peer sent: our moves were acknowledged.
            goodbye_ = m.reason == net::Reason::Left;
            if (over) return;
            if (m.reason == net::Reason::Left) finish(1, "left opponent");
            if (m.reason == net::Reason::Desync) finish(1, "left desync");
        } else if (m.kind == MK::Desync) {
            std::cerr << "xmpp: the records differ after ply " << m.plies << '\n';
        }
    }

    void report(const xmpp::WatchEvent& e) {
        using K = xmpp::WatchEvent::Kind;
        switch (e.kind) {
            case K::Started:
                std::cerr << "xmpp: watching " << e.goats << " (goats) and " << e.tigers
                          << " (tigers)\n";
                break;
            case K::Ply:
                say("ply " + std::to_string(e.ply) + " " + e.move);
                break;
            case K::TakenBack:
                std::cerr << "xmpp: taken back to ply " << e.ply << '\n';
                break;
            case K::Result:
                say(std::string("result ") + outcomeWord(e.result.outcome) + " " +
                    endReasonName(e.result.reason));
                status_ = 0;
                break;
            case K::Refused:
                finish(1, "refused " + e.reason + " " + config_.contact);
                break;
            case K::Lost:
                std::cerr << "xmpp: the game's feed went away; asking again\n";
                break;
            case K::Back:
                std::cerr << "xmpp: the game's feed is back\n";
                break;
        }
    }

    static std::string wordOr(net::Reason r, const char* fallback) {
        const std::string w = net::reasonWord(r);
        return w.empty() ? fallback : w;
    }

    XmppBotConfig config_;
    xmpp::XmppClient client_;
    std::optional<xmpp::GameLink> link_;
    std::optional<xmpp::GameWatch> watch_;
    std::unique_ptr<Thinker> thinker_;
    std::vector<std::string> said_;
    bool resultSaid_ = false;
    int confirmed_ = 0;     // plies both sides hold
    bool goodbye_ = false;  // the link ended with the peer's goodbye
    int status_ = -1;
    static constexpr std::int64_t kWatchersGraceMs = 15000;
    std::int64_t endedAt_ = -1;  // when the game ended here
    std::uint64_t reported_ = 0;
    std::int64_t reportedAt_ = 0;
};

}  // namespace

int runXmppBot(const XmppBotConfig& config) {
    Bot bot(config);
    return bot.run();
}

}  // namespace bagh::cli
