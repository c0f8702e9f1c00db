#include "engine/xmpp/GameLink.h"

#include <random>

namespace bagh::xmpp {
namespace {

net::Key128 randomToken() {
    std::random_device rd;
    net::Key128 k{};
    for (auto& b : k) b = static_cast<std::uint8_t>(rd());
    return k;
}

}  // namespace

GameLink::GameLink(net::NetMatch match, Conversation talk)
    : match_(std::move(match)), talk_(std::move(talk)) {}

GameLink GameLink::host(const std::string& peer, const net::HostTerms& terms,
                        const std::string& name, const std::string& program,
                        const LinkOptions& options) {
    return GameLink(net::NetMatch::host(terms, name, program, options.timing),
                    Conversation::host(peer, terms, options));
}

GameLink GameLink::guest(const std::string& peer, const net::Setup& wish, const std::string& name,
                         const std::string& program, const LinkOptions& options) {
    return GameLink(net::NetMatch::guest(name, program, wish, options.timing),
                    Conversation::guest(peer, wish, options));
}

void GameLink::tick(std::int64_t nowMs) {
    match_.tick(nowMs);
    pump(nowMs);
}

net::Admission GameLink::admit(const net::Message& hello, net::Keying keying, net::Reason* reason,
                               std::string* why) {
    return match_.admission(hello, keying, reason, why);
}

void GameLink::attach(const net::Message& hello, net::Admission how, std::string_view rest,
                      std::int64_t nowMs) {
    match_.attach(hello, how, randomToken(), nowMs);
    if (!rest.empty()) match_.receive(rest, nowMs);
}

void GameLink::replace(std::int64_t nowMs) {
    match_.drop(net::Reason::Replaced, "the same player joined again", nowMs);
    flush(nowMs);
    match_.disconnected(nowMs);
}

void GameLink::goodbye(std::int64_t nowMs) {
    match_.goodbye(nowMs);
    talk_.send(match_.takeOutput(), *this);
    match_.disconnected(nowMs);
}

void GameLink::flush(std::int64_t) {
    talk_.send(match_.takeOutput(), *this);
    for (net::Event& e : match_.takeEvents()) talk_.noteMatch(std::move(e));
}

}  // namespace bagh::xmpp
