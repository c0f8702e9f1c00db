// Network play without a network (engine/net, docs/NETWORK.md), protocol version 2: the
// messages and their limits, sanitised text, lines and the flood limit, join codes and their
// typos, the record hash, LAN announcements, the plain opening (Opening), a new connection's
// stages and deadlines (HelloGate), who is admitted how (NetMatch::admission), seat tokens, the
// per-address limits (PendingLimits), and the state machine of both sides in whole flows with
// fake time: games of both kinds to their end, undo, draws, resignation, the clock and a flag
// fall, the keep-alive and silence, a dropped line and the resume, and what a bad peer is
// refused for. TLS is the transport's (app/net): here a connection's keying is given as the
// handshake would have proved it.
#include <QRegularExpression>
#include <QTest>

#include <random>
#include <string>
#include <vector>

#include "engine/games/SavedGame.h"
#include "engine/net/Announcement.h"
#include "engine/net/HelloGate.h"
#include "engine/net/JoinCode.h"
#include "engine/net/Keys.h"
#include "engine/net/LineReader.h"
#include "engine/net/NetMatch.h"
#include "engine/net/Opening.h"
#include "engine/net/PendingLimits.h"
#include "engine/net/Protocol.h"
#include "engine/net/RecordHash.h"

using namespace bagh::net;
using bagh::RepetitionRule;
using bagh::Side;
using bagh::games::Game;
using bagh::games::GameKind;
using Kind = bagh::net::Event::Kind;

Q_DECLARE_METATYPE(GameKind)
Q_DECLARE_METATYPE(Keying)
Q_DECLARE_METATYPE(Admission)
Q_DECLARE_METATYPE(Reason)

namespace {

// A hash word no record of these tests has.
constexpr std::uint64_t kOddHash = 0x0123456789abcdefULL;

Key128 key(std::uint8_t first, std::uint8_t fill = 0) {
    Key128 k;
    k.fill(fill);
    k[0] = first;
    return k;
}

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
// pumped; a side that wants the line closed closes it for both, as a socket would. A connection
// runs as version 2's does: the plain opening both ways, then the keying the TLS handshake
// would have agreed on (the guest's seat token if it has the host's, else `keying`), then the
// hello through the host's gate, admission and attach.
struct Pair {
    Timing timing;
    NetMatch host;
    NetMatch guest;
    Keying keying = Keying::Code;  // the key a guest without a seat token holds
    std::optional<HelloGate> gate;
    bool link = false;
    std::int64_t now = 1000;
    std::vector<Event> hostEvents, guestEvents;
    std::vector<std::string> refusals;  // what the gate said to refused connections
    std::vector<Key128> tokensGiven;    // one drawn per attach, as NetHost does; a join keeps it
    std::string hostSaid;               // every line the host's match sent, in order

    explicit Pair(const HostTerms& t, Timing tm = {}, const Setup& wish = {})
        : timing(tm),
          host(NetMatch::host(t, "Ram", "baghchal/test", tm)),
          guest(NetMatch::guest("Sita", "baghchal/test", wish, tm)) {}

    Keying agreedKeying() const {
        const auto& mine = guest.seatToken();
        const auto& theirs = host.seatToken();
        return mine && theirs && sameKey(*mine, *theirs) ? Keying::Seat : keying;
    }
    void connect() {
        link = true;
        gate.emplace(now, timing);
        QCOMPARE(gate->receive(openingLine(), now), HelloGate::Verdict::Encrypt);
        QCOMPARE(readHostAnswer(firstLine(gate->takeOutput())).kind, Opening::Kind::Encrypt);
        gate->encrypted(agreedKeying(), now);
        guest.connected(now);
        pump();
    }
    static std::string firstLine(const std::string& out) { return out.substr(0, out.find('\n')); }
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
    bool gateHolds() const { return gate && gate->verdict() != HelloGate::Verdict::Hello; }
    void toHost(const std::string& bytes) {
        if (gateHolds()) {
            gate->receive(bytes, now);
            gateDecides();
            return;
        }
        host.receive(bytes, now);
    }
    // What the host's transport does with its gate's verdict.
    void gateDecides(bool asked = false) {
        if (gate->verdict() == HelloGate::Verdict::Hello) {
            Reason reason = Reason::None;
            std::string why;
            const Admission a = asked
                                    ? Admission::Join
                                    : host.admission(gate->hello(), gate->keying(), &reason, &why);
            if (a == Admission::Refuse) {
                gate->refuse(reason, why);
            } else if (a == Admission::Ask) {
                gate->ask(now);
            } else {
                tokensGiven.push_back(key(0x5e, static_cast<std::uint8_t>(tokensGiven.size() + 1)));
                host.attach(gate->hello(), a, tokensGiven.back(), now);
                const std::string rest = gate->takeRest();
                if (!rest.empty()) host.receive(rest, now);
                return;
            }
        }
        const std::string said = gate->takeOutput();
        if (gate->verdict() == HelloGate::Verdict::Refused) {
            refusals.push_back(said);
            guest.receive(said, now);
            collect();
            closeLink();
        } else if (!said.empty()) {
            guest.receive(said, now);
            collect();
        }
    }
    // The host's player answers a join from the list.
    void answerAsk(bool yes) {
        if (yes)
            gate->admit();
        else
            gate->refuse(Reason::Declined, "no");
        gateDecides(yes);
        pump();
    }
    void pump() {
        for (int round = 0; round < 1000 && link; ++round) {
            const std::string g = guest.takeOutput(), h = host.takeOutput();
            hostSaid += h;
            if (!g.empty()) toHost(g);
            if (link && !h.empty()) guest.receive(h, now);
            collect();
            if (link && (host.wantsClose() || guest.wantsClose())) {
                // What was said before closing still arrives.
                const std::string g2 = guest.takeOutput(), h2 = host.takeOutput();
                hostSaid += h2;
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
        if (gateHolds()) {
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
             {"hello 2 baghchal/0.2.0 - - - - - Sita",
              "hello 2 baghchal/0.2.0 lambs all no-recurrence tigers 300000+2000 Ram",
              "hello 2 x baghchal 5 third-repetition goats -",
              "refuse setup this host plays lambs",
              "refuse taken Sita has this game's second seat",
              "refuse declined the host did not answer",
              "seat 00112233445566778899aabbccddeeff",
              "asking",
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
        QTest::newRow("hello game") << "hello 2 p chess 5 third-repetition goats - x" << garbage;
        QTest::newRow("hello captures")
            << "hello 2 p baghchal 6 third-repetition goats - x" << garbage;
        QTest::newRow("hello clock") << "hello 2 p lambs 5 no-recurrence goats 10+0 x" << garbage;
        QTest::newRow("hello short") << "hello 2 p -" << garbage;
        QTest::newRow("hello without a version") << "hello" << garbage;
        QTest::newRow("hello version not a number") << "hello two p - - - - - x" << garbage;
        // Version 1's hello had a secret where the game goes now: a version, not a bad game.
        QTest::newRow("version 1, its secret")
            << "hello 1 p 0123456789abcdef - - - - - x" << int(Reason::WrongVersion);
        QTest::newRow("version 3, other fields")
            << "hello 3 {\"json\": true}" << int(Reason::WrongVersion);
        QTest::newRow("version 0") << "hello 0" << int(Reason::WrongVersion);
        QTest::newRow("seat without a token") << "seat" << garbage;
        QTest::newRow("seat with a short token") << "seat 0123456789abcdef" << garbage;
        QTest::newRow("seat token not hex") << "seat 0123456789abcdef0123456789abcdeg" << garbage;
        QTest::newRow("seat with a long token")
            << "seat 0123456789abcdef0123456789abcdef0" << garbage;
        QTest::newRow("seat and more") << "seat 0123456789abcdef0123456789abcdef x" << garbage;
        QTest::newRow("asking with words") << "asking now" << garbage;
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

    // A hello of another version is refused as a version whatever the length of its number,
    // before its other words are read, and the refusal does not grow with the number.
    void versionWordsOfAnyLength_data() {
        QTest::addColumn<QString>("version");
        for (const char* v : {"0", "1", "3", "10", "1000000", "99999999", "100000000"})
            QTest::newRow(v) << QString(v);
        for (const int digits : {20, 40, 64, 65, 200, 3000})
            QTest::addRow("%d digits", digits) << QString(digits, '7');
    }
    void versionWordsOfAnyLength() {
        QFETCH(QString, version);
        for (const std::string rest : {"", " p - - - - - x", " p 0123456789abcdef - - - - - x"}) {
            const std::string line = "hello " + version.toStdString() + rest;
            const ParseResult r = parseMessage(line);
            QVERIFY(!r.ok);
            QCOMPARE(r.error.reason, Reason::WrongVersion);
            QVERIFY(r.error.what.size() < 200);
        }
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

    // Invisible characters make two names that look alike differ, so they go; the zero-width
    // joiner and non-joiner stay only between two Devanagari letters, where they shape a
    // conjunct or a half form (क्‍ष).
    void invisiblesDropped_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("sanitised");
        const QString zwj(QChar(0x200D)), zwnj(QChar(0x200C));
        QTest::newRow("zero-width space") << "Ra" + QString(QChar(0x200B)) + "m"
                                          << "Ram";
        QTest::newRow("zero-width joiner, Latin") << "Ra" + zwj + "m"
                                                  << "Ram";
        QTest::newRow("zero-width non-joiner, Latin") << "Ra" + zwnj + "m"
                                                      << "Ram";
        QTest::newRow("word joiner") << "Ra" + QString(QChar(0x2060)) + "m"
                                     << "Ram";
        QTest::newRow("soft hyphen") << "Ra" + QString(QChar(0x00AD)) + "m"
                                     << "Ram";
        QTest::newRow("byte order mark") << QString(QChar(0xFEFF)) + "Ram"
                                         << "Ram";
        QTest::newRow("combining grapheme joiner") << "Ra" + QString(QChar(0x034F)) + "m"
                                                   << "Ram";
        QTest::newRow("hangul filler") << "Ram" + QString(QChar(0x3164)) << "Ram";
        QTest::newRow("variation selector") << "Ram" + QString(QChar(0xFE0F)) << "Ram";
        QTest::newRow("tag characters")
            << "Ram" + QString::fromUcs4(U"\U000E0041\U000E0042\U000E007F") << "Ram";
        QTest::newRow("joiner between Devanagari letters")
            << QString::fromUtf8("क्") + zwj + QString::fromUtf8("ष")
            << QString::fromUtf8("क्") + zwj + QString::fromUtf8("ष");
        QTest::newRow("non-joiner between Devanagari letters")
            << QString::fromUtf8("क्") + zwnj + QString::fromUtf8("ष")
            << QString::fromUtf8("क्") + zwnj + QString::fromUtf8("ष");
        QTest::newRow("joiner after Devanagari, before Latin")
            << QString::fromUtf8("क्") + zwj + "x" << QString::fromUtf8("क्") + "x";
        QTest::newRow("joiner before Devanagari, after Latin")
            << "x" + zwj + QString::fromUtf8("क") << "x" + QString::fromUtf8("क");
        QTest::newRow("joiner at the end")
            << QString::fromUtf8("क्") + zwj << QString::fromUtf8("क्");
        QTest::newRow("joiner across a blank")
            << QString::fromUtf8("क्") + " " + zwj + QString::fromUtf8("ष")
            << QString::fromUtf8("क् ष");
        QTest::newRow("two joiners") << QString::fromUtf8("क्") + zwj + zwj + QString::fromUtf8("ष")
                                     << QString::fromUtf8("क्") + zwj + QString::fromUtf8("ष");
    }
    void invisiblesDropped() {
        QFETCH(QString, text);
        QFETCH(QString, sanitised);
        const std::string once = sanitizeText(text.toStdString(), 100);
        QCOMPARE(QString::fromStdString(once), sanitised);
        QCOMPARE(sanitizeText(once, 100), once);  // sanitised text stays as it is
        // The same in a chat line and a hello's name, as a peer would send them.
        const ParseResult chat = parseMessage("chat " + text.toStdString());
        QVERIFY(chat.ok);
        QCOMPARE(QString::fromStdString(chat.message.text), sanitised);
        const ParseResult hello = parseMessage("hello 2 p - - - - - " + text.toStdString());
        QVERIFY(hello.ok);
        QCOMPARE(QString::fromStdString(hello.message.text), sanitised);
    }
    // Two names that differ only by invisible characters are the same name once sanitised.
    void lookAlikeNamesEqual() {
        const std::string plain = sanitizeText("Ram Bahadur", kMaxNameBytes);
        for (const char* disguised : {"Ram\u200b Bahadur", "R\u00ada\u2060m Ba\u200dhadur",
                                      "\ufeffRam Bahadur\u200c", "Ram\ufe0f Bahadur\U000E0020"})
            QCOMPARE(sanitizeText(disguised, kMaxNameBytes), plain);
        const std::string nepali = sanitizeText("लक्\u200dष्मी", kMaxNameBytes);
        QCOMPARE(sanitizeText("लक्\u200b\u200dष्मी\u00ad", kMaxNameBytes), nepali);
        QVERIFY(nepali != sanitizeText("लक्ष्मी", kMaxNameBytes));  // the joiner shapes it
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
    // Version 2: 38 characters for IPv4, 57 for IPv6, in groups of five; random addresses,
    // ports and 128-bit secrets, and the corners (all zero, all ones).
    void joinCodesRoundTrip() {
        std::mt19937_64 rng(7);
        for (int i = 0; i < 200; ++i) {
            JoinCode c;
            c.ipv6 = i % 2;
            const std::uint8_t corner = i < 2 ? 0x00 : i < 4 ? 0xFF : 0;
            for (auto& b : c.address) b = i < 4 ? corner : static_cast<std::uint8_t>(rng());
            if (!c.ipv6) std::fill(c.address.begin() + 4, c.address.end(), 0);
            c.port = i < 4 ? static_cast<std::uint16_t>(corner * 0x101)
                           : static_cast<std::uint16_t>(rng());
            for (auto& b : c.secret) b = i < 4 ? corner : static_cast<std::uint8_t>(rng());
            const std::string text = encodeJoinCode(c);
            const std::size_t chars = c.ipv6 ? 57 : 38;
            QCOMPARE(text.size(), chars + (chars - 1) / 5);
            QCOMPARE(text[0], '4');  // the version-and-family byte 0x24 / 0x26 starts with 4
            const JoinCodeReading r = decodeJoinCode(text);
            QVERIFY2(r.ok, r.error.c_str());
            QVERIFY(r.code == c);
        }
    }
    void joinCodesKnown_data() {
        QTest::addColumn<bool>("ipv6");
        QTest::addColumn<QString>("text");
        // Written by hand from the format (JoinCode.h): a change to it shows here.
        QTest::newRow("IPv4") << false << "4K0AG-08MQ0-9H048-J2CA1-A5GQ3-0CHM6-RW3MF-1Y7";
        QTest::newRow("IPv6")
            << true << "4RG02-3DR00-00000-00000-00000-00VG4-RG249-1650N-2RBHG-68T3C-E1T7G-Z1";
    }
    void joinCodesKnown() {
        QFETCH(bool, ipv6);
        QFETCH(QString, text);
        JoinCode c;
        c.ipv6 = ipv6;
        if (ipv6)
            c.address = {0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1};
        else
            c.address = {192, 168, 1, 20};
        c.port = 47123;
        for (std::size_t i = 0; i < c.secret.size(); ++i)
            c.secret[i] = static_cast<std::uint8_t>(0x10 + i);
        QCOMPARE(QString::fromStdString(encodeJoinCode(c)), text);
        const JoinCodeReading r = decodeJoinCode(text.toStdString());
        QVERIFY2(r.ok, r.error.c_str());
        QVERIFY(r.code == c);
    }
    // Version 1's codes (25 and 45 characters) are told apart by their length: the player
    // learns that the other program is older, not that the code has a typo.
    void joinCodesOfVersion1_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("IPv4") << "2K0AG-08MP6-5SYF1-AFN0Y-0PV88";
        QTest::newRow("IPv4, run together, lower case") << "2k0ag08mp65syf1afn0y0pv88";
        QTest::newRow("IPv6") << "2RG02-3DR00-00000-00000-00000-00VG4-RG249-1650N-2RBHG";
    }
    void joinCodesOfVersion1() {
        QFETCH(QString, text);
        const JoinCodeReading r = decodeJoinCode(text.toStdString());
        QVERIFY(!r.ok);
        QVERIFY2(r.error.find("older version") != std::string::npos, r.error.c_str());
    }
    void joinCodesForgive() {
        JoinCode c;
        c.address = {192, 168, 1, 20};
        c.port = 45451;
        c.secret = key(0x00, 0xff);
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
    // Every single mistyped character, at every place of both kinds of code, is caught.
    void joinCodeTyposCaught_data() {
        QTest::addColumn<bool>("ipv6");
        QTest::newRow("IPv4") << false;
        QTest::newRow("IPv6") << true;
    }
    void joinCodeTyposCaught() {
        QFETCH(bool, ipv6);
        JoinCode c;
        c.ipv6 = ipv6;
        c.address = {10, 0, 0, 7};
        if (ipv6) c.address = {0xfd, 0x12, 0x34, 0x56, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7};
        c.port = 50000;
        c.secret = key(0x5a, 0xa5);
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
        QCOMPARE(tried, (ipv6 ? 57 : 38) * 31);
        for (std::size_t i = 0; i + 1 < plain.size(); ++i) {
            std::string swapped = plain;
            std::swap(swapped[i], swapped[i + 1]);
            const bool zeroZ = (plain[i] == '0' && plain[i + 1] == 'Z') ||
                               (plain[i] == 'Z' && plain[i + 1] == '0');
            if (swapped != plain && !zeroZ) QVERIFY2(!decodeJoinCode(swapped).ok, swapped.c_str());
        }
        QVERIFY(decodeJoinCode(plain.substr(1)).error.find("characters") != std::string::npos);
        QVERIFY(decodeJoinCode(plain + "0").error.find("characters") != std::string::npos);
        QVERIFY(decodeJoinCode(plain.substr(0, plain.size() - 1) + "U").error.find("'U'") !=
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

    // What goes on the network names the game and the host only: no join code of either version
    // (25, 38, 45 or 57 characters in groups of five, or run together) and no secret (16 or 32
    // hexadecimal digits).
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
        const QRegularExpression secret("\\b([0-9a-fA-F]{16}|[0-9a-fA-F]{32})\\b");
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
                 std::string("hosted by Ram, protocol 2"));
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
            << QByteArray("hello 2 p - - - - - x\n") << int(Reason::Protocol);
        QTest::newRow("a seat from the guest")
            << QByteArray("seat 00112233445566778899aabbccddeeff\n") << int(Reason::Protocol);
        QTest::newRow("asking from the guest") << QByteArray("asking\n") << int(Reason::Protocol);
        QTest::newRow("a move for another ply")
            << QByteArray("move 5 C1 0000000000000000 - -\n") << int(Reason::Protocol);
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
        QCOMPARE(d->theirHash, kOddHash);
        QCOMPARE(d->plies, 1);
        // Its own hash is of its record with the move, as the peer's is: not the one before it.
        Game withMove = before;
        withMove.play(withMove.findLegalMove("C1"));
        QCOMPARE(d->ourHash, bagh::net::recordHash(withMove));
        QVERIFY(d->ourHash != bagh::net::recordHash(before));
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

    // --- the opening ---------------------------------------------------------------------
    // The host reads the guest's first, plain line: only `hello 2` alone starts encryption;
    // another version is refused as a version before any other word is read, so a version-1
    // hello's secret never comes back in the refusal.
    void guestOpenings_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("encrypt");
        QTest::addColumn<Reason>("reason");
        QTest::newRow("hello 2") << QByteArray("hello 2") << true << Reason::None;
        QTest::newRow("hello 2, telnet") << QByteArray("hello 2\r") << true << Reason::None;
        QTest::newRow("hello 2, blanks") << QByteArray("  hello   2 ") << true << Reason::None;
        QTest::newRow("version 1 with its secret") << QByteArray(
                                                          "hello 1 baghchal/0.1.0 5a5a5a5a12345678 "
                                                          "baghchal 5 third-repetition goats - Ram")
                                                   << false << Reason::WrongVersion;
        QTest::newRow("hello 1000000")
            << QByteArray("hello 1000000") << false << Reason::WrongVersion;
        QTest::newRow("a 40-digit version")
            << QByteArray("hello " + QByteArray(40, '9')) << false << Reason::WrongVersion;
        QTest::newRow("hello 0") << QByteArray("hello 0") << false << Reason::WrongVersion;
        QTest::newRow("hello 2 extra") << QByteArray("hello 2 extra") << false << Reason::Garbage;
        QTest::newRow("version 2's whole hello")
            << QByteArray("hello 2 p - - - - - x") << false << Reason::Garbage;
        QTest::newRow("hello alone") << QByteArray("hello") << false << Reason::Garbage;
        QTest::newRow("hello x") << QByteArray("hello x") << false << Reason::Garbage;
        QTest::newRow("HELLO 2") << QByteArray("HELLO 2") << false << Reason::Garbage;
        QTest::newRow("http") << QByteArray("GET / HTTP/1.1\r") << false << Reason::Garbage;
        QTest::newRow("a TLS hello")
            << QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11) << false
            << Reason::Garbage;
        QTest::newRow("empty") << QByteArray() << false << Reason::Garbage;
        QTest::newRow("refuse") << QByteArray("refuse busy x") << false << Reason::Garbage;
    }
    void guestOpenings() {
        QFETCH(QByteArray, line);
        QFETCH(bool, encrypt);
        QFETCH(Reason, reason);
        const Opening o = readGuestOpening(std::string_view(line.constData(), line.size()));
        QCOMPARE(o.kind == Opening::Kind::Encrypt, encrypt);
        QCOMPARE(o.reason, reason);
        if (!encrypt) QVERIFY(!o.text.empty());
        QVERIFY2(o.text.find("5a5a5a5a12345678") == std::string::npos, o.text.c_str());
        QVERIFY(o.text.size() < 200);
        // Through a gate, the same line ends in that refusal, said as a refuse line.
        HelloGate gate(0, Timing{});
        gate.receive(line.toStdString() + "\n", 1);
        if (encrypt) {
            QCOMPARE(gate.verdict(), HelloGate::Verdict::Encrypt);
            QCOMPARE(gate.takeOutput(), openingLine());
            return;
        }
        QCOMPARE(gate.verdict(), HelloGate::Verdict::Refused);
        QCOMPARE(gate.reason(), reason);
        const std::string said = gate.takeOutput();
        QVERIFY(said.find("5a5a5a5a12345678") == std::string::npos);
        const ParseResult r = parseMessage(said.substr(0, said.size() - 1));
        QVERIFY(r.ok);
        QCOMPARE(r.message.type, MessageType::Refuse);
        QCOMPARE(r.message.reason, reason);
    }
    // The guest reads the host's answer: `hello 2` starts encryption; a refusal (a version-1
    // host's `refuse version …`, a busy host) is the host's reason; anything else is garbage.
    void hostAnswers_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("encrypt");
        QTest::addColumn<Reason>("reason");
        QTest::newRow("hello 2") << QByteArray("hello 2") << true << Reason::None;
        QTest::newRow("hello 2, telnet") << QByteArray("hello 2\r") << true << Reason::None;
        QTest::newRow("a version-1 host")
            << QByteArray("refuse version protocol version 2; this program speaks 1") << false
            << Reason::WrongVersion;
        QTest::newRow("busy") << QByteArray("refuse busy x") << false << Reason::Busy;
        QTest::newRow("taken") << QByteArray("refuse taken Ram's game has its player") << false
                               << Reason::Taken;
        QTest::newRow("a newer host") << QByteArray("hello 3") << false << Reason::WrongVersion;
        QTest::newRow("a 40-digit host")
            << QByteArray("hello " + QByteArray(40, '4')) << false << Reason::WrongVersion;
        QTest::newRow("a version-1 host's hello")
            << QByteArray("hello 1 baghchal/0.1.0 - baghchal 5 third-repetition goats - Ram")
            << false << Reason::WrongVersion;
        QTest::newRow("hello 2 extra") << QByteArray("hello 2 extra") << false << Reason::Garbage;
        QTest::newRow("garbage") << QByteArray("\x00\xff garbage", 10) << false << Reason::Garbage;
        QTest::newRow("empty") << QByteArray() << false << Reason::Garbage;
        QTest::newRow("a refuse without a reason")
            << QByteArray("refuse") << false << Reason::Garbage;
        QTest::newRow("ping") << QByteArray("ping") << false << Reason::Garbage;
        // A later version's reason reads as none: the refusal still ends the opening.
        QTest::newRow("an unknown reason")
            << QByteArray("refuse maybe not now") << false << Reason::Garbage;
    }
    void hostAnswers() {
        QFETCH(QByteArray, line);
        QFETCH(bool, encrypt);
        QFETCH(Reason, reason);
        const Opening o = readHostAnswer(std::string_view(line.constData(), line.size()));
        QCOMPARE(o.kind == Opening::Kind::Encrypt, encrypt);
        QCOMPARE(o.reason, reason);
        if (!encrypt) QVERIFY(!o.text.empty());
    }
    void openingLineIsVersion2() { QCOMPARE(openingLine(), std::string("hello 2\n")); }

    // --- a new connection's stages (HelloGate) ------------------------------------------------
    // Everything in place: the opening, its answer, encryption, the hello and the bytes after
    // it, with what each keying proves.
    void gateStages_data() {
        QTest::addColumn<Keying>("keying");
        QTest::addColumn<bool>("proven");
        QTest::newRow("code") << Keying::Code << true;
        QTest::newRow("seat") << Keying::Seat << true;
        QTest::newRow("open") << Keying::Open << false;
    }
    void gateStages() {
        QFETCH(Keying, keying);
        QFETCH(bool, proven);
        HelloGate gate(0, Timing{});
        QCOMPARE(gate.receive("hel", 10), HelloGate::Verdict::Waiting);
        QCOMPARE(gate.takeOutput(), std::string());
        QCOMPARE(gate.receive("lo 2\n", 20), HelloGate::Verdict::Encrypt);
        QCOMPARE(gate.takeOutput(), std::string("hello 2\n"));
        QVERIFY(!gate.isEncrypted());
        QVERIFY(!gate.proven());
        gate.encrypted(keying, 100);
        QVERIFY(gate.isEncrypted());
        QCOMPARE(gate.keying(), keying);
        QCOMPARE(gate.proven(), proven);
        QCOMPARE(gate.verdict(), HelloGate::Verdict::Waiting);
        QCOMPARE(gate.receive("hello 2 baghchal/0.2.0 - - - - - Si", 200),
                 HelloGate::Verdict::Waiting);
        QCOMPARE(gate.receive("ta\nready 0 0123456789abcdef\nch", 300), HelloGate::Verdict::Hello);
        QCOMPARE(gate.hello().text, std::string("Sita"));
        QCOMPARE(gate.hello().program, std::string("baghchal/0.2.0"));
        QCOMPARE(gate.takeRest(), std::string("ready 0 0123456789abcdef\nch"));
        QCOMPARE(gate.takeOutput(), std::string());
        // Once there is a hello, time and bytes are the match's.
        QCOMPARE(gate.tick(1000000), HelloGate::Verdict::Hello);
    }

    // Each stage's deadline, with fake time: the opening and the TLS handshake together within
    // openMs of the arrival, the hello within helloMs of encryption, the player's answer
    // within askMs, while `asking` goes out every keepAliveMs.
    void gateDeadlines_data() {
        QTest::addColumn<QString>("stage");
        QTest::addColumn<int>("deadline");  // the last millisecond still in time
        QTest::addColumn<Reason>("reason");
        QTest::newRow("no opening") << "opening" << 300 << Reason::Silence;
        QTest::newRow("half an opening") << "half" << 300 << Reason::Silence;
        QTest::newRow("no encryption") << "encrypting" << 300 << Reason::Silence;
        QTest::newRow("no hello") << "greeting" << 100 + 700 << Reason::Silence;
        QTest::newRow("no answer") << "asking" << 200 + 5000 << Reason::Declined;
    }
    void gateDeadlines() {
        QFETCH(QString, stage);
        QFETCH(int, deadline);
        QFETCH(Reason, reason);
        Timing t;
        t.openMs = 300;
        t.helloMs = 700;
        t.askMs = 5000;
        t.keepAliveMs = 1000;
        HelloGate gate(0, t);
        if (stage == "half") gate.receive("hello", 50);
        if (stage != "opening" && stage != "half") {
            QCOMPARE(gate.receive("hello 2\n", 50), HelloGate::Verdict::Encrypt);
            gate.takeOutput();
        }
        if (stage == "greeting" || stage == "asking") gate.encrypted(Keying::Open, 100);
        int askings = 0;
        if (stage == "asking") {
            QCOMPARE(gate.receive("hello 2 p - - - - - x\n", 200), HelloGate::Verdict::Hello);
            gate.ask(200);
            QCOMPARE(gate.verdict(), HelloGate::Verdict::Asking);
        }
        for (std::int64_t now = 0; now <= deadline; now += 100) {
            QVERIFY2(gate.tick(now) != HelloGate::Verdict::Refused,
                     qPrintable(QString::number(now)));
            for (const char c : gate.takeOutput()) askings += c == '\n';
        }
        if (stage == "asking") {
            // One on asking, then one a second: at 1.2 s, 2.2 s … 5.2 s.
            QCOMPARE(askings, 1 + 5);
        }
        QCOMPARE(gate.tick(deadline + 1), HelloGate::Verdict::Refused);
        QCOMPARE(gate.reason(), reason);
        const std::string said = gate.takeOutput();
        const ParseResult r = parseMessage(said.substr(0, said.size() - 1));
        QVERIFY(r.ok);
        QCOMPARE(r.message.reason, reason);
        QCOMPARE(gate.tick(deadline + 100000), HelloGate::Verdict::Refused);
        QCOMPARE(gate.takeOutput(), std::string());  // refused once, said once
    }
    void gateAskingLines() {
        Timing t;
        t.keepAliveMs = 1000;
        HelloGate gate(0, t);
        gate.receive("hello 2\n", 0);
        gate.takeOutput();
        gate.encrypted(Keying::Open, 0);
        QCOMPARE(gate.receive("hello 2 p - - - - - x\n", 0), HelloGate::Verdict::Hello);
        gate.ask(10);
        QCOMPARE(gate.takeOutput(), std::string("asking\n"));
        QCOMPARE(gate.tick(1009), HelloGate::Verdict::Asking);
        QCOMPARE(gate.takeOutput(), std::string());
        QCOMPARE(gate.tick(1010), HelloGate::Verdict::Asking);
        QCOMPARE(gate.takeOutput(), std::string("asking\n"));
        // The guest may ping while it waits; the player's yes makes it a hello again.
        QCOMPARE(gate.receive("ping\nping\n", 1500), HelloGate::Verdict::Asking);
        gate.admit();
        QCOMPARE(gate.verdict(), HelloGate::Verdict::Hello);
        QCOMPARE(gate.hello().text, std::string("x"));
    }
    // While the host's player is asked, the guest may only ping or go.
    void gateWhileAsking_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<Reason>("reason");
        QTest::addColumn<bool>("saysRefuse");
        QTest::newRow("bye") << QByteArray("ping\nbye left going\n") << Reason::Left << false;
        QTest::newRow("chat") << QByteArray("chat let me in\n") << Reason::Protocol << true;
        QTest::newRow("ready") << QByteArray("ready 0 0123456789abcdef\n") << Reason::Protocol
                               << true;
        QTest::newRow("hello again")
            << QByteArray("hello 2 p - - - - - y\n") << Reason::Protocol << true;
        QTest::newRow("garbage") << QByteArray("\x01\x02\n") << Reason::Protocol << true;
        QTest::newRow("a megabyte") << QByteArray(1 << 20, 'p') << Reason::Overlong << true;
    }
    void gateWhileAsking() {
        QFETCH(QByteArray, bytes);
        QFETCH(Reason, reason);
        QFETCH(bool, saysRefuse);
        HelloGate gate(0, Timing{});
        gate.receive("hello 2\n", 0);
        gate.encrypted(Keying::Open, 0);
        gate.receive("hello 2 p - - - - - x\n", 0);
        gate.ask(0);
        gate.takeOutput();
        QCOMPARE(gate.receive(bytes.toStdString(), 10), HelloGate::Verdict::Refused);
        QCOMPARE(gate.reason(), reason);
        const std::string said = gate.takeOutput();
        QCOMPARE(said.starts_with("refuse "), saysRefuse);
        if (!saysRefuse) QCOMPARE(said, std::string());
    }
    // A refused connection: every way a new connection fails before it reaches the game.
    void gateRefuses_data() {
        QTest::addColumn<QByteArray>("opening");  // the plain bytes
        QTest::addColumn<bool>("encrypt");        // then the TLS handshake (code keying)
        QTest::addColumn<QByteArray>("bytes");    // then inside it
        QTest::addColumn<Reason>("reason");
        const QByteArray hello2 = "hello 2\n";
        QTest::newRow("bytes after the opening, at once")
            << QByteArray("hello 2\n\x16\x03\x01") << false << QByteArray() << Reason::Garbage;
        QTest::newRow("bytes between the opening and encryption")
            << hello2 << false << QByteArray("\x16\x03\x01\x00\x05") << Reason::Garbage;
        QTest::newRow("a line between the opening and encryption")
            << hello2 << false << QByteArray("hello 2 p - - - - - x\n") << Reason::Garbage;
        QTest::newRow("a version-1 hello inside")
            << hello2 << true << QByteArray("hello 1 p 0123456789abcdef - - - - - x\n")
            << Reason::WrongVersion;
        QTest::newRow("another version inside")
            << hello2 << true << QByteArray("hello 7 p - - - - - x\n") << Reason::WrongVersion;
        QTest::newRow("not hello first")
            << hello2 << true << QByteArray("ping\n") << Reason::Garbage;
        QTest::newRow("garbage") << hello2 << true << QByteArray("\x16\x03\x01\x02\x00\n", 6)
                                 << Reason::Garbage;
        QTest::newRow("a megabyte")
            << hello2 << true << QByteArray(1 << 20, 'h') << Reason::Overlong;
        QTest::newRow("an over-long opening")
            << QByteArray(kMaxLineBytes + 10, 'h') << false << QByteArray() << Reason::Overlong;
    }
    void gateRefuses() {
        QFETCH(QByteArray, opening);
        QFETCH(bool, encrypt);
        QFETCH(QByteArray, bytes);
        QFETCH(Reason, reason);
        HelloGate gate(0, Timing{});
        gate.receive(opening.toStdString(), 10);
        if (encrypt) gate.encrypted(Keying::Code, 20);
        if (!bytes.isEmpty()) gate.receive(bytes.toStdString(), 30);
        QCOMPARE(gate.verdict(), HelloGate::Verdict::Refused);
        QCOMPARE(gate.reason(), reason);
        std::string said = gate.takeOutput();
        if (said.starts_with("hello 2\n")) said.erase(0, 8);  // the answer went out before
        const ParseResult refusal = parseMessage(said.substr(0, said.size() - 1));
        QVERIFY(refusal.ok);
        QCOMPARE(refusal.message.type, MessageType::Refuse);
        QCOMPARE(refusal.message.reason, reason);
        // Refused is the end: nothing more is read or said.
        QCOMPARE(gate.receive("hello 2 p - - - - - x\n", 40), HelloGate::Verdict::Refused);
        QCOMPARE(gate.takeOutput(), std::string());
    }

    // --- admission ---------------------------------------------------------------------------
    // The host weighs the setup first, then the seat: before a guest is seated the code joins
    // and the open key asks; after, a seat key resumes and the others find the seat taken.
    void admission_data() {
        QTest::addColumn<GameKind>("game");
        QTest::addColumn<Keying>("keying");
        QTest::addColumn<bool>("seated");
        QTest::addColumn<bool>("mismatch");
        QTest::addColumn<Admission>("admission");
        QTest::addColumn<Reason>("reason");
        for (const GameKind game : {GameKind::BaghChal, GameKind::Lambs}) {
            const char* g = game == GameKind::BaghChal ? "bagh-chal" : "lambs";
            for (const Keying k : {Keying::Code, Keying::Seat, Keying::Open}) {
                for (const bool seated : {false, true}) {
                    for (const bool mismatch : {false, true}) {
                        Admission a = Admission::Refuse;
                        Reason r = Reason::None;
                        if (mismatch)
                            r = Reason::WrongSetup;
                        else if (k == Keying::Seat && seated)
                            a = Admission::Resume;
                        else if (k == Keying::Seat)
                            r = Reason::Protocol;  // no seat to resume
                        else if (seated)
                            r = Reason::Taken;
                        else
                            a = k == Keying::Code ? Admission::Join : Admission::Ask;
                        QTest::addRow("%s, %s, %s%s", g, keyingWord(k), seated ? "seated" : "free",
                                      mismatch ? ", other setup" : "")
                            << game << k << seated << mismatch << a << r;
                    }
                }
            }
        }
    }
    void admission() {
        QFETCH(GameKind, game);
        QFETCH(Keying, keying);
        QFETCH(bool, seated);
        QFETCH(bool, mismatch);
        QFETCH(Admission, admission);
        QFETCH(Reason, reason);
        NetMatch host = NetMatch::host(terms(game, Side::Tigers), "Ram", "baghchal/test");
        if (seated) {
            host.attach(parseMessage("hello 2 p - - - - - Sita").message, Admission::Join, key(1),
                        0);
            host.disconnected(0);
            QVERIFY(host.seated());
        }
        // The other game, or the side the host plays itself.
        const std::string setup = !mismatch                    ? "- - - -"
                                  : game == GameKind::BaghChal ? "lambs - - -"
                                                               : "- - - tigers";
        const ParseResult hello = parseMessage("hello 2 p " + setup + " - Gita");
        QVERIFY(hello.ok);
        Reason got = Reason::Garbage;
        std::string why;
        QCOMPARE(host.admission(hello.message, keying, &got, &why), admission);
        QCOMPARE(got, reason);
        QCOMPARE(why.empty(), reason == Reason::None);
        // Said to anyone with the code or the open key: it names no player.
        if (reason == Reason::Taken)
            QVERIFY2(why.find("Sita") == std::string::npos &&
                         why.find("Gita") == std::string::npos &&
                         why.find("taken") != std::string::npos,
                     why.c_str());
    }
    // freeSeat lets the code admit a new player again, but only while nobody is connected.
    void freeSeat() {
        Pair p(terms());
        p.connect();
        QVERIFY(p.joined() && p.host.seated());
        p.host.freeSeat();
        QVERIFY(p.host.seated());  // its player is connected
        p.closeLink();
        p.host.freeSeat();
        QVERIFY(!p.host.seated());
        Reason r = Reason::Garbage;
        QCOMPARE(p.host.admission(parseMessage("hello 2 p - - - - - x").message, Keying::Code, &r),
                 Admission::Join);
        QCOMPARE(r, Reason::None);
    }
    // attach takes only what admission allows: a resume without a seat, or a join to a taken
    // seat, is refused on the connection and the game stays.
    void attachChecksItsAdmission() {
        NetMatch host = NetMatch::host(terms(), "Ram", "baghchal/test");
        const Message hello = parseMessage("hello 2 p - - - - - x").message;
        host.attach(hello, Admission::Resume, key(9), 0);
        QVERIFY(host.wantsClose());
        QVERIFY(!host.seated());
        QVERIFY(host.takeOutput().starts_with("refuse protocol "));
        host.disconnected(0);
        host.attach(hello, Admission::Join, key(9), 0);
        host.disconnected(0);
        host.takeOutput();
        host.attach(hello, Admission::Join, key(10), 0);
        QVERIFY(host.wantsClose());
        QVERIFY(sameKey(*host.seatToken(), key(9)));
    }

    // --- seat tokens -------------------------------------------------------------------------
    // A whole handshake through two matches: the host's hello, then the new seat's token, then
    // the record; the guest keeps the token the transport drew, and with it resumes (no seat
    // line then); the code and the open key find the seat taken.
    void seatTokens_data() {
        QTest::addColumn<GameKind>("game");
        QTest::addColumn<Keying>("keying");  // how the first player gets in
        QTest::newRow("bagh-chal, code") << GameKind::BaghChal << Keying::Code;
        QTest::newRow("bagh-chal, asked") << GameKind::BaghChal << Keying::Open;
        QTest::newRow("lambs, code") << GameKind::Lambs << Keying::Code;
        QTest::newRow("lambs, asked") << GameKind::Lambs << Keying::Open;
    }
    void seatTokens() {
        QFETCH(GameKind, game);
        QFETCH(Keying, keying);
        Pair p(terms(game, Side::Goats, TimeControl{60000, 0}));
        p.keying = keying;
        p.connect();
        if (keying == Keying::Open) {
            QVERIFY(!p.joined());
            QCOMPARE(count(p.guestEvents, Kind::Asking), 1);
            QVERIFY(!p.host.seated());
            p.answerAsk(true);
        }
        QVERIFY(p.joined());
        QCOMPARE(p.tokensGiven.size(), std::size_t(1));
        QCOMPARE(count(p.guestEvents, Kind::SeatGiven), 1);
        QVERIFY(p.guest.seatToken() && sameKey(*p.guest.seatToken(), p.tokensGiven[0]));
        QVERIFY(p.host.seatToken() && sameKey(*p.host.seatToken(), p.tokensGiven[0]));
        // On the wire: hello, then seat, then the rest.
        QVERIFY(p.hostSaid.starts_with("hello 2 baghchal/test "));
        const std::size_t second = p.hostSaid.find('\n') + 1;
        QCOMPARE(p.hostSaid.substr(second, p.hostSaid.find('\n', second) + 1 - second),
                 "seat " + keyWord(p.tokensGiven[0]) + "\n");
        QVERIFY(p.host.playMove(p.host.game().legalMoves().front(), p.now));
        p.pump();
        p.closeLink();
        p.clear();
        p.hostSaid.clear();

        // Another program with the code, or from the list: the seat is taken.
        for (const Keying other : {Keying::Code, Keying::Open}) {
            Pair stranger(terms(game));
            stranger.host = p.host;
            stranger.keying = other;
            stranger.connect();
            QVERIFY(!stranger.guest.linked());
            QCOMPARE(last(stranger.guestEvents, Kind::Refused)->reason, Reason::Taken);
            QCOMPARE(stranger.host.game().length(), 1);
        }

        // The guest again, with its token: a resume, and no seat line.
        p.connect();
        QVERIFY(p.joined());
        QVERIFY(last(p.guestEvents, Kind::Joined)->resumed);
        QCOMPARE(count(p.guestEvents, Kind::SeatGiven), 0);
        // The transport drew a token for this connection too; a resume does not take it.
        QCOMPARE(p.tokensGiven.size(), std::size_t(2));
        QVERIFY(sameKey(*p.host.seatToken(), p.tokensGiven[0]));
        QVERIFY(p.hostSaid.find("seat ") == std::string::npos);
        QCOMPARE(p.guest.game().length(), 1);
        QVERIFY(sameKey(*p.guest.seatToken(), p.tokensGiven[0]));
        // A new run of the guest's program that kept its token resumes the same way.
        p.closeLink();
        p.guest = NetMatch::guest("Sita", "baghchal/test");
        p.guest.setSeatToken(p.tokensGiven[0]);
        p.connect();
        QVERIFY(p.joined());
        QCOMPARE(p.guest.game().length(), 1);
    }
    // A seat line anywhere but right after the host's hello, to a joining guest, is a protocol
    // error; a host never takes one.
    void seatOutOfPlace_data() {
        QTest::addColumn<QByteArray>("bytes");
        const QByteArray hello = "hello 2 h baghchal 5 third-repetition goats - Ram\n";
        const QByteArray seat = "seat 00112233445566778899aabbccddeeff\n";
        QTest::newRow("before the hello") << seat;
        QTest::newRow("after the record") << hello + "record 0 C1\n" + seat;
        QTest::newRow("after the sync")
            << hello + "sync 0 " +
                   QByteArray::fromStdString(hashWord(bagh::net::recordHash(
                       Game::start(GameKind::BaghChal, RepetitionRule::ThirdOccurrenceDraws)))) +
                   " - - -\n" + seat;
    }
    void seatOutOfPlace() {
        QFETCH(QByteArray, bytes);
        NetMatch guest = NetMatch::guest("Sita", "baghchal/test");
        guest.connected(0);
        guest.receive(bytes.toStdString(), 10);
        QVERIFY(!guest.linked());
        QVERIFY(!guest.seatToken());
        const auto events = guest.takeEvents();
        QCOMPARE(count(events, Kind::SeatGiven), 0);
        QCOMPARE(last(events, Kind::Lost)->reason, Reason::Protocol);
    }
    // Asked, the guest hears `asking` until the host's player answers; a no is declined.
    void askedAndDeclined() {
        Timing t;
        t.keepAliveMs = 1000;
        t.askMs = 10000;
        Pair p(terms(GameKind::Lambs), t);
        p.keying = Keying::Open;
        p.connect();
        for (int i = 0; i < 5; ++i) p.advance(1000);
        QVERIFY(p.guest.linked() && !p.guest.playing());
        QVERIFY(count(p.guestEvents, Kind::Asking) >= 5);  // and no silence meanwhile
        QCOMPARE(count(p.guestEvents, Kind::Lost), 0);
        p.answerAsk(false);
        QVERIFY(!p.guest.linked());
        QCOMPARE(last(p.guestEvents, Kind::Refused)->reason, Reason::Declined);
        QVERIFY(!p.host.seated());
        // Without an answer the ask lapses, declined as well.
        p.clear();
        p.connect();
        for (int i = 0; i < 12 && p.guest.linked(); ++i) p.advance(1000);
        QCOMPARE(last(p.guestEvents, Kind::Refused)->reason, Reason::Declined);
        QCOMPARE(count(p.hostEvents, Kind::Joined), 0);
    }

    // --- per-address limits -------------------------------------------------------------------
    void limitKeys_data() {
        QTest::addColumn<bool>("ipv6");
        QTest::addColumn<QByteArray>("address");  // 16 bytes, or 4 for IPv4
        QTest::addColumn<QString>("key");
        QTest::newRow("IPv4") << false << QByteArray("\x7f\x00\x00\x02", 4) << "127.0.0.2";
        QTest::newRow("IPv4, high bytes")
            << false << QByteArray("\xc0\xa8\xff\x01", 4) << "192.168.255.1";
        QTest::newRow("IPv4-mapped")
            << true << QByteArray("\0\0\0\0\0\0\0\0\0\0\xff\xff\x0a\x00\x00\x07", 16) << "10.0.0.7";
        QTest::newRow("IPv6 /64")
            << true << QByteArray("\x20\x01\x0d\xb8\x00\x00\x00\x01\xde\xad\xbe\xef\0\0\0\x01", 16)
            << "2001:db8:0:1::/64";
        QTest::newRow("IPv6, another host of the /64")
            << true << QByteArray("\x20\x01\x0d\xb8\x00\x00\x00\x01\0\0\0\0\0\0\0\x02", 16)
            << "2001:db8:0:1::/64";
        QTest::newRow("IPv6, full groups")
            << true << QByteArray("\xfe\x80\x12\x34\xab\xcd\xff\xff\0\0\0\0\0\0\0\x01", 16)
            << "fe80:1234:abcd:ffff::/64";
        QTest::newRow("IPv6 loopback")
            << true << QByteArray("\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\x01", 16) << "0:0:0:0::/64";
        QTest::newRow("almost mapped (IPv6)")
            << true << QByteArray("\0\0\0\0\0\0\0\0\0\x01\xff\xff\x0a\x00\x00\x07", 16)
            << "0:0:0:0::/64";
    }
    void limitKeys() {
        QFETCH(bool, ipv6);
        QFETCH(QByteArray, address);
        QFETCH(QString, key);
        std::array<std::uint8_t, 16> a{};
        std::copy(address.begin(), address.end(), a.begin());
        QCOMPARE(QString::fromStdString(limitKey(ipv6, a)), key);
    }
    void limitsPerAddress() {
        PendingLimits limits;
        for (int id = 1; id <= PendingLimits::kPerAddress; ++id) {
            const auto d = limits.arrive(static_cast<std::uint64_t>(id), "10.0.0.1", 0);
            QVERIFY(d.admitted && !d.evicted);
        }
        const auto fifth = limits.arrive(99, "10.0.0.1", 0);
        QVERIFY(!fifth.admitted && !fifth.evicted);  // busy, at once
        QCOMPARE(limits.waitingFrom("10.0.0.1"), PendingLimits::kPerAddress);
        QVERIFY(limits.arrive(100, "10.0.0.2", 0).admitted);  // another address is not held up
        limits.advance(1, PendingLimits::Stage::Kept, 0);     // proven ones count as well
        QVERIFY(!limits.arrive(101, "10.0.0.1", 0).admitted);
        limits.leave(2);
        QVERIFY(limits.arrive(102, "10.0.0.1", 0).admitted);
        limits.leave(12345);  // unknown: nothing happens
        QCOMPARE(limits.waiting(), PendingLimits::kPerAddress + 1);
    }
    // All places taken by connections from as many addresses: a newcomer from yet another one
    // gets in, and the connection stalled longest gives way (of two stalled as long, the one
    // that got less far); a player whose handshake moves on keeps its place until kInAll
    // newcomers came after its last step, and a proven one keeps it for good.
    void limitsStalledGiveWay() {
        using Stage = PendingLimits::Stage;
        constexpr int kAll = PendingLimits::kInAll;
        PendingLimits limits;
        auto from = [](int i) {
            return "10.1." + std::to_string(i / 250) + "." + std::to_string(i % 250);
        };
        std::int64_t now = 0;
        for (int i = 0; i < kAll; ++i) {
            QVERIFY(limits.arrive(static_cast<std::uint64_t>(i), from(i), now).admitted);
            limits.advance(static_cast<std::uint64_t>(i), Stage::Opened, now);  // stalled in TLS
            now += 10;
        }
        limits.advance(7, Stage::Keyed, now);     // the player: its key exchange came just now
        limits.advance(8, Stage::Kept, 0);        // a seat's key: never pushed out
        limits.advance(200, Stage::Opened, now);  // an unknown id: nothing
        const auto a = limits.arrive(500, from(500), now);  // says nothing yet
        QVERIFY(a.admitted && a.evicted);
        QCOMPARE(*a.evicted, std::uint64_t(0));  // stalled longest
        // Strangers keep coming, each stalling at once: the old stalled ones go in turn, then
        // the one that said nothing since the player's step (as long ago, but less far).
        std::vector<std::uint64_t> gone;
        for (std::uint64_t id = 600; id < 600 + kAll - 2; ++id) {
            const auto d = limits.arrive(id, from(static_cast<int>(id)), ++now);
            QVERIFY(d.admitted && d.evicted);
            gone.push_back(*d.evicted);
            limits.advance(id, Stage::Opened, now);
        }
        QCOMPARE(gone.front(), std::uint64_t(1));
        QCOMPARE(gone.back(), std::uint64_t(500));
        QVERIFY(std::find(gone.begin(), gone.end(), 7) == gone.end());  // the player stays…
        QVERIFY(std::find(gone.begin(), gone.end(), 8) == gone.end());  // … and the proven
        QCOMPARE(limits.waiting(), kAll);
        QCOMPARE(limits.waitingFrom(from(7)), 1);
        // The player's next step keeps it; had it stalled on, the next newcomer pushes it out.
        PendingLimits stalled = limits;
        limits.advance(7, Stage::Kept, now);
        QVERIFY(limits.arrive(9000, "10.9.0.0", ++now).evicted != std::optional<std::uint64_t>(7));
        QCOMPARE(stalled.arrive(9000, "10.9.0.0", now).evicted, std::optional<std::uint64_t>(7));
    }
    // Connections that are kept (proven, or asked about) never give way: with every place
    // theirs, a newcomer is refused; one place freed takes one newcomer.
    void limitsInAll() {
        constexpr auto kAll = static_cast<std::uint64_t>(PendingLimits::kInAll);
        PendingLimits kept;
        for (std::uint64_t i = 0; i < kAll; ++i) {
            QVERIFY(kept.arrive(i, "10.5." + std::to_string(i / 4) + ".0", 0).admitted);
            kept.advance(i, PendingLimits::Stage::Kept, 0);
        }
        const auto none = kept.arrive(600, "10.6.0.0", 1);
        QVERIFY(!none.admitted && !none.evicted);
        QCOMPARE(kept.waiting(), PendingLimits::kInAll);
        kept.leave(63);
        QVERIFY(kept.arrive(601, "10.6.0.1", 2).admitted);
        // The newcomer is the only one not kept: the next one pushes it out.
        const auto next = kept.arrive(602, "10.6.0.2", 3);
        QVERIFY(next.admitted);
        QCOMPARE(next.evicted, std::optional<std::uint64_t>(601));
    }

    // A move for a ply that is not the game's now is refused, and the refusal says which ply
    // came and which the game is at (both games).
    void moveForAnotherPly_data() {
        QTest::addColumn<GameKind>("game");
        QTest::addColumn<QByteArray>("move");
        QTest::newRow("bagh-chal") << GameKind::BaghChal << QByteArray("C1");
        QTest::newRow("lambs") << GameKind::Lambs << QByteArray("12");
    }
    void moveForAnotherPly() {
        QFETCH(GameKind, game);
        QFETCH(QByteArray, move);
        Pair p(terms(game, Side::Tigers, std::nullopt, 15));
        p.connect();
        const Game before = p.host.game();
        p.rawToHost(line("move 4 " + move.toStdString() + " 0000000000000000 - -"));
        QVERIFY(!p.host.linked());
        const Event* lost = last(p.hostEvents, Kind::Lost);
        QCOMPARE(lost->reason, Reason::Protocol);
        QVERIFY2(lost->text.find("a move for ply 5 when the game is at ply 1") != std::string::npos,
                 lost->text.c_str());
        QVERIFY(p.host.game().sameRecord(before));
        // Out of turn is said as such, not as another ply.
        p.connect();
        QVERIFY(p.guest.playMove(p.guest.game().findLegalMove(move.toStdString()), p.now));
        p.pump();
        p.rawToHost(line("move 1 " + move.toStdString() + " 0000000000000000 - -"));
        QVERIFY(last(p.hostEvents, Kind::Lost)->text.find("out of turn") != std::string::npos);
    }
    void guestSeesRefusal() {
        Setup lambs;
        lambs.game = GameKind::Lambs;
        Pair q(terms(), Timing{}, lambs);
        q.connect();
        QVERIFY(!q.guest.linked());
        QCOMPARE(last(q.guestEvents, Kind::Refused)->reason, Reason::WrongSetup);
        QCOMPARE(q.host.game().length(), 0);
        QCOMPARE(count(q.hostEvents, Kind::Joined), 0);
        QVERIFY(!q.host.seated());
        QCOMPARE(q.refusals.size(), std::size_t(1));
        QVERIFY(q.refusals[0].starts_with("refuse setup "));
        // A seat key where there is no seat (a token from another game of this host).
        Pair s(terms());
        s.keying = Keying::Seat;
        s.connect();
        QCOMPARE(last(s.guestEvents, Kind::Refused)->reason, Reason::Protocol);
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
        // A new run of the guest's program, with the seat token it kept, gets the finished game.
        const Key128 token = *p.guest.seatToken();
        p.guest = NetMatch::guest("Sita", "baghchal/test");
        p.guest.setSeatToken(token);
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
