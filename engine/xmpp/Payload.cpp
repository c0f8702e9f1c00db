#include "engine/xmpp/Payload.h"

#include <algorithm>
#include <array>
#include <random>

namespace bagh::xmpp {
namespace {

using Kind = Payload::Kind;

constexpr std::array<const char*, 10> kWords = {
    "", "invite", "decline", "withdraw", "line", "watch", "unwatch", "feed", "watchers", "refuse"};

bool hexDigits(std::string_view s, std::size_t n) {
    if (s.size() != n) return false;
    for (char c : s)
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    return true;
}

// A decimal number without sign or leading zero, at most 9 digits.
bool number(std::string_view s, std::uint32_t* out) {
    if (s.empty() || s.size() > 9 || (s.size() > 1 && s[0] == '0')) return false;
    std::uint32_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return false;
        v = v * 10 + static_cast<std::uint32_t>(c - '0');
    }
    *out = v;
    return true;
}

// One word of printable ASCII, as the protocol's words are.
bool word(std::string_view s, std::size_t max) {
    if (s.empty() || s.size() > max) return false;
    for (char c : s)
        if (c <= ' ' || c > '~') return false;
    return true;
}

// The setup words: five words, single blanks.
bool setupText(std::string_view s) {
    if (s.empty() || s.size() > 120) return false;
    int words = 1;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == ' ') {
            if (i == 0 || i + 1 == s.size() || s[i + 1] == ' ') return false;
            ++words;
        } else if (s[i] < ' ' || s[i] > '~') {
            return false;
        }
    }
    return words == 5;
}

bool jidText(std::string_view s) {
    if (s.empty() || s.size() > kMaxAttribute) return false;
    for (unsigned char c : s)
        if (c <= ' ' || c == 0x7f) return false;
    return true;
}

// The attributes each kind has: required ones, then optional ones.
struct Shape {
    std::vector<std::string> required;
    std::vector<std::string> optional;
    bool text = false;
};

const Shape& shapeOf(Kind k) {
    static const std::array<Shape, 10> shapes = {{
        {},                                                   // Invalid
        {{"game", "epoch", "setup", "watchers"}, {}, false},  // Invite
        {{"game", "reason"}, {}, false},                      // Decline
        {{"game"}, {}, false},                                // Withdraw
        {{"game", "conn"}, {"seat"}, true},                   // Line
        {{}, {}, false},                                      // Watch
        {{}, {}, false},                                      // Unwatch
        {{"game", "setup", "goats", "tigers"}, {}, true},     // Feed
        {{"game"}, {}, true},                                 // Watchers
        {{"reason"}, {"jid"}, false},                         // Refuse
    }};
    return shapes[static_cast<std::size_t>(k)];
}

bool fieldValid(const std::string& name, const std::string& value, Payload* p) {
    if (name == "game") return p->game = value, hexDigits(value, 16);
    if (name == "epoch") return number(value, &p->epoch);
    if (name == "conn") return number(value, &p->conn);
    if (name == "seat") return p->seat = value, hexDigits(value, 32);
    if (name == "setup") return p->setup = value, setupText(value);
    if (name == "watchers")
        return p->watchers = value, value == "contacts" || value == "any" || value == "none";
    if (name == "reason") return p->reason = value, word(value, 32);
    if (name == "jid") return p->jid = value, jidText(value);
    if (name == "goats") return p->goats = value, jidText(value);
    if (name == "tigers") return p->tigers = value, jidText(value);
    return false;
}

}  // namespace

const char* kindWord(Kind kind) { return kWords[static_cast<std::size_t>(kind)]; }

Payload readPayload(std::string_view element, const std::map<std::string, std::string>& attributes,
                    std::string_view text, std::string* why) {
    auto invalid = [why](std::string what) {
        if (why) *why = std::move(what);
        return Payload{};
    };
    Kind kind = Kind::Invalid;
    for (std::size_t i = 1; i < kWords.size(); ++i)
        if (element == kWords[i]) kind = static_cast<Kind>(i);
    if (kind == Kind::Invalid) return invalid("an unknown element");
    const Shape& shape = shapeOf(kind);
    Payload p;
    p.kind = kind;
    std::size_t seen = 0;
    for (const auto& [name, value] : attributes) {
        if (name == "xmlns") continue;
        const bool known =
            std::find(shape.required.begin(), shape.required.end(), name) != shape.required.end() ||
            std::find(shape.optional.begin(), shape.optional.end(), name) != shape.optional.end();
        if (!known) return invalid("an unknown attribute " + name);
        if (!fieldValid(name, value, &p)) return invalid("a malformed " + name);
        if (std::find(shape.required.begin(), shape.required.end(), name) != shape.required.end())
            ++seen;
    }
    if (seen != shape.required.size()) return invalid("a missing attribute");
    if (!shape.text && !text.empty()) return invalid("text where none belongs");
    if (text.size() > kMaxPayloadText) return invalid("text over its limit");
    p.text = std::string(text);
    return p;
}

std::map<std::string, std::string> payloadAttributes(const Payload& p) {
    std::map<std::string, std::string> a;
    const Shape& shape = shapeOf(p.kind);
    auto value = [&p](const std::string& name) -> std::string {
        if (name == "game") return p.game;
        if (name == "epoch") return std::to_string(p.epoch);
        if (name == "conn") return std::to_string(p.conn);
        if (name == "seat") return p.seat;
        if (name == "setup") return p.setup;
        if (name == "watchers") return p.watchers;
        if (name == "reason") return p.reason;
        if (name == "jid") return p.jid;
        if (name == "goats") return p.goats;
        if (name == "tigers") return p.tigers;
        return {};
    };
    for (const std::string& name : shape.required) a[name] = value(name);
    for (const std::string& name : shape.optional)
        if (!value(name).empty()) a[name] = value(name);
    return a;
}

std::string newGameId() {
    std::random_device rd;
    const std::uint64_t v = (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
    static const char* digits = "0123456789abcdef";
    std::string s(16, '0');
    for (int i = 0; i < 16; ++i) s[15 - i] = digits[(v >> (4 * i)) & 0xf];
    return s;
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> pieces;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = std::min(text.size(), start + kMaxPayloadText);
        if (end < text.size()) {
            const std::size_t nl = text.rfind('\n', end - 1);
            // A line is never longer than the protocol's 4096 bytes, so there is a line end.
            end = (nl == std::string::npos || nl < start) ? end : nl + 1;
        }
        pieces.push_back(text.substr(start, end - start));
        start = end;
    }
    return pieces;
}

std::optional<net::Setup> setupFromText(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size() && words.size() <= 5) {
        const std::size_t j = std::min(text.find(' ', i), text.size());
        if (j > i) words.push_back(text.substr(i, j - i));
        i = j + 1;
    }
    std::string why;
    return net::parseSetupWords(words, false, &why);
}

std::string bareJid(std::string_view jid) {
    const std::size_t slash = jid.find('/');
    return std::string(jid.substr(0, slash));
}

}  // namespace bagh::xmpp
