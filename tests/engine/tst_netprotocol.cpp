// Network play without a network (engine/net, docs/NETWORK.md): the messages and their limits,
// lines and the flood limit, join codes and their typos, the record hash, LAN announcements,
// and the state machine of both sides (NetMatch, HelloGate) in whole flows with fake time:
// games of both kinds to their end, undo, draws, resignation, the clock and a flag fall, the
// keep-alive and silence, a dropped line and the resume, and what a bad peer is refused for.
#include <QRegularExpression>
#include <QTest>

#include <random>
#include <string>
#include <vector>

#include "engine/games/SavedGame.h"
#include "engine/net/Announcement.h"
#include "engine/net/HelloGate.h"
#include "engine/net/JoinCode.h"
#include "engine/net/LineReader.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"

using namespace bagh::net;
using bagh::RepetitionRule;
using bagh::Side;
using bagh::games::Game;
using bagh::games::GameKind;
using Kind = bagh::net::Event::Kind;

Q_DECLARE_METATYPE(GameKind)

namespace {

constexpr std::uint64_t kSecret = 0x0123456789abcdefULL;

HostTerms terms(GameKind kind = GameKind::BaghChal, Side hostSide = Side::Goats,
                std::optional<TimeControl> clock = std::nullopt, int captures = 5) {
    HostTerms t;
    t.game = kind;
    t.captures = captures;
    t.hostSide = hostSide;
    t.clock = clock;
    return t;
}

// Both sides of a game and the line between them, with fake time. Output goes across when
// pumped; a side that wants the line closed closes it for both, as a socket would.
struct Pair {
    Timing timing;
    NetMatch host;
    NetMatch guest;
    std::optional<HelloGate> gate;
    bool link = false;
    std::int64_t now = 1000;
    std::vector<Event> hostEvents, guestEvents;
    std::vector<std::string> refusals;  // what the gate said to refused connections

    explicit Pair(const HostTerms& t, Timing tm = {}, const Setup& wish = {},
                  std::uint64_t guestSecret = kSecret)
        : timing(tm),
          host(NetMatch::host(t, kSecret, "Ram", "baghchal/test", tm)),
          guest(NetMatch::guest(guestSecret, "Sita", "baghchal/test", wish, tm)) {}

    void connect() {
        link = true;
        gate.emplace(now, timing);
        guest.connected(now);
        pump();
    }
    void closeLink() {
        link = false;
        gate.reset();
        host.disconnected(now);
        guest.disconnected(now);
        collect();
    }
    void collect() {
        for (auto& e : host.takeEvents()) hostEvents.push_back(e);
        for (auto& e : guest.takeEvents()) guestEvents.push_back(e);
    }
    void toHost(const std::string& bytes) {
        if (gate && gate->verdict() != HelloGate::Verdict::Hello) {
            gate->receive(bytes, now);
            gateDecides();
            return;
        }
        host.receive(bytes, now);
    }
    void gateDecides() {
        if (gate->verdict() == HelloGate::Verdict::Hello) {
            std::string why;
            const Reason r = host.judgeHello(gate->hello(), &why);
            if (r != Reason::None) {
                gate->refuse(r, why);
            } else {
                host.attach(gate->hello(), now);
                const std::string rest = gate->takeRest();
                if (!rest.empty()) host.receive(rest, now);
                return;
            }
        }
        if (gate->verdict() == HelloGate::Verdict::Refused) {
            refusals.push_back(gate->refusalLine());
            guest.receive(gate->refusalLine(), now);
            collect();
            closeLink();
        }
    }
    void pump() {
        for (int round = 0; round < 1000 && link; ++round) {
            const std::string g = guest.takeOutput(), h = host.takeOutput();
            if (!g.empty()) toHost(g);
            if (link && !h.empty()) guest.receive(h, now);
            collect();
            if (link && (host.wantsClose() || guest.wantsClose())) {
                // What was said before closing still arrives.
                const std::string g2 = guest.takeOutput(), h2 = host.takeOutput();
                if (!g2.empty()) host.receive(g2, now);
                if (!h2.empty()) guest.receive(h2, now);
                closeLink();
            }
            if (g.empty() && h.empty()) break;
        }
        if (!link) {
            host.takeOutput();
            guest.takeOutput();
        }
        collect();
    }
    void advance(std::int64_t ms) {
        now += ms;
        if (gate && gate->verdict() == HelloGate::Verdict::Waiting) {
            gate->tick(now);
            gateDecides();
        }
        host.tick(now);
        guest.tick(now);
        pump();
    }
    // A line as a bad peer would send it, straight past the other side's own checks.
    void rawToHost(const std::string& bytes) {
        host.receive(bytes, now);
        pump();
    }
    void rawToGuest(const std::string& bytes) {
        guest.receive(bytes, now);
        pump();
    }
    bool joined() const { return host.playing() && guest.playing(); }
    NetMatch& mover() { return host.myTurn() ? host : guest; }
    NetMatch& waiter() { return host.myTurn() ? guest : host; }
    void clear() {
        hostEvents.clear();
        guestEvents.clear();
    }
};

int count(const std::vector<Event>& events, Kind kind) {
    int n = 0;
    for (const Event& e : events) n += e.kind == kind;
    return n;
}

const Event* last(const std::vector<Event>& events, Kind kind) {
    for (auto it = events.rbegin(); it != events.rend(); ++it)
        if (it->kind == kind) return &*it;
    return nullptr;
}

bagh::games::Move randomMove(const Game& g, std::mt19937& rng) {
    const auto moves = g.legalMoves();
    return moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
}

std::string line(std::string s) { return s + "\n"; }

}  // namespace

class TestNetProtocol : public QObject {
    Q_OBJECT

private slots:
    // --- messages ----------------------------------------------------------------------------
    void messagesRoundTrip_data() {
        QTest::addColumn<QString>("text");
        for (const char* s :
             {"hello 1 baghchal/0.1.0 0123456789abcdef - - - - - Sita",
              "hello 1 baghchal/0.1.0 - lambs all no-recurrence tigers 300000+2000 Ram",
              "hello 1 x 0123456789abcdef baghchal 5 third-repetition goats -",
              "refuse secret the secret does not match",
              "bye left",
              "record 0 C1 A1B1 C2",
              "sync 12 00000000000000ff 299000 300000 -",
              "sync 3 00000000000000ff - - goats-flag",
              "ready 12 00000000000000ff",
              "move 7 3x15 0123456789abcdef - -",
              "move 0 C1 0123456789abcdef 1000 2000",
              "ack 8 0123456789abcdef 5 6",
              "undo-request 9 7",
              "undo-accept 9 7 0123456789abcdef",
              "undo-decline 9 8",
              "draw-offer 4",
              "draw-accept 4",
              "draw-decline 4",
              "resign 33",
              "flag tigers 33 1500 0",
              "clock 100 200",
              "chat namaste, good game",
              "ping"})
            QTest::newRow(s) << QString(s);
    }
    void messagesRoundTrip() {
        QFETCH(QString, text);
        const std::string s = text.toStdString();
        const ParseResult r = parseMessage(s);
        QVERIFY2(r.ok, r.error.what.c_str());
        QCOMPARE(QString::fromStdString(serialize(r.message)), text + "\n");
        QVERIFY(parseMessage(s + "\r").ok);  // a telnet's line end
    }

    void messagesRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("reason");
        const int garbage = int(Reason::Garbage);
        QTest::newRow("empty") << "" << garbage;
        QTest::newRow("blank") << "   " << garbage;
        QTest::newRow("unknown") << "GET / HTTP/1.1" << garbage;
        QTest::newRow("upper case word") << "PING" << garbage;
        QTest::newRow("missing field") << "move 3 C1 0123456789abcdef" << garbage;
        QTest::newRow("extra field") << "ping pong" << garbage;
        QTest::newRow("extra after ack") << "ack 1 0123456789abcdef - - x" << garbage;
        QTest::newRow("leading zero") << "resign 012" << garbage;
        QTest::newRow("negative") << "resign -1" << garbage;
        QTest::newRow("too long a game") << "resign 20001" << garbage;
        QTest::newRow("huge number") << "resign 99999999999999999999" << garbage;
        QTest::newRow("short hash") << "ready 1 0123" << garbage;
        QTest::newRow("hash not hex") << "ready 1 0123456789abcdeg" << garbage;
        QTest::newRow("one clock") << "clock 100 -" << garbage;
        QTest::newRow("no clocks") << "clock - -" << garbage;
        QTest::newRow("clock too big") << "clock 100 360000001" << garbage;
        QTest::newRow("control in word") << "resign\x01 3" << garbage;
        QTest::newRow("nul") << QString::fromLatin1("resign 3\0", 9) << garbage;
        QTest::newRow("move word") << "move 1 C1;rm 0123456789abcdef - -" << garbage;
        QTest::newRow("record without moves") << "record 0" << garbage;
        QTest::newRow("bad end") << "sync 1 0123456789abcdef - - maybe" << garbage;
        QTest::newRow("bad side") << "flag lambs 1 0 0" << garbage;
        QTest::newRow("hello secret") << "hello 1 p 0123 - - - - - x" << garbage;
        QTest::newRow("hello game") << "hello 1 p - chess 5 third-repetition goats - x" << garbage;
        QTest::newRow("hello captures")
            << "hello 1 p - baghchal 6 third-repetition goats - x" << garbage;
        QTest::newRow("hello clock") << "hello 1 p - lambs 5 no-recurrence goats 10+0 x" << garbage;
        QTest::newRow("hello short") << "hello 1 p -" << garbage;
        QTest::newRow("version 2")
            << "hello 2 p 0123456789abcdef - - - - - x" << int(Reason::WrongVersion);
        QTest::newRow("version 2, other fields")
            << "hello 2 {\"json\": true}" << int(Reason::WrongVersion);
        QTest::newRow("version 0") << "hello 0" << int(Reason::WrongVersion);
        QTest::newRow("over-long") << QString(5000, 'a') << int(Reason::Overlong);
    }
    void messagesRefused() {
        QFETCH(QString, text);
        QFETCH(int, reason);
        const QByteArray bytes = text.toLatin1();
        const ParseResult r = parseMessage(std::string_view(bytes.constData(), bytes.size()));
        QVERIFY(!r.ok);
        QCOMPARE(int(r.error.reason), reason);
        QVERIFY(!r.error.what.empty());
    }

    void freeTextIsSanitised() {
        // Controls, bidirectional overrides and broken UTF-8 go; blanks collapse; the cut
        // falls on a character boundary.
        QCOMPARE(sanitizeText("  a\tb\x01\x7f c  ", 100), std::string("a b c"));
        QCOMPARE(sanitizeText("ab\xe2\x80\xae"
                              "cd",
                              100),
                 std::string("abcd"));  // U+202E
        QCOMPARE(sanitizeText("x\xc3(y\xff", 100), std::string("x(y"));
        QCOMPARE(sanitizeText("\xc0\xaf", 100), std::string());      // overlong '/'
        QCOMPARE(sanitizeText("\xed\xa0\x80", 100), std::string());  // a surrogate
        QCOMPARE(sanitizeText("नमस्ते", 100), std::string("नमस्ते"));
        QCOMPARE(sanitizeText("नमस्ते", 4), std::string("न"));
        QCOMPARE(sanitizeText("%s%n %1", 100), std::string("%s%n %1"));  // only ever data
        const ParseResult chat = parseMessage("chat hi\x1b[31m there");
        QVERIFY(chat.ok);
        QCOMPARE(chat.message.text, std::string("hi[31m there"));
        Message m;
        m.type = MessageType::Chat;
        m.text = std::string(10000, 'x');
        const std::string out = serialize(m);
        QVERIFY(out.size() <= kMaxLineBytes);
        QCOMPARE(parseMessage(out.substr(0, out.size() - 1)).message.text.size(), kMaxChatBytes);
    }

    void longRecordsSplit() {
        std::vector<std::string> moves;
        for (int i = 0; i < 3000; ++i) moves.push_back(i % 2 ? "E1D1" : "3x15");
        const auto lines = recordLines(moves, 0);
        QVERIFY(lines.size() > 1);
        std::vector<std::string> back;
        for (const std::string& l : lines) {
            QVERIFY(l.size() <= kMaxLineBytes);
            const ParseResult r = parseMessage(l.substr(0, l.size() - 1));
            QVERIFY(r.ok);
            QCOMPARE(r.message.length, int(back.size()));
            back.insert(back.end(), r.message.moves.begin(), r.message.moves.end());
        }
        QCOMPARE(back, moves);
    }

    // --- lines and the flood limit -------------------------------------------------------
    void linesAcrossReads() {
        LineReader r;
        QVERIFY(r.feed("pi"));
        QVERIFY(!r.next());
        QVERIFY(r.feed("ng\nchat a"));
        QCOMPARE(*r.next(), std::string("ping"));
        QVERIFY(!r.next());
        QVERIFY(r.feed("b\n\nx"));
        QCOMPARE(*r.next(), std::string("chat ab"));
        QCOMPARE(*r.next(), std::string());
        QCOMPARE(r.takeRest(), std::string("x"));
    }
    void linesHaveALimit() {
        LineReader ok;
        QVERIFY(ok.feed(std::string(kMaxLineBytes - 1, 'a') + "\n"));
        QCOMPARE(ok.next()->size(), kMaxLineBytes - 1);
        LineReader over;
        QVERIFY(over.feed(std::string(kMaxLineBytes - 1, 'a')));
        QVERIFY(!over.feed("a"));
        QVERIFY(over.overlong());
        // A megabyte without a line end: refused, and no more than a line's worth kept.
        LineReader big;
        QVERIFY(!big.feed(std::string(1 << 20, 'z')));
        QVERIFY(big.takeRest().size() < kMaxLineBytes);
    }
    void floodLimit() {
        RateLimit rate(100, 50);
        int taken = 0;
        for (int i = 0; i < 1000; ++i) taken += rate.take(0);
        QCOMPARE(taken, 100);
        QVERIFY(!rate.take(10));  // half a line earned
        QVERIFY(rate.take(20));   // one line in 20 ms at 50 a second
        for (int i = 0; i < 50; ++i) QVERIFY(rate.take(20 + 20 * (i + 1)));  // sustained
    }

    // --- join codes ------------------------------------------------------------------------
    void joinCodesRoundTrip() {
        std::mt19937_64 rng(7);
        for (int i = 0; i < 200; ++i) {
            JoinCode c;
            c.ipv6 = i % 2;
            for (auto& b : c.address) b = static_cast<std::uint8_t>(rng());
            if (!c.ipv6) std::fill(c.address.begin() + 4, c.address.end(), 0);
            c.port = static_cast<std::uint16_t>(rng());
            c.secret = rng();
            const std::string text = encodeJoinCode(c);
            QCOMPARE(text.size(), c.ipv6 ? std::size_t(53) : std::size_t(29));
            const JoinCodeReading r = decodeJoinCode(text);
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY(r.code == c);
        }
    }
    void joinCodesForgive() {
        JoinCode c;
        c.address = {192, 168, 1, 20};
        c.port = 45451;
        c.secret = 0x00ff00ff11ee11eeULL;
        const std::string text = encodeJoinCode(c);
        std::string typed;
        for (const char ch : text) {
            if (ch == '-') {
                typed += "  ";
                continue;
            }
            char t = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            if (ch == '0') t = 'o';
            if (ch == '1') t = 'l';
            typed += t;
        }
        const JoinCodeReading r = decodeJoinCode(typed);
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(r.code == c);
        QCOMPARE(normalizedJoinCode(typed), normalizedJoinCode(text));
    }
    void joinCodeTyposCaught() {
        JoinCode c;
        c.address = {10, 0, 0, 7};
        c.port = 50000;
        c.secret = 0x5a5a5a5a12345678ULL;
        std::string plain;
        for (const char ch : encodeJoinCode(c))
            if (ch != '-') plain += ch;
        const std::string alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
        int tried = 0;
        for (std::size_t i = 0; i < plain.size(); ++i) {
            for (const char ch : alphabet) {
                if (ch == plain[i]) continue;
                std::string typo = plain;
                typo[i] = ch;
                QVERIFY2(!decodeJoinCode(typo).ok, typo.c_str());
                ++tried;
            }
        }
        QCOMPARE(tried, 25 * 31);
        for (std::size_t i = 0; i + 1 < plain.size(); ++i) {
            std::string swapped = plain;
            std::swap(swapped[i], swapped[i + 1]);
            const bool zeroZ = (plain[i] == '0' && plain[i + 1] == 'Z') ||
                               (plain[i] == 'Z' && plain[i + 1] == '0');
            if (swapped != plain && !zeroZ) QVERIFY2(!decodeJoinCode(swapped).ok, swapped.c_str());
        }
        QVERIFY(decodeJoinCode(plain.substr(1)).error.find("characters") != std::string::npos);
        QVERIFY(decodeJoinCode(plain + "0").error.find("characters") != std::string::npos);
        QVERIFY(decodeJoinCode("2H0G0-0000G-1Y8XT-9D3QW-KV5MU").error.find("'U'") !=
                std::string::npos);
        QVERIFY(!decodeJoinCode("").ok);
        QVERIFY(!decodeJoinCode(std::string(100000, 'A')).ok);
    }

    // --- the record hash ---------------------------------------------------------------------
    void recordHash() {
        QCOMPARE(fnv1a64(""), 0xcbf29ce484222325ULL);  // the published test vectors
        QCOMPARE(fnv1a64("a"), 0xaf63dc4c8601ec8cULL);
        Game a = Game::start(GameKind::BaghChal, RepetitionRule::ThirdOccurrenceDraws);
        Game b = a;
        QCOMPARE(bagh::net::recordHash(a), bagh::net::recordHash(b));
        a.play(a.findLegalMove("C1"));
        QVERIFY(bagh::net::recordHash(a) != bagh::net::recordHash(b));
        b.play(b.findLegalMove("c1"));
        QCOMPARE(bagh::net::recordHash(a), bagh::net::recordHash(b));
        QCOMPARE(bagh::net::recordHash(a, 0), bagh::net::recordHash(Game()));
        Game c = b;
        c.setRule(RepetitionRule::NoRecurrence);
        QVERIFY(bagh::net::recordHash(c) != bagh::net::recordHash(b));
        const Game l5 = Game::start(GameKind::Lambs, RepetitionRule::ThirdOccurrenceDraws, 5);
        const Game l15 = Game::start(GameKind::Lambs, RepetitionRule::ThirdOccurrenceDraws, 15);
        QVERIFY(bagh::net::recordHash(l5) != bagh::net::recordHash(l15));
        QVERIFY(recordText(a).starts_with("baghchal 5 third-repetition "));
    }

    // --- LAN announcements -------------------------------------------------------------------
    // Written and read back: every field as it was, the name sanitised and cut.
    void announcementsRoundTrip_data() {
        QTest::addColumn<GameKind>("game");
        QTest::addColumn<int>("captures");
        QTest::addColumn<bool>("noRecurrence");
        QTest::addColumn<bool>("tigers");
        QTest::addColumn<bool>("clock");
        QTest::addColumn<int>("port");
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QByteArray>("line");  // what goes on the network
        QTest::addColumn<QByteArray>("read");  // the name as read
        QTest::newRow("lambs, clock")
            << GameKind::Lambs << 6 << true << true << true << 4000 << QByteArray("Ram\x07 Bahadur")
            << QByteArray(
                   "baghchal-lan 2 lambs 6 no-recurrence tigers "
                   "300000+2000 4000 Ram Bahadur\n")
            << QByteArray("Ram Bahadur");
        QTest::newRow("bagh-chal, no clock, lowest port")
            << GameKind::BaghChal << 5 << false << false << false << 1 << QByteArray("Sita")
            << QByteArray("baghchal-lan 2 baghchal 5 third-repetition goats - 1 Sita\n")
            << QByteArray("Sita");
        QTest::newRow("no name, highest port")
            << GameKind::Lambs << 15 << false << false << false << 65535 << QByteArray()
            << QByteArray("baghchal-lan 2 lambs all third-repetition goats - 65535\n")
            << QByteArray();
        QTest::newRow("long name cut to 40 bytes")
            << GameKind::BaghChal << 5 << true << true << false << 47123 << QByteArray(60, 'x')
            << QByteArray("baghchal-lan 2 baghchal 5 no-recurrence tigers - 47123 " +
                          QByteArray(40, 'x') + "\n")
            << QByteArray(40, 'x');
    }
    void announcementsRoundTrip() {
        QFETCH(GameKind, game);
        QFETCH(int, captures);
        QFETCH(bool, noRecurrence);
        QFETCH(bool, tigers);
        QFETCH(bool, clock);
        QFETCH(int, port);
        QFETCH(QByteArray, name);
        QFETCH(QByteArray, line);
        QFETCH(QByteArray, read);
        Announcement a;
        a.setup.game = game;
        a.setup.captures = captures;
        a.setup.rule =
            noRecurrence ? RepetitionRule::NoRecurrence : RepetitionRule::ThirdOccurrenceDraws;
        a.setup.side = tigers ? Side::Tigers : Side::Goats;
        if (clock) a.setup.clock = TimeControl{300000, 2000};
        a.port = static_cast<std::uint16_t>(port);
        a.name = name.toStdString();
        const std::string d = writeAnnouncement(a);
        QCOMPARE(QByteArray::fromStdString(d), line);
        const AnnouncementReading r = readAnnouncement(d);
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(r.announcement.setup == a.setup);
        QCOMPARE(r.announcement.port, a.port);
        QCOMPARE(QByteArray::fromStdString(r.announcement.name), read);
        // The same without the final newline, as a sender may leave it off.
        QVERIFY(readAnnouncement(std::string_view(d).substr(0, d.size() - 1)).ok);
    }

    // A name sent with control characters, bidirectional overrides and bad UTF-8 is read
    // sanitised: nothing in it can reach the screen as anything but text.
    void announcementNameSanitised() {
        const AnnouncementReading r = readAnnouncement(
            "baghchal-lan 2 baghchal 5 third-repetition goats - 4000 "
            "Ram\x1b[2J\x07\t Bah\xe2\x80\xae"
            "adur\xff\x80\r");
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(r.announcement.name, std::string("Ram[2J Bahadur"));
        QCOMPARE(r.announcement.port, std::uint16_t(4000));
    }

    void announcementsRefused_data() {
        QTest::addColumn<QByteArray>("datagram");
        QTest::addColumn<QString>("why");  // a part of the error
        const QByteArray setup = "baghchal 5 third-repetition goats - ";
        QTest::newRow("version 1, with a join code")
            << QByteArray(
                   "baghchal-lan 1 lambs all third-repetition goats 300000+2000 "
                   "2K0AG-08MP6-5SYF1-AFN0Y-0PV88 Ram\n")
            << "version 1";
        QTest::newRow("version 3") << "baghchal-lan 3 " + setup + "4000 Ram"
                                   << "another version";
        QTest::newRow("no version") << QByteArray("baghchal-lan") << "another version";
        QTest::newRow("another program") << QByteArray("hello 1") << "not an announcement";
        QTest::newRow("empty") << QByteArray() << "not an announcement";
        QTest::newRow("missing port") << "baghchal-lan 2 " + setup << "port";
        QTest::newRow("port 0") << "baghchal-lan 2 " + setup + "0 Ram"
                                << "port";
        QTest::newRow("port 70000") << "baghchal-lan 2 " + setup + "70000 Ram"
                                    << "port";
        QTest::newRow("port 65536") << "baghchal-lan 2 " + setup + "65536"
                                    << "port";
        QTest::newRow("port with a leading zero") << "baghchal-lan 2 " + setup + "04000 Ram"
                                                  << "port";
        QTest::newRow("port with a sign") << "baghchal-lan 2 " + setup + "+4000 Ram"
                                          << "port";
        QTest::newRow("port in hexadecimal") << "baghchal-lan 2 " + setup + "0xfa0"
                                             << "port";
        QTest::newRow("a name where the port goes") << "baghchal-lan 2 " + setup + "Ram"
                                                    << "port";
        QTest::newRow("open side")
            << QByteArray("baghchal-lan 2 baghchal 5 third-repetition - - 4000 Ram") << "side";
        QTest::newRow("open game")
            << QByteArray("baghchal-lan 2 - 5 third-repetition goats - 4000 Ram") << "game";
        QTest::newRow("setup cut short")
            << QByteArray("baghchal-lan 2 lambs - no-recurrence") << "captures";
        QTest::newRow("bagh-chal with 6 captures")
            << QByteArray("baghchal-lan 2 baghchal 6 third-repetition goats - 4000") << "Bagh-Chal";
        QTest::newRow("over-long")
            << "baghchal-lan 2 " + setup + "4000 " + QByteArray(512, 'x') << "longer than 512";
        QTest::newRow("two lines") << "baghchal-lan 2 " + setup + "4000 Ram\nbaghchal-lan 2 "
                                   << "more than one line";
        QTest::newRow("garbage bytes")
            << QByteArray("\x00\xff\xfe garbage\x01", 12) << "not an announcement";
    }
    void announcementsRefused() {
        QFETCH(QByteArray, datagram);
        QFETCH(QString, why);
        const AnnouncementReading r =
            readAnnouncement(std::string_view(datagram.constData(), datagram.size()));
        QVERIFY(!r.ok);
        QVERIFY2(QString::fromStdString(r.error).contains(why), r.error.c_str());
    }

    // What goes on the network names the game and the host only: no join code (25 or 45
    // characters in groups of five, or run together) and no secret (16 hexadecimal digits).
    void announcementCarriesNoSecret() {
        Announcement a;
        a.setup = {GameKind::Lambs, 15, RepetitionRule::ThirdOccurrenceDraws, Side::Goats,
                   TimeControl{300000, 2000}};
        a.port = 47123;
        a.name = "Ram";
        const QString text = QString::fromStdString(writeAnnouncement(a));
        QCOMPARE(text, QString("baghchal-lan 2 lambs all third-repetition goats 300000+2000 "
                               "47123 Ram\n"));
        const QRegularExpression grouped("[0-9A-Za-z]{5}(-[0-9A-Za-z]{5}){4}");
        const QRegularExpression together("[0-9A-Za-z]{25}");
        const QRegularExpression secret("\\b[0-9a-fA-F]{16}\\b");
        QVERIFY(!grouped.match(text).hasMatch());
        QVERIFY(!together.match(QString(text).remove('-')).hasMatch());
        QVERIFY(!secret.match(text).hasMatch());
    }

    // --- the state machine -------------------------------------------------------------------
    void handshake() {
        Pair p(terms(GameKind::Lambs, Side::Tigers, TimeControl{60000, 1000}, 6));
        p.connect();
        QVERIFY(p.joined());
        QCOMPARE(p.guest.terms(), p.host.terms());
        QCOMPARE(p.guest.localSide(), Side::Goats);
        QCOMPARE(p.guest.peerName(), std::string("Ram"));
        QCOMPARE(p.host.peerName(), std::string("Sita"));
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
        const Event* joined = last(p.guestEvents, Kind::Joined);
        QVERIFY(joined && !joined->resumed);
        QVERIFY(last(p.hostEvents, Kind::Joined));
        QCOMPARE(p.guest.clocks(p.now)->goatsMs, 60000);
        QCOMPARE(p.host.clockRunning(), std::optional<Side>(Side::Goats));
    }

    void wholeGames_data() {
        QTest::addColumn<GameKind>("kind");
        QTest::addColumn<int>("captures");
        QTest::addColumn<int>("seed");
        QTest::newRow("bagh-chal") << GameKind::BaghChal << 5 << 1;
        QTest::newRow("bagh-chal 2") << GameKind::BaghChal << 5 << 2;
        QTest::newRow("lambs all") << GameKind::Lambs << 15 << 3;
        QTest::newRow("lambs 5") << GameKind::Lambs << 5 << 4;
    }
    void wholeGames() {
        QFETCH(GameKind, kind);
        QFETCH(int, captures);
        QFETCH(int, seed);
        Pair p(terms(kind, seed % 2 ? Side::Goats : Side::Tigers, TimeControl{600000, 1000},
                     captures));
        p.connect();
        std::mt19937 rng(seed);
        int plies = 0;
        while (!p.host.game().result().over() && plies < 3000) {
            NetMatch& side = p.mover();
            std::string why;
            QVERIFY2(side.playMove(randomMove(side.game(), rng), p.now, &why), why.c_str());
            p.advance(50);  // moves far faster than people make them, within the flood limit
            ++plies;
            if (!p.joined()) {
                for (const Event& e : p.hostEvents)
                    if (e.kind == Kind::Lost) qWarning("host lost: %s", e.text.c_str());
                for (const Event& e : p.guestEvents)
                    if (e.kind == Kind::Lost) qWarning("guest lost: %s", e.text.c_str());
            }
            QVERIFY(p.joined());
        }
        QVERIFY(p.host.game().result().over());
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
        QCOMPARE(p.guest.game().result(), p.host.game().result());
        QCOMPARE(count(p.hostEvents, Kind::Desync) + count(p.guestEvents, Kind::Desync), 0);
        QCOMPARE(count(p.hostEvents, Kind::Lost) + count(p.guestEvents, Kind::Lost), 0);
        // The saved game names both players and reads back as the same game.
        const std::string text = bagh::games::writeSavedGame(p.guest.savedGame("2024.05.01"));
        const auto back = bagh::games::readSavedGame(text);
        QVERIFY2(back.ok, back.error.reason.c_str());
        QVERIFY(back.saved.game.sameRecord(p.host.game()));
        const bool hostGoats = p.host.localSide() == Side::Goats;
        QCOMPARE(bagh::games::savedTag(back.saved, "Goats"),
                 std::string(hostGoats ? "Ram" : "Sita"));
        QCOMPARE(bagh::games::savedTag(back.saved, "Tigers"),
                 std::string(hostGoats ? "Sita" : "Ram"));
        QCOMPARE(bagh::games::savedTag(back.saved, "Network"),
                 std::string("hosted by Ram, protocol 1"));
        QCOMPARE(bagh::games::savedTag(back.saved, "TimeControl"), std::string("600+1"));
    }

    void undoAcceptedAndDeclined() {
        Pair p(terms());
        p.connect();
        QVERIFY(p.host.playMove(p.host.game().findLegalMove("C1"), p.now));
        p.pump();
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove("A1B1"), p.now));
        p.pump();
        // The host, to move, asks to take back its move and the reply: two plies.
        std::string why;
        QVERIFY2(p.host.requestUndo(p.now, &why), why.c_str());
        QVERIFY(!p.host.playMove(p.host.game().legalMoves().front(), p.now, &why));
        p.pump();
        QCOMPARE(last(p.guestEvents, Kind::UndoRequested)->plies, 2);
        p.guest.answerUndo(false, p.now);
        p.pump();
        QVERIFY(!last(p.hostEvents, Kind::UndoAnswered)->accepted);
        QCOMPARE(p.host.game().length(), 2);
        QVERIFY(p.host.requestUndo(p.now));
        p.pump();
        p.guest.answerUndo(true, p.now);
        p.pump();
        QVERIFY(last(p.hostEvents, Kind::UndoAnswered)->accepted);
        QCOMPARE(last(p.hostEvents, Kind::Undone)->plies, 0);
        QCOMPARE(last(p.guestEvents, Kind::Undone)->plies, 0);
        QCOMPARE(p.host.game().length(), 0);
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
        QVERIFY(p.joined());
        // Nothing to take back at the start; after one's own move, one ply.
        QVERIFY(!p.host.requestUndo(p.now));
        QVERIFY(p.host.playMove(p.host.game().findLegalMove("C2"), p.now));
        p.pump();
        QVERIFY(p.host.requestUndo(p.now));
        p.pump();
        QCOMPARE(last(p.guestEvents, Kind::UndoRequested)->plies, 1);
        // The guest moves instead of answering: the request is declined on the way.
        QVERIFY(p.guest.playMove(p.guest.game().legalMoves().front(), p.now));
        p.pump();
        QVERIFY(!last(p.hostEvents, Kind::UndoAnswered)->accepted);
        QCOMPARE(p.host.game().length(), 2);
        QVERIFY(p.joined());
    }

    void undoCrossingAMoveIsDeclined() {
        Pair p(terms());
        p.connect();
        QVERIFY(p.host.playMove(p.host.game().findLegalMove("C1"), p.now));
        p.pump();
        // The host asks to take C1 back while the guest's reply is on its way.
        QVERIFY(p.host.requestUndo(p.now));
        QVERIFY(p.guest.playMove(p.guest.game().legalMoves().front(), p.now));
        p.pump();
        QVERIFY(!last(p.hostEvents, Kind::UndoAnswered)->accepted);
        QCOMPARE(count(p.guestEvents, Kind::UndoRequested), 0);
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
        QVERIFY(p.joined());
    }

    void drawOffers() {
        Pair p(terms(GameKind::Lambs, Side::Goats, std::nullopt, 15));
        p.connect();
        std::string why;
        QVERIFY(!p.host.offerDraw(p.now, &why));  // on one's own turn: move first
        QVERIFY(p.host.playMove(p.host.game().legalMoves().front(), p.now));
        QVERIFY(p.host.offerDraw(p.now));
        p.pump();
        QCOMPARE(count(p.guestEvents, Kind::DrawOffered), 1);
        p.guest.answerDraw(false, p.now);
        p.pump();
        QVERIFY(!last(p.hostEvents, Kind::DrawAnswered)->accepted);
        QVERIFY(!p.host.game().result().over());
        QVERIFY(p.guest.playMove(p.guest.game().legalMoves().front(), p.now));
        p.pump();
        QVERIFY(p.guest.offerDraw(p.now));
        p.pump();
        p.host.answerDraw(true, p.now);
        p.pump();
        QVERIFY(last(p.guestEvents, Kind::DrawAnswered)->accepted);
        for (NetMatch* m : {&p.host, &p.guest}) {
            QCOMPARE(m->game().result().outcome, bagh::Outcome::Draw);
            QCOMPARE(m->game().result().reason, bagh::EndReason::DrawAgreed);
            QCOMPARE(m->declaredEnd(), DeclaredEnd::DrawAgreed);
        }
    }

    void resignation() {
        Pair p(terms(GameKind::BaghChal, Side::Tigers));
        p.connect();
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove("C1"), p.now));
        p.pump();
        QVERIFY(p.guest.resign(p.now));
        p.pump();
        QCOMPARE(count(p.hostEvents, Kind::OpponentResigned), 1);
        QCOMPARE(p.host.game().result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(p.guest.game().result(), p.host.game().result());
        QVERIFY(!p.guest.resign(p.now));
        // Still connected after the end, for a word.
        QVERIFY(p.host.chat("good game", p.now));
        p.pump();
        QCOMPARE(last(p.guestEvents, Kind::Chat)->text, std::string("good game"));
    }

    void resignationCrossingAMove() {
        Pair p(terms(GameKind::BaghChal, Side::Goats));
        p.connect();
        QVERIFY(p.host.playMove(p.host.game().findLegalMove("C1"), p.now));
        p.pump();
        // The guest resigns while the host's next move is under way.
        QVERIFY(p.guest.playMove(p.guest.game().legalMoves().front(), p.now));
        p.pump();
        QVERIFY(p.guest.resign(p.now));
        QVERIFY(p.host.playMove(p.host.game().legalMoves().front(), p.now));
        p.pump();
        QCOMPARE(p.host.game().length(), 2);  // the crossing move taken back
        QCOMPARE(last(p.hostEvents, Kind::Undone)->plies, 2);
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
        QCOMPARE(p.guest.game().result(), p.host.game().result());
        QVERIFY(p.joined());
    }

    void clockAndFlagFall() {
        Pair p(terms(GameKind::BaghChal, Side::Goats, TimeControl{10000, 2000}));
        p.connect();
        p.advance(3000);
        QVERIFY(p.host.playMove(p.host.game().findLegalMove("C1"), p.now));
        p.pump();
        // 10 s - 3 s + 2 s increment, stamped in the move for the guest.
        QCOMPARE(p.host.clocks(p.now)->goatsMs, 9000);
        QCOMPARE(p.guest.clocks(p.now)->goatsMs, 9000);
        p.advance(4000);
        QVERIFY(p.guest.playMove(p.guest.game().legalMoves().front(), p.now));
        p.pump();
        QCOMPARE(p.host.clocks(p.now)->tigersMs, 8000);
        QCOMPARE(p.guest.clocks(p.now)->tigersMs, 8000);  // from the host's ack
        // The host does not move: its flag falls after 9 s.
        for (int i = 0; i < 100 && p.host.game().result().outcome == bagh::Outcome::None; ++i)
            p.advance(100);
        QCOMPARE(p.host.game().result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(p.guest.game().result(), p.host.game().result());
        QCOMPARE(last(p.guestEvents, Kind::FlagFell)->side, Side::Goats);
        QCOMPARE(p.host.declaredEnd(), DeclaredEnd::GoatsFlagFell);
        QCOMPARE(p.guest.clocks(p.now)->goatsMs, 0);
        QCOMPARE(p.host.game().result().reason, bagh::EndReason::TimeForfeit);
        const std::string saved = bagh::games::writeSavedGame(p.guest.savedGame());
        QVERIFY2(saved.find("[Termination \"time-forfeit\"]") != std::string::npos, saved.c_str());
    }

    void flagFallCrossingAMove() {
        Pair p(terms(GameKind::BaghChal, Side::Tigers, TimeControl{1000, 0}));
        p.connect();
        // The guest (goats) moves too late: its move and the host's flag cross.
        p.now += 1500;
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove("C1"), p.now));
        p.host.tick(p.now);
        p.pump();
        QCOMPARE(p.host.game().length(), 0);
        QCOMPARE(p.guest.game().length(), 0);
        QCOMPARE(p.guest.game().result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(p.guest.game().result(), p.host.game().result());
    }

    void keepAliveAndSilence() {
        Timing t;
        t.keepAliveMs = 100;
        t.silenceMs = 500;
        Pair p(terms(), t);
        p.connect();
        for (int i = 0; i < 20; ++i) p.advance(60);  // pings keep both alive
        QVERIFY(p.joined());
        // The host goes silent (its output lost): the guest gives up after 500 ms.
        for (int i = 0; i < 12 && p.guest.linked(); ++i) {
            p.now += 60;
            p.host.tick(p.now);
            p.host.takeOutput();
            p.guest.tick(p.now);
            p.collect();
        }
        QVERIFY(!p.guest.linked());
        QCOMPARE(last(p.guestEvents, Kind::Lost)->reason, Reason::Silence);
    }

    void badPeersRefused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("reason");
        QTest::newRow("garbage") << QByteArray("\x00\xff garbage\n", 11) << int(Reason::Garbage);
        QTest::newRow("http") << QByteArray("GET / HTTP/1.1\r\n") << int(Reason::Garbage);
        QTest::newRow("a megabyte") << QByteArray(1 << 20, 'm') << int(Reason::Overlong);
        QTest::newRow("a flood") << QByteArray("ping\n").repeated(1000) << int(Reason::Flood);
        QTest::newRow("illegal move")
            << QByteArray("move 0 A1 0000000000000000 - -\n") << int(Reason::IllegalMove);
        QTest::newRow("out of turn")
            << QByteArray("move 1 C1 0000000000000000 - -\n") << int(Reason::Protocol);
        QTest::newRow("hello again")
            << QByteArray("hello 1 p 0123456789abcdef - - - - - x\n") << int(Reason::Protocol);
        QTest::newRow("ack of nothing")
            << QByteArray("ack 1 0000000000000000 - -\n") << int(Reason::Protocol);
        QTest::newRow("a flag from the guest")
            << QByteArray("flag goats 0 0 0\n") << int(Reason::Protocol);
    }
    void badPeersRefused() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, reason);
        Pair p(terms(GameKind::BaghChal, Side::Tigers));
        p.connect();
        const Game before = p.host.game();
        p.rawToHost(bytes.toStdString());
        QVERIFY(!p.host.linked());
        QCOMPARE(int(last(p.hostEvents, Kind::Lost)->reason), reason);
        QVERIFY(p.host.game().sameRecord(before));
        QCOMPARE(p.host.game().result(), before.result());
        // The right player is welcome again.
        p.connect();
        QVERIFY(p.joined());
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove("C1"), p.now));
        p.pump();
        QCOMPARE(p.host.game().length(), 1);
    }

    void desyncStopsAndKeepsBoth() {
        Pair p(terms(GameKind::BaghChal, Side::Tigers));
        p.connect();
        // A legal move whose hash is not the host's record's: the host does not play it.
        const Game before = p.host.game();
        p.rawToHost(line("move 0 C1 0123456789abcdef - -"));
        QVERIFY(p.host.game().sameRecord(before));
        const Event* d = last(p.hostEvents, Kind::Desync);
        QVERIFY(d);
        QCOMPARE(d->theirHash, kSecret);
        QCOMPARE(d->plies, 1);
        QCOMPARE(last(p.hostEvents, Kind::Lost)->reason, Reason::Desync);
        QCOMPARE(last(p.guestEvents, Kind::Lost)->reason, Reason::Desync);
        // An ack whose hash differs: the mover's own move stays, the line closes.
        p.connect();
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove("C1"), p.now));
        p.host.receive(p.guest.takeOutput(), p.now);
        p.host.takeOutput();
        p.rawToGuest(line("ack 1 0123456789abcdef - -"));
        QCOMPARE(p.guest.game().length(), 1);
        QVERIFY(last(p.guestEvents, Kind::Desync));
        QVERIFY(!p.guest.linked());
    }

    void gateRefuses_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("reason");
        QTest::newRow("wrong secret")
            << QByteArray("hello 1 p 0123456789abcdee - - - - - x\n") << int(Reason::WrongSecret);
        QTest::newRow("no secret")
            << QByteArray("hello 1 p - - - - - - x\n") << int(Reason::WrongSecret);
        QTest::newRow("wrong version")
            << QByteArray("hello 7 p 0123456789abcdef - - - - - x\n") << int(Reason::WrongVersion);
        QTest::newRow("wrong game") << QByteArray("hello 1 p 0123456789abcdef lambs - - - - x\n")
                                    << int(Reason::WrongSetup);
        QTest::newRow("wrong side") << QByteArray("hello 1 p 0123456789abcdef - - - goats - x\n")
                                    << int(Reason::WrongSetup);
        QTest::newRow("not hello first") << QByteArray("ping\n") << int(Reason::Garbage);
        QTest::newRow("garbage") << QByteArray("\x16\x03\x01\x02\x00\n", 6) << int(Reason::Garbage);
        QTest::newRow("a megabyte") << QByteArray(1 << 20, 'h') << int(Reason::Overlong);
    }
    void gateRefuses() {
        QFETCH(QByteArray, bytes);
        QFETCH(int, reason);
        HelloGate gate(0, Timing{});
        const NetMatch host =
            NetMatch::host(terms(GameKind::BaghChal, Side::Goats), kSecret, "Ram", "baghchal/test");
        HelloGate::Verdict v = gate.receive(bytes.toStdString(), 10);
        if (v == HelloGate::Verdict::Hello) {
            std::string why;
            const Reason r = host.judgeHello(gate.hello(), &why);
            QVERIFY(r != Reason::None);
            gate.refuse(r, why);
            v = gate.verdict();
        }
        QCOMPARE(v, HelloGate::Verdict::Refused);
        QCOMPARE(int(gate.reason()), reason);
        const ParseResult refusal =
            parseMessage(gate.refusalLine().substr(0, gate.refusalLine().size() - 1));
        QVERIFY(refusal.ok);
        QCOMPARE(refusal.message.type, MessageType::Refuse);
        QCOMPARE(int(refusal.message.reason), reason);
    }
    void gateWaitsForHelloThenGivesUp() {
        Timing t;
        t.helloMs = 300;
        HelloGate gate(0, t);
        QCOMPARE(gate.receive("hel", 100), HelloGate::Verdict::Waiting);
        QCOMPARE(gate.tick(300), HelloGate::Verdict::Waiting);
        QCOMPARE(gate.tick(301), HelloGate::Verdict::Refused);
        QCOMPARE(gate.reason(), Reason::Silence);
    }
    void guestSeesRefusal() {
        Pair p(terms(), Timing{}, Setup{}, kSecret ^ 1);
        p.connect();
        QVERIFY(!p.guest.linked());
        QCOMPARE(last(p.guestEvents, Kind::Refused)->reason, Reason::WrongSecret);
        QCOMPARE(p.host.game().length(), 0);
        QCOMPARE(count(p.hostEvents, Kind::Joined), 0);
        Setup lambs;
        lambs.game = GameKind::Lambs;
        Pair q(terms(), Timing{}, lambs);
        q.connect();
        QCOMPARE(last(q.guestEvents, Kind::Refused)->reason, Reason::WrongSetup);
    }

    void dropAndResume() {
        Pair p(terms(GameKind::Lambs, Side::Goats, TimeControl{30000, 0}, 6));
        p.connect();
        std::mt19937 rng(11);
        for (int i = 0; i < 12; ++i) {
            QVERIFY(p.mover().playMove(randomMove(p.mover().game(), rng), p.now));
            p.advance(500);
        }
        const Clocks atDrop = *p.host.clocks(p.now);
        p.closeLink();
        QCOMPARE(last(p.hostEvents, Kind::Lost)->reason, Reason::Closed);
        QCOMPARE(last(p.guestEvents, Kind::Lost)->reason, Reason::Closed);
        QCOMPARE(p.host.clockRunning(), std::nullopt);
        p.now += 60000;  // a minute away: no clock runs
        p.host.tick(p.now);
        QVERIFY(*p.host.clocks(p.now) == atDrop);
        QVERIFY(*p.guest.clocks(p.now) == atDrop);  // the guest's stopped where it showed
        p.clear();
        p.connect();
        QVERIFY(p.joined());
        const Event* g = last(p.guestEvents, Kind::Joined);
        QVERIFY(g && g->resumed && !g->replaced);
        QCOMPARE(g->plies, 12);
        QVERIFY(last(p.hostEvents, Kind::Joined)->resumed);
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
        QVERIFY(*p.guest.clocks(p.now) == atDrop);
        QVERIFY(*p.host.clocks(p.now) == atDrop);
        // Play goes on.
        QVERIFY(p.mover().playMove(randomMove(p.mover().game(), rng), p.now));
        p.pump();
        QCOMPARE(p.host.game().length(), 13);
        QVERIFY(p.guest.game().sameRecord(p.host.game()));
    }

    void resumeAfterAMoveLostInFlight() {
        Pair p(terms(GameKind::BaghChal, Side::Tigers));
        p.connect();
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove("C1"), p.now));
        p.guest.takeOutput();  // lost with the line
        p.closeLink();
        QCOMPARE(p.guest.game().length(), 1);
        p.clear();
        p.connect();
        const Event* g = last(p.guestEvents, Kind::Joined);
        QVERIFY(g && g->resumed && !g->replaced);
        QCOMPARE(p.guest.game().length(), 0);  // the host's record counts: move again
        QCOMPARE(p.guest.previousRecord().length(), 1);
        QVERIFY(p.guest.myTurn());
    }

    void resumeAfterTheEnd() {
        Pair p(terms());
        p.connect();
        QVERIFY(p.host.playMove(p.host.game().findLegalMove("C1"), p.now));
        p.pump();
        QVERIFY(p.host.resign(p.now));
        p.pump();
        p.closeLink();
        p.clear();
        // A new guest (another run of the program) gets the finished game.
        p.guest = NetMatch::guest(kSecret, "Sita", "baghchal/test");
        p.connect();
        QVERIFY(p.joined());
        QCOMPARE(p.guest.game().result().outcome, bagh::Outcome::TigersWin);
        QCOMPARE(p.guest.declaredEnd(), DeclaredEnd::GoatsResigned);
        QVERIFY(!p.guest.playMove(p.guest.game().legalMoves().empty()
                                      ? bagh::games::Move()
                                      : p.guest.game().legalMoves().front(),
                                  p.now));
    }
};

QTEST_APPLESS_MAIN(TestNetProtocol)
#include "tst_netprotocol.moc"
