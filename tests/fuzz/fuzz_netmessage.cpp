// Fuzz target: the network protocol (engine/net). Any bytes, as a peer could send them: each
// line through the parser, whose messages must write back to lines within the limit that read
// back the same; the whole input to a guest that has just said hello and to a host that has just
// taken a player, which must neither crash nor hold an illegal record; and the same bytes as a
// join code, a LAN announcement and free text.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "engine/net/Announcement.h"
#include "engine/net/JoinCode.h"
#include "engine/net/LineReader.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"

namespace {

using namespace bagh::net;

void roundTrip(std::string_view line) {
    const ParseResult r = parseMessage(line);
    if (!r.ok) {
        if (r.error.what.empty()) std::abort();
        return;
    }
    const std::string once = serialize(r.message);
    if (once.size() > kMaxLineBytes || once.back() != '\n') std::abort();
    const ParseResult again = parseMessage(std::string_view(once).substr(0, once.size() - 1));
    if (!again.ok || serialize(again.message) != once) std::abort();
}

// Every move of the record is legal by the rules, replayed from the start.
void checkRecord(const bagh::games::Game& game) {
    bagh::games::Game replay = bagh::games::Game::from(game.startPosition(), game.rule());
    for (int i = 0; i < game.length(); ++i)
        if (!replay.play(game.moveAt(i))) std::abort();
}

void asPeer(std::string_view bytes) {
    Timing timing;
    NetMatch guest = NetMatch::guest("fuzz", "fuzz/2");
    guest.connected(0);
    guest.takeOutput();
    // Feed in pieces, with time passing, as a socket would deliver them.
    std::int64_t now = 0;
    for (std::size_t at = 0; at < bytes.size(); at += 512) {
        guest.receive(bytes.substr(at, 512), now += 37);
        guest.tick(now);
        guest.takeOutput();
    }
    checkRecord(guest.game());

    HostTerms terms;
    terms.clock = TimeControl{60000, 1000};
    NetMatch host = NetMatch::host(terms, "fuzz", "fuzz/2", timing);
    const ParseResult hello = parseMessage("hello 2 p - - - - - x");
    if (!hello.ok) std::abort();
    host.attach(hello.message, Admission::Join, Key128{}, 0);
    host.receive("ready 0 " + hashWord(recordHash(host.game())) + "\n", 1);
    host.takeOutput();
    now = 1;
    for (std::size_t at = 0; at < bytes.size(); at += 512) {
        host.receive(bytes.substr(at, 512), now += 37);
        host.tick(now);
        host.takeOutput();
    }
    checkRecord(host.game());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 64 * 1024) return 0;
    const std::string_view bytes(reinterpret_cast<const char*>(data), size);
    LineReader reader;
    reader.feed(bytes);
    while (const auto line = reader.next()) roundTrip(*line);
    roundTrip(bytes);
    asPeer(bytes);
    const JoinCodeReading code = decodeJoinCode(bytes);
    if (code.ok && decodeJoinCode(encodeJoinCode(code.code)).code != code.code) std::abort();
    // An announcement read writes back within the limit and reads back the same.
    const AnnouncementReading a = readAnnouncement(bytes);
    if (a.ok) {
        const std::string written = writeAnnouncement(a.announcement);
        const AnnouncementReading back = readAnnouncement(written);
        if (written.size() > kMaxDatagramBytes || !back.ok ||
            !(back.announcement.setup == a.announcement.setup) ||
            back.announcement.port != a.announcement.port ||
            back.announcement.name != a.announcement.name)
            std::abort();
    }
    const std::string text = sanitizeText(bytes, kMaxChatBytes);
    if (text.size() > kMaxChatBytes || sanitizeText(text, kMaxChatBytes) != text) std::abort();
    return 0;
}
