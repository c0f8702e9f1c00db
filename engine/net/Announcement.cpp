#include "engine/net/Announcement.h"

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

}  // namespace

std::string writeAnnouncement(const Announcement& a) {
    std::string out = std::string(kMagic) + " " + std::to_string(kProtocolVersion) + " " +
                      setupWords(a.setup) + " " + encodeJoinCode(a.code);
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
    if (nextWord(datagram, &pos) != std::to_string(kProtocolVersion)) {
        r.error = "an announcement of another protocol version";
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
    const JoinCodeReading code = decodeJoinCode(nextWord(datagram, &pos));
    if (!code.ok) {
        r.error = code.error;
        return r;
    }
    r.announcement.setup = *s;
    r.announcement.code = code.code;
    r.announcement.name = sanitizeText(datagram.substr(pos), kMaxNameBytes);
    r.ok = true;
    return r;
}

}  // namespace bagh::net
