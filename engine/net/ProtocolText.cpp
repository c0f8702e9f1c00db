// The words of the protocol and the sanitising of free text (Protocol.h).
#include "engine/net/Protocol.h"

#include <array>

namespace bagh::net {
namespace {

constexpr std::array<const char*, 21> kMessageWords = {
    "hello",      "refuse",      "record",       "sync",        "ready",
    "move",       "ack",         "undo-request", "undo-accept", "undo-decline",
    "draw-offer", "draw-accept", "draw-decline", "resign",      "flag",
    "clock",      "chat",        "ping",         "bye",         "seat",
    "asking"};

// Appends the UTF-8 bytes of code point `cp`.
void appendUtf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

// The code point at text[*i] if it is well-formed UTF-8 (no overlong form, no surrogate, at most
// U+10FFFF), advancing *i past it; otherwise nothing, advancing one byte.
std::optional<char32_t> nextCodePoint(std::string_view text, std::size_t* i) {
    const unsigned char b0 = static_cast<unsigned char>(text[*i]);
    int extra = 0;
    char32_t cp = 0, min = 0;
    if (b0 < 0x80) {
        ++*i;
        return b0;
    } else if ((b0 & 0xE0) == 0xC0) {
        extra = 1, cp = b0 & 0x1F, min = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        extra = 2, cp = b0 & 0x0F, min = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        extra = 3, cp = b0 & 0x07, min = 0x10000;
    } else {
        ++*i;
        return std::nullopt;
    }
    if (*i + static_cast<std::size_t>(extra) >= text.size()) {
        ++*i;
        return std::nullopt;
    }
    for (int k = 1; k <= extra; ++k) {
        const unsigned char b = static_cast<unsigned char>(text[*i + k]);
        if ((b & 0xC0) != 0x80) {
            ++*i;
            return std::nullopt;
        }
        cp = (cp << 6) | (b & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        ++*i;
        return std::nullopt;
    }
    *i += extra + 1;
    return cp;
}

// Characters a peer's text may not carry: controls, line breaks in disguise, the
// bidirectional overrides and isolates that make shown text read other than it is, and the
// invisible ones that make two names that look the same differ (zero-width joiners apart:
// joiners()).
bool forbidden(char32_t cp) {
    return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F) || cp == 0x00AD || cp == 0x034F ||
           cp == 0x061C || cp == 0x115F || cp == 0x1160 || cp == 0x17B4 || cp == 0x17B5 ||
           cp == 0x180E || (cp >= 0x200B && cp <= 0x200F) || cp == 0x2028 || cp == 0x2029 ||
           (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2060 && cp <= 0x206F) || cp == 0x3164 ||
           (cp >= 0xFE00 && cp <= 0xFE0F) || cp == 0xFEFF || cp == 0xFFA0 ||
           (cp >= 0xFFF9 && cp <= 0xFFFB) || (cp >= 0xE0000 && cp <= 0xE0FFF);
}

bool devanagari(char32_t cp) { return cp >= 0x0900 && cp <= 0x097F; }
// The zero-width non-joiner and joiner, kept between two Devanagari letters (they choose a
// half form or a conjunct there, and Nepali names are written with them); elsewhere invisible.
bool joiner(char32_t cp) { return cp == 0x200C || cp == 0x200D; }

bool blank(char32_t cp) { return cp == ' ' || cp == '\t' || cp == 0xA0 || cp == 0x3000; }

}  // namespace

std::optional<std::uint64_t> parseHex64(std::string_view w) {
    if (w.size() != 16) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : w) {
        int d = 0;
        if (c >= '0' && c <= '9')
            d = c - '0';
        else if (c >= 'a' && c <= 'f')
            d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            d = c - 'A' + 10;
        else
            return std::nullopt;
        value = (value << 4) | static_cast<std::uint64_t>(d);
    }
    return value;
}

std::string hashWord(std::uint64_t value) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, value >>= 4)
        out[static_cast<std::size_t>(i)] = kDigits[value & 15];
    return out;
}

std::string sanitizeText(std::string_view text, std::size_t maxBytes) {
    std::string out;
    bool pendingBlank = false;
    char32_t last = 0;  // the last code point kept
    for (std::size_t i = 0; i < text.size();) {
        const auto cp = nextCodePoint(text, &i);
        if (!cp) continue;
        if (blank(*cp) || *cp == '\t') {
            pendingBlank = !out.empty();
            last = ' ';
            continue;
        }
        if (joiner(*cp)) {
            std::size_t j = i;
            const auto next = j < text.size() ? nextCodePoint(text, &j) : std::nullopt;
            if (!devanagari(last) || !next || !devanagari(*next)) continue;
        } else if (forbidden(*cp)) {
            continue;
        }
        std::string bytes;
        appendUtf8(bytes, *cp);
        if (out.size() + (pendingBlank ? 1 : 0) + bytes.size() > maxBytes) break;
        if (pendingBlank) out += ' ';
        pendingBlank = false;
        out += bytes;
        last = *cp;
    }
    return out;
}

const char* messageWord(MessageType type) { return kMessageWords[static_cast<std::size_t>(type)]; }

const char* reasonWord(Reason reason) {
    switch (reason) {
        case Reason::None:
            return "";
        case Reason::Left:
            return "left";
        case Reason::WrongSecret:
            return "secret";
        case Reason::WrongVersion:
            return "version";
        case Reason::WrongSetup:
            return "setup";
        case Reason::Busy:
            return "busy";
        case Reason::Garbage:
            return "garbage";
        case Reason::Overlong:
            return "overlong";
        case Reason::Flood:
            return "flood";
        case Reason::Silence:
            return "silence";
        case Reason::IllegalMove:
            return "illegal";
        case Reason::Protocol:
            return "protocol";
        case Reason::Desync:
            return "desync";
        case Reason::Replaced:
            return "replaced";
        case Reason::Taken:
            return "taken";
        case Reason::Declined:
            return "declined";
        case Reason::Closed:
            return "";
    }
    return "";
}

const char* reasonText(Reason reason) {
    switch (reason) {
        case Reason::None:
            return "no reason given";
        case Reason::Left:
            return "the other player left";
        case Reason::WrongSecret:
            return "the keys did not match: a wrong or old join code, or not this host";
        case Reason::WrongVersion:
            return "the other program speaks another protocol version";
        case Reason::WrongSetup:
            return "the host plays another game, rule or side";
        case Reason::Busy:
            return "the host is busy";
        case Reason::Garbage:
            return "the other side sent something that is not a message";
        case Reason::Overlong:
            return "the other side sent a line that is too long";
        case Reason::Flood:
            return "the other side sent too many lines too fast";
        case Reason::Silence:
            return "nothing was heard from the other side for too long";
        case Reason::IllegalMove:
            return "the other side sent an illegal move";
        case Reason::Protocol:
            return "the other side sent a message out of place";
        case Reason::Desync:
            return "the two game records differ";
        case Reason::Replaced:
            return "the same player joined again on a new connection";
        case Reason::Taken:
            return "the game has its second player; only that player's program can resume";
        case Reason::Declined:
            return "the host declined to let this player join";
        case Reason::Closed:
            return "the connection closed";
    }
    return "";
}

const char* sideWord(Side side) { return side == Side::Goats ? "goats" : "tigers"; }

std::string timeControlWord(const TimeControl& tc) {
    return std::to_string(tc.baseMs) + "+" + std::to_string(tc.incrementMs);
}

const char* declaredEndWord(DeclaredEnd end) {
    switch (end) {
        case DeclaredEnd::None:
            return "-";
        case DeclaredEnd::GoatsResigned:
            return "goats-resigned";
        case DeclaredEnd::TigersResigned:
            return "tigers-resigned";
        case DeclaredEnd::DrawAgreed:
            return "draw-agreed";
        case DeclaredEnd::GoatsFlagFell:
            return "goats-flag";
        case DeclaredEnd::TigersFlagFell:
            return "tigers-flag";
    }
    return "-";
}

}  // namespace bagh::net
