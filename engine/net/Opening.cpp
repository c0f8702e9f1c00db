#include "engine/net/Opening.h"

#include <vector>

namespace bagh::net {
namespace {

std::vector<std::string_view> words(std::string_view line, std::size_t atMost) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < line.size() && out.size() < atMost) {
        while (i < line.size() && line[i] == ' ') ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ') ++i;
        if (i > start) out.push_back(line.substr(start, i - start));
    }
    return out;
}

std::string_view withoutReturn(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    return line;
}

Opening refused(Reason reason, std::string text) {
    Opening o;
    o.reason = reason;
    o.text = std::move(text);
    return o;
}

Opening encrypt() {
    Opening o;
    o.kind = Opening::Kind::Encrypt;
    o.reason = Reason::None;
    return o;
}

}  // namespace

std::string openingLine() { return "hello " + std::to_string(kProtocolVersion) + "\n"; }

Opening readGuestOpening(std::string_view line) {
    line = withoutReturn(line);
    const std::vector<std::string_view> w = words(line, 3);
    if (w.empty() || w[0] != "hello")
        return refused(Reason::Garbage, "the first line must be hello");
    const std::optional<std::int64_t> version = w.size() > 1 ? versionNumber(w[1]) : std::nullopt;
    if (!version) return refused(Reason::Garbage, "hello: its protocol version is not a number");
    if (*version != kProtocolVersion)
        return refused(Reason::WrongVersion,
                       "this host speaks network protocol " + std::to_string(kProtocolVersion) +
                           ", the guest " + std::string(w[1].substr(0, 20)) +
                           ": both players need the same version of Bagh-Chal");
    if (w.size() > 2)
        return refused(Reason::Garbage,
                       "a version-2 hello says only its version before encryption");
    return encrypt();
}

Opening readHostAnswer(std::string_view line) {
    line = withoutReturn(line);
    const std::vector<std::string_view> w = words(line, 3);
    if (w.size() == 2 && w[0] == "hello" && versionNumber(w[1]) == kProtocolVersion)
        return encrypt();
    if (!w.empty() && w[0] == "hello") {
        const auto version = w.size() > 1 ? versionNumber(w[1]) : std::nullopt;
        if (version && *version != kProtocolVersion)
            return refused(Reason::WrongVersion,
                           "the host speaks network protocol " + std::string(w[1].substr(0, 20)) +
                               ": both players need the same version of Bagh-Chal");
    }
    const ParseResult r = parseMessage(line);
    if (r.ok && r.message.type == MessageType::Refuse)
        return refused(r.message.reason == Reason::None ? Reason::Garbage : r.message.reason,
                       r.message.text);
    return refused(Reason::Garbage, "the host's answer is not hello " +
                                        std::to_string(kProtocolVersion) + " or a refusal");
}

}  // namespace bagh::net
