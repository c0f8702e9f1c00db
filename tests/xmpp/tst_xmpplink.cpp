// The XMPP transport without a server (engine/xmpp): the payload's checks, and GameLink,
// WatcherFeed and GameWatch wired to each other in memory, with fake time: who is trusted, the
// invitation sent again, the seat token's resume, the watcher's record.
#include <QTest>

#include <map>

#include "engine/xmpp/GameLink.h"
#include "engine/xmpp/GameWatch.h"

using namespace bagh;
using xmpp::GameLink;
using xmpp::Payload;

namespace {

const std::string kHost = "ram@a.test/one", kGuest = "sita@b.test/two";
const std::string kOther = "sita@b.test/other", kStranger = "mallory@c.test/x";

// Passes the links' output to each other by JID (a bare JID reaches the one link of that
// account), as a server would; a stranger's and a watcher's mail is kept aside.
struct Wire {
    GameLink host = GameLink::host("sita@b.test", net::HostTerms{}, "Ram", "test/1", options());
    GameLink guest = GameLink::guest("ram@a.test", {}, "Sita", "test/1", options());
    std::string guestJid = kGuest;
    std::vector<xmpp::Outgoing> others;  // for anyone else
    std::int64_t now = 1000;

    static xmpp::LinkOptions options() {
        xmpp::LinkOptions o;
        o.watching.policy = xmpp::WatchPolicy::Any;
        return o;
    }
    // Both sign in and the guest joins.
    void start() {
        host.online(kHost, now);
        guest.online(kGuest, now);
        run();
    }
    void run(int rounds = 8) {
        for (int i = 0; i < rounds; ++i) {
            for (const auto& o : host.takeOutgoing()) {
                if (o.presence) continue;
                if (o.to == "sita@b.test" || o.to == guestJid)
                    guest.received(kHost, o.payload, false, now);
                else
                    others.push_back(o);
            }
            for (const auto& o : guest.takeOutgoing())
                if (!o.presence && (o.to == "ram@a.test" || o.to == kHost))
                    host.received(guestJid, o.payload, false, now);
        }
    }
    // The side to move plays its first legal move.
    void move() {
        GameLink& mover = host.match().myTurn() ? host : guest;
        QVERIFY(mover.match().playMove(mover.match().game().legalMoves()[0], now));
        mover.pump(now);
        run();
    }
    static bool joined(GameLink& link, bool resumed) {
        for (const auto& e : link.takeEvents())
            if (e.kind == xmpp::LinkEvent::Kind::Match &&
                e.match.kind == net::Event::Kind::Joined && e.match.resumed == resumed)
                return true;
        return false;
    }
};

Payload line(const std::string& game, std::uint32_t conn, const std::string& text,
             const std::string& seat = {}) {
    Payload p;
    p.kind = Payload::Kind::Line;
    p.game = game;
    p.conn = conn;
    p.seat = seat;
    p.text = text;
    return p;
}

}  // namespace

class TstXmppLink : public QObject {
    Q_OBJECT

private slots:
    void readPayload_data() {
        QTest::addColumn<QString>("element");
        QTest::addColumn<QStringList>("attributes");  // name=value
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        const QString game = "game=0123456789abcdef";
        const QString setup = "setup=baghchal 5 third-repetition goats -";
        QTest::newRow("invite") << "invite" << QStringList{game, "epoch=3", setup, "watchers=any"}
                                << "" << true;
        QTest::newRow("invite, four setup words")
            << "invite" << QStringList{game, "epoch=3", "setup=baghchal 5 goats -", "watchers=any"}
            << "" << false;
        QTest::newRow("invite, text")
            << "invite" << QStringList{game, "epoch=3", setup, "watchers=any"} << "hi" << false;
        QTest::newRow("invite, epoch 007")
            << "invite" << QStringList{game, "epoch=007", setup, "watchers=any"} << "" << false;
        QTest::newRow("line") << "line" << QStringList{game, "conn=1"} << "ping\n" << true;
        QTest::newRow("line, seat")
            << "line" << QStringList{game, "conn=1", "seat=" + QString(32, 'a')} << "ping\n"
            << true;
        QTest::newRow("line, short seat")
            << "line" << QStringList{game, "conn=1", "seat=abc"} << "ping\n"
            << false;
        QTest::newRow("line, capital game")
            << "line" << QStringList{"game=0123456789ABCDEF", "conn=1"} << "ping\n"
            << false;
        QTest::newRow("line, no conn") << "line" << QStringList{game} << "ping\n" << false;
        QTest::newRow("line, unknown attribute")
            << "line" << QStringList{game, "conn=1", "x=1"} << "ping\n"
            << false;
        QTest::newRow("line, over the limit")
            << "line" << QStringList{game, "conn=1"} << QString(40000, 'a') << false;
        QTest::newRow("watch") << "watch" << QStringList{} << "" << true;
        QTest::newRow("refuse, jid")
            << "refuse" << QStringList{"reason=ask-host", "jid=a@b"} << "" << true;
        QTest::newRow("unknown element") << "chess" << QStringList{} << "" << false;
    }
    void readPayload() {
        QFETCH(QString, element);
        QFETCH(QStringList, attributes);
        QFETCH(QString, text);
        QFETCH(bool, valid);
        std::map<std::string, std::string> a;
        for (const QString& kv : attributes)
            a[kv.section('=', 0, 0).toStdString()] = kv.section('=', 1).toStdString();
        const Payload p = xmpp::readPayload(element.toStdString(), a, text.toStdString());
        QCOMPARE(p.kind != Payload::Kind::Invalid, valid);
        if (valid) {
            // What is read is written back the same.
            QCOMPARE(xmpp::payloadAttributes(p), a);
        }
    }

    // The invitation goes out again until the guest answers; then both play, and nothing
    // from a stranger, another resource or another game reaches the game.
    void onlyTheInvitedPlays() {
        Wire w;
        w.host.online(kHost, w.now);
        auto first = w.host.takeOutgoing();
        QCOMPARE(first.size(), std::size_t(1));
        QCOMPARE(first[0].payload.kind, Payload::Kind::Invite);
        w.host.tick(w.now + 500);
        QVERIFY(w.host.takeOutgoing().empty());
        w.now += 1000;
        w.host.tick(w.now);  // the guest was not there: again
        w.guest.online(kGuest, w.now);
        w.run();
        QVERIFY(Wire::joined(w.host, false));
        QVERIFY(Wire::joined(w.guest, false));
        w.move();
        w.move();
        QCOMPARE(w.host.match().game().length(), 2);
        const std::string game = w.host.gameId();
        const std::string forged = "move 2 C1 0000000000000000 - -\n";
        w.host.received(kStranger, line(game, 1, forged), false, w.now);
        w.host.received(kOther, line(game, 1, forged), false, w.now);
        w.host.received(kGuest, line("fedcba9876543210", 1, forged), false, w.now);
        w.host.received(kGuest, line(game, 9, forged), false, w.now);
        // Another resource of the guest's account with a hello: the seat is taken.
        w.host.received(kOther, line(game, 5, "hello 2 x/1 - - - - - Sita\n"), false, w.now);
        w.host.received(kOther, line(game, 5, "hello 2 x/1 - - - - - Sita\n", std::string(32, 'b')),
                        false, w.now);
        QCOMPARE(w.host.ignored(), std::uint64_t(5));
        QVERIFY(w.host.match().playing());
        QCOMPARE(w.host.match().game().length(), 2);
        QCOMPARE(w.host.peer(), std::string("sita@b.test"));
        w.move();
        QCOMPARE(w.guest.match().game().length(), 3);
        QVERIFY(w.host.match().game().sameRecord(w.guest.match().game()));
    }

    // The guest's line drops: the host invites again with a new epoch, and the guest, on a
    // new resource, resumes its seat with its token.
    void resumesWithTheSeatToken() {
        Wire w;
        w.start();
        w.move();
        w.move();
        w.move();
        w.host.unavailable(kGuest, w.now);
        w.guest.offline(w.now);
        w.host.takeEvents();
        w.guest.takeEvents();
        w.guestJid = kOther;
        w.now += 2000;
        w.guest.online(kOther, w.now);
        w.host.tick(w.now);
        w.run();
        QVERIFY(Wire::joined(w.host, true));
        QVERIFY(Wire::joined(w.guest, true));
        QCOMPARE(w.guest.match().game().length(), 3);
        w.move();
        QCOMPARE(w.host.match().game().length(), 4);
    }

    // A guest that gives the game up (not a drop: its player left it) says goodbye and
    // declines: the host ends the game there and invites no more. A stranger's decline, or
    // one from the guest while it is on the line, changes nothing.
    void guestGivesUp() {
        Wire w;
        w.start();
        w.move();
        w.move();
        w.host.takeEvents();
        Payload decline;
        decline.kind = Payload::Kind::Decline;
        decline.game = w.host.gameId();
        decline.reason = "left";
        w.host.received(kStranger, decline, false, w.now);
        w.host.received(kGuest, decline, false, w.now);
        QVERIFY(w.host.match().playing());
        w.guest.giveUp(w.now);
        w.run();
        bool declined = false;
        for (const auto& e : w.host.takeEvents())
            if (e.kind == xmpp::LinkEvent::Kind::Declined && e.reason == "left") declined = true;
        QVERIFY(declined);
        QVERIFY(!w.host.match().playing());
        for (int i = 0; i < 5; ++i) {
            w.now += 30000;
            w.host.tick(w.now);
            for (const auto& o : w.host.takeOutgoing())
                QVERIFY(o.payload.kind != Payload::Kind::Invite);
        }
    }

    // A guest away for long (the host's invitation comes every 30 s by then) whose presence
    // comes back is invited at once, and resumes.
    void comesBackAtOnce() {
        Wire w;
        w.start();
        w.move();
        w.host.unavailable(kGuest, w.now);
        w.guest.offline(w.now);
        for (int i = 0; i < 40; ++i) {  // long enough for the longest wait between invitations
            w.now += 5000;
            w.host.tick(w.now);
            w.host.takeOutgoing();
        }
        w.host.takeEvents();
        w.guest.takeEvents();
        w.guest.online(kGuest, w.now);
        w.host.tick(w.now);
        QVERIFY(w.host.takeOutgoing().empty());  // not due yet
        w.host.available(kStranger, w.now);
        QVERIFY(w.host.takeOutgoing().empty());  // someone else's presence: nothing
        w.host.available(kGuest, w.now);
        w.run();
        QVERIFY(Wire::joined(w.host, true));
        QCOMPARE(w.guest.match().game().length(), 1);
    }

    // The guest's hello is lost on the way: the host, still without it, invites again, and
    // the guest answers again once its hello has had no answer for a while.
    void lostHelloIsSentAgain() {
        Wire w;
        w.host.online(kHost, w.now);
        w.guest.online(kGuest, w.now);
        for (const auto& o : w.host.takeOutgoing())
            w.guest.received(kHost, o.payload, false, w.now);
        QVERIFY(!w.guest.takeOutgoing().empty());  // its hello: lost
        w.now += 1000;
        w.host.tick(w.now);
        w.run();  // the same invitation again, too soon to answer
        QVERIFY(!w.host.match().playing());
        w.now += 2500;
        w.host.tick(w.now);
        w.guest.tick(w.now);
        w.run();
        QVERIFY(Wire::joined(w.host, false));
        QVERIFY(w.guest.match().playing());
    }

    // A watcher gets the record so far, then every move; the players learn who watches.
    void watcherFollows() {
        Wire w;
        w.start();
        w.move();
        xmpp::GameWatch watch("ram@a.test");
        watch.online(w.now);
        for (const auto& o : watch.takeOutgoing())
            w.host.received("carol@d.test/w", o.payload, false, w.now);
        w.run();
        w.move();
        w.move();
        for (const auto& o : w.others)
            if (o.to == "carol@d.test/w") watch.received(kHost, o.payload, w.now);
        QVERIFY(watch.game().sameRecord(w.host.match().game()));
        int plies = 0;
        for (const auto& e : watch.takeEvents()) plies += e.kind == xmpp::WatchEvent::Kind::Ply;
        QCOMPARE(plies, 3);
        QCOMPARE(w.guest.watchers(), std::vector<std::string>{"carol@d.test"});
        // One account takes two places at most.
        for (const char* resource : {"carol@d.test/2", "carol@d.test/3"}) {
            Payload again;
            again.kind = Payload::Kind::Watch;
            w.host.received(resource, again, false, w.now);
        }
        QCOMPARE(w.host.watchers(), std::vector<std::string>{"carol@d.test"});
        int refused = 0;
        for (const auto& o : w.host.takeOutgoing())
            refused += o.payload.kind == Payload::Kind::Refuse && o.payload.reason == "full";
        QCOMPARE(refused, 1);
    }
};

QTEST_GUILESS_MAIN(TstXmppLink)
#include "tst_xmpplink.moc"
