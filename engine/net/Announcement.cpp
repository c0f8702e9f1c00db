#include "engine/net/Announcement.h"

#include <optional>
#include <vector>

namespace bagh::net {
namespace {

constexpr std::string_view kMagic = "baghchal-lan";

// The next blank-separated word of `text` from *pos, or empty at the end.
std::string_view nextWord(std::string_view text, std::size_t* pos) {
    while (*pos < text.size() && text[*pos] == ' ') ++*pos;
    const std::size_t start = *pos;
    while (*pos < text.size() && text[*pos] != ' ') ++*pos;
    return text.substr(start, *pos - start);
}

// 1 to 65535 in plain decimal: digits only, no leading zero, so a port has one spelling.
std::optional<std::uint16_t> portFromWord(std::string_view w) {
    if (w.empty() || w.size() > 5 || w.front() == '0') return std::nullopt;
    std::uint32_t value = 0;
    for (const char c : w) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + static_cast<std::uint32_t>(c - '0');
    }
    if (value > 65535) return std::nullopt;
    return static_cast<std::uint16_t>(value);
}

}  // namespace

std::string writeAnnouncement(const Announcement& a) {
    std::string out = std::string(kMagic) + " " + std::to_string(kAnnouncementVersion) + " " +
                      setupWords(a.setup) + " " + std::to_string(a.port);
    const std::string name = sanitizeText(a.name, kMaxNameBytes);
    if (!name.empty()) out += " " + name;
    return out + "\n";
}

AnnouncementReading readAnnouncement(std::string_view datagram) {
    AnnouncementReading r;
    if (datagram.size() > kMaxDatagramBytes) {
        r.error = "the datagram is longer than " + std::to_string(kMaxDatagramBytes) + " bytes";
        return r;
    }
    if (!datagram.empty() && datagram.back() == '\n') datagram.remove_suffix(1);
    if (datagram.find('\n') != std::string_view::npos) {
        r.error = "the datagram holds more than one line";
        return r;
    }
    std::size_t pos = 0;
    if (nextWord(datagram, &pos) != kMagic) {
        r.error = "not an announcement of this program";
        return r;
    }
    const std::string_view version = nextWord(datagram, &pos);
    if (version != std::to_string(kAnnouncementVersion)) {
        r.error = version == "1"
                      ? "a version 1 announcement, which carried the join code: no longer read"
                      : "an announcement of another version";
        return r;
    }
    std::vector<std::string_view> setup;
    for (int i = 0; i < 5; ++i) setup.push_back(nextWord(datagram, &pos));
    std::string why;
    const std::optional<Setup> s = parseSetupWords(setup, false, &why);
    if (!s) {
        r.error = why;
        return r;
    }
    const std::string_view portWord = nextWord(datagram, &pos);
    const std::optional<std::uint16_t> port = portFromWord(portWord);
    if (!port) {
        r.error = "its port \"" + sanitizeText(portWord, 16) + "\" is not 1 to 65535";
        return r;
    }
    r.announcement.setup = *s;
    r.announcement.port = *port;
    r.announcement.name = sanitizeText(datagram.substr(pos), kMaxNameBytes);
    r.ok = true;
    return r;
}

}  // namespace bagh::net
